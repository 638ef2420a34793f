import { z } from 'zod';
import { contactInputSchema, contactSchema, contactUidSchema, tablePage, tableQuerySchema } from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import { requires, type App } from '../../http/route-types.ts';
import type { ContactsService } from './contacts.service.ts';

const uidParams = z.object({ uid: contactUidSchema });
const tags = ['contacts'];
// Technicians working tickets add requesters as they go (of the organizations they work:
// contact.policy.ts); organization managers keep the lists.
const manage = requires('canManageTickets', 'canManageOrganizations');

/** End-user contacts: a server-driven table (filter `organizationId`), and CRUD by uid, each within the caller's reach. */
export function registerContactsRoutes(app: App, contacts: ContactsService) {
  app.get(
    '/api/ticketing/contacts',
    {
      schema: {
        tags,
        summary: 'Contacts: a server-driven table (filter organizationId; search name or e-mail)',
        querystring: tableQuerySchema,
        response: { 200: tablePage(contactSchema) },
      },
      config: manage,
    },
    (req) => contacts.page(currentUser(req), req.query),
  );
  app.get(
    '/api/ticketing/contacts/:uid',
    { schema: { tags, summary: 'One contact by uid (deleted ones too, marked)', params: uidParams, response: { 200: contactSchema } }, config: manage },
    (req) => contacts.get(currentUser(req), req.params.uid),
  );
  app.post(
    '/api/ticketing/contacts',
    { schema: { tags, summary: 'Add a contact to an organization', body: contactInputSchema, response: { 201: contactSchema } }, config: manage },
    async (req, reply) => reply.code(201).send(await contacts.create(currentUser(req), req.body)),
  );
  app.put(
    '/api/ticketing/contacts/:uid',
    { schema: { tags, summary: 'Change a contact', params: uidParams, body: contactInputSchema, response: { 200: contactSchema } }, config: manage },
    (req) => contacts.update(currentUser(req), req.params.uid, req.body),
  );
  app.delete(
    '/api/ticketing/contacts/:uid',
    { schema: { tags, summary: 'Delete a contact (marked; tickets keep naming it)', params: uidParams, response: { 204: z.null() } }, config: manage },
    async (req, reply) => {
      await contacts.delete(currentUser(req), req.params.uid);
      return reply.code(204).send(null);
    },
  );
}
