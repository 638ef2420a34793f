import type { AttributeValue, SystemStatusKey } from '@outpost/contracts';
import { lookups, type NameIds } from './lookups.repository.ts';
import { blankTicket, type Executor, type FieldChange, type TicketState } from './ticket-state.ts';

/** Longest text an activity entry keeps of a description. */
const DESCRIPTION_LABEL_LENGTH = 1000;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Names of what the change touches, loaded in one statement: only references whose field
 * differs between the two states are named (the log labels changes, and the row keeps the names
 * of a changed organization, location or device). A change of priority alone names nothing and
 * asks the database nothing.
 */
async function loadNames(ex: Executor, base: TicketState, after: TicketState, isNew: boolean) {
  const ids: NameIds = {};
  const add = (kind: keyof NameIds, values: (number | null)[]) => (ids[kind] = [...(ids[kind] ?? []), ...values.filter((v): v is number => v !== null)]);
  const differs = <T>(pick: (s: TicketState) => T) => !same(pick(base), pick(after));
  if (isNew || base.statusId !== after.statusId) add('statuses', [base.statusId, after.statusId]);
  if (base.organizationId !== after.organizationId) add('organizations', [base.organizationId, after.organizationId]);
  if (base.locationId !== after.locationId) add('locations', [base.locationId, after.locationId]);
  if (base.nodeId !== after.nodeId) add('nodes', [base.nodeId, after.nodeId]);
  if (differs((s) => [s.requesterUserId, s.requesterContactId])) {
    add('users', [base.requesterUserId, after.requesterUserId]);
    add('contacts', [base.requesterContactId, after.requesterContactId]);
  }
  if (base.assignedAppUserId !== after.assignedAppUserId) add('users', [base.assignedAppUserId, after.assignedAppUserId]);
  if (differs((s) => s.additionalTechnicianIds)) add('users', [...base.additionalTechnicianIds, ...after.additionalTechnicianIds]);
  if (differs((s) => [s.ccUserIds, s.ccEmails])) add('users', [...base.ccUserIds, ...after.ccUserIds]);
  if (differs((s) => s.tagIds)) add('tags', [...base.tagIds, ...after.tagIds]);
  if (base.formId !== after.formId) add('forms', [base.formId, after.formId]);
  if (base.parentTicketId !== after.parentTicketId) add('tickets', [base.parentTicketId, after.parentTicketId]);
  const attributeIds = new Set([...Object.keys(base.attributes), ...Object.keys(after.attributes)]);
  add('attributes', [...attributeIds].filter((id) => !same(base.attributes[id], after.attributes[id])).map(Number));
  const none = Object.values(ids).every((list) => list.length === 0);
  const {
    statuses,
    organizations,
    locations,
    nodes,
    users,
    contacts,
    tags,
    forms,
    tickets: parents,
    attributes,
  } = none
    ? { statuses: [], organizations: [], locations: [], nodes: [], users: [], contacts: [], tags: [], forms: [], tickets: [], attributes: [] }
    : await lookups.names(ex, ids);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  return {
    statuses: byId(statuses),
    organizations: byId(organizations),
    locations: byId(locations),
    nodes: byId(nodes),
    users: byId(users),
    contacts: byId(contacts),
    tags: byId(tags),
    forms: byId(forms),
    parents: byId(parents),
    attributes: byId(attributes),
  };
}
type Names = Awaited<ReturnType<typeof loadNames>>;
const nameOf = <T extends { name: string }>(map: Map<number, T>, id: number | null, what: string) =>
  id === null ? null : (map.get(id)?.name ?? `${what} #${id}`);

function attributeLabel(names: Names, attributeId: number, value: AttributeValue | undefined): string | null {
  if (value === undefined) return null;
  const choices = new Map((names.attributes.get(attributeId)?.content.values ?? []).map((c) => [c.id, c.name]));
  if (Array.isArray(value)) return value.map((v) => choices.get(v) ?? v).join(', ');
  if (typeof value === 'string') return choices.get(value) ?? value;
  return String(value);
}

/** What a change looks like to the log, and the names the ticket row keeps of its references. */
export interface DescribedChange {
  changes: FieldChange[];
  /** Names of the after state's organization, location and device, for those that changed (kept on the row). */
  snapshot: { organizationName: string | null; locationName: string | null; nodeName: string | null };
  /** System status (own or parent) before and after, when the status changed. */
  statusKeys: { before: SystemStatusKey | null; after: SystemStatusKey } | null;
}

/**
 * Every field that differs between two states, old → new, with the names shown for each value.
 * A new ticket is compared with a blank one, so its set fields count as changes.
 */
