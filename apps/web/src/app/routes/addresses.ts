import type { RouteObject } from 'react-router';
import type { AddressRouteHandle } from '@/features/addresses/route-handle';
import { withChunkReload } from '@/lib/chunk-reload';

const list = withChunkReload(() => import('@/features/addresses/routes/address-list'));
const add = withChunkReload(() => import('@/features/addresses/routes/address-add'));
const edit = withChunkReload(() => import('@/features/addresses/routes/address-edit'));

interface Audience {
  audience: AddressRouteHandle['audience'];
  prefix: string;
  /** Appended to the list and add routes: the admin ones name the user. */
  userParam: string;
  view: RouteObject['loader'];
  change: RouteObject['loader'];
}

/**
 * The address screens serve one's own addresses (/user/address..., account.ts) and, in the admin shapes of spec 2, someone
 * else's (/admin/user/address..., admin.ts): the same lazy screens, told which by the route's handle.
 */
export function addressRoutes({ audience, prefix, userParam, view, change }: Audience): RouteObject[] {
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
