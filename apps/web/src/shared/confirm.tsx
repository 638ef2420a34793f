import { modals } from '@mantine/modals';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';

/** Asks before a destructive action; runs it only on confirm. */
export function confirmDanger(t: TFunction, options: { title: string; body: string; confirmLabel: string; onConfirm: () => void }) {
  modals.openConfirmModal({
    title: options.title,
    children: <Text size="sm">{options.body}</Text>,
    labels: { confirm: options.confirmLabel, cancel: t('app.cancel') },
    confirmProps: { color: 'red' },
    onConfirm: options.onConfirm,
  });
}
