import type { RefId, SystemStatus, TicketDraft, TicketFacts } from '@outpost/rules';
import { contactUids } from '../../contacts/contacts.queries.ts';
import { statusRows, tagNames } from '../../ticketing-config/ticketing-config.queries.ts';
import type { ChangeActor, Executor, TicketState } from '../../tickets/change/ticket-state.ts';

/** A status as rules name it: its system key, or its id as text for a custom one. */
export interface StatusInfo {
  id: number;
  key: string;
  name: string;
  parentKey: SystemStatus;
  /** A system status is its own parent: conditions see no statusParent for it. */
  system: boolean;
  active: boolean;
}

/** What turns stored ids into the names and keys rules compare. */
export interface FactNames {
  statuses: ReadonlyMap<number, StatusInfo>;
  statusesByKey: ReadonlyMap<string, StatusInfo>;
  tags: ReadonlyMap<number, string>;
  contactUids: ReadonlyMap<number, string>;
}

/** The facts an event rule evaluates, which are also the draft its actions change. */
export type RuleDraft = TicketFacts & TicketDraft & { cc: { emails: string[]; uids: RefId[] } };

/** Every status (a short list), keyed both ways. */
export async function loadStatuses(ex: Executor): Promise<Pick<FactNames, 'statuses' | 'statusesByKey'>> {
  const rows = await statusRows(ex);
  const statuses = new Map<number, StatusInfo>();
  const statusesByKey = new Map<string, StatusInfo>();
  for (const r of rows) {
    const info: StatusInfo = {
      id: r.id,
      key: r.systemKey ?? String(r.id),
      name: r.name,
      parentKey: r.parentKey,
      system: r.systemKey !== null,
      active: r.active,
    };
    statuses.set(r.id, info);
    statusesByKey.set(info.key, info);
  }
  return { statuses, statusesByKey };
}

/** Tag names and contact uids of the states and actor, in one query each. */
export async function loadFactNames(
  ex: Executor,
  states: readonly (TicketState | null)[],
  actor: ChangeActor,
  statuses: Pick<FactNames, 'statuses' | 'statusesByKey'>,
): Promise<FactNames> {
  const live = states.filter((s): s is TicketState => s !== null);
  const tagIds = [...new Set(live.flatMap((s) => s.tagIds))];
  const contactIds = [
    ...new Set([...live.map((s) => s.requesterContactId), actor.type === 'CONTACT' ? actor.contactId : null].filter((id): id is number => id !== null)),
  ];
  // One after the other: inside a transaction both would share one connection anyway.
  const tagRows = await tagNames(ex, tagIds);
  const contactRows = await contactUids(ex, contactIds);
  return { ...statuses, tags: new Map(tagRows.map((t) => [t.id, t.name])), contactUids: new Map(contactRows.map((c) => [c.id, c.uid])) };
}

/** Who made a change, as `updated_by` conditions name people: a user id or a contact uid. */
export function actorRef(actor: ChangeActor, names: FactNames): RefId | null {
  if (actor.type === 'USER') return actor.userId;
  if (actor.type === 'CONTACT') return names.contactUids.get(actor.contactId) ?? null;
  return null;
}

/**
 * A ticket state as packages/rules reads it: the status by key with its system parent, tags by
 * name, the requester as contact uid or user id (as board SQL reads stored tickets).
 */
export function factsOf(state: TicketState, names: FactNames): RuleDraft {
  const status = names.statuses.get(state.statusId);
  const requesterUid = state.requesterContactId !== null ? (names.contactUids.get(state.requesterContactId) ?? null) : state.requesterUserId;
  return {
    id: state.id ?? 0,
    type: state.type,
    status: status?.key ?? String(state.statusId),
    statusParent: status && !status.system ? status.parentKey : null,
    source: state.source,
    severity: state.severity,
    priority: state.priority,
    summary: state.summary,
    description: state.descriptionText,
    organizationId: state.organizationId,
    locationId: state.locationId,
    requesterUid,
    assigneeId: state.assignedAppUserId,
    additionalTechnicianIds: [...state.additionalTechnicianIds],
    tags: state.tagIds.map((id) => names.tags.get(id)).filter((n): n is string => n !== undefined),
    formId: state.formId,
    attributes: state.attributes,
    cc: { emails: [...state.ccEmails], uids: [...state.ccUserIds] },
  };
}
