import { Button, Group, Modal, Tabs } from '@mantine/core';
import { useState, type ReactNode } from 'react';

export interface ModalTab {
  value: string;
  label: string;
  content: ReactNode;
  /** An error shown on the tab (e.g. invalid field inside). */
  error?: boolean;
}

interface Props {
  opened: boolean;
  title: string;
  tabs: ModalTab[];
  onClose(): void;
  onSubmit(): void;
  submitLabel?: string;
  submitDisabled?: boolean;
}

/** A modal with tabs and one primary button (default label Submit) that closes on click. */
export function TabbedModal({ opened, title, tabs, onClose, onSubmit, submitLabel = 'Submit', submitDisabled }: Props) {
  const [tab, setTab] = useState<string | null>(tabs[0]?.value ?? null);
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      {tabs.length > 1 ? (
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List>
            {tabs.map((t) => (
              <Tabs.Tab key={t.value} value={t.value} color={t.error ? 'red' : undefined} data-error={t.error ? 'true' : undefined}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((t) => (
            <Tabs.Panel key={t.value} value={t.value} pt="sm">
              {t.content}
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        tabs[0]?.content
      )}
      <Group justify="flex-end" mt="md">
        <Button
          disabled={submitDisabled}
          onClick={() => {
            onSubmit();
            onClose();
          }}
        >
          {submitLabel}
        </Button>
      </Group>
    </Modal>
  );
}
