import type { AttributeValue, SystemStatusKey } from '@outpost/contracts';
import { lookups } from './lookups.repository.ts';
import { blankTicket, type Executor, type FieldChange, type TicketState } from './ticket-state.ts';

/** Longest text an activity entry keeps of a description. */
const DESCRIPTION_LABEL_LENGTH = 1000;

/** Names of everything two states refer to, loaded in one go. */
async function loadNames(ex: Executor, states: TicketState[]) {
  const all = <T>(pick: (s: TicketState) => T | T[] | null) => states.flatMap((s) => pick(s) ?? []) as T[];
  const [statuses, organizations, locations, nodes, users, contacts, tags, forms, parents, attributes] = await Promise.all([
    lookups.statuses(ex, { ids: all((s) => s.statusId) }),
    lookups.organizations(ex, all((s) => s.organizationId)),
    lookups.locations(ex, all((s) => s.locationId)),
    lookups.nodes(ex, all((s) => s.nodeId)),
    lookups.users(ex, all((s) => [s.requesterUserId, s.assignedAppUserId, ...s.additionalTechnicianIds, ...s.ccUserIds].filter((id): id is number => id !== null))),
    lookups.contacts(ex, { ids: all((s) => s.requesterContactId) }),
    lookups.tagsByIds(ex, all((s) => s.tagIds)),
    lookups.forms(ex, all((s) => s.formId)),
    lookups.tickets(ex, all((s) => s.parentTicketId)),
    lookups.attributes(ex, all((s) => Object.keys(s.attributes).map(Number))),
  ]);
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

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
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
  /** Names of the after state's organization, location and device (kept on the row). */
  snapshot: { organizationName: string | null; locationName: string | null; nodeName: string | null };
  /** System status (own or parent) before and after. */
  statusKeys: { before: SystemStatusKey | null; after: SystemStatusKey };
}

/**
 * Every field that differs between two states, old → new, with the names shown for each value.
 * A new ticket is compared with a blank one, so its set fields count as changes.
 */
export async function describeChange(ex: Executor, before: TicketState | null, after: TicketState): Promise<DescribedChange> {
  const base = before ?? { ...blankTicket(0), source: after.source };
  const names = await loadNames(ex, before ? [before, after] : [after]);
  const changes: FieldChange[] = [];
  const push = (field: string, oldValue: unknown, newValue: unknown, oldLabel: string | null, newLabel: string | null) => {
    if (!same(oldValue, newValue)) changes.push({ field, oldValue, newValue, oldLabel, newLabel });
  };
  const user = (id: number | null) => nameOf(names.users, id, 'User');
  const requester = (s: TicketState) =>
    s.requesterContactId !== null ? nameOf(names.contacts, s.requesterContactId, 'Contact') : user(s.requesterUserId);
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
  push('status', before ? base.statusId : null, after.statusId, before ? nameOf(names.statuses, base.statusId, 'Status') : null, nameOf(names.statuses, after.statusId, 'Status'));
  for (const field of ['type', 'source', 'priority', 'severity'] as const) push(field, base[field], after[field], base[field], after[field]);
  push('organization', base.organizationId, after.organizationId, nameOf(names.organizations, base.organizationId, 'Organization'), nameOf(names.organizations, after.organizationId, 'Organization'));
  push('location', base.locationId, after.locationId, nameOf(names.locations, base.locationId, 'Location'), nameOf(names.locations, after.locationId, 'Location'));
  push('device', base.nodeId, after.nodeId, nameOf(names.nodes, base.nodeId, 'Device'), nameOf(names.nodes, after.nodeId, 'Device'));
  push(
    'requester',
    { userId: base.requesterUserId, contactId: base.requesterContactId },
    { userId: after.requesterUserId, contactId: after.requesterContactId },
    requester(base),
    requester(after),
  );
  push('assignee', base.assignedAppUserId, after.assignedAppUserId, user(base.assignedAppUserId), user(after.assignedAppUserId));
  push('additionalTechnicians', base.additionalTechnicianIds, after.additionalTechnicianIds, people(base.additionalTechnicianIds), people(after.additionalTechnicianIds));
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
    statusKeys: { before: before ? (names.statuses.get(base.statusId)?.parentKey ?? null) : null, after: names.statuses.get(after.statusId)!.parentKey },
  };
}
