import { Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { BILLING_TYPES, TIME_ENTRY_MAX_SECONDS, type BillingType, type TimeEntryInput } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { enumLabel } from '../model/labels.ts';

/** 'YYYY-MM-DD HH:mm:ss' in local time, as the date picker holds it. */
function localStamp(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ${p(date.getHours())}:${p(date.getMinutes())}:00`;
}

interface Props {
  opened: boolean;
  saving: boolean;
  onCancel: () => void;
  onSave: (entry: TimeEntryInput) => Promise<unknown>;
}

/**
 * Logs time by hand (spec 002 §3.7 "time entry"): remote or on site, when it started, how long,
 * billing. The agreement stays empty until a PSA module provides agreements.
 */
export function TimeEntryDialog({ opened, saving, onCancel, onSave }: Props) {
  const { t } = useTranslation();
  const [remote, setRemote] = useState(false);
  const [start, setStart] = useState<string | null>(() => localStamp(new Date()));
  const [hours, setHours] = useState<number>(0);
  const [minutes, setMinutes] = useState<number>(30);
  const [billingType, setBillingType] = useState<BillingType>('BILLABLE');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    const duration = Math.round(hours * 3600 + minutes * 60);
    const next: Record<string, string> = {};
    if (!start) next.startDate = t('tickets.required');
    if (duration < 60) next.duration = t('tickets.time.durationRequired');
    if (duration > TIME_ENTRY_MAX_SECONDS) next.duration = t('tickets.time.tooLong');
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0 || !start) return;
    try {
      await onSave({ remote, startDate: new Date(start.replace(' ', 'T')).toISOString(), duration, billingType, agreementId: null, agreementOriginType: null, description });
    } catch (error) {
      if (error instanceof ApiError) setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0] ?? ''])));
      setFormError(errorMessage(error));
    }
  };

  return (
    <Modal opened={opened} onClose={onCancel} title={t('tickets.time.dialogTitle')}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Switch label={t('tickets.time.remote')} checked={remote} onChange={(e) => setRemote(e.currentTarget.checked)} />
          <DateTimePicker
            label={t('tickets.time.startDate')}
            value={start}
            onChange={setStart}
            valueFormat="YYYY-MM-DD HH:mm"
            required
            error={errors.startDate}
            nextLabel={t('tickets.date.next')}
            previousLabel={t('tickets.date.previous')}
            popoverProps={{ zIndex: 400 }}
          />
          <SimpleGrid cols={2}>
            <NumberInput label={t('tickets.time.hours')} value={hours} min={0} max={744} allowDecimal={false} onChange={(v) => setHours(Number(v) || 0)} error={errors.duration} />
            <NumberInput label={t('tickets.time.minutes')} value={minutes} min={0} max={59} allowDecimal={false} onChange={(v) => setMinutes(Number(v) || 0)} />
          </SimpleGrid>
          <Select
            label={t('tickets.time.billingType')}
            data={BILLING_TYPES.map((b) => ({ value: b, label: enumLabel(t, 'billing', b) }))}
            value={billingType}
            onChange={(v) => v && setBillingType(v as BillingType)}
            allowDeselect={false}
            comboboxProps={{ zIndex: 400 }}
          />
          {/* No professional-services module: agreements cannot be chosen yet. */}
          <TextInput label={t('tickets.time.agreement')} placeholder={t('tickets.time.noPsa')} description={t('tickets.time.noPsa')} disabled value="" readOnly />
          <Textarea label={t('tickets.time.description')} value={description} maxLength={1000} onChange={(e) => setDescription(e.currentTarget.value)} error={errors.description} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('app.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
