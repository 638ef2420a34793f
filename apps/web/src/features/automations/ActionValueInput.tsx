import { Checkbox, Group, MultiSelect, NumberInput, SegmentedControl, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import {
  TICKET_PRIORITIES,
  TICKET_SEVERITIES,
  TIME_UNITS,
  emailRecipientKeysFor,
  placeholderToken,
  placeholdersFor,
  type Action,
  type ActionOf,
  type ConditionValue,
  type PlaceholderTarget,
  type RuleKind,
} from '@outpost/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueWithin, statusName, type IssueMap, type RuleCatalogue } from '../rules/index.ts';
import { ReferenceValueInput } from '../rules/ReferenceValueInput.tsx';
import { useAllTags } from '../service-desk-admin/serviceDeskAdmin.api.ts';
import { RichTextField } from '../tickets/fields/RichTextField.tsx';
import { useChannels } from './automations.api.ts';

/** The spec's summary and e-mail subject limits (§5.2). */
const SUMMARY_MAX = 200;
const SUBJECT_MAX = 100;
const DURATION_MAX = 999_999_999;

export interface ActionValueProps<A extends Action = Action> {
  kind: RuleKind;
  action: A;
  path: (string | number)[];
  onChange: (action: A) => void;
  catalogue: RuleCatalogue;
  errors: IssueMap;
}

/** Inserts a placeholder token ('{{ticket.id}}') at the end of a text (spec 002 §2.1 placeholders). */
function PlaceholderPicker({ kind, target, onPick }: { kind: RuleKind; target: PlaceholderTarget; onPick: (token: string) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      size="xs"
      w={240}
      aria-label={t('automations.actions.placeholders')}
      placeholder={t('automations.actions.placeholders')}
      searchable
      value={null}
      data={placeholdersFor(kind, target).map((p) => p.key)}
      onChange={(key) => key && onPick(placeholderToken(key))}
    />
  );
}

/** A rich-text body; a picked placeholder is appended and the editor restarts from the new text. */
function BodyInput({ kind, target, label, value, onChange, error }: { kind: RuleKind; target: PlaceholderTarget; label: string; value: string; onChange: (html: string) => void; error?: string }) {
  const [round, setRound] = useState(0);
  return (
    <Stack gap={4}>
      <RichTextField key={round} label={label} ariaLabel={label} initialHtml={value} onChange={onChange} error={error} />
      <PlaceholderPicker
        kind={kind}
        target={target}
        onPick={(token) => {
          onChange(`${value}<p>${token}</p>`);
          setRound((r) => r + 1);
        }}
      />
    </Stack>
  );
}

function TagsValue({ action, path, onChange, errors }: ActionValueProps<ActionOf<'add_tags' | 'set_tags' | 'remove_tags'>>) {
  const { t } = useTranslation();
  const tags = useAllTags();
  return (
    <TagsInput
      label={t('automations.actions.tags')}
      data={(tags.data ?? []).map((tag) => tag.name)}
      value={action.value}
      onChange={(value) => onChange({ ...action, value })}
      error={issueWithin(errors, [...path, 'value'])}
      clearable
    />
  );
}

function TicketValue({ kind, action, path, onChange, catalogue, errors }: ActionValueProps<ActionOf<'ticket'>>) {
  const { t } = useTranslation();
  const error = issueWithin(errors, [...path, 'value']);
  const label = t(`automations.actions.ticket.${action.operator}`);
  const set = (value: unknown) => onChange({ ...action, value } as ActionOf<'ticket'>);
  switch (action.operator) {
    case 'status':
      return (
        <Select
          label={label}
          data={catalogue.statusKeys.map((key) => ({ value: key, label: statusName(catalogue.statuses, key) }))}
          value={action.value}
          onChange={set}
          error={error}
        />
      );
    case 'priority':
    case 'severity': {
      const values: readonly string[] = action.operator === 'priority' ? TICKET_PRIORITIES : TICKET_SEVERITIES;
      return (
        <Select
          label={label}
          data={values.map((v) => ({ value: v, label: t(`tickets.enum.${action.operator}.${v}`) }))}
          value={action.value}
          onChange={set}
          error={error}
        />
      );
    }
    case 'summary':
      return (
        <Stack gap={4}>
          <TextInput label={label} value={action.value} maxLength={SUMMARY_MAX} onChange={(e) => set(e.currentTarget.value)} error={error} />
          <PlaceholderPicker kind={kind} target="summary" onPick={(token) => set(`${action.value}${token}`)} />
        </Stack>
      );
    case 'assignedAppUserId':
    case 'organization':
      return (
        <ReferenceValueInput
          reference={action.operator === 'organization' ? 'organization' : 'user'}
          userSource="technicians"
          multiple={false}
          label={label}
          value={action.value as ConditionValue}
          onChange={(value) => set(value === '' ? null : value)}
          error={error}
        />
      );
    default:
      return <Text size="sm">{label}</Text>;
  }
}

function CommentValue({ kind, action, path, onChange, errors }: ActionValueProps<ActionOf<'ADD_TICKET_COMMENT'>>) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={t('automations.actions.response')}
        value={action.value.public ? 'public' : 'private'}
        onChange={(v) => onChange({ ...action, value: { ...action.value, public: v === 'public' } })}
        data={[
          { value: 'private', label: t('automations.actions.private') },
          { value: 'public', label: t('automations.actions.public') },
        ]}
      />
      <BodyInput
        kind={kind}
        target="comment_body"
        label={t('automations.actions.body')}
        value={action.value.body}
        onChange={(body) => onChange({ ...action, value: { ...action.value, body } })}
        error={issueWithin(errors, [...path, 'value'])}
      />
    </Stack>
  );
}

