import { useNotifications, type NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

/** Mantine's notifications region with its transitions and scroll handling: its own chunk (7 KB). */
const Toasts = lazy(() => import('./notification-region'));

/**
 * Where notifications appear, loaded with the first one: the store (`notifications.show`) is on every page, the region
 * that draws them only once there is something to draw, and it holds every notification shown before it arrived.
 */
export function NotificationToasts(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts {...props} />
    </Suspense>
  ) : null;
}
