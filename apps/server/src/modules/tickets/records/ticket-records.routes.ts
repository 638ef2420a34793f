import { z } from 'zod';
import {
  activityQuerySchema,
  attachmentsInputSchema,
  commentInputSchema,
  signedUrlSchema,
  ticketActivitySchema,
  ticketAttachmentSchema,
  ticketCommentSchema,
  timeEntryInputSchema,
  timeEntrySchema,
  timerSchema,
  timerStopResultSchema,
  timerStopSchema,
} from '@outpost/contracts';
import { currentUser } from '../../../http/access.ts';
import type { App } from '../../../http/route-types.ts';
import type { TicketRecordsService } from './records.service.ts';
import { ticketIdParams, ticketTags as tags, workTickets } from '../tickets.routes.ts';
import type { TimersService } from './timers.service.ts';

const childParams = ticketIdParams.extend({ childId: z.coerce.number().int().min(1).max(2_147_483_647) });
const noContent = { 204: z.null() };

/** Comments, the activity log, time entries, the technician's timer and files of a ticket. */
export function registerTicketRecordsRoutes(app: App, deps: { records: TicketRecordsService; timers: TimersService }) {
  const { records, timers } = deps;
  const base = '/api/ticketing/ticket/:id';

  app.get(
    `${base}/comments`,
    {
      schema: { tags, summary: "A ticket's comments, oldest first", params: ticketIdParams, response: { 200: z.array(ticketCommentSchema) } },
      config: workTickets,
    },
    (req) => records.comments(currentUser(req), req.params.id),
  );
  app.post(
    `${base}/comments`,
    {
      schema: {
        tags,
        summary: 'Add a public or private comment (HTML sanitised; mentions become techniciansTagged; uploads by content id)',
        params: ticketIdParams,
        body: commentInputSchema,
        response: { 201: ticketCommentSchema },
      },
      config: workTickets,
    },
    async (req, reply) => reply.code(201).send(await records.addComment(currentUser(req), req.params.id, req.body)),
  );
  app.get(
    `${base}/activity`,
    {
      schema: {
        tags,
        summary: "A ticket's activity log: who, when, which field, old → new",
        params: ticketIdParams,
        querystring: activityQuerySchema,
        response: { 200: z.array(ticketActivitySchema) },
      },
      config: workTickets,
    },
    (req) => records.activity(currentUser(req), req.params.id, req.query),
  );

  app.get(
    `${base}/time-entries`,
    {
      schema: { tags, summary: "A ticket's time entries, by start", params: ticketIdParams, response: { 200: z.array(timeEntrySchema) } },
      config: workTickets,
    },
    (req) => records.timeEntries(currentUser(req), req.params.id),
  );
  app.post(
    `${base}/time-entries`,
    {
      schema: {
        tags,
        summary: 'Log time worked by the signed-in technician',
        params: ticketIdParams,
        body: timeEntryInputSchema,
        response: { 201: timeEntrySchema },
      },
      config: workTickets,
    },
    async (req, reply) => reply.code(201).send(await records.addTimeEntry(currentUser(req), req.params.id, req.body)),
  );
  app.delete(
    `${base}/time-entries/:childId`,
    { schema: { tags, summary: "Delete a time entry (one's own; administrators any)", params: childParams, response: noContent }, config: workTickets },
    async (req, reply) => {
      await records.deleteTimeEntry(currentUser(req), req.params.id, req.params.childId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/ticketing/timers',
    {
      schema: { tags, summary: "The signed-in technician's timers on live tickets (running and paused)", response: { 200: z.array(timerSchema) } },
      config: workTickets,
    },
    (req) => timers.mine(currentUser(req)),
  );
  app.get(
    `${base}/timer`,
    {
      schema: { tags, summary: "The signed-in technician's timer on this ticket", params: ticketIdParams, response: { 200: timerSchema } },
      config: workTickets,
    },
    (req) => timers.get(currentUser(req), req.params.id),
  );
  for (const action of ['start', 'pause', 'resume'] as const) {
    app.post(
      `${base}/timer/${action}`,
      {
        schema: {
          tags,
          summary: "Start, pause or resume the signed-in technician's timer on this ticket",
          params: ticketIdParams,
          response: { 200: timerSchema },
        },
        config: workTickets,
      },
      (req) => timers[action](currentUser(req), req.params.id),
    );
  }
  app.post(
    `${base}/timer/stop`,
    {
      schema: {
        tags,
        summary: 'Stop the timer: its time becomes a time entry',
        params: ticketIdParams,
        body: timerStopSchema,
        response: { 200: timerStopResultSchema },
      },
      config: workTickets,
    },
    (req) => timers.stop(currentUser(req), req.params.id, req.body),
  );

  app.get(
    `${base}/attachments`,
    {
      schema: {
        tags,
        summary: "Files attached to a ticket (comments' and the description's included)",
        params: ticketIdParams,
        response: { 200: z.array(ticketAttachmentSchema) },
      },
      config: workTickets,
    },
    (req) => records.attachments(currentUser(req), req.params.id),
  );
  app.post(
    `${base}/attachments`,
    {
      schema: {
        tags,
        summary: 'Attach uploaded files (POST /api/uploads first) to the ticket',
        params: ticketIdParams,
        body: attachmentsInputSchema,
        response: { 201: z.array(ticketAttachmentSchema) },
      },
      config: workTickets,
    },
    async (req, reply) => reply.code(201).send(await records.attach(currentUser(req), req.params.id, req.body.contentIds)),
  );
  app.get(
    `${base}/attachments/:childId/signed-url`,
    {
      schema: {
        tags,
        summary: "A signed preview address of one of the ticket's files, good for a few minutes without the session (clients reuse it about 55 s)",
        params: childParams,
        response: { 200: signedUrlSchema },
      },
      config: workTickets,
    },
    (req) => records.signedUrl(currentUser(req), req.params.id, req.params.childId),
  );
  app.delete(
    `${base}/attachments/:childId`,
    { schema: { tags, summary: 'Remove a file from the ticket', params: childParams, response: noContent }, config: workTickets },
    async (req, reply) => {
      await records.removeAttachment(currentUser(req), req.params.id, req.params.childId);
      return reply.code(204).send(null);
    },
  );
}