export async function describeChange(ex: Executor, before: TicketState | null, after: TicketState): Promise<DescribedChange> {
  const base = before ?? { ...blankTicket(0), source: after.source };
  const names = await loadNames(ex, base, after, before === null);
  const changes: FieldChange[] = [];
  const push = (field: string, oldValue: unknown, newValue: unknown, oldLabel: string | null, newLabel: string | null) => {
    if (!same(oldValue, newValue)) changes.push({ field, oldValue, newValue, oldLabel, newLabel });
  };
  const user = (id: number | null) => nameOf(names.users, id, 'User');
  const requester = (s: TicketState) => (s.requesterContactId !== null ? nameOf(names.contacts, s.requesterContactId, 'Contact') : user(s.requesterUserId));
  const people = (ids: number[]) => ids.map((id) => user(id)).join(', ') || null;

  push('summary', base.summary, after.summary, base.summary || null, after.summary);
  // Descriptions can be long: the log keeps their text, cut short, rather than two copies of the HTML.
  if (base.descriptionHtml !== after.descriptionHtml) {
    changes.push({
      field: 'description',
      oldValue: null,
      newValue: null,
      oldLabel: base.descriptionText.slice(0, DESCRIPTION_LABEL_LENGTH) || null,
      newLabel: after.descriptionText.slice(0, DESCRIPTION_LABEL_LENGTH) || null,
    });
  }
  push(
    'status',
    before ? base.statusId : null,
    after.statusId,
    before ? nameOf(names.statuses, base.statusId, 'Status') : null,
    nameOf(names.statuses, after.statusId, 'Status'),
  );
  for (const field of ['type', 'source', 'priority', 'severity'] as const) push(field, base[field], after[field], base[field], after[field]);
  push(
    'organization',
    base.organizationId,
    after.organizationId,
    nameOf(names.organizations, base.organizationId, 'Organization'),
    nameOf(names.organizations, after.organizationId, 'Organization'),
  );
  push(
    'location',
    base.locationId,
    after.locationId,
    nameOf(names.locations, base.locationId, 'Location'),
    nameOf(names.locations, after.locationId, 'Location'),
  );
  push('device', base.nodeId, after.nodeId, nameOf(names.nodes, base.nodeId, 'Device'), nameOf(names.nodes, after.nodeId, 'Device'));
  push(
    'requester',
    { userId: base.requesterUserId, contactId: base.requesterContactId },
    { userId: after.requesterUserId, contactId: after.requesterContactId },
    requester(base),
    requester(after),
  );
  push('assignee', base.assignedAppUserId, after.assignedAppUserId, user(base.assignedAppUserId), user(after.assignedAppUserId));
  push(
    'additionalTechnicians',
    base.additionalTechnicianIds,
    after.additionalTechnicianIds,
    people(base.additionalTechnicianIds),
    people(after.additionalTechnicianIds),
  );
  push(
    'cc',
    { userIds: base.ccUserIds, emails: base.ccEmails },
    { userIds: after.ccUserIds, emails: after.ccEmails },
    [people(base.ccUserIds), ...base.ccEmails].filter(Boolean).join(', ') || null,
    [people(after.ccUserIds), ...after.ccEmails].filter(Boolean).join(', ') || null,
  );
  const tagNames = (ids: number[]) => ids.map((id) => nameOf(names.tags, id, 'Tag')).join(', ') || null;
  push('tags', base.tagIds, after.tagIds, tagNames(base.tagIds), tagNames(after.tagIds));
  push('form', base.formId, after.formId, nameOf(names.forms, base.formId, 'Form'), nameOf(names.forms, after.formId, 'Form'));
  const ticketLabel = (id: number | null) => (id === null ? null : `#${id} ${names.parents.get(id)?.summary ?? ''}`.trim());
  push('parentTicket', base.parentTicketId, after.parentTicketId, ticketLabel(base.parentTicketId), ticketLabel(after.parentTicketId));
  const attributeIds = [...new Set([...Object.keys(base.attributes), ...Object.keys(after.attributes)])].sort((a, b) => Number(a) - Number(b));
  for (const id of attributeIds) {
    const [oldValue, newValue] = [base.attributes[id], after.attributes[id]];
    push(`attribute:${id}`, oldValue ?? null, newValue ?? null, attributeLabel(names, Number(id), oldValue), attributeLabel(names, Number(id), newValue));
  }

  return {
    changes,
    snapshot: {
      organizationName: nameOf(names.organizations, after.organizationId, 'Organization'),
      locationName: nameOf(names.locations, after.locationId, 'Location'),
      nodeName: nameOf(names.nodes, after.nodeId, 'Device'),
    },
    statusKeys: names.statuses.has(after.statusId)
      ? { before: before ? (names.statuses.get(base.statusId)?.parentKey ?? null) : null, after: names.statuses.get(after.statusId)!.parentKey }
      : null,
  };
}
