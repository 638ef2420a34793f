import { z } from 'zod';
import {
  incidentAssignSchema,
  incidentSchema,
  pickerPage,
  pickerQuerySchema,
  problemPickItemSchema,
  tablePage,
  tableQuerySchema,
  technicianPickerQuerySchema,
  technicianPickItemSchema,
  ticketCreateSchema,
  ticketDetailSchema,
  ticketMergeSchema,
  ticketRowSchema,
  ticketUpdateSchema,
} from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import { requiresWithMessage, type App } from '../../http/route-types.ts';
import { TICKET_FORBIDDEN } from './scope/ticket-scope.ts';
import type { TicketsService } from './tickets.service.ts';

export const ticketIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
/**
 * Working tickets needs canManageTickets (administrators hold it); refused callers get the spec's
 * message. Each service call then narrows to the organizations the user's role works.
 */
export const workTickets = requiresWithMessage(TICKET_FORBIDDEN, 'canManageTickets');
export const ticketTags = ['tickets'];
/** The mention typeahead names its ticket: only technicians who work the ticket's organization may be tagged. */
const technicianQuerySchema = technicianPickerQuerySchema.extend({ ticketId: ticketIdParams.shape.id.optional() });
const tags = ticketTags;

/** Tickets: the list, create, read, update, delete, merge, incident assignment and the pickers. */
export function registerTicketsRoutes(app: App, tickets: TicketsService) {
  app.get(
    '/api/ticketing/tickets',
    {
      schema: {
        tags,
        summary:
          "Ticket list: a server-driven table of the tickets of the organizations the user's role works (search summary or #id; filters status, statusParent, type, priority, severity, source, organizationId, locationId, assignedAppUserId (null: unassigned), requesterUid, requesterUserId, tags, formId, parentTicketId; default sort id descending)",
        querystring: tableQuerySchema,
        response: { 200: tablePage(ticketRowSchema) },
      },
      config: workTickets,
    },
    (req) => tickets.page(currentUser(req), req.query),
  );
  app.post(
    '/api/ticketing/ticket',
    {
      schema: {
        tags,
        summary: 'Create a ticket (status NEW and source TECHNICIAN unless given), optionally with a first comment',
        body: ticketCreateSchema,
        response: { 201: ticketDetailSchema },
      },
      config: workTickets,
    },
    async (req, reply) => reply.code(201).send(await tickets.create(currentUser(req), req.body)),
  );
  // Static paths before `:id`, which would otherwise read 'problem' as an id.
  app.get(
    '/api/ticketing/ticket/problem',
    {
      schema: {
        tags,
        summary: "Problem ticket picker: PROBLEM tickets of the user's organizations by summary or #id, 50 a page, items labelled '#id name'",
        querystring: pickerQuerySchema,
        response: { 200: pickerPage(problemPickItemSchema) },
      },
      config: workTickets,
    },
    (req) => tickets.problems(currentUser(req), req.query.searchCriteria, req.query.page),
  );
  app.get(
    '/api/ticketing/technicians',
    {
      schema: {
        tags,
        summary:
          'Assignee and mention picker: active users who can work tickets (given organizationId, or a ticketId the caller works, those whose role works its organization), 50 a page',
        querystring: technicianQuerySchema,
        response: { 200: pickerPage(technicianPickItemSchema) },
      },
      config: workTickets,
    },
    (req) => tickets.technicians(currentUser(req), req.query),
  );
  app.get(
    '/api/ticketing/ticket/:id',
    {
      schema: {
        tags,
        summary:
          "One ticket (403 'Error ticket forbidden' outside the organizations the user's role works), with '(Deleted)' and 'User not Found' markers (deleted / found flags) on its references",
        params: ticketIdParams,
        response: { 200: ticketDetailSchema },
      },
      config: workTickets,
    },
    (req) => tickets.view(currentUser(req), req.params.id),
  );
  app.patch(
    '/api/ticketing/ticket/:id',
    {
      schema: {
        tags,
        summary: "Change a ticket (and add a comment) in one save; a stale version is refused with 409; resolveIncidents solves a problem's incidents too",
        params: ticketIdParams,
        body: ticketUpdateSchema,
        response: { 200: ticketDetailSchema },
      },
      config: workTickets,
    },
    (req) => tickets.update(currentUser(req), req.params.id, req.body),
  );
  app.delete(
    '/api/ticketing/ticket/:id',
    {
      schema: { tags, summary: 'Delete a ticket (it is marked deleted and leaves every list)', params: ticketIdParams, response: { 204: z.null() } },
      config: workTickets,
    },
    async (req, reply) => {
      await tickets.delete(currentUser(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/api/ticketing/ticket/:id/merge',
    {
      schema: {
        tags,
        summary: 'Merge this ticket into another; answers the target',
        params: ticketIdParams,
        body: ticketMergeSchema,
        response: { 200: ticketDetailSchema },
      },
      config: workTickets,
    },
    (req) => tickets.merge(currentUser(req), req.params.id, req.body.targetTicketId),
  );
  app.put(
    '/api/ticketing/ticket/:id/problem',
    {
      schema: {
        tags,
        summary: "Assign or reassign this incident to a problem ('Cannot assign ticket to the same problem')",
        params: ticketIdParams,
        body: incidentAssignSchema,
        response: { 200: ticketDetailSchema },
      },
      config: workTickets,
    },
    (req) => tickets.assignProblem(currentUser(req), req.params.id, req.body.problemTicketId),
  );
  app.delete(
    '/api/ticketing/ticket/:id/problem',
    { schema: { tags, summary: 'Take this incident off its problem', params: ticketIdParams, response: { 200: ticketDetailSchema } }, config: workTickets },
    (req) => tickets.unassignProblem(currentUser(req), req.params.id),
  );
  app.get(
    '/api/ticketing/ticket/:id/incidents',
    { schema: { tags, summary: "A problem's incidents", params: ticketIdParams, response: { 200: z.array(incidentSchema) } }, config: workTickets },
    (req) => tickets.incidents(currentUser(req), req.params.id),
  );
}
