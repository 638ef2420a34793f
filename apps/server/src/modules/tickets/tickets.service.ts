import type { z } from 'zod';
import {
  PICKER_PAGE_SIZE,
  SOLVED_STATUS_KEYS,
  type Incident,
  type ParsedTableQuery,
  type PickerPage,
  type ProblemPickItem,
  type SessionUser,
  type TablePage,
  type TechnicianPickItem,
  type TicketDetail,
  type TicketRow,
  type ticketCreateSchema,
  type ticketUpdateSchema,
} from '@outpost/contracts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, staleVersion } from '../../lib/errors.ts';
import { tablePageOf } from '../../lib/table-query.ts';
import { pickerPageOf } from '../query/query.service.ts';
import type { ChangePipeline, ChangeSession } from './change/change-pipeline.ts';
import { lookups } from './change/lookups.repository.ts';
import type { ChangeActor, CommentProposal, Executor, TicketState } from './change/ticket-state.ts';
import { ticketLifecycle } from './ticket-lifecycle.repository.ts';
import { presentIncident, presentTicket, presentTicketRow } from './tickets.presenter.ts';
import type { TicketsListRepository } from './tickets-list.repository.ts';
import type { TicketsReadRepository } from './tickets-read.repository.ts';
import { ticketWrites } from './tickets.repository.ts';
import { checkCommentScope } from './scope/reference-scope.ts';
import {
  assertMayWork,
  checkChangeScope,
  requireWorkableTicket,
  techniciansWorking,
  scopeCovers,
  scopeOf,
  SYSTEM_VIEWER,
  ticketNotFound,
  type TicketViewer,
} from './scope/ticket-scope.ts';

// The spec's messages live with the scope rule; named here too for callers that import them from the service.
export { TICKET_FORBIDDEN, ticketNotFound } from './scope/ticket-scope.ts';

type CommentInput = NonNullable<z.output<typeof ticketUpdateSchema>['comment']>;
/** A save's fields, comment and incident resolution, without the version it names. */
export type TicketChange = Omit<z.output<typeof ticketUpdateSchema>, 'version'>;

/** A signed-in user as the author of a change. */
export const actorOf = (user: SessionUser): ChangeActor => ({ type: 'USER', userId: user.id, name: user.name });
export const commentProposal = (input: CommentInput): CommentProposal => ({ ...input, body: input.body });

/** A live ticket's state, in `ex` (a transaction) or the database; 404 otherwise. For the server's own work: what users reach goes through requireWorkableTicket. */
export async function requireTicket(ex: Executor, id: number): Promise<TicketState> {
  const state = await ticketWrites.load(ex, id);
  if (!state) throw ticketNotFound();
  return state;
}

/**
 * Tickets: the list, one ticket, and every change to them, each made through the change
 * pipeline. Each answers and changes only tickets of the organizations the user's role works
 * (ticket-scope.ts).
 */
