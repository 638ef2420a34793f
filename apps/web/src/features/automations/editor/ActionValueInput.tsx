import { Button, Group, MultiSelect, NumberInput, Paper, Select, Text } from '@mantine/core';
import { TICKET_PRIORITIES, TICKET_SEVERITIES, TIME_UNITS, htmlToText, type Action, type ActionOf, type ConditionValue, type RuleKind } from '@outpost/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { issueWithin, ReferenceValueInput, statusName, useReferenceLabels, type IssueMap, type RuleCatalogue } from '../../rules/index.ts';
import { TagPicker } from '../../../components/pickers/TagPicker.tsx';
import { useChannels, usePsaBoards } from '../automations.api.ts';
import { attachedFiles, describeAttachment } from './attachmentRefs.ts';
import { CommentDialog, EmailDialog, SummaryDialog } from './EditFieldDialog.tsx';
import { RecipientPicker } from './RecipientPicker.tsx';

const DURATION_MAX = 999_999_999;
/** How much of a comment or body a row shows. */
const EXCERPT_CHARS = 120;
/** Recipients named on a row before '… and N more'. */
const NAMED_RECIPIENTS = 3;

export interface ActionValueProps<A extends Action = Action> {
  kind: RuleKind;
  action: A;
  path: (string | number)[];
  onChange: (action: A) => void;
  catalogue: RuleCatalogue;
  errors: IssueMap;
  /** The action was just chosen: its edit-field dialog, if it has one, opens at once. */
  fresh?: boolean;
}

const excerpt = (text: string) => (text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text);

/**
 * An action edited in its own dialog (spec 002 §2.1): the row shows what it holds, what
 * validation says about it, and an Edit button.
 */
function DialogField({ lines, error, fresh, dialog }: { lines: ReactNode[]; error?: string; fresh?: boolean; dialog: (close: () => void) => ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(fresh === true);
  return (
    <Paper bg="gray.0" p="xs">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          {lines.map((line, i) => (
            <Text key={i} size="sm" truncate="end">
              {line}
            </Text>
          ))}
          {error && (
            <Text size="xs" c="red" role="alert">
              {error}
            </Text>
          )}
        </div>
        <Button size="xs" variant="light" onClick={() => setOpen(true)}>
          {t('automations.actions.edit')}
        </Button>
      </Group>
      {open && dialog(() => setOpen(false))}
    </Paper>
  );
}

/** The ticket's own Tags field: the shared tag rule, the catalogue, and 'Create tag "…"' for a new one. */
function TagsValue({ action, path, onChange, errors }: ActionValueProps<ActionOf<'add_tags' | 'set_tags' | 'remove_tags'>>) {
  const { t } = useTranslation();
  return (
    <TagPicker
      label={t('automations.actions.tags')}
      value={action.value}
      onChange={(value) => onChange({ ...action, value })}
      error={issueWithin(errors, [...path, 'value'])}
    />
  );
}

function TicketValue({ kind, action, path, onChange, catalogue, errors, fresh }: ActionValueProps<ActionOf<'ticket'>>) {
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
    case 'summary': {
      const summary = action as ActionOf<'ticket'> & { operator: 'summary' };
      return (
        <DialogField
          lines={[summary.value || t('automations.actions.notSet')]}
          error={error}
          fresh={fresh}
          dialog={(close) => <SummaryDialog kind={kind} action={summary} onApply={onChange} onClose={close} />}
        />
      );
    }
    case 'assignedAppUserId':
    case 'organization':
    case 'requesterUid':
      // Assignees are technicians only (spec 002 §6); a requester may be any user or contact.
      return (
        <ReferenceValueInput
          reference={action.operator === 'organization' ? 'organization' : 'user'}
          userSource={action.operator === 'requesterUid' ? 'people' : 'technicians'}
          multiple={false}
          label={label}
          value={action.value as ConditionValue}
          onChange={(value) => set(value === '' ? null : value)}
          error={error}
        />
      );
    case 'additionalAssignedTechnicianId':
      return (
        <ReferenceValueInput
          reference="user"
          userSource="technicians"
          multiple
          label={label}
          value={action.value}
          onChange={(value) => set(Array.isArray(value) ? value : [])}
          error={error}
        />
      );
  }
}

