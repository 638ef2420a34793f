import { z } from 'zod';
import {
  deliverySchema,
  ruleReferenceProblemsSchema,
  ruleRunSchema,
  sweepResultSchema,
  sweepStatusSchema,
  templateApplyInputSchema,
  templateOptionSchema,
  templatePreviewSchema,
  triggerTypeSchema,
} from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import { adminOnly, requiresWithMessage, type App } from '../../http/route-types.ts';
import { AppError } from '../../lib/errors.ts';
import { requireWorkableTicket, TICKET_FORBIDDEN } from '../tickets/scope/ticket-scope.ts';
import { testClockAdvanceSchema, testClockSchema } from './automations.api.ts';
import type { AutomationServices } from './automations.module.ts';
import { dbIdSchema } from '../../http/route-params.ts';

const ticketParams = z.object({ id: dbIdSchema });
const templateParams = z.object({ id: dbIdSchema, templateId: dbIdSchema });
const tags = ['ticketing automations and boards'];
const workTickets = requiresWithMessage(TICKET_FORBIDDEN, 'canManageTickets');

/**
 * Automations beyond the rule store (which is /api/ticketing/trigger): response templates
 * applied to a ticket, the deleted records rules still name, the time sweep, and a ticket's
 * notification deliveries.
 */
export function registerAutomationRoutes(app: App, automations: AutomationServices) {
  app.get(
    '/api/ticketing/response-template/options',
    {
      schema: { tags, summary: 'Enabled response templates by name, for the ticket page picker', response: { 200: z.array(templateOptionSchema) } },
      config: workTickets,
    },
    () => automations.templates.options(),
  );
  app.post(
    '/api/ticketing/ticket/:id/response-template/:templateId',
    {
      schema: {
        tags,
        summary: 'Applies a response template to the ticket being edited, for review: the fields, comment and time it sets (nothing is saved)',
        params: templateParams,
        body: templateApplyInputSchema,
        response: { 200: templatePreviewSchema },
      },
      config: workTickets,
    },
    async (req) => {
      const user = currentUser(req);
      await requireWorkableTicket(user, automations.db, req.params.id);
      return automations.templates.preview(user, req.params.id, req.params.templateId, req.body);
    },
  );
  app.get(
    '/api/ticketing/ticket/:id/automation-deliveries',
    {
      schema: {
        tags,
        summary: 'Notifications automations sent about a ticket, newest first, with failures',
        params: ticketParams,
        response: { 200: z.array(deliverySchema) },
      },
      config: workTickets,
    },
    async (req) => {
      await requireWorkableTicket(currentUser(req), automations.db, req.params.id);
      return automations.channels.deliveries({ ticketId: req.params.id });
    },
  );
  app.get(
    '/api/ticketing/automation/references',
    {
      schema: {
        tags,
        summary: 'Automations that name deleted users, organizations, locations, channels or inactive forms (the list screens mark them)',
        querystring: z.object({ type: triggerTypeSchema.exclude(['BOARD']).optional() }),
        response: { 200: z.array(ruleReferenceProblemsSchema) },
      },
      // Reading automations is administrative (automation.policy.ts); boards are not listed here.
      config: adminOnly,
    },
    (req) => automations.references(req.query.type),
  );
  app.get(
    '/api/ticketing/automation/:id/runs',
    {
      schema: {
        tags,
        summary: "A rule's run history: on which ticket it fired, what it changed and what it could not apply, newest first",
        params: ticketParams,
        response: { 200: z.array(ruleRunSchema) },
      },
      // Reading automations is administrative (automation.policy.ts).
      config: adminOnly,
    },
    (req) => automations.runs(req.params.id),
  );
  app.get(
    '/api/ticketing/automation/sweep',
    { schema: { tags, summary: 'The time-based automations sweep: cadence, cap and the last run', response: { 200: sweepStatusSchema } }, config: adminOnly },
    () => automations.time.status(),
  );
  app.post(
    '/api/ticketing/automation/sweep',
    { schema: { tags, summary: 'Runs the time-based automations sweep now (unless one is running)', response: { 200: sweepResultSchema } }, config: adminOnly },
    async () => {
      const result = await automations.time.sweep();
      if (!result.ran) throw new AppError('CONFLICT', 'A sweep is already running');
      return result;
    },
  );
  // Registered only on servers started with OUTPOST_TEST_CLOCK=true (decision 0021): anywhere else
  // it does not exist, so every caller gets the 404 of an unknown route (issue 22). The access
  // matrix runs with the clock on, so the route stays in it.
  const clock = automations.testClock;
  if (!clock) return;
  app.post(
    '/api/ticketing/automation/test-clock',
    {
      schema: {
        tags,
        summary: 'Moves the clock time-based automations read forward (servers started for tests with OUTPOST_TEST_CLOCK=true only)',
        body: testClockAdvanceSchema,
        response: { 200: testClockSchema },
      },
      config: adminOnly,
    },
    (req) => {
      clock.advance(req.body.seconds * 1000);
      return { offsetSeconds: clock.offsetMs() / 1000, now: clock.now().toISOString() };
    },
  );
}
