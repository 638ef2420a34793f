import { checkAttributeValue, type ParsedTicketPatch } from '@outpost/contracts';
import { AppError } from '../../../lib/errors.ts';
import { cleanHtml } from '../html-text.ts';
import { lookups, type UserLookup } from './lookups.repository.ts';
import type { Executor, TicketState } from './ticket-state.ts';

type Errors = Record<string, string[]>;
const sortedIds = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/** Whether a user may be given tickets: administrators, and technicians whose role grants canManageTickets. */
export function worksTickets(user: Pick<UserLookup, 'role' | 'permissions'>): boolean {
  return user.role === 'SYSTEM_ADMINISTRATOR' || (user.permissions ?? []).includes('canManageTickets');
}

/**
 * Applies a parsed patch to a ticket state and checks every reference it names, the same way
 * for every source: statuses, organizations, locations, devices, requesters, technicians, tags,
 * forms, attributes (by type) and the problem of an incident. Throws VALIDATION_FAILED with the
 * fields at fault; answers the new state. Only what the patch changes is checked, so a ticket
 * whose assignee was disabled since can still be edited.
 */
export async function resolvePatch(ex: Executor, current: TicketState, patch: ParsedTicketPatch): Promise<TicketState> {
  const errors: Errors = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const next: TicketState = { ...current, attributes: { ...current.attributes } };
  const isNew = current.id === null;

  if (patch.summary !== undefined) next.summary = patch.summary;
  if (patch.description !== undefined) {
    const { html, text } = cleanHtml(patch.description);
    next.descriptionHtml = html;
    next.descriptionText = text;
  }
  if (patch.type !== undefined) next.type = patch.type;
  if (patch.source !== undefined) next.source = patch.source;
  if (patch.priority !== undefined) next.priority = patch.priority;
  if (patch.severity !== undefined) next.severity = patch.severity;

  if (patch.status !== undefined) {
    const [status] = await lookups.statuses(ex, typeof patch.status === 'number' ? { ids: [patch.status] } : { key: patch.status });
    if (!status) fail('status', 'Unknown status');
    else if (!status.active && status.id !== current.statusId) fail('status', 'This status is inactive');
    else next.statusId = status.id;
  }

  if (patch.organizationId !== undefined && patch.organizationId !== current.organizationId) {
    if (patch.organizationId !== null && (await lookups.organizations(ex, [patch.organizationId])).length === 0)
      fail('organizationId', 'Organization not found');
    next.organizationId = patch.organizationId;
  }
  await checkPlacement(ex, next, patch, fail);
  await checkPeople(ex, current, next, patch, fail);

  if (patch.tags !== undefined) {
    const lower = patch.tags.map((t) => t.toLowerCase());
    if (new Set(lower).size !== lower.length) fail('tags', 'Tag is already selected');
    const found = await lookups.tagsByNames(ex, patch.tags);
    const known = new Set(found.map((t) => t.name.toLowerCase()));
    for (const name of patch.tags.filter((t) => !known.has(t.toLowerCase()))) fail('tags', `Unknown tag: ${name}`);
    next.tagIds = sortedIds(found.map((t) => t.id));
  }

  if (patch.formId !== undefined && patch.formId !== current.formId) {
    if (patch.formId !== null) {
      const [form] = await lookups.forms(ex, [patch.formId]);
      if (!form) fail('formId', 'Form not found');
      else if (!form.active) fail('formId', 'Must not contain inactive forms');
    }
    next.formId = patch.formId;
  }
  await checkAttributes(ex, current, next, patch, isNew, fail);
  await checkProblem(ex, current, next, patch, fail);

  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', errors);
  return next;
}

type Fail = (field: string, message: string) => void;

/** Location and device must be in the ticket's organization; ones left behind by an organization change are cleared. */
async function checkPlacement(ex: Executor, next: TicketState, patch: ParsedTicketPatch, fail: Fail) {
  if (patch.locationId !== undefined) next.locationId = patch.locationId;
  if (patch.nodeId !== undefined) next.nodeId = patch.nodeId;
  if (next.locationId !== null) {
    const [location] = await lookups.locations(ex, [next.locationId]);
    if (!location) {
      if (patch.locationId !== undefined) fail('locationId', 'Location not found');
    } else if (location.organizationId !== next.organizationId) {
      if (patch.locationId !== undefined) fail('locationId', "Location is not in the ticket's organization");
      else next.locationId = null;
    }
  }
  if (next.nodeId !== null) {
    const [node] = await lookups.nodes(ex, [next.nodeId]);
    if (!node) {
      if (patch.nodeId !== undefined) fail('nodeId', 'Device not found');
    } else if (node.organizationId !== next.organizationId) {
      if (patch.nodeId !== undefined) fail('nodeId', "Device is not in the ticket's organization");
      else next.nodeId = null;
    }
  }
}

