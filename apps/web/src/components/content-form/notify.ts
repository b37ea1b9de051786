import { notifications } from '@mantine/notifications';
import i18n from '@/i18n';
import { HttpError } from '@/lib/http-error';

export function notifyDone(message: string): void {
  notifications.show({ color: 'brand', message });
}

/** A failed save or delete: what failed as the title, the server's translated reason as the message. */
export function notifyFailure(title: string, error: unknown): void {
  notifications.show({ color: 'red', title, message: error instanceof HttpError ? error.message : i18n.t('errors.something_wrong') });
}
