import { randomUUID } from 'node:crypto';
import { SOLVED_STATUS_KEYS, ticketPatchSchema, type AttachmentSettings, type ParsedTicketPatch, type TicketPatch } from '@outpost/contracts';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import { describeChange, type DescribedChange } from './change-diff.ts';
import { checkTimeEntry, prepareComment, prepareRecords, type TimeEntryAgreements } from './change-records.ts';
import { resolvePatch } from './change-resolve.ts';
import { MAX_CHAIN_DEPTH, type CommittedChange, type InterceptorRegistry } from './interceptors.ts';
import { lookups } from './lookups.repository.ts';
import {
  blankTicket,
  type ChangeActor,
  type ChangeOrigin,
  type ChangeRecords,
  type CommentProposal,
  type CreditedChange,
  type Executor,
  type FieldChange,
  type TicketState,
} from './ticket-state.ts';
import { ticketWrites, type TicketWrite } from '../tickets.repository.ts';

/** A change as any source proposes it: who, from where, the state it was made against, and what. */
export interface ProposedChange extends ChangeOrigin, ChangeRecords {
  /** Null to create a ticket. */
  before: TicketState | null;
  patch: TicketPatch;
}

/** One database transaction shared by several proposals (a merge, a problem with its incidents). */
export interface ChangeSession {
  tx: Executor;
  afterCommit: (() => Promise<void>)[];
}

export interface ChangeResult {
  ticketId: number;
  /** False when the proposal changed nothing, so nothing was written. */
  saved: boolean;
  changes: FieldChange[];
  commentIds: number[];
  timeEntryIds: number[];
}