function CommentValue({ kind, action, path, onChange, errors, fresh }: ActionValueProps<ActionOf<'ADD_TICKET_COMMENT'>>) {
  const { t } = useTranslation();
  const text = htmlToText(action.value.body);
  return (
    <DialogField
      lines={[
        `${action.value.public ? t('automations.actions.public') : t('automations.actions.private')} · ${text ? excerpt(text) : t('automations.actions.notSet')}`,
      ]}
      error={issueWithin(errors, [...path, 'value'])}
      fresh={fresh}
      dialog={(close) => <CommentDialog kind={kind} action={action} onApply={onChange} onClose={close} />}
    />
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

/** Send to ConnectWise: a board by name from the provider data, or ConnectWise's default board. */
function PsaValue({ action, path, onChange, errors }: ActionValueProps<ActionOf<'SEND_TO_PSA'>>) {
  const { t } = useTranslation();
  const boards = usePsaBoards();
  const chosen = action.value.boardId;
  const listed = boards.data ?? [];
  const options = [
    { value: '', label: t('automations.actions.psaBoardDefault') },
    ...listed.map((b) => ({ value: String(b.id), label: b.name })),
    // A board saved earlier that the refreshed list no longer has stays visible (and kept) until changed.
    ...(chosen !== null && !listed.some((b) => b.id === chosen)
      ? [{ value: String(chosen), label: t('automations.actions.psaBoardUnknown', { id: chosen }) }]
      : []),
  ];
  return (
    <Select
      label={t('automations.actions.psaBoard')}
      description={t('automations.actions.psaBoardHint')}
      data={options}
      value={chosen === null ? '' : String(chosen)}
      allowDeselect={false}
      onChange={(v) => onChange({ ...action, value: { boardId: v ? Number(v) : null } })}
      error={issueWithin(errors, [...path, 'value', 'boardId'])}
    />
  );
}

function EmailValue({ kind, action, path, onChange, errors, fresh }: ActionValueProps<ActionOf<'SEND_EMAIL'>>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const value = action.value;
  const people = useReferenceLabels(queryClient, 'user', value.uids);
  const names = [
    ...value.keys.map((k) => t(`automations.recipients.keys.${k}`)),
    ...value.uids.map((id) => people.get(String(id))?.name ?? t('app.loading')),
    ...value.emails,
  ];
  const shown = names.slice(0, NAMED_RECIPIENTS).join(', ');
  const files = attachedFiles(value.uploads);
  const recipients =
    names.length > NAMED_RECIPIENTS ? t('automations.actions.moreRecipients', { names: shown, count: names.length - NAMED_RECIPIENTS }) : shown;
  return (
    <DialogField
      lines={[
        t('automations.actions.toRecipients', { recipients: recipients || t('automations.actions.notSet') }),
        t('automations.actions.subjectLine', { subject: value.subject || t('automations.actions.notSet') }),
        ...(files.length > 0 ? [t('automations.actions.attachmentsLine', { names: files.map((f) => describeAttachment(f).name).join(', ') })] : []),
      ]}
      error={issueWithin(errors, [...path, 'value'])}
      fresh={fresh}
      dialog={(close) => <EmailDialog kind={kind} action={action} onApply={onChange} onClose={close} />}
    />
  );
}

/** Add to / set the ticket's CC list: users, contacts and typed addresses (no special recipients). */
function CcListValue({ action, path, onChange, errors }: ActionValueProps<ActionOf<'add_cc_list' | 'set_cc_list'>>) {
  const { t } = useTranslation();
  return (
    <RecipientPicker
      label={t('automations.actions.ccList')}
      description={action.field === 'set_cc_list' ? `${t('automations.actions.ccHint')}. ${t('automations.actions.ccEmpty')}` : t('automations.actions.ccHint')}
      keys={[]}
      value={{ emails: action.value.emails, uids: action.value.uids, keys: [] }}
      onChange={({ emails, uids }) => onChange({ ...action, value: { emails, uids } })}
      error={issueWithin(errors, [...path, 'value'])}
    />
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
    case 'add_cc_list':
    case 'set_cc_list':
      return <CcListValue {...cast<'add_cc_list' | 'set_cc_list'>(props)} />;
    case 'ADD_TICKET_COMMENT':
      return <CommentValue {...cast<'ADD_TICKET_COMMENT'>(props)} />;
    case 'TICKET_LOG_ENTRY_TIME_TRACKER':
      return <TimeValue {...cast<'TICKET_LOG_ENTRY_TIME_TRACKER'>(props)} />;
    case 'SEND_NOTIFICATION':
      return <NotificationValue {...cast<'SEND_NOTIFICATION'>(props)} />;
    case 'SEND_EMAIL':
      return <EmailValue {...cast<'SEND_EMAIL'>(props)} />;
    case 'SEND_TO_PSA':
      return <PsaValue {...cast<'SEND_TO_PSA'>(props)} />;
    default:
      return null;
  }
}
