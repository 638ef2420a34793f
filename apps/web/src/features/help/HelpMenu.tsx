import { Suspense, lazy } from 'react';

// The help button, its tooltip and their strings load after the first page, not with it: the
// sign-in page and the dashboard keep their JavaScript budget (bench/web/bundle-size.ts).
const HelpButton = lazy(() => import('./panel/HelpButton.tsx').then((m) => ({ default: m.HelpButton })));

/** The header's help menu: the button that opens the help panel. */
export function HelpMenu() {
  return (
    <Suspense fallback={null}>
      <HelpButton />
    </Suspense>
  );
}
