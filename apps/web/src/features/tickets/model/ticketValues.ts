import type { AttributeValue, EntityRef, TicketCreate, TicketDetail, TicketPatch, TicketPriority, TicketSeverity, TicketType } from '@outpost/contracts';
import type { UserChoice } from '../../../components/pickers/ticketPickers.tsx';

/** The requester: a user of the app or an end-user contact (setting one clears the other). */
export type RequesterChoice =
  | { kind: 'USER'; id: number; name: string | null; deleted: boolean; found: boolean }
  | { kind: 'CONTACT'; uid: string; name: string | null; deleted: boolean; found: boolean };

export interface FormChoice {
  id: number;
  name: string;
  active: boolean;
}

/**
 * Everything the ticket editor shows, with the names of what it points at, so a choice shows
 * without another request. The create page and the ticket page share it.
 */
export interface TicketValues {
  summary: string;
  description: string;
  type: TicketType | null;
  parentTicket: { id: number; name: string } | null;
  /** A status id. */
  statusId: number | null;
  priority: TicketPriority;
  severity: TicketSeverity;
  organization: EntityRef | null;
  location: EntityRef | null;
  device: EntityRef | null;
  requester: RequesterChoice | null;
  assignee: UserChoice | null;
  additionalTechnicians: UserChoice[];
  ccUsers: UserChoice[];
  ccEmails: string[];
  tags: string[];
  form: FormChoice | null;
  attributes: Record<string, AttributeValue | null>;
}

export type TicketValueKey = keyof TicketValues;

export const EMPTY_VALUES: TicketValues = {
  summary: '',
  description: '',
  type: null,
  parentTicket: null,
  statusId: null,
  priority: 'NONE',
  severity: 'NONE',
  organization: null,
  location: null,
  device: null,
  requester: null,
  assignee: null,
  additionalTechnicians: [],
  ccUsers: [],
  ccEmails: [],
  tags: [],
  form: null,
  attributes: {},
};

const userChoice = (u: { id: number; name: string | null; deleted: boolean; found: boolean }): UserChoice => ({
  id: u.id,
  name: u.name,
  deleted: u.deleted,
  found: u.found,
});

/** The editor's values of a ticket as the server answered it. */
export function valuesFromTicket(ticket: TicketDetail): TicketValues {
  const r = ticket.requester;
  return {
    summary: ticket.summary,
    description: ticket.description,
    type: ticket.type,
    parentTicket: ticket.parentTicket,
    statusId: ticket.status.id,
    priority: ticket.priority,
    severity: ticket.severity,
    organization: ticket.organization,
    location: ticket.location,
    device: ticket.device,
    requester: !r
      ? null
      : r.type === 'CONTACT'
        ? { kind: 'CONTACT', uid: r.uid ?? ticket.requesterUid ?? '', name: r.name, deleted: r.deleted, found: r.found }
        : { kind: 'USER', id: r.id, name: r.name, deleted: r.deleted, found: r.found },
    assignee: ticket.assignee ? userChoice(ticket.assignee) : null,
    additionalTechnicians: ticket.additionalTechnicians.map(userChoice),
    ccUsers: ticket.cc.users.map(userChoice),
    ccEmails: ticket.cc.emails,
    tags: ticket.tags,
    form: ticket.form,
    attributes: ticket.attributes,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const ids = (users: UserChoice[]) => users.map((u) => u.id);

/** The request fields of one editor value. */
function fieldsOf(key: TicketValueKey, v: TicketValues): TicketPatch {
  switch (key) {
    case 'summary':
      return { summary: v.summary };
    case 'description':
      return { description: v.description };
    case 'type':
      return { type: v.type };
    case 'parentTicket':
      return { parentTicketId: v.parentTicket?.id ?? null };
    case 'statusId':
      return v.statusId === null ? {} : { status: v.statusId };
    case 'priority':
      return { priority: v.priority };
    case 'severity':
      return { severity: v.severity };
    case 'organization':
      return { organizationId: v.organization?.id ?? null };
    case 'location':
      return { locationId: v.location?.id ?? null };
    case 'device':
      return { nodeId: v.device?.id ?? null };
    case 'requester':
      if (!v.requester) return { requesterUid: null, requesterUserId: null };
      return v.requester.kind === 'USER' ? { requesterUserId: v.requester.id } : { requesterUid: v.requester.uid };
    case 'assignee':
      return { assignedAppUserId: v.assignee?.id ?? null };
    case 'additionalTechnicians':
      return { additionalTechnicianIds: ids(v.additionalTechnicians) };
    case 'ccUsers':
    case 'ccEmails':
      return { cc: { userIds: ids(v.ccUsers), emails: v.ccEmails } };
    case 'tags':
      return { tags: v.tags };
    case 'form':
      return { formId: v.form?.id ?? null };
    case 'attributes':
      return {};
  }
}

/** Attribute values to send: changed ones, null where one was cleared. */
function attributePatch(before: TicketValues['attributes'], after: TicketValues['attributes']): Record<string, AttributeValue | null> {
  const out: Record<string, AttributeValue | null> = {};
  for (const id of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const value = after[id] ?? null;
    if (!same(before[id] ?? null, value)) out[id] = value;
  }
  return out;
}

/** The editor keys whose values differ. */
export function changedKeys(before: TicketValues, after: TicketValues): TicketValueKey[] {
  return (Object.keys(after) as TicketValueKey[]).filter((key) => !same(before[key], after[key]));
}

/** Only what changed between two sets of values, as a PATCH body. */
export function toPatch(before: TicketValues, after: TicketValues): TicketPatch {
  const patch: TicketPatch = {};
  for (const key of changedKeys(before, after)) Object.assign(patch, fieldsOf(key, after));
  const attributes = attributePatch(before.attributes, after.attributes);
  if (Object.keys(attributes).length > 0) patch.attributes = attributes;
  return patch;
}

/** A new ticket's body: every value set, empty ones left out. */
export function toCreateBody(v: TicketValues): TicketCreate {
  const patch = toPatch(EMPTY_VALUES, v);
  return { ...patch, summary: v.summary };
}

/** Rebases edits onto fresher values: keys the user changed keep their edit, the rest follow the server. */
export function rebase(oldBase: TicketValues, draft: TicketValues, newBase: TicketValues): TicketValues {
  const next = { ...newBase };
  for (const key of changedKeys(oldBase, draft)) Object.assign(next, { [key]: draft[key] });
  return next;
}
