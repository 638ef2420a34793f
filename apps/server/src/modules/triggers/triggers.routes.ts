import { z } from 'zod';
import { triggerInputSchema, triggerListQuerySchema, triggerOrderSchema, triggerSchema, triggerUpdateSchema } from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import { adminOnly, requires, type App } from '../../http/route-types.ts';
import type { TriggersService } from './triggers.service.ts';
import { idParams } from '../../http/route-params.ts';

const tags = ['ticketing automations and boards'];
// Technicians read shared boards (to run them) and make their own personal ones; administrators configure the rest.
// automation.policy.ts answers which rules, on every path below.
const ticketWork = requires('canManageTickets');

/** Spec 002 §7 "/ticketing/trigger": automations, response templates and ticket boards. */
export function registerTriggersRoutes(app: App, triggers: TriggersService) {
  app.get(
    '/api/ticketing/trigger',
    { schema: { tags, querystring: triggerListQuerySchema, response: { 200: z.array(triggerSchema) } }, config: ticketWork },
    (req) => triggers.list(currentUser(req), req.query.type),
  );
  app.get('/api/ticketing/trigger/:id', { schema: { tags, params: idParams, response: { 200: triggerSchema } }, config: ticketWork }, (req) =>
    triggers.get(currentUser(req), req.params.id),
  );
  // The spec's create path ends with a slash; the path without one is the same call.
  for (const path of ['/api/ticketing/trigger/', '/api/ticketing/trigger']) {
    app.post(path, { schema: { tags, body: triggerInputSchema, response: { 201: triggerSchema } }, config: ticketWork }, async (req, reply) =>
      reply.code(201).send(await triggers.create(currentUser(req), req.body)),
    );
  }
  app.put('/api/ticketing/trigger/order', { schema: { tags, body: triggerOrderSchema, response: { 200: z.array(triggerSchema) } }, config: adminOnly }, (req) =>
    triggers.order(req.body.type, req.body.ids),
  );
  app.put(
    '/api/ticketing/trigger/:id',
    { schema: { tags, params: idParams, body: triggerUpdateSchema, response: { 200: triggerSchema } }, config: ticketWork },
    (req) => triggers.update(currentUser(req), req.params.id, req.body),
  );
  app.delete('/api/ticketing/trigger/:id', { schema: { tags, params: idParams, response: { 204: z.null() } }, config: ticketWork }, async (req, reply) => {
    await triggers.delete(currentUser(req), req.params.id);
    return reply.code(204).send(null);
  });
}
