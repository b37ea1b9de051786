import { notifications } from '@mantine/notifications';
import { AUTH_ERROR_CODES } from '@portal/contract';
import i18n from '@/i18n';
import { ApiError, HttpError } from '@/lib/http-error';

export function notifyDone(message: string): void {
  notifications.show({ color: 'brand', message });
}

/**
 * A refused change (e.g. the last required sign-in step), with the server's translated reason. Nothing
 * is shown when the person cancelled "Confirm it's you" themselves.
 */
export function notifyFailure(error: unknown): void {
  if (error instanceof ApiError && error.code === AUTH_ERROR_CODES.reauthRequired) return;
  notifications.show({ color: 'red', message: error instanceof HttpError ? error.message : i18n.t('errors.something_wrong') });
}
