import type { TFunction } from 'i18next';
import { isRouteErrorResponse } from 'react-router';

export interface RouteErrorDescription {
  status: number;
  title: string;
  message: string;
}

function messageOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value) return value;
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string' && value.message) {
    return value.message;
  }
  return undefined;
}

function statusOf(value: unknown): number | undefined {
  if (value && typeof value === 'object' && 'statusCode' in value && typeof value.statusCode === 'number') {
    return value.statusCode;
  }
  return undefined;
}

/**
 * What the error page shows (spec section 8): the status code (or 500), the
 * message (or the default), and 'Page not found' for 404, otherwise 'An error occurred'.
 */
export function describeRouteError(error: unknown, t: TFunction): RouteErrorDescription {
  let status: number;
  let message: string | undefined;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = messageOf(error.data) ?? (status === 404 ? t('errors.not_found') : error.statusText);
  } else {
    status = statusOf(error) ?? 500;
    message = messageOf(error);
  }
  return {
    status,
    title: status === 404 ? t('error_page.not_found_title') : t('error_page.title'),
    message: message || t('error_page.default_message'),
  };
}
