import { Button, Group, Modal, Select, Stack, Switch, Textarea } from '@mantine/core';
import { BILLING_TYPES, type BillingType, type TimerStop } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../../shared/ticketLabels.ts';
import { TIME_ENTRY_DESCRIPTION_MAX_LENGTH } from '@outpost/contracts';
import { lengthError } from '../../../shared/lengthError.ts';

/** Stopping the timer logs its time as a time entry: how it was worked and how it is billed. */
export function StopTimerDialog({
  opened,
  saving,
  onCancel,
  onStop,
}: {
  opened: boolean;
  saving: boolean;
  onCancel: () => void;
  onStop: (details: TimerStop) => void;
}) {
  const { t } = useTranslation();
  const [remote, setRemote] = useState(false);
  const [billingType, setBillingType] = useState<BillingType>('BILLABLE');
  const [description, setDescription] = useState('');
  return (
    <Modal opened={opened} onClose={onCancel} title={t('tickets.timer.stopTitle')}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onStop({ remote, billingType, description });
        }}
      >
        <Stack>
          <Switch label={t('tickets.time.remote')} checked={remote} onChange={(e) => setRemote(e.currentTarget.checked)} />
          <Select
            label={t('tickets.time.billingType')}
            data={BILLING_TYPES.map((b) => ({ value: b, label: enumLabel(t, 'billing', b) }))}
            value={billingType}
            onChange={(v) => v && setBillingType(v as BillingType)}
            allowDeselect={false}
            comboboxProps={{ zIndex: 400 }}
          />
          <Textarea
            label={t('tickets.time.description')}
            value={description}
            error={lengthError(description, TIME_ENTRY_DESCRIPTION_MAX_LENGTH)}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" color="red" loading={saving}>
              {t('tickets.timer.stopConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
