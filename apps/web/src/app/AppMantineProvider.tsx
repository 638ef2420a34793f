import { MantineProvider, createTheme, mergeThemeOverrides } from '@mantine/core';
import { useMemo, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * React sends a portal's events up the component tree, not the DOM: the submit of a form in a
 * dialog opened from inside a page's form (New ticket → Type Incident → Apply) would also run
 * the page form's onSubmit and save the page half-filled. Every dialog and drawer stops submit
 * events at its own root, so a dialog's form is the only one its Enter or submit button reaches.
 */
export function keepSubmitInside(event: FormEvent) {
  event.stopPropagation();
}

/**
 * Mantine with the app's theme. The close buttons Mantine draws as a bare icon (dialogs, drawers,
 * toasts) get a name in the UI language: unnamed, a screen reader says only "button" (axe:
 * button-name, critical), and every dialog of every feature would have to remember to pass one.
 */
export function AppMantineProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const localized = useMemo(() => {
    // "Dismiss", not "Close": many dialogs also have a Close button, and two buttons both
    // named "close…" are ambiguous when spoken (and to the journeys' role queries).
    const closeButtonProps = { 'aria-label': t('app.dismiss') };
    return mergeThemeOverrides(
      theme,
      createTheme({
        components: {
          // Plain objects, not Modal.extend(…): importing the components would put their code in
          // every page's first download.
          Modal: { defaultProps: { closeButtonProps, onSubmit: keepSubmitInside } },
          Drawer: { defaultProps: { closeButtonProps, onSubmit: keepSubmitInside } },
          Notification: { defaultProps: { closeButtonProps } },
        },
      }),
    );
  }, [t]);
  return (
    <MantineProvider theme={localized} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
