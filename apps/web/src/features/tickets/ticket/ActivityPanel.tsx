import { Skeleton, Table, Text } from '@mantine/core';
import type { TicketActivity, TicketAttribute } from '@outpost/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../shared/QueryState.tsx';
import { formatDateTime } from '../../../shared/format.ts';
import { useAttributes } from '../../../api/ticketingConfig.api.ts';
import { useActivity } from '../api/records.api.ts';
import { enumLabel, formatDuration } from '../../../shared/ticketLabels.ts';

const ACTION_KEYS: Record<TicketActivity['type'], string> = {
  CREATED: 'created',
  FIELD_CHANGED: 'fieldChanged',
  COMMENT_ADDED: 'commentAdded',
  TIME_ENTRY_ADDED: 'timeAdded',
  TIME_ENTRY_DELETED: 'timeDeleted',
  ATTACHMENT_ADDED: 'attachmentAdded',
  ATTACHMENT_REMOVED: 'attachmentRemoved',
  MERGED: 'merged',
  DELETED: 'deleted',
};
const ENUM_FIELDS = new Set(['type', 'priority', 'severity', 'source']);
const FIELD_KEYS: Record<string, string> = { parentTicket: 'problem' };

/** A logged field's name: the editor's label, an attribute's name, or the field as logged. */
function fieldName(t: TFunction, field: string | null, attributes: TicketAttribute[]): string {
  if (!field) return '';
  const attribute = /^attribute:(\d+)$/.exec(field);
  if (attribute) return attributes.find((a) => a.id === Number(attribute[1]))?.name ?? t('tickets.na');
  return t(`tickets.field.${FIELD_KEYS[field] ?? field}`, { defaultValue: field });
}

/** A logged value's words; enum values read as the editor shows them. */
function valueLabel(t: TFunction, entry: TicketActivity, label: string | null): string {
  if (label === null || label === '') return t('tickets.activity.empty_value');
  return entry.field && ENUM_FIELDS.has(entry.field) ? enumLabel(t, entry.field as 'type', label) : label;
}

/** What a record entry names: a time entry's duration as the Time tab shows it, else the logged label. */
function recordLabel(entry: TicketActivity): string {
  const value = entry.newValue as { durationSeconds?: unknown } | null;
  if (entry.type === 'TIME_ENTRY_ADDED' && typeof value?.durationSeconds === 'number') return formatDuration(value.durationSeconds);
  return entry.newLabel ?? entry.oldLabel ?? '';
}

/** The log entry an automation writes to name itself when it fires (its field, as the server logs it). */
const RULE_FIELD = 'automation';
/** The entry of what a rule could not apply (a tag deleted since, …); its label says what and why. */
const RULE_SKIPPED_FIELD = 'automation_skipped';
/** What the PSA integration did with the ticket (sent to ConnectWise, why not, its status there); the label says it in words. */
const PSA_FIELD = 'psa';

/**
 * What set an automation's entry off: who else acted in the same save, and what they did
 * ("after Administrator changed Priority"). Null for entries of people, and for a rule nobody's
 * save set off (a time rule).
 */
function causeOf(t: TFunction, entry: TicketActivity, list: readonly TicketActivity[], attributes: TicketAttribute[]): string | null {
  const sameSave = list.filter((e) => e.changeSetId === entry.changeSetId);
  const byRule = entry.actor.type === 'SYSTEM' && sameSave.some((e) => e.field === RULE_FIELD);
  if (!byRule) return null;
  const first = sameSave.find((e) => e.actor.type !== 'SYSTEM');
  if (!first) return null;
  const theirs = sameSave.filter((e) => e.actor.type === first.actor.type && e.actor.id === first.actor.id);
  const fields = [...new Set(theirs.filter((e) => e.type === 'FIELD_CHANGED').map((e) => fieldName(t, e.field, attributes)))];
  const what =
    fields.length > 0
      ? t('tickets.activity.fieldChanged', { field: fields.join(t('tickets.activity.and')) })
      : t(`tickets.activity.${ACTION_KEYS[first.type]}`, { field: '' }).trim();
  return t('tickets.activity.after', { who: first.actor.name, what });
}

/** The ticket's log, oldest first: who, when, what, old → new (spec 002 §3.7). */
export function ActivityPanel({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const activity = useActivity(ticketId);
  const attributes = useAttributes();
  if (activity.isPending) return <Skeleton height={160} />;
  return (
    <QueryState query={activity} isEmpty={(list) => list.length === 0} empty={t('tickets.activity.empty')}>
      {(list) => (
        <Table striped verticalSpacing={6} data-testid="activity">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tickets.activity.when')}</Table.Th>
              <Table.Th>{t('tickets.activity.who')}</Table.Th>
              <Table.Th>{t('tickets.activity.what')}</Table.Th>
              <Table.Th>{t('tickets.activity.change')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((entry) => {
              const ruleRan = entry.type === 'FIELD_CHANGED' && entry.field === RULE_FIELD;
              const ruleSkipped = entry.type === 'FIELD_CHANGED' && entry.field === RULE_SKIPPED_FIELD;
              const psa = entry.type === 'FIELD_CHANGED' && entry.field === PSA_FIELD;
              const cause = causeOf(t, entry, list, attributes.data ?? []);
              return (
                <Table.Tr key={entry.id}>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(entry.createdAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{entry.actor.name}</Table.Td>
                  <Table.Td>
                    {ruleRan
                      ? t('tickets.activity.ruleRan')
                      : ruleSkipped
                        ? t('tickets.activity.ruleSkipped')
                        : psa
                          ? t('tickets.activity.psa')
                          : t(`tickets.activity.${ACTION_KEYS[entry.type]}`, { field: fieldName(t, entry.field, attributes.data ?? []) })}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={ruleSkipped ? 'red.8' : undefined}>
                      {ruleRan
                        ? null
                        : ruleSkipped || psa
                          ? entry.newLabel
                          : entry.type === 'FIELD_CHANGED'
                            ? `${valueLabel(t, entry, entry.oldLabel)} → ${valueLabel(t, entry, entry.newLabel)}`
                            : recordLabel(entry)}
                      {cause && (
                        <Text span size="sm" c="dimmed">
                          {ruleRan ? cause : ` ${cause}`}
                        </Text>
                      )}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </QueryState>
  );
}
