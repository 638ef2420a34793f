import { TICKET_SUMMARY_MAX_LENGTH, ticketPatchSchema, type TicketPatch } from '@outpost/contracts';
import type { RefId } from '@outpost/rules';
import { AppError } from '../../../lib/errors.ts';
import { resolvePatch, worksTickets } from '../../tickets/change/change-resolve.ts';
import { ticketLookups } from '../../tickets/tickets.queries.ts';
import type { Executor, TicketState } from '../../tickets/change/ticket-state.ts';
import type { FactNames, RuleDraft } from './state-facts.ts';

const asInt = (id: RefId | null | undefined): number | null => {
  const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d{1,10}$/.test(id) ? Number(id) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};
const ints = (ids: readonly RefId[]) => ids.map(asInt).filter((n): n is number => n !== null);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A patch the rules want, with the CC contacts still to be turned into addresses. */
export interface RulePatch {
  patch: TicketPatch;
  /** Contact uids a CC action named: a ticket keeps CC contacts as addresses. */
  ccContactUids: string[];
}

/**
 * The ticket patch that takes the ticket from `base` to what the rules made of it (`draft`), in
 * the pipeline's field names: statuses by system key or custom id, the requester as contact uid
 * or user id, people by id, tags by name.
 */
export function patchFromDraft(base: RuleDraft, draft: RuleDraft, names: Pick<FactNames, 'statusesByKey'>): RulePatch {
  const patch: TicketPatch = {};
  let ccContactUids: string[] = [];
  const changed = (key: keyof RuleDraft) => !same(base[key], draft[key]);
  if (changed('organizationId')) {
    const id = asInt(draft.organizationId);
    if (id !== null) patch.organizationId = id;
  }
  if (changed('assigneeId')) patch.assignedAppUserId = draft.assigneeId === null || draft.assigneeId === undefined ? null : asInt(draft.assigneeId);
  if (changed('additionalTechnicianIds')) patch.additionalTechnicianIds = ints(draft.additionalTechnicianIds ?? []);
  if (changed('requesterUid') && draft.requesterUid !== null && draft.requesterUid !== undefined) {
    const userId = asInt(draft.requesterUid);
    if (userId !== null) patch.requesterUserId = userId;
    else patch.requesterUid = String(draft.requesterUid);
  }
  if (changed('status') && draft.status) {
    const status = names.statusesByKey.get(draft.status);
    if (status) patch.status = status.system ? (status.key as TicketPatch['status'] & string) : status.id;
  }
  if (changed('severity') && draft.severity) patch.severity = draft.severity;
  if (changed('priority') && draft.priority) patch.priority = draft.priority;
  if (changed('summary')) {
    // Placeholders can make a summary longer than a ticket takes: it is cut rather than refused.
    const summary = (draft.summary ?? '').replace(/\s+/g, ' ').trim().slice(0, TICKET_SUMMARY_MAX_LENGTH);
    if (summary !== '') patch.summary = summary;
  }
  if (changed('tags')) patch.tags = [...(draft.tags ?? [])];
  if (changed('cc')) {
    patch.cc = { emails: [...draft.cc.emails], userIds: ints(draft.cc.uids) };
    ccContactUids = draft.cc.uids.filter((id) => asInt(id) === null).map(String);
  }
  return { patch, ccContactUids };
}

/** The first segment of an error field path is the patch key it belongs to (`cc.userIds` → cc). */
const patchKeyOf = (field: string) => field.split('.')[0] ?? field;

/**
 * What of a rule patch the ticket can take. Rules keep naming people, tags and organizations
 * that may since have gone; such a part is left out (and reported) while the rest still applies,
 * so a deleted technician never stops a ticket from being saved. Lists are filtered item by item;
 * any other refused field is dropped after asking the pipeline's own validation.
 */
export async function admissiblePatch(ex: Executor, current: TicketState, wanted: RulePatch): Promise<{ patch: TicketPatch; dropped: string[] }> {
  const patch: TicketPatch = { ...wanted.patch };
  const dropped: string[] = [];
  if (patch.tags) {
    const known = new Map((await ticketLookups.tagsByNames(ex, patch.tags)).map((t) => [t.name.toLowerCase(), t.name]));
    const missing = patch.tags.filter((t) => !known.has(t.toLowerCase()));
    if (missing.length > 0) dropped.push(`tags (${missing.join(', ')}: no such tag)`);
    patch.tags = [...new Set(patch.tags.flatMap((t) => known.get(t.toLowerCase()) ?? []))];
  }
  const people = [...(patch.additionalTechnicianIds ?? []), ...(patch.cc?.userIds ?? [])];
  if (people.length > 0) {
    const users = new Map((await ticketLookups.users(ex, people)).map((u) => [u.id, u]));
    const usable = (id: number, technician: boolean) => {
      const user = users.get(id);
      return user !== undefined && !user.disabled && (!technician || worksTickets(user));
    };
    if (patch.additionalTechnicianIds) {
      const kept = patch.additionalTechnicianIds.filter((id) => usable(id, true));
      if (kept.length !== patch.additionalTechnicianIds.length) dropped.push('additionalTechnicianIds (deleted or not a technician)');
      patch.additionalTechnicianIds = kept;
    }
    if (patch.cc) {
      const kept = (patch.cc.userIds ?? []).filter((id) => usable(id, false));
      if (kept.length !== (patch.cc.userIds ?? []).length) dropped.push('cc (deleted users)');
      patch.cc = { ...patch.cc, userIds: kept };
    }
  }
  if (patch.cc && wanted.ccContactUids.length > 0) {
    const found = await ticketLookups.contacts(ex, { uids: wanted.ccContactUids });
    const emails = found.filter((c) => !c.deleted && c.email).map((c) => c.email!);
    if (emails.length !== wanted.ccContactUids.length) dropped.push('cc (deleted contacts)');
    patch.cc = { ...patch.cc, emails: [...new Set([...(patch.cc.emails ?? []), ...emails])] };
  }
  // Whatever else the ticket refuses (a deleted organization or assignee, a contact from another
  // organization) is dropped field by field; each pass drops at least one field or ends.
  for (let pass = 0; pass < 20 && Object.keys(patch).length > 0; pass++) {
    const parsed = ticketPatchSchema.safeParse(patch);
    let fields: string[];
    if (!parsed.success) {
      fields = parsed.error.issues.map((i) => String(i.path[0] ?? ''));
      for (const issue of parsed.error.issues) dropped.push(`${issue.path.join('.')} (${issue.message})`);
    } else {
      try {
        await resolvePatch(ex, current, parsed.data);
        break;
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED' || !error.fields) throw error;
        fields = Object.keys(error.fields);
        for (const [field, messages] of Object.entries(error.fields)) dropped.push(`${field} (${messages.join('; ')})`);
      }
    }
    const keys = new Set(fields.map(patchKeyOf).filter((k) => k in patch));
    // A refusal not tied to a field the rules set: nothing of the patch can be trusted.
    if (keys.size === 0) {
      dropped.push(...Object.keys(patch));
      return { patch: {}, dropped };
    }
    for (const key of keys) delete patch[key as keyof TicketPatch];
  }
  return { patch, dropped };
}
