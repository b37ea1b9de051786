import { notifications } from '@mantine/notifications';
import i18n from '@/i18n';
import { HttpError } from '@/lib/http-error';

export function notifyDone(message: string): void {
  notifications.show({ color: 'brand', message });
}

/** A refused action (e.g. 'This is the last super-admin...') shown with the server's translated message. */
export function notifyFailure(error: unknown): void {
  notifications.show({ color: 'red', message: error instanceof HttpError ? error.message : i18n.t('errors.something_wrong') });
}