function TimeValue({ action, path, onChange, errors }: ActionValueProps<ActionOf<'TICKET_LOG_ENTRY_TIME_TRACKER'>>) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start">
      <NumberInput
        label={t('automations.actions.duration')}
        min={1}
        max={DURATION_MAX}
        allowDecimal={false}
        value={action.value.value ?? ''}
        onChange={(v) => onChange({ ...action, value: { ...action.value, value: typeof v === 'number' ? v : null } })}
        error={issueWithin(errors, [...path, 'value', 'value'])}
      />
      <Select
        label={t('automations.actions.unit')}
        allowDeselect={false}
        data={TIME_UNITS.map((u) => ({ value: u, label: t(`automations.actions.units.${u}`) }))}
        value={action.value.unit}
        onChange={(unit) => unit && onChange({ ...action, value: { ...action.value, unit: unit as (typeof TIME_UNITS)[number] } })}
      />
    </Group>
  );
}

function NotificationValue({ action, path, onChange, errors }: ActionValueProps<ActionOf<'SEND_NOTIFICATION'>>) {
  const { t } = useTranslation();
  const channels = useChannels();
  const list = channels.data ?? [];
  return (
    <MultiSelect
      label={t('automations.actions.channels')}
      data={list.map((c) => ({ value: String(c.id), label: `${c.name} (${c.type})` }))}
      value={action.value.channels.map((c) => String(c.channelId))}
      onChange={(ids) =>
        onChange({
          ...action,
          value: { channels: list.filter((c) => ids.includes(String(c.id))).map((c) => ({ channelId: c.id, channelType: c.type })) },
        })
      }
      error={channels.isError ? t('automations.actions.channelsError') : issueWithin(errors, [...path, 'value'])}
    />
  );
}

function EmailValue({ kind, action, path, onChange, errors }: ActionValueProps<ActionOf<'SEND_EMAIL'>>) {
  const { t } = useTranslation();
  const value = action.value;
  const set = (patch: Partial<typeof value>) => onChange({ ...action, value: { ...value, ...patch } });
  return (
    <Stack gap="xs">
      <MultiSelect
        label={t('automations.actions.recipientKeys')}
        data={emailRecipientKeysFor(kind).map((k) => ({ value: k, label: k }))}
        value={value.keys}
        onChange={(keys) => set({ keys: keys as typeof value.keys })}
      />
      <TagsInput label={t('automations.actions.emails')} value={value.emails} onChange={(emails) => set({ emails })} error={issueWithin(errors, [...path, 'value', 'emails'])} />
      {issueWithin(errors, [...path, 'value', 'recipients']) && (
        <Text c="red" size="xs">
          {issueWithin(errors, [...path, 'value', 'recipients'])}
        </Text>
      )}
      <TextInput
        label={t('automations.actions.subject')}
        value={value.subject}
        maxLength={SUBJECT_MAX}
        onChange={(e) => set({ subject: e.currentTarget.value })}
        error={issueWithin(errors, [...path, 'value', 'subject'])}
      />
      <PlaceholderPicker kind={kind} target="email_subject" onPick={(token) => set({ subject: `${value.subject}${token}` })} />
      <BodyInput kind={kind} target="email_body" label={t('automations.actions.body')} value={value.body} onChange={(body) => set({ body })} error={issueWithin(errors, [...path, 'value', 'body'])} />
      <Checkbox label={t('automations.actions.allowResponse')} checked={value.allowResponse} onChange={(e) => set({ allowResponse: e.currentTarget.checked })} />
    </Stack>
  );
}

/** The value widget of one action, by its kind. */
export function ActionValueInput(props: ActionValueProps) {
  const { action } = props;
  const cast = <F extends Action['field']>(p: ActionValueProps) => p as unknown as ActionValueProps<ActionOf<F>>;
  switch (action.field) {
    case 'add_tags':
    case 'set_tags':
    case 'remove_tags':
      return <TagsValue {...cast<'add_tags' | 'set_tags' | 'remove_tags'>(props)} />;
    case 'ticket':
      return <TicketValue {...cast<'ticket'>(props)} />;
    case 'ADD_TICKET_COMMENT':
      return <CommentValue {...cast<'ADD_TICKET_COMMENT'>(props)} />;
    case 'TICKET_LOG_ENTRY_TIME_TRACKER':
      return <TimeValue {...cast<'TICKET_LOG_ENTRY_TIME_TRACKER'>(props)} />;
    case 'SEND_NOTIFICATION':
      return <NotificationValue {...cast<'SEND_NOTIFICATION'>(props)} />;
    case 'SEND_EMAIL':
      return <EmailValue {...cast<'SEND_EMAIL'>(props)} />;
    default:
      return null;
  }
}
