import { Alert, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { AttributeValue, TicketAttribute } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { useAttributes, useForm, useForms } from '../../../api/ticketingConfig.api.ts';
import type { FormChoice } from '../model/ticketValues.ts';
import { AttributeInput, type AttributeField } from './AttributeInput.tsx';

interface Props {
  form: FormChoice | null;
  attributes: Record<string, AttributeValue | null>;
  /** The new form, and the attributes it shows: values of any others are cleared. */
  onFormChange: (form: FormChoice | null, attributeIds: number[]) => void;
  onAttributeChange: (id: string, value: AttributeValue | null) => void;
  errors: Record<string, string>;
  disabled?: boolean;
}

/** Attribute values the ticket holds that its form does not show (set under another form). */
function strayAttributes(values: Record<string, AttributeValue | null>, shown: Set<number>, all: TicketAttribute[]): AttributeField[] {
  return all
    .filter((a) => !shown.has(a.id) && values[String(a.id)] !== undefined && values[String(a.id)] !== null)
    .map((a) => ({ attributeId: a.id, name: a.name, attributeType: a.attributeType, active: a.active, required: false, content: a.content }));
}

/**
 * The ticket's form and its attributes, one input per attribute type. Only active forms can
 * be chosen; a ticket keeps an inactive one, shown '(Inactive)'.
 */
export function FormSection({ form, attributes, onFormChange, onAttributeChange, errors, disabled }: Props) {
  const { t } = useTranslation();
  const forms = useForms();
  const chosen = useForm(form?.id ?? null);
  const allAttributes = useAttributes();

  const options = (forms.data ?? []).map((f) => ({ value: String(f.id), label: f.name }));
  if (form && !options.some((o) => o.value === String(form.id))) {
    options.unshift({ value: String(form.id), label: form.active ? form.name : `${form.name} ${t('tickets.inactive')}` });
  }
  const fields: AttributeField[] = chosen.data?.attributes ?? [];
  const stray = strayAttributes(attributes, new Set(fields.map((f) => f.attributeId)), allAttributes.data ?? []);

  return (
    <Stack gap="sm">
      <Select
        label={t('tickets.field.form')}
        placeholder={t('tickets.form.none')}
        data={options}
        value={form ? String(form.id) : null}
        onChange={(id) => {
          const next = forms.data?.find((f) => String(f.id) === id);
          onFormChange(next ? { id: next.id, name: next.name, active: next.active } : null, next?.attributes.map((a) => a.attributeId) ?? []);
        }}
        clearable
        disabled={disabled}
        error={errors.formId ?? (forms.isError ? t('tickets.form.fetchError') : undefined)}
        comboboxProps={{ zIndex: 400 }}
      />
      {allAttributes.isError && <Alert color="red">{t('tickets.form.attributesError')}</Alert>}
      {form && chosen.isPending && <Skeleton height={36} />}
      {chosen.isError && <Alert color="red">{t('tickets.form.fetchError')}</Alert>}
      {fields.length + stray.length > 0 && (
        <Stack gap={4}>
          <Text fw={500} size="sm">
            {t('tickets.form.attributes')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {[...fields, ...stray].map((a) => (
              <AttributeInput
                key={a.attributeId}
                attribute={a}
                value={attributes[String(a.attributeId)]}
                onChange={(v) => onAttributeChange(String(a.attributeId), v)}
                error={errors[`attributes.${a.attributeId}`]}
                disabled={disabled}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
