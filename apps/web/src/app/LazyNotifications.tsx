import { Suspense, lazy } from 'react';

// The toast area (and the animation library it brings) loads after the first page: it is not
// needed to draw sign-in or the dashboard, which have a size budget. A toast shown before it
// arrives waits in the notifications store and appears when it mounts. A module of our own is
// imported, not '@mantine/notifications' itself: importing the package's namespace lazily would
// keep all of it in the first download.
const NotificationsArea = lazy(() => import('./NotificationsArea.tsx').then((m) => ({ default: m.NotificationsArea })));

export function LazyNotifications() {
  return (
    <Suspense fallback={null}>
      <NotificationsArea />
    </Suspense>
  );
}
