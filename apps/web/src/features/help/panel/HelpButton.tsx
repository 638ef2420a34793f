import '../help-button.strings.ts';
import { ActionIcon, Button, Group, Popover, Stack, Text } from '@mantine/core';
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

  return (
    <>
      <Popover opened={showTooltip} position="bottom-end" withArrow shadow="md" width={280} trapFocus={false} closeOnEscape={false}>
        <Popover.Target>
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
        </Popover.Target>
        <Popover.Dropdown role="dialog" aria-labelledby={titleId}>
          <Stack gap="xs">
            <Text fw={600} size="sm" id={titleId}>
              {t('help.tooltipTitle')}
            </Text>
            <Text size="sm">{t('help.tooltipText')}</Text>
            <Group justify="flex-end" gap="xs">
              <Button
                size="xs"
                variant="subtle"
                onClick={() => {
                  rememberClosed();
                  setTooltipDismissed(true);
                }}
              >
                {t('help.tooltipClose')}
              </Button>
              <Button size="xs" onClick={hideForGood} loading={hide.isPending}>
                {t('help.tooltipHide')}
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {everOpened && (
        <Suspense fallback={null}>
          <HelpPanel opened={opened} onClose={() => setOpened(false)} context={data} routeId={routeId} />
        </Suspense>
      )}
    </>
  );
}
