import type { RouteObject } from 'react-router';
import i18n from '@/i18n';
import { HttpError } from '@/lib/http-error';
import { guard } from '../guards/run-guards';

export const notFound = () => new HttpError(404, i18n.t('errors.not_found'));

/** Any other address: renders nothing, its loader always throws the 404 that the error page shows. */
export const unknownRoute: RouteObject = {
  path: '*',
  loader: async (args) => {
    await guard(['i18n'])(args);
    throw notFound();
  },
  element: null,
};
