import type { z } from 'zod';
import type {
  SessionUser,
  TicketActivity,
  TicketAttachment,
  TicketComment,
  TimeEntry,
  activityQuerySchema,
  commentInputSchema,
  timeEntryInputSchema,
} from '@outpost/contracts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import type { PreviewLinks } from '../../notes/uploads/preview-links.ts';
import type { ChangePipeline } from '../change/change-pipeline.ts';
import type { Executor } from '../change/ticket-state.ts';
import { NOT_AVAILABLE, presentActivity, presentAttachment, presentComment, presentTimeEntry } from '../tickets.presenter.ts';
import type { ActivityRow, TicketsReadRepository } from '../tickets-read.repository.ts';
import { scopeLookups } from '../scope/ticket-scope.repository.ts';
import { ticketRecordLookups } from '../tickets.repository.ts';
import { checkCommentScope, checkUploadReferences } from '../scope/reference-scope.ts';
import { requireWorkableTicket, scopeCovers, scopeOf, TICKET_FORBIDDEN, type TicketViewer } from '../scope/ticket-scope.ts';
import { actorOf, commentProposal } from '../tickets.service.ts';

/**
 * Problem links in the log keep the problem's summary as it was ('#id summary'): for a viewer
 * whose scope does not cover the problem (or who can no longer see it), '#id N/A', as the
 * ticket's own parentTicket reads (decision 0014).
 */
async function hideUnseenProblems(viewer: TicketViewer, ex: Executor, rows: ActivityRow[]): Promise<ActivityRow[]> {
  const scope = scopeOf(viewer);
  const links = rows.filter((r) => r.field === 'parentTicket');
  if (scope === null || links.length === 0) return rows;
  const ids = links.flatMap((r) => [r.oldValue, r.newValue]).filter((v): v is number => typeof v === 'number');
  const organizations = await scopeLookups.ticketOrganizations(ex, ids);
  const label = (id: unknown, shown: string | null) =>
    typeof id === 'number' && !(organizations.has(id) && scopeCovers(scope, organizations.get(id)!)) ? `#${id} ${NOT_AVAILABLE}` : shown;
  return rows.map((r) => (r.field === 'parentTicket' ? { ...r, oldLabel: label(r.oldValue, r.oldLabel), newLabel: label(r.newValue, r.newLabel) } : r));
}

/**
 * What hangs off a ticket: comments, the activity log, time entries and files. Adding or
 * removing any of them is a change like any other: through the pipeline, logged. Each reaches
 * only tickets of the organizations the user's role works (ticket-scope.ts).
 */
export function createTicketRecordsService(deps: { db: Executor; pipeline: ChangePipeline; read: TicketsReadRepository; previewLinks: PreviewLinks }) {
  const { db, pipeline, read } = deps;

  return {
    /** The ticket's comments; the server's own readers (mail) pass SYSTEM_VIEWER. */
    async comments(viewer: TicketViewer, ticketId: number): Promise<TicketComment[]> {
      await requireWorkableTicket(viewer, db, ticketId);
      return (await read.comments(ticketId)).map(presentComment);
    },
    /** A public or private comment; its HTML is sanitised, its mentions become techniciansTagged. */
    async addComment(user: SessionUser, ticketId: number, input: z.output<typeof commentInputSchema>): Promise<TicketComment> {
      const before = await requireWorkableTicket(user, db, ticketId);
      await checkCommentScope(user, db, before.organizationId, input);
      const result = await pipeline.proposeChange({ actor: actorOf(user), source: 'UI', before, patch: {}, comments: [commentProposal(input)] });
      const comment = (await read.comments(ticketId)).find((c) => c.comment.id === result.commentIds[0])!;
      return presentComment(comment);
    },

    async activity(user: SessionUser, ticketId: number, query: z.output<typeof activityQuerySchema>): Promise<TicketActivity[]> {
      await requireWorkableTicket(user, db, ticketId);
      const rows = await read.activity(ticketId, { offset: query.page * query.pageSize, limit: query.pageSize, ascending: query.sortDirection === 'ASC' });
      return (await hideUnseenProblems(user, db, rows)).map(presentActivity);
    },

    async timeEntries(user: SessionUser, ticketId: number): Promise<TimeEntry[]> {
      await requireWorkableTicket(user, db, ticketId);
      return (await read.timeEntries(ticketId)).map(presentTimeEntry);
    },
    /** Logs time worked by the signed-in technician. */
    async addTimeEntry(user: SessionUser, ticketId: number, input: z.output<typeof timeEntryInputSchema>): Promise<TimeEntry> {
      const before = await requireWorkableTicket(user, db, ticketId);
      const { duration, startDate, ...rest } = input;
      const result = await pipeline.proposeChange({
        actor: actorOf(user),
        source: 'UI',
        before,
        patch: {},
        timeEntries: [{ ...rest, userId: user.id, userName: user.name, startDate: new Date(startDate), durationSeconds: duration }],
      });
      return presentTimeEntry((await read.timeEntries(ticketId)).find((e) => e.id === result.timeEntryIds[0])!);
    },
    /** Technicians delete their own entries; administrators any. */
    async deleteTimeEntry(user: SessionUser, ticketId: number, entryId: number): Promise<void> {
      const before = await requireWorkableTicket(user, db, ticketId);
      const [entry] = await ticketRecordLookups.timeEntries(db, ticketId, [entryId]);
      if (entry && entry.userId !== user.id && user.role !== 'SYSTEM_ADMINISTRATOR') throw forbidden(TICKET_FORBIDDEN);
      await pipeline.proposeChange({ actor: actorOf(user), source: 'UI', before, patch: {}, removeTimeEntryIds: [entryId] });
    },

    async attachments(user: SessionUser, ticketId: number): Promise<TicketAttachment[]> {
      await requireWorkableTicket(user, db, ticketId);
      return (await read.attachments(ticketId)).map(presentAttachment);
    },
    /** Attaches uploaded files (POST /api/uploads first) to the ticket. */
    async attach(user: SessionUser, ticketId: number, contentIds: string[]): Promise<TicketAttachment[]> {
      const before = await requireWorkableTicket(user, db, ticketId);
      await checkUploadReferences(user, db, { contentIds });
      await pipeline.proposeChange({ actor: actorOf(user), source: 'UI', before, patch: {}, attachContentIds: contentIds });
      return (await read.attachments(ticketId)).map(presentAttachment);
    },
    /** A short-lived signed address of one of the ticket's files, for the preview (spec 002 §7). */
    async signedUrl(user: SessionUser, ticketId: number, attachmentId: number): Promise<{ signedUrl: string }> {
      await requireWorkableTicket(user, db, ticketId);
      const row = (await read.attachments(ticketId)).find((a) => a.attachment.id === attachmentId);
      if (!row) throw notFound('File');
      return { signedUrl: await deps.previewLinks.url(row.upload.contentId) };
    },
    async removeAttachment(user: SessionUser, ticketId: number, attachmentId: number): Promise<void> {
      const before = await requireWorkableTicket(user, db, ticketId);
      await pipeline.proposeChange({ actor: actorOf(user), source: 'UI', before, patch: {}, removeAttachmentIds: [attachmentId] });
    },
  };
}
export type TicketRecordsService = ReturnType<typeof createTicketRecordsService>;
