import { ActionIcon, Button, Group, Input, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import {
  ATTRIBUTE_MAX_CHOICES,
  ATTRIBUTE_TYPES,
  DECIMAL_ATTRIBUTE_LIMIT,
  NUMERIC_ATTRIBUTE_MAX,
  TEXT_ATTRIBUTE_MAX_LENGTH,
  TEXT_MULTILINE_ATTRIBUTE_MAX_LENGTH,
  ticketAttributeInputSchema,
  type AttributeType,
  type TicketAttribute,
} from '@outpost/contracts';
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../../shared/useZodForm.ts';
import { ConfigDialog, DescriptionField, NameField } from '../parts.tsx';
import { useSaveAttribute } from '../serviceDeskAdmin.api.ts';

type Choice = { id?: string; name: string };

export const hasChoices = (type: AttributeType) => type === 'DROPDOWN' || type === 'MULTI_SELECT';

// The limits are the contracts' (the server checks values against the same numbers).
const RULE_LIMITS: Partial<Record<AttributeType, number>> = {
  MULTI_SELECT: ATTRIBUTE_MAX_CHOICES,
  DROPDOWN: ATTRIBUTE_MAX_CHOICES,
  TEXT: TEXT_ATTRIBUTE_MAX_LENGTH,
  TEXT_MULTILINE: TEXT_MULTILINE_ATTRIBUTE_MAX_LENGTH,
  NUMERIC: NUMERIC_ATTRIBUTE_MAX,
  DECIMAL: DECIMAL_ATTRIBUTE_LIMIT,
};

/** What a value of this type may be, in words (spec 002 §3.1, §5.1). */
export function attributeRule(t: TFunction, type: AttributeType): string {
  const max = RULE_LIMITS[type];
  return t(`serviceDesk.attributes.rule_${type}`, { max: max === undefined ? undefined : max.toLocaleString('en-US') });
}

/** The choices of a drop-down or multi-select: renamed in place (ids kept), added, ordered, removed. */
function ChoicesEditor({ values, onChange, errors }: { values: Choice[]; onChange: (values: Choice[]) => void; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const move = (from: number, to: number) => {
    const next = [...values];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  return (
    <Input.Wrapper label={t('serviceDesk.attributes.choices')} description={t('serviceDesk.attributes.choicesHelp')} required error={errors['content.values']}>
      <Stack gap="xs" mt="xs">
        {values.map((choice, index) => {
          const label = t('serviceDesk.attributes.choiceName', { index: index + 1 });
          const name = choice.name || label;
          return (
            // Kept choices are keyed by their id, so renaming one never remounts its input.
            <Group key={choice.id ?? `new-${index}`} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={label}
                style={{ flex: 1 }}
                maxLength={100}
                value={choice.name}
                onChange={(e) => onChange(values.map((c, i) => (i === index ? { ...c, name: e.currentTarget.value } : c)))}
                error={errors[`content.values.${index}.name`]}
              />
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('serviceDesk.attributes.moveChoiceUp', { name })}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('serviceDesk.attributes.moveChoiceDown', { name })}
                disabled={index === values.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('serviceDesk.attributes.removeChoice', { name })}
                onClick={() => onChange(values.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          );
        })}
        <Group>
          <Button variant="light" size="xs" disabled={values.length >= ATTRIBUTE_MAX_CHOICES} onClick={() => onChange([...values, { name: '' }])}>
            {t('serviceDesk.attributes.addChoice')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

/** Adds or edits a custom ticket attribute of any of the eight types. */
export function AttributeDialog({ attribute, onClose }: { attribute?: TicketAttribute; onClose: () => void }) {
  const { t } = useTranslation();
  const saveAttribute = useSaveAttribute();
  const form = useZodForm(ticketAttributeInputSchema, {
    name: attribute?.name ?? '',
    description: attribute?.description ?? '',
    attributeType: attribute?.attributeType ?? 'TEXT',
    active: attribute?.active ?? true,
    content: { values: attribute?.content.values ?? [] },
  });
  const type = form.values.attributeType;
  const choices = form.values.content?.values ?? [];
  // The server refuses a type change while tickets hold values; say so before the attempt.
  const typeLocked = (attribute?.usageCount ?? 0) > 0;
  // Choices set aside while another type is chosen: the schema checks them whatever the type,
  // so they leave the form, and come back if a choice type is picked again.
  const stashed = useRef<Choice[]>([]);
  const changeType = (next: AttributeType) => {
    if (hasChoices(type) && !hasChoices(next)) {
      stashed.current = choices;
      form.setField('content', { values: [] });
    } else if (!hasChoices(type) && hasChoices(next)) {
      form.setField('content', { values: stashed.current });
    }
    form.setField('attributeType', next);
  };
  const submit = form.handleSubmit(async (body) => {
    // Choices mean nothing to the other types: leftovers from switching type are not sent.
    const content = hasChoices(body.attributeType) ? body.content : {};
    await saveAttribute.mutateAsync({ id: attribute?.id, body: { ...body, content } });
    onClose();
  });
  return (
    <ConfigDialog kind="attributes" isNew={!attribute} saving={saveAttribute.isPending} form={form} onClose={onClose} onSubmit={submit} size="lg">
      <NameField form={form} label={t('serviceDesk.name')} maxLength={50} />
      <DescriptionField form={form} label={t('serviceDesk.description')} maxLength={250} autosize minRows={2} />
      <Select
        label={t('serviceDesk.attributes.type')}
        required
        allowDeselect={false}
        disabled={typeLocked}
        data={ATTRIBUTE_TYPES.map((value) => ({ value, label: t(`serviceDesk.attributes.type_${value}`) }))}
        value={type}
        onChange={(v) => v && changeType(v as AttributeType)}
        description={typeLocked ? t('serviceDesk.attributes.typeLocked') : attributeRule(t, type)}
        error={form.errors.attributeType}
      />
      {typeLocked && (
        <Text size="xs" c="dimmed">
          {attributeRule(t, type)}
        </Text>
      )}
      {hasChoices(type) && <ChoicesEditor values={choices} onChange={(values) => form.setField('content', { values })} errors={form.errors} />}
      <Switch
        label={t('serviceDesk.active')}
        description={t('serviceDesk.attributes.activeHelp')}
        checked={form.values.active ?? true}
        onChange={(e) => form.setField('active', e.currentTarget.checked)}
      />
    </ConfigDialog>
  );
}
