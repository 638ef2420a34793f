import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VerticalTabs, type TabDefinition } from './VerticalTabs.tsx';

export interface TabbedModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  tabs: TabDefinition[];
  /** Label of the primary button; default "Submit". */
  primaryLabel?: string;
  /** Runs on the primary button; answer the ids of tabs with errors to keep the modal open. */
  onSubmit: () => string[] | void | Promise<string[] | void>;
  size?: string | number;
}

/** Modal of vertical tabs with a primary button that closes it unless tabs report errors. */
export function TabbedModal({ opened, onClose, title, tabs, primaryLabel, onSubmit, size = 'xl' }: TabbedModalProps) {
  const { t } = useTranslation('components');
  const [errors, setErrors] = useState<string[]>([]);
  const [signal, setSignal] = useState(0);
  const [busy, setBusy] = useState(false);
  const [active, setActive] = useState<string | undefined>(undefined);
  const submit = async () => {
    setBusy(true);
    try {
      const result = (await onSubmit()) ?? [];
      setErrors(result);
      setSignal((s) => s + 1);
      if (result.length === 0) onClose();
      else setActive(result[0]);
    } finally {
      setBusy(false);
    }
  };
  const shown = tabs.map((tab) => ({ ...tab, hasError: tab.hasError || errors.includes(tab.id) }));
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <Stack>
        <VerticalTabs tabs={shown} value={active ?? tabs[0]?.id} onChange={setActive} errorSignal={signal} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('table.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            {primaryLabel ?? t('widgets.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