/** Zod's issues as the API's field errors. */
function parsePatch(patch: TicketPatch): ParsedTicketPatch {
  const parsed = ticketPatchSchema.safeParse(patch);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fields[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', fields);
}

/** Row columns that follow from a change: name snapshots, the times boards and automations ask about. */
function derivedColumns(proposal: ProposedChange, after: TicketState, described: DescribedChange, at: Date): TicketWrite['row'] {
  const { actor, before } = proposal;
  const changed = new Set(described.changes.map((c) => c.field));
  const row: TicketWrite['row'] = { lastUpdatedByName: actor.name };
  if (before === null && actor.type === 'USER') row.createdByUserId = actor.userId;
  if (changed.has('organization')) row.organizationName = after.organizationId === null ? null : described.snapshot.organizationName;
  if (changed.has('location')) row.locationName = after.locationId === null ? null : described.snapshot.locationName;
  if (changed.has('device')) row.nodeName = after.nodeId === null ? null : described.snapshot.nodeName;
  if (changed.has('assignee')) row.assignedAt = after.assignedAppUserId === null ? null : at;
  if (changed.has('status') && described.statusKeys) {
    row.statusChangedAt = at;
    const wasSolved = described.statusKeys.before !== null && SOLVED_STATUS_KEYS.includes(described.statusKeys.before);
    const isSolved = SOLVED_STATUS_KEYS.includes(described.statusKeys.after);
    if (isSolved && !wasSolved) row.solvedAt = at;
    if (!isSolved && wasSolved) row.solvedAt = null;
  }
  if (actor.type === 'USER' && actor.userId === after.assignedAppUserId) row.lastUpdatedByAssigneeAt = at;
  if ((actor.type === 'USER' && actor.userId === after.requesterUserId) || (actor.type === 'CONTACT' && actor.contactId === after.requesterContactId)) {
    row.lastUpdatedByRequesterAt = at;
  }
  return row;
}

/**
 * The one ticket change pipeline (DESIGN.md §3 "Service desk"). Every create and update, from
 * the UI, the API, mail or a rule, is proposed here: validated, passed through the registered
 * interceptors in memory, and saved once, in one transaction, with an activity entry for each
 * changed field, comment, time entry and file.
 */
export function createChangePipeline(deps: { db: Database; interceptors: InterceptorRegistry; clock: Clock; log?: (error: unknown) => void }) {
  const { db, interceptors, clock } = deps;

  /** Runs proposals in one transaction; their after-commit effects run once it commits. */
  async function transaction<T>(work: (session: ChangeSession) => Promise<T>): Promise<T> {
    const afterCommit: ChangeSession['afterCommit'] = [];
    const result = await db.transaction((tx) => work({ tx, afterCommit }));
    for (const effect of afterCommit) await effect().catch((error: unknown) => deps.log?.(error));
    return result;
  }

  /** Lets the registered interceptors add to the change, round after round, until one round changes no field. */
  async function intercept(
    ex: Executor,
    proposal: ProposedChange,
    after: TicketState,
    comments: CommentProposal[],
    ticketId: () => Promise<number>,
    describe: (after: TicketState) => Promise<DescribedChange>,
  ) {
    const registered = interceptors.list();
    const timeEntries = [...(proposal.timeEntries ?? [])];
    const notes = [...(proposal.notes ?? [])];
    const effects: ((committed: CommittedChange) => Promise<void>)[] = [];
    /** Fields an interceptor changed as an actor of its own, and who that was (the last to change each). */
    const credits = new Map<string, ChangeActor>();
    if (registered.length === 0) return { after, timeEntries, notes, effects, credits, own: [] as FieldChange[] };
    const chain = new Map<string, unknown>();
    let roundChanges = (await describe(after)).changes;
    const own = roundChanges;
    for (let round = 1; round <= MAX_CHAIN_DEPTH; round++) {
      const roundStart = after;
      for (const interceptor of registered) {
        // A copy, like the states: the description is shared by every interceptor and the save.
        const changes = structuredClone((await describe(after)).changes);
        // Copies: an interceptor changes the ticket only through the patch it returns, which is validated.
        const result = await interceptor.intercept({
          actor: proposal.actor,
          source: proposal.source,
          integration: proposal.integration,
          before: proposal.before && structuredClone(proposal.before),
          after: structuredClone(after),
          changes,
          roundChanges,
          comments: structuredClone(comments),
          round,
          chain,
          ex,
          ticketId,
        });
        if (!result) continue;
        if (result.patch && Object.keys(result.patch).length > 0) {
          const previous = after;
          after = await resolvePatch(ex, after, parsePatch(result.patch));
          if (result.actor) for (const c of (await describeChange(ex, previous, after)).changes) credits.set(c.field, result.actor);
        }
        comments.push(...(result.comments ?? []));
        timeEntries.push(...(result.timeEntries ?? []));
        notes.push(...(result.notes ?? []));
        if (result.afterCommit) effects.push(result.afterCommit);
      }
      // A round whose interceptors proposed nothing left `after` as it was: nothing to look up.
      roundChanges = after === roundStart ? [] : (await describeChange(ex, roundStart, after)).changes;
      if (roundChanges.length === 0) break;
    }
    return { after, timeEntries, notes, effects, credits, own };
  }

  /**
   * The log's view of a change: what the caller changed under their name, what an interceptor
   * changed under its own. A field both changed is two entries: the caller's old → theirs, then
   * the interceptor's theirs → final.
   */
  function credited(changes: readonly FieldChange[], own: readonly FieldChange[], credits: ReadonlyMap<string, ChangeActor>): CreditedChange[] {
    const mine: CreditedChange[] = [];
    const others: CreditedChange[] = [];
    for (const c of changes) {
      const actor = credits.get(c.field);
      if (!actor) {
        mine.push(c);
        continue;
      }
      const theirs = own.find((o) => o.field === c.field);
      if (theirs) mine.push(theirs);
      others.push(theirs ? { ...c, oldValue: theirs.newValue, oldLabel: theirs.newLabel, actor } : { ...c, actor });
    }
    return [...mine, ...others];
  }

  /** Validates, intercepts and saves one change; in `session`'s transaction when given. */
  async function proposeChange(proposal: ProposedChange, session?: ChangeSession): Promise<ChangeResult> {
    if (!session) return transaction((s) => proposeChange(proposal, s));
    const ex = session.tx;
    const { before } = proposal;
    let start = before;
    if (start === null) {
      const [initial] = await lookups.statuses(ex, { key: 'NEW' });
      start = blankTicket(initial!.id);
    }
    const comments = [...(proposal.comments ?? [])];
    // A new ticket's id is taken only when an interceptor asks for it (a rule's {{ticket.id}}).
    let reservedId: number | null = null;
    const ticketId = async () => before?.id ?? (reservedId ??= await ticketWrites.reserveId(ex));
    // The change against `before` is described once per state `after` goes through, not once per
    // interceptor: each description looks up status, organization, people and tag names, and a
    // change that no interceptor alters would otherwise pay for them several times over.
    let last: { after: TicketState; described: Promise<DescribedChange> } | null = null;
    const describe = (state: TicketState) => {
      if (last?.after !== state) last = { after: state, described: describeChange(ex, before, state) };
      return last.described;
    };
    const intercepted = await intercept(ex, proposal, await resolvePatch(ex, start, parsePatch(proposal.patch)), comments, ticketId, describe);
    const after = intercepted.after;

    const change = await describe(after);
    let settings: Promise<AttachmentSettings> | undefined;
    const attachmentSettings = () => (settings ??= lookups.attachmentSettings(ex));
    const prepared = [];
    for (const comment of comments) prepared.push(await prepareComment(ex, comment, proposal.actor, attachmentSettings));
    const descriptionChanged = before === null || before.descriptionHtml !== after.descriptionHtml;
    const records = await prepareRecords(
      ex,
      before?.id ?? null,
      { ...proposal, timeEntries: intercepted.timeEntries },
      descriptionChanged ? after.descriptionHtml : null,
      attachmentSettings,
    );
    const entries = [];
    for (const entry of records.timeEntries)
      entries.push(timeEntryAgreements ? await timeEntryAgreements(ex, after.organizationId, entry) : checkTimeEntry(entry));
    records.timeEntries = entries;
    const nothing =
      change.changes.length === 0 &&
      prepared.length === 0 &&
      intercepted.notes.length === 0 &&
      records.timeEntries.length + records.removeTimeEntries.length + records.attach.length + records.removeAttachments.length === 0;
    if (before !== null && nothing) return { ticketId: before.id!, saved: false, changes: [], commentIds: [], timeEntryIds: [] };

    const at = clock.now();
    const saved = await ticketWrites.save(ex, {
      before,
      after,
      actor: proposal.actor,
      source: proposal.source,
      changeSetId: randomUUID(),
      at,
      changes: change.changes,
      credited: credited(change.changes, intercepted.own, intercepted.credits),
      row: derivedColumns(proposal, after, change, at),
      comments: prepared,
      notes: intercepted.notes,
      reservedId,
      ...records,
    });
    // Effects learn what was saved (a new ticket's id) and run only once the transaction commits.
    const committed: CommittedChange = { ...saved, created: before === null, changes: change.changes };
    for (const effect of intercepted.effects) session.afterCommit.push(() => effect(committed));
    return { ...saved, saved: true, changes: change.changes };
  }

  let timeEntryAgreements: TimeEntryAgreements | null = null;
  return {
    proposeChange,
    transaction,
    /** Lets the billing module decide time entries' agreements (composition root, once). */
    useTimeEntryAgreements(decide: TimeEntryAgreements) {
      timeEntryAgreements = decide;
    },
  };
}
export type ChangePipeline = ReturnType<typeof createChangePipeline>;
