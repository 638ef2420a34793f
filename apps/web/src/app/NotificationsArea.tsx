import { Notifications } from '@mantine/notifications';

/** Where toasts appear; loaded after the first page (see LazyNotifications). */
export function NotificationsArea() {
  return <Notifications position="top-right" />;
}
