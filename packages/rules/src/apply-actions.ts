import type { Action, AttachmentRef, NotificationChannel, TicketAction } from './actions.ts';
import type { RefId } from './conditions.ts';
import { SYSTEM_STATUSES, type EmailRecipientKey, type SystemStatus, type TicketPriority, type TicketSeverity, type TimeUnit } from './enums.ts';
import { renderPlaceholders, type PlaceholderValues } from './render.ts';

/** The ticket fields actions change. `TicketFacts` plus a CC list fits. */
export interface TicketDraft {
  organizationId?: RefId | null;
  assigneeId?: RefId | null;
  additionalTechnicianIds?: readonly RefId[] | null;
  requesterUid?: RefId | null;
  status?: string | null;
  statusParent?: SystemStatus | null;
  severity?: TicketSeverity | null;
  priority?: TicketPriority | null;
  summary?: string | null;
  tags?: readonly string[] | null;
  cc?: { emails: readonly string[]; uids: readonly RefId[] } | null;
}

/** Work an action asks for beyond changing the ticket; the automation engine performs it. */
export type SideEffect =
  | { kind: 'comment'; actionUid: string; body: string; public: boolean }
  | { kind: 'time_entry'; actionUid: string; value: number; unit: TimeUnit; minutes: number }
  | { kind: 'notification'; actionUid: string; channels: NotificationChannel[] }
  | { kind: 'psa_ticket'; actionUid: string; boardId: number | null }
  | {
      kind: 'email';
      actionUid: string;
      emails: string[];
      uids: RefId[];
      keys: EmailRecipientKey[];
      subject: string;
      body: string;
      uploads: AttachmentRef[];
      allowResponse: boolean;
    };

/** What actions are applied with. */
export interface ApplyContext {
  /** Placeholder values for summaries, comments and e-mails. */
  placeholders: PlaceholderValues;
  /** The system parent of a custom status, so a status change keeps `statusParent` right. */
  statusParentOf?: (status: string) => SystemStatus | null | undefined;
}

/** The changed draft, which of its fields changed, and the side effects to perform in order. */
export interface ApplyResult<T extends TicketDraft> {
  draft: T;
  changed: (keyof TicketDraft)[];
  effects: SideEffect[];
}

const DRAFT_KEYS: readonly (keyof TicketDraft)[] = [
  'organizationId',
  'assigneeId',
  'additionalTechnicianIds',
  'requesterUid',
  'status',
  'statusParent',
  'severity',
  'priority',
  'summary',
  'tags',
  'cc',
];

// A day of tracked time is a calendar day; a working-day convention would belong to billing.
const UNIT_MINUTES: Readonly<Record<TimeUnit, number>> = { MINUTES: 1, HOURS: 60, DAYS: 24 * 60 };
const systemStatuses: ReadonlySet<string> = new Set(SYSTEM_STATUSES);

function uniqueBy<V>(items: readonly V[], key: (v: V) => string): V[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const tagKey = (t: string) => t.trim().toLowerCase();
const idKey = (id: RefId) => String(id);
const emailKey = (e: string) => e.trim().toLowerCase();

function applyTicket<T extends TicketDraft>(draft: T, action: TicketAction, context: ApplyContext): T {
  switch (action.operator) {
    case 'organization':
      return action.value === null ? draft : { ...draft, organizationId: action.value };
    case 'assignedAppUserId':
      return { ...draft, assigneeId: action.value };
    case 'additionalAssignedTechnicianId':
      return { ...draft, additionalTechnicianIds: uniqueBy(action.value, idKey) };
    case 'requesterUid':
      return action.value === null ? draft : { ...draft, requesterUid: action.value };
    case 'status': {
      const status = action.value;
      if (status === null) return draft;
      const parent = context.statusParentOf?.(status) ?? (systemStatuses.has(status) ? null : undefined);
      return { ...draft, status, statusParent: parent };
    }
    case 'severity':
      return action.value === null ? draft : { ...draft, severity: action.value };
    case 'priority':
      return action.value === null ? draft : { ...draft, priority: action.value };
    case 'summary':
      return { ...draft, summary: renderPlaceholders(action.value, context.placeholders, { escapeHtml: false }) };
  }
}

/**
 * Applies actions in order to a copy of the draft and collects their side effects, with
 * placeholders rendered (HTML-escaped in comment and e-mail bodies, plain in summaries and
 * subjects). Pure: the input draft is not modified and nothing is sent.
 */
export function applyActions<T extends TicketDraft>(actions: readonly Action[], draft: T, context: ApplyContext): ApplyResult<T> {
  let next: T = { ...draft };
  const effects: SideEffect[] = [];
  const html = (text: string) => renderPlaceholders(text, context.placeholders, { escapeHtml: true });
  for (const action of actions) {
    switch (action.field) {
      case 'add_tags':
        next = { ...next, tags: uniqueBy([...(next.tags ?? []), ...action.value], tagKey) };
        break;
      case 'set_tags':
        next = { ...next, tags: uniqueBy(action.value, tagKey) };
        break;
      case 'remove_tags': {
        const removed = new Set(action.value.map(tagKey));
        next = { ...next, tags: (next.tags ?? []).filter((t) => !removed.has(tagKey(t))) };
        break;
      }
      case 'ticket':
        next = applyTicket(next, action, context);
        break;
      case 'add_cc_list':
      case 'set_cc_list': {
        const base = action.field === 'add_cc_list' ? (next.cc ?? { emails: [], uids: [] }) : { emails: [], uids: [] };
        const emails = uniqueBy([...base.emails, ...action.value.emails.map((e) => e.trim())], emailKey);
        next = { ...next, cc: { emails, uids: uniqueBy([...base.uids, ...action.value.uids], idKey) } };
        break;
      }
      case 'ADD_TICKET_COMMENT':
        effects.push({ kind: 'comment', actionUid: action.uid, body: html(action.value.body), public: action.value.public });
        break;
      case 'TICKET_LOG_ENTRY_TIME_TRACKER': {
        const { value, unit } = action.value;
        if (value !== null) effects.push({ kind: 'time_entry', actionUid: action.uid, value, unit, minutes: value * UNIT_MINUTES[unit] });
        break;
      }
      case 'SEND_NOTIFICATION':
        effects.push({ kind: 'notification', actionUid: action.uid, channels: [...action.value.channels] });
        break;
      case 'SEND_TO_PSA':
        effects.push({ kind: 'psa_ticket', actionUid: action.uid, boardId: action.value.boardId });
        break;
      case 'SEND_EMAIL': {
        const v = action.value;
        effects.push({
          kind: 'email',
          actionUid: action.uid,
          emails: [...v.emails],
          uids: [...v.uids],
          keys: [...v.keys],
          subject: renderPlaceholders(v.subject, context.placeholders, { escapeHtml: false }),
          body: html(v.body),
          uploads: [...v.uploads],
          allowResponse: v.allowResponse,
        });
        break;
      }
    }
  }
  const changed = DRAFT_KEYS.filter((key) => JSON.stringify(draft[key] ?? null) !== JSON.stringify(next[key] ?? null));
  return { draft: next, changed, effects };
}
