import '../help-button.strings.ts';
import { ActionIcon, Button, Group, Paper, Popover, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconHelp } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpContext, useHideTooltip } from '../help.api.ts';
import { isEditorPath } from './viewStack.ts';

// The panel (its views, the ticket form, the phone widget) loads on first opening, not with every page.
const HelpPanel = lazy(() => import('./HelpPanel.tsx').then((m) => ({ default: m.HelpPanel })));

/** "Close" keeps the intro tooltip away for this browser session; "Don't show again" for good. */
const TOOLTIP_CLOSED_KEY = 'outpost.helpTooltipClosed';
const closedThisSession = () => {
  try {
    return sessionStorage.getItem(TOOLTIP_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
};
const rememberClosed = () => {
  try {
    sessionStorage.setItem(TOOLTIP_CLOSED_KEY, '1');
  } catch {
    // Storage refused (private mode): the tooltip comes back on the next page load, nothing worse.
  }
};

/**
 * The header's help button and the panel it opens, with the intro tooltip until the user hides it
 * for good. Opening an editor page closes the panel (spec 000 §4); a branded install with the help
 * menu switched off shows no button.
 */
export function HelpButton() {
  const { t } = useTranslation();
  const context = useHelpContext();
  const titleId = useId();
  const hide = useHideTooltip();
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [tooltipDismissed, setTooltipDismissed] = useState(closedThisSession);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const routeId = useRouterState({ select: (s) => s.matches[s.matches.length - 1]?.routeId as string | undefined });
  // On wide screens the intro sits in the header beside the button: as a popover below it, it covered
  // the page's top-right controls (the ticket list's filters at 1280 × 720: issue 23 item 7).
  const inHeader = useMediaQuery('(min-width: 75em)', undefined, { getInitialValueInEffect: false });

  useEffect(() => {
    if (isEditorPath(pathname)) setOpened(false);
  }, [pathname]);

  const data = context.data;
  if (!data?.helpMenuEnabled) return null;
  const showTooltip = !data.tooltipHidden && !tooltipDismissed && !opened;
  const hideForGood = () =>
    hide.mutate(undefined, {
      onSuccess: () => setTooltipDismissed(true),
      onError: () => notifications.show({ color: 'red', message: t('help.tooltipFailed') }),
    });

  const closeForSession = () => {
    rememberClosed();
    setTooltipDismissed(true);
  };
  const introButtons = (
    <Group justify="flex-end" gap="xs" wrap="nowrap">
      <Button size="xs" variant="subtle" onClick={closeForSession}>
        {t('help.tooltipClose')}
      </Button>
      <Button size="xs" onClick={hideForGood} loading={hide.isPending}>
        {t('help.tooltipHide')}
      </Button>
    </Group>
  );
  const button = (
    <ActionIcon
      variant={opened ? 'filled' : 'subtle'}
      size="lg"
      aria-label={t('help.button')}
      aria-expanded={opened}
      onClick={() => {
        setEverOpened(true);
        setOpened((o) => !o);
      }}
    >
      <IconHelp size={20} />
    </ActionIcon>
  );

  return (
    <>
      {inHeader ? (
        <Group gap="xs" wrap="nowrap">
          {showTooltip && (
            <Paper withBorder shadow="xs" px="sm" py={4} role="dialog" aria-labelledby={titleId}>
              <Group gap="sm" wrap="nowrap">
                <div>
                  <Text fw={600} size="xs" lh={1.35} id={titleId}>
                    {t('help.tooltipTitle')}
                  </Text>
                  <Text size="xs" lh={1.35}>
                    {t('help.tooltipText')}
                  </Text>
                </div>
                {introButtons}
              </Group>
            </Paper>
          )}
          {button}
        </Group>
      ) : (
        <Popover opened={showTooltip} position="bottom-end" withArrow shadow="md" width={280} trapFocus={false} closeOnEscape={false}>
          <Popover.Target>{button}</Popover.Target>
          <Popover.Dropdown role="dialog" aria-labelledby={titleId}>
            <Stack gap="xs">
              <Text fw={600} size="sm" id={titleId}>
                {t('help.tooltipTitle')}
              </Text>
              <Text size="sm">{t('help.tooltipText')}</Text>
              {introButtons}
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
      {everOpened && (
        <Suspense fallback={null}>
          <HelpPanel opened={opened} onClose={() => setOpened(false)} context={data} routeId={routeId} />
        </Suspense>
      )}
    </>
  );
}
