export { Notifications as default } from '@mantine/notifications';
