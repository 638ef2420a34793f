import { z } from 'zod';
import {
  formListQuerySchema,
  tagInputSchema,
  tagListQuerySchema,
  tagSchema,
  ticketAttributeInputSchema,
  ticketAttributeSchema,
  ticketFormInputSchema,
  ticketFormSchema,
  ticketingConfigInputSchema,
  ticketingConfigSchema,
  ticketStatusInputSchema,
  ticketStatusSchema,
} from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import { adminOnly, requires, signedIn, type App } from '../../http/route-types.ts';
import type { FormsService } from './forms.service.ts';
import type { TicketingConfigService } from './ticketing-config.service.ts';
import { idParams } from '../../http/route-params.ts';

const noContent = { 204: z.null() };
const tags = ['ticketing-config'];
const workTickets = requires('canManageTickets');

/**
 * Service-desk configuration. Everyone signed in may read it (editors, boards and pickers need
 * it); technicians who work tickets may add tags; administrators change the rest.
 */
export function registerTicketingConfigRoutes(app: App, deps: { config: TicketingConfigService; forms: FormsService }) {
  const { config, forms } = deps;

  app.get(
    '/api/ticketing/statuses',
    {
      schema: {
        tags,
        summary: 'Ticket statuses in workflow order: the six system statuses and custom ones under them',
        response: { 200: z.array(ticketStatusSchema) },
      },
      config: signedIn,
    },
    () => config.listStatuses(),
  );
  app.post(
    '/api/ticketing/statuses',
    {
      schema: { tags, summary: 'Add a custom status under a system status', body: ticketStatusInputSchema, response: { 201: ticketStatusSchema } },
      config: adminOnly,
    },
    async (req, reply) => reply.code(201).send(await config.createStatus(req.body)),
  );
  app.put(
    '/api/ticketing/statuses/:id',
    {
      schema: {
        tags,
        summary: 'Change a custom status (system statuses are fixed)',
        params: idParams,
        body: ticketStatusInputSchema,
        response: { 200: ticketStatusSchema },
      },
      config: adminOnly,
    },
    (req) => config.updateStatus(req.params.id, req.body),
  );
  app.delete(
    '/api/ticketing/statuses/:id',
    { schema: { tags, summary: 'Delete a custom status no ticket uses', params: idParams, response: noContent }, config: adminOnly },
    async (req, reply) => {
      await config.deleteStatus(req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/ticketing/tags',
    {
      schema: {
        tags,
        summary: 'Tags: every tag (pageSize 0), or a page after anchorName matching searchCriteria',
        querystring: tagListQuerySchema,
        response: { 200: z.array(tagSchema) },
      },
      config: signedIn,
    },
    (req) => config.listTags(req.query),
  );
  app.post(
    '/api/ticketing/tags',
    {
      schema: { tags, summary: "Create a tag ('Tag already exists' on a duplicate in any case)", body: tagInputSchema, response: { 201: tagSchema } },
      config: workTickets,
    },
    async (req, reply) => reply.code(201).send(await config.createTag(req.body.name, currentUser(req).id)),
  );
  app.put(
    '/api/ticketing/tags/:id',
    { schema: { tags, summary: 'Rename a tag', params: idParams, body: tagInputSchema, response: { 200: tagSchema } }, config: adminOnly },
    (req) => config.renameTag(req.params.id, req.body.name),
  );
  app.delete(
    '/api/ticketing/tags/:id',
    { schema: { tags, summary: 'Delete a tag (it leaves every ticket)', params: idParams, response: noContent }, config: adminOnly },
    async (req, reply) => {
      await config.deleteTag(req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/ticketing/forms',
    {
      schema: {
        tags,
        summary: 'Forms: active ones sorted by name (includeInactive=true for the editor)',
        querystring: formListQuerySchema,
        response: { 200: z.array(ticketFormSchema) },
      },
      config: signedIn,
    },
    (req) => forms.listForms(req.query.includeInactive),
  );
  app.get(
    '/api/ticketing/forms/:id',
    { schema: { tags, summary: 'One form with its attributes', params: idParams, response: { 200: ticketFormSchema } }, config: signedIn },
    (req) => forms.getForm(req.params.id),
  );
  app.post(
    '/api/ticketing/forms',
    { schema: { tags, summary: 'Create a form', body: ticketFormInputSchema, response: { 201: ticketFormSchema } }, config: adminOnly },
    async (req, reply) => reply.code(201).send(await forms.createForm(req.body)),
  );
  app.put(
    '/api/ticketing/forms/:id',
    {
      schema: { tags, summary: 'Change a form and its attribute list', params: idParams, body: ticketFormInputSchema, response: { 200: ticketFormSchema } },
      config: adminOnly,
    },
    (req) => forms.updateForm(req.params.id, req.body),
  );
  app.delete(
    '/api/ticketing/forms/:id',
    { schema: { tags, summary: 'Delete a form no ticket uses', params: idParams, response: noContent }, config: adminOnly },
    async (req, reply) => {
      await forms.deleteForm(req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/ticketing/attributes',
    { schema: { tags, summary: 'Custom ticket attributes (GetAttributeList)', response: { 200: z.array(ticketAttributeSchema) } }, config: signedIn },
    () => forms.listAttributes(),
  );
  app.post(
    '/api/ticketing/attributes',
    {
      schema: { tags, summary: 'Create an attribute (choices get ids)', body: ticketAttributeInputSchema, response: { 201: ticketAttributeSchema } },
      config: adminOnly,
    },
    async (req, reply) => reply.code(201).send(await forms.createAttribute(req.body)),
  );
  app.put(
    '/api/ticketing/attributes/:id',
    {
      schema: {
        tags,
        summary: 'Change an attribute (type and used choices stay while tickets hold values)',
        params: idParams,
        body: ticketAttributeInputSchema,
        response: { 200: ticketAttributeSchema },
      },
      config: adminOnly,
    },
    (req) => forms.updateAttribute(req.params.id, req.body),
  );
  app.delete(
    '/api/ticketing/attributes/:id',
    { schema: { tags, summary: 'Delete an attribute no ticket holds a value of', params: idParams, response: noContent }, config: adminOnly },
    async (req, reply) => {
      await forms.deleteAttribute(req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/ticketing/config',
    { schema: { tags, summary: 'The service-desk settings (defaults until first saved)', response: { 200: ticketingConfigSchema } }, config: signedIn },
    () => config.getConfig(),
  );
  app.put(
    '/api/ticketing/config',
    {
      schema: { tags, summary: 'Replace the service-desk settings', body: ticketingConfigInputSchema, response: { 200: ticketingConfigSchema } },
      config: adminOnly,
    },
    (req) => config.putConfig(req.body, currentUser(req).id),
  );
}
