import { notifications } from '@mantine/notifications';
import { AUTH_ERROR_CODES } from '@portal/contract';
import i18n from '@/i18n';
import { ApiError, HttpError } from '@/lib/http-error';

/** A finished action, in the brand's colour. */
export function notifyDone(message: string): void {
  notifications.show({ color: 'brand', message });
}

/**
 * A refused or failed action: the server's translated reason (e.g. 'This is the last super-admin…'), under what
 * failed when `title` says it. Nothing is shown when the person cancelled "Confirm it's you" themselves.
 */
export function notifyFailure(error: unknown, title?: string): void {
  if (error instanceof ApiError && error.code === AUTH_ERROR_CODES.reauthRequired) return;
  notifications.show({ color: 'red', title, message: error instanceof HttpError ? error.message : i18n.t('errors.something_wrong') });
}
