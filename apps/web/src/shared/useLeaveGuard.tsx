import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks before leaving a page with unsaved work: in-app navigation (links, Back) gets the app's
 * own dialog, a reload or a closed tab the browser's. `release()` lets the page leave without
 * asking once its work is saved (a created ticket opening its own page).
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation();
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const released = useRef(false);
  const blocking = () => dirtyNow.current && !released.current;

  useBlocker({
    shouldBlockFn: ({ current, next }) => {
      // The same page with other search values (a tab, a filter) leaves nothing behind.
      if (!blocking() || current.pathname === next.pathname) return false;
      return new Promise<boolean>((resolve) => {
        modals.openConfirmModal({
          title: t('app.leaveTitle'),
          children: <Text size="sm">{t('app.leaveBody')}</Text>,
          labels: { confirm: t('app.leave'), cancel: t('app.stay') },
          confirmProps: { color: 'red' },
          // Above other dialogs; the first answer counts (closing after Leave is not a second one).
          zIndex: 500,
          onConfirm: () => resolve(false),
          onClose: () => resolve(true),
        });
      });
    },
    enableBeforeUnload: blocking,
  });

  return {
    release: useCallback(() => {
      released.current = true;
    }, []),
  };
}
