import type { RouteObject } from 'react-router';
import { guard } from '@/app/guards/run-guards';
import { withChunkReload } from '@/lib/chunk-reload';
import type { AddressRouteHandle } from './route-handle';

const list = withChunkReload(() => import('./routes/address-list'));
const add = withChunkReload(() => import('./routes/address-add'));
const edit = withChunkReload(() => import('./routes/address-edit'));

interface Audience {
  audience: AddressRouteHandle['audience'];
  prefix: string;
  /** Appended to the list and add routes: the admin ones name the user. */
  userParam: string;
  view: RouteObject['loader'];
  change: RouteObject['loader'];
}

function routesFor({ audience, prefix, userParam, view, change }: Audience): RouteObject[] {
  const handle = (scope?: AddressRouteHandle['scope']): AddressRouteHandle => ({ audience, scope });
  return [
    { path: `${prefix}address${userParam}`, loader: view, handle: handle(), lazy: list },
    { path: `${prefix}address/add${userParam}`, loader: change, handle: handle('local'), lazy: add },
    { path: `${prefix}address/add/international${userParam}`, loader: change, handle: handle('international'), lazy: add },
    // `edit` is a literal segment; the id after it is the address's.
    { path: `${prefix}address/edit/:id?`, loader: change, handle: handle('local'), lazy: edit },
    { path: `${prefix}address/edit/international/:id?`, loader: change, handle: handle('international'), lazy: edit },
  ];
}

const signedIn = guard(['i18n', 'auth']);

/** One's own addresses, inside the account layout: /user/address, /user/address/add[/international], /user/address/edit[/international]/{id}. */
export const addressUserRoutes: RouteObject[] = routesFor({ audience: 'self', prefix: '', userParam: '', view: signedIn, change: signedIn });

/** The admin shapes of spec 2: user/address/{id?}, user/address/add[/international]/{id?}, user/address/{edit?}[/international]/{id?}. */
export const addressAdminRoutes: RouteObject[] = routesFor({
  audience: 'admin',
  prefix: 'user/',
  userParam: '/:id?',
  view: guard(['i18n', 'auth', { permission: 'users.view' }]),
  change: guard(['i18n', 'auth', { permission: 'users.update' }]),
});