export function createTicketsService(deps: { db: Executor; pipeline: ChangePipeline; read: TicketsReadRepository; list: TicketsListRepository; clock: Clock }) {
  const { db, pipeline, read, list, clock } = deps;

  /** One ticket as the viewer sees it (a linked problem, incident counts), without the access check: after a change the check was made. */
  async function detail(id: number, viewer: TicketViewer = SYSTEM_VIEWER): Promise<TicketDetail> {
    const scope = scopeOf(viewer);
    const row = await read.detail(id, scope);
    if (!row) throw ticketNotFound();
    return presentTicket(row, scope);
  }

  /** One ticket as the viewer may see it (404, then 403 outside their scope). */
  async function view(viewer: TicketViewer, id: number): Promise<TicketDetail> {
    const scope = scopeOf(viewer);
    const row = await read.detail(id, scope);
    if (!row) throw ticketNotFound();
    assertMayWork(viewer, row.ticket.organizationId);
    return presentTicket(row, scope);
  }

  /** Gives a solved problem's open incidents its status, each with the comment; answers the ids changed. */
  async function resolveIncidents(session: ChangeSession, problem: TicketState, user: SessionUser, comment: CommentInput | undefined): Promise<number[]> {
    const actor = actorOf(user);
    const [status] = await lookups.statuses(session.tx, { ids: [problem.statusId] });
    if (problem.type !== 'PROBLEM' || !status || !SOLVED_STATUS_KEYS.includes(status.parentKey)) return [];
    // The comment is the user's, written on the problem: its tags and files are held to the problem's organization.
    if (comment) await checkCommentScope(user, session.tx, problem.organizationId, comment);
    const resolved: number[] = [];
    for (const incident of await lookups.incidents(session.tx, problem.id!)) {
      if (SOLVED_STATUS_KEYS.includes(incident.parentKey)) continue;
      const before = await requireTicket(session.tx, incident.id);
      // Incidents of organizations the user does not work stay as they are: they cannot see them.
      if (!scopeCovers(scopeOf(user), before.organizationId)) continue;
      try {
        const comments = comment && comment.htmlBody.trim() ? [commentProposal(comment)] : [];
        await pipeline.proposeChange({ actor, source: 'UI', before, patch: { status: problem.statusId }, comments }, session);
        resolved.push(incident.id);
      } catch (error) {
        // An incident its own rules keep open (a required attribute, say) stays open; the rest go on.
        if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') throw error;
      }
    }
    return resolved;
  }

  /** One save of fields (and a comment); `version` null applies it to the ticket as it is now. */
  async function save(user: SessionUser, id: number, change: TicketChange, version: number | null): Promise<TicketDetail> {
    const { comment, resolveIncidents: incidents, ...patch } = change;
    const actor = actorOf(user);
    const resolvedIncidentIds = await pipeline.transaction(async (session) => {
      const before = await requireWorkableTicket(user, session.tx, id);
      if (version !== null && version !== before.version) throw staleVersion('ticket');
      await checkChangeScope(user, session.tx, before, patch);
      if (comment) await checkCommentScope(user, session.tx, patch.organizationId !== undefined ? patch.organizationId : before.organizationId, comment);
      await pipeline.proposeChange({ actor, source: 'UI', before, patch, comments: comment ? [commentProposal(comment)] : [] }, session);
      return incidents ? resolveIncidents(session, await requireTicket(session.tx, id), user, incidents.comment) : undefined;
    });
    return { ...(await detail(id, user)), ...(resolvedIncidentIds ? { resolvedIncidentIds } : {}) };
  }

  return {
    async page(user: SessionUser, query: ParsedTableQuery): Promise<TablePage<TicketRow>> {
      const startedAt = Date.now();
      const { rows, total } = await list.page(query, scopeOf(user));
      return tablePageOf(rows.map(presentTicketRow), total, query, startedAt);
    },

    /** One ticket whoever asks: for the server's own readers (mail); routes use `view`. */
    get: detail,
    view,

    async create(user: SessionUser, input: z.output<typeof ticketCreateSchema>): Promise<TicketDetail> {
      const { comment, ...fields } = input;
      const result = await pipeline.transaction(async (session) => {
        await checkChangeScope(user, session.tx, null, fields);
        if (comment) await checkCommentScope(user, session.tx, fields.organizationId ?? null, comment);
        return pipeline.proposeChange(
          {
            actor: actorOf(user),
            source: 'UI',
            before: null,
            patch: { status: 'NEW', source: 'TECHNICIAN', ...fields },
            comments: comment ? [commentProposal(comment)] : [],
          },
          session,
        );
      });
      return detail(result.ticketId, user);
    },

    /** Changes fields (and adds a comment) in one save; a stale `version` is refused with 409 (decision 0032). */
    update(user: SessionUser, id: number, input: z.output<typeof ticketUpdateSchema>): Promise<TicketDetail> {
      const { version, ...change } = input;
      return save(user, id, change, version);
    },

    /**
     * The same save applied to the ticket as it is now, for changes that name no edited version:
     * a board's bulk action sets one field whatever else changed, as the technician asked.
     */
    changeLatest(user: SessionUser, id: number, change: TicketChange): Promise<TicketDetail> {
      return save(user, id, change, null);
    },

    /** Marks the ticket deleted (it leaves every list) and logs who did it. */
    async delete(user: SessionUser, id: number): Promise<void> {
      await pipeline.transaction(async ({ tx }) => {
        const at = clock.now();
        await requireWorkableTicket(user, tx, id);
        if (!(await ticketLifecycle.markDeleted(tx, id, at))) throw ticketNotFound();
        await ticketLifecycle.log(tx, { ticketId: id, type: 'DELETED', actor: actorOf(user), source: 'UI', at });
      });
    },

    /**
     * Merges a ticket into another: its comments, time and files move over, tags, CC and
     * technicians are added to the target, and the merged ticket is closed pointing at it.
     */
    async merge(user: SessionUser, id: number, targetId: number): Promise<TicketDetail> {
      if (id === targetId) throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', { targetTicketId: ['A ticket cannot be merged into itself'] });
      const actor = actorOf(user);
      await pipeline.transaction(async (session) => {
        const { tx } = session;
        const source = await requireWorkableTicket(user, tx, id);
        const target = await ticketWrites.load(tx, targetId);
        if (!target) throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', { targetTicketId: ['Ticket not found'] });
        assertMayWork(user, target.organizationId, { targetTicketId: ['Outside the organizations your role works'] });
        const tagNames = (await lookups.tagsByIds(tx, [...source.tagIds, ...target.tagIds])).map((t) => t.name);
        // The merged ticket's technicians who do not work the target's organization stay behind (decision 0014).
        const copied = await techniciansWorking(tx, source.additionalTechnicianIds, target.organizationId);
        await ticketLifecycle.moveRecords(tx, id, targetId);
        const note = (html: string): CommentProposal => ({ htmlBody: html, isPublic: false, uploads: [], techniciansTagged: [] });
        await pipeline.proposeChange(
          {
            actor,
            source: 'UI',
            before: target,
            patch: {
              tags: tagNames,
              additionalTechnicianIds: [...new Set([...target.additionalTechnicianIds, ...copied])].filter((t) => t !== target.assignedAppUserId),
              cc: { userIds: [...new Set([...target.ccUserIds, ...source.ccUserIds])], emails: [...new Set([...target.ccEmails, ...source.ccEmails])] },
            },
            comments: [note(`<p>Ticket #${id} was merged into this ticket.</p>`)],
          },
          session,
        );
        await pipeline.proposeChange(
          { actor, source: 'UI', before: source, patch: { status: 'CLOSED' }, comments: [note(`<p>Merged into ticket #${targetId}.</p>`)] },
          session,
        );
        await ticketLifecycle.setMergedInto(tx, id, targetId);
        const at = clock.now();
        await ticketLifecycle.log(tx, { ticketId: targetId, type: 'MERGED', actor, source: 'UI', at, oldLabel: `#${id}`, newValue: { mergedTicketId: id } });
        await ticketLifecycle.log(tx, {
          ticketId: id,
          type: 'MERGED',
          actor,
          source: 'UI',
          at,
          newLabel: `#${targetId}`,
          newValue: { mergedIntoTicketId: targetId },
        });
      });
      return detail(targetId, user);
    },

    /** Assigns (or reassigns) an incident to a problem; the same problem again is refused (spec 002 §5.1). */
    async assignProblem(user: SessionUser, id: number, problemId: number): Promise<TicketDetail> {
      await pipeline.transaction(async (session) => {
        const before = await requireWorkableTicket(user, session.tx, id);
        if (before.parentTicketId === problemId) {
          throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', { problemTicketId: ['Cannot assign ticket to the same problem'] });
        }
        try {
          await checkChangeScope(user, session.tx, before, { parentTicketId: problemId });
          await pipeline.proposeChange({ actor: actorOf(user), source: 'UI', before, patch: { type: 'INCIDENT', parentTicketId: problemId } }, session);
        } catch (error) {
          // The picker's field is the problem, not parentTicketId.
          if (error instanceof AppError && error.fields?.parentTicketId)
            throw new AppError(error.code, error.message, { problemTicketId: error.fields.parentTicketId });
          throw error;
        }
      });
      return detail(id, user);
    },

    async unassignProblem(user: SessionUser, id: number): Promise<TicketDetail> {
      await pipeline.proposeChange({ actor: actorOf(user), source: 'UI', before: await requireWorkableTicket(user, db, id), patch: { parentTicketId: null } });
      return detail(id, user);
    },

    /** A problem's incidents, those of organizations outside the user's scope left out. */
    async incidents(user: SessionUser, id: number): Promise<Incident[]> {
      await requireWorkableTicket(user, db, id);
      const scope = scopeOf(user);
      return (await read.incidents(id)).filter((r) => scopeCovers(scope, r.organizationId)).map(presentIncident);
    },

    /** The problem picker: '#id name' items, 50 a page. */
    async problems(user: SessionUser, search: string, page: number): Promise<PickerPage<ProblemPickItem>> {
      const { rows, total } = await list.problems(search, page * PICKER_PAGE_SIZE, PICKER_PAGE_SIZE, scopeOf(user));
      return pickerPageOf(
        rows.map((r) => ({ id: r.id, name: r.summary, label: `#${r.id} ${r.summary}` })),
        total,
        page,
      );
    },

    /**
     * The assignee and mention pickers: technicians who can work tickets (spec 002 §6); given an
     * organization, or a ticket the user works, those whose scope covers its organization.
     */
    async technicians(
      user: SessionUser,
      query: { searchCriteria: string; page: number; organizationId?: number | undefined; ticketId?: number | undefined },
    ): Promise<PickerPage<TechnicianPickItem>> {
      const { searchCriteria: search, page } = query;
      const organizationId = query.ticketId !== undefined ? (await requireWorkableTicket(user, db, query.ticketId)).organizationId : query.organizationId;
      const { rows, total } = await list.technicians(search, page * PICKER_PAGE_SIZE, PICKER_PAGE_SIZE, organizationId);
      return pickerPageOf(
        rows.map((r) => ({ ...r, deleted: false })),
        total,
        page,
      );
    },
  };
}
export type TicketsService = ReturnType<typeof createTicketsService>;
