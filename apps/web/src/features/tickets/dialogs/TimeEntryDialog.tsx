import { Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { BILLING_TYPES, TIME_ENTRY_MAX_SECONDS, type BillingType, type TimeEntryInput } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { useBillingSettings, useLaborAgreements } from '../../billing/index.ts';
import { enumLabel } from '../../../shared/ticketLabels.ts';
import { TIME_ENTRY_DESCRIPTION_MAX_LENGTH } from '@outpost/contracts';
import { lengthError } from '../../../shared/lengthError.ts';

/** 'YYYY-MM-DD HH:mm:ss' in local time, as the date picker holds it. */
function localStamp(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ${p(date.getHours())}:${p(date.getMinutes())}:00`;
}

interface Props {
  opened: boolean;
  /** The ticket's organization: its agreements are the ones time may bill to. */
  organizationId?: number | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (entry: TimeEntryInput) => Promise<unknown>;
}

/** The value of the agreement picker that leaves the choice to the server (the organization's default). */
const DEFAULT_AGREEMENT = 'default';

/**
 * Logs time by hand (spec 002 §3.7 "time entry"): remote or on site, when it started, how long,
 * billing, and (with billing enabled) the agreement it bills to: the organization's default
 * unless one is chosen; the server records which (agreementOriginType).
 */
export function TimeEntryDialog({ opened, organizationId = null, saving, onCancel, onSave }: Props) {
  const { t } = useTranslation();
  const [remote, setRemote] = useState(false);
  const [start, setStart] = useState<string | null>(() => localStamp(new Date()));
  const [hours, setHours] = useState<number>(0);
  const [minutes, setMinutes] = useState<number>(30);
  const [billingType, setBillingType] = useState<BillingType>('BILLABLE');
  const [description, setDescription] = useState('');
  const [agreement, setAgreement] = useState<string>(DEFAULT_AGREEMENT);
  const billing = useBillingSettings();
  const billingOn = billing.data?.enabled === true;
  const day = start ? start.slice(0, 10) : null;
  const agreements = useLaborAgreements(organizationId, day, billingOn);
  const defaultAgreement = agreements.data?.find((a) => a.isDefault);
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
      await onSave({
        remote,
        startDate: new Date(start.replace(' ', 'T')).toISOString(),
        duration,
        billingType,
        agreementId: agreement === DEFAULT_AGREEMENT ? null : Number(agreement),
        agreementOriginType: null,
        description,
      });
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
            <NumberInput
              label={t('tickets.time.hours')}
              value={hours}
              min={0}
              max={744}
              allowDecimal={false}
              onChange={(v) => setHours(Number(v) || 0)}
              error={errors.duration}
            />
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
          {billingOn ? (
            <Select
              label={t('tickets.time.agreement')}
              data={[
                {
                  value: DEFAULT_AGREEMENT,
                  label: defaultAgreement ? t('tickets.time.agreementDefault', { name: defaultAgreement.name }) : t('tickets.time.noAgreement'),
                },
                ...(agreements.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
              ]}
              value={agreement}
              onChange={(v) => setAgreement(v ?? DEFAULT_AGREEMENT)}
              allowDeselect={false}
              error={errors.agreementId}
              comboboxProps={{ zIndex: 400 }}
            />
          ) : (
            // Billing is off: no agreement can be chosen.
            <TextInput
              label={t('tickets.time.agreement')}
              placeholder={t('tickets.time.noPsa')}
              description={t('tickets.time.noPsa')}
              disabled
              value=""
              readOnly
            />
          )}
          <Textarea
            label={t('tickets.time.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description ?? lengthError(description, TIME_ENTRY_DESCRIPTION_MAX_LENGTH)}
          />
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