/** Requester, assignee, additional technicians and CC: they must exist and not be deleted; assignees must work tickets. */
async function checkPeople(ex: Executor, current: TicketState, next: TicketState, patch: ParsedTicketPatch, fail: Fail) {
  if (patch.requesterUid && patch.requesterUserId) fail('requesterUid', 'Choose either a user or a contact as requester');
  const addedTechnicians = (patch.additionalTechnicianIds ?? []).filter((id) => !current.additionalTechnicianIds.includes(id));
  const addedCcUsers = (patch.cc?.userIds ?? []).filter((id) => !current.ccUserIds.includes(id));
  const wantedUsers = [patch.requesterUserId, patch.assignedAppUserId, ...addedTechnicians, ...addedCcUsers].filter(
    (id): id is number => typeof id === 'number',
  );
  const users = new Map((await lookups.users(ex, wantedUsers)).map((u) => [u.id, u]));
  const checkUser = (field: string, id: number, technician: boolean) => {
    const user = users.get(id);
    if (!user) return fail(field, 'User not found');
    if (user.disabled) return fail(field, 'Must not contain deleted users');
    if (technician && !worksTickets(user)) fail(field, 'Must be a technician who can work tickets');
  };

  if (patch.requesterUid !== undefined) {
    if (patch.requesterUid === null) next.requesterContactId = null;
    else {
      const [contact] = await lookups.contacts(ex, { uids: [patch.requesterUid] });
      if (!contact) fail('requesterUid', 'Contact not found');
      else if (contact.deleted || contact.organizationId === null) fail('requesterUid', 'Must not contain deleted users');
      else if (next.organizationId !== null && contact.organizationId !== next.organizationId)
        fail('requesterUid', "Requester must belong to the ticket's organization");
      else {
        next.requesterContactId = contact.id;
        next.requesterUserId = null;
      }
    }
  }
  if (patch.requesterUserId !== undefined && !(patch.requesterUid && patch.requesterUserId)) {
    if (patch.requesterUserId !== null && patch.requesterUserId !== current.requesterUserId) checkUser('requesterUserId', patch.requesterUserId, false);
    next.requesterUserId = patch.requesterUserId;
    if (patch.requesterUserId !== null) next.requesterContactId = null;
  }
  if (patch.assignedAppUserId !== undefined) {
    if (patch.assignedAppUserId !== null && patch.assignedAppUserId !== current.assignedAppUserId)
      checkUser('assignedAppUserId', patch.assignedAppUserId, true);
    next.assignedAppUserId = patch.assignedAppUserId;
  }
  if (patch.additionalTechnicianIds !== undefined) {
    for (const id of addedTechnicians) checkUser('additionalTechnicianIds', id, true);
    next.additionalTechnicianIds = sortedIds(patch.additionalTechnicianIds);
  }
  if (patch.cc !== undefined) {
    for (const id of addedCcUsers) checkUser('cc.userIds', id, false);
    next.ccUserIds = sortedIds(patch.cc.userIds);
    next.ccEmails = [...new Set(patch.cc.emails)].sort();
  }
}

/** Attribute values by type; a form's required attributes must have one. */
async function checkAttributes(ex: Executor, current: TicketState, next: TicketState, patch: ParsedTicketPatch, isNew: boolean, fail: Fail) {
  const entries = Object.entries(patch.attributes ?? {});
  const formAttributes = next.formId === null ? [] : await lookups.formAttributes(ex, next.formId);
  const onForm = new Set(formAttributes.map((a) => a.attributeId));
  const attributes = new Map(
    (
      await lookups.attributes(
        ex,
        entries.map(([id]) => Number(id)),
      )
    ).map((a) => [String(a.id), a]),
  );
  for (const [id, value] of entries) {
    const field = `attributes.${id}`;
    const attribute = attributes.get(id);
    if (!attribute) {
      fail(field, 'Attribute not found');
      continue;
    }
    const checked = checkAttributeValue(attribute, value);
    if (!checked.ok) {
      fail(field, checked.message);
      continue;
    }
    if (checked.value === null) {
      delete next.attributes[id];
      continue;
    }
    if (!attribute.active && JSON.stringify(current.attributes[id]) !== JSON.stringify(checked.value)) fail(field, 'This attribute is inactive');
    else if (next.formId !== null && !onForm.has(attribute.id)) fail(field, "This attribute is not on the ticket's form");
    else next.attributes[id] = checked.value;
  }
  const formChanged = isNew || next.formId !== current.formId;
  if (next.formId !== null && (formChanged || entries.length > 0)) {
    for (const a of formAttributes) if (a.required && next.attributes[String(a.attributeId)] === undefined) fail(`attributes.${a.attributeId}`, 'Required');
  }
}

/** An incident's problem must be a live PROBLEM ticket other than itself; choosing one makes the ticket an INCIDENT. */
async function checkProblem(ex: Executor, current: TicketState, next: TicketState, patch: ParsedTicketPatch, fail: Fail) {
  if (patch.parentTicketId !== undefined && patch.parentTicketId !== current.parentTicketId) {
    next.parentTicketId = patch.parentTicketId;
    if (patch.parentTicketId !== null) {
      const [problem] = await lookups.tickets(ex, [patch.parentTicketId]);
      if (patch.parentTicketId === current.id) fail('parentTicketId', 'A ticket cannot be its own problem');
      else if (!problem) fail('parentTicketId', 'Ticket not found');
      else if (problem.type !== 'PROBLEM') fail('parentTicketId', 'Choose a problem ticket');
      if (patch.type === undefined) next.type = 'INCIDENT';
    }
  }
  if (next.parentTicketId !== null && next.type !== 'INCIDENT') {
    if (patch.type !== undefined && patch.parentTicketId !== undefined) fail('type', 'Only incidents belong to a problem');
    // The type moved away from INCIDENT: the ticket leaves its problem.
    else next.parentTicketId = null;
  }
  if (current.id !== null && current.type === 'PROBLEM' && next.type !== 'PROBLEM' && (await lookups.incidentCount(ex, current.id)) > 0) {
    fail('type', 'This problem has incidents; reassign them first');
  }
}
