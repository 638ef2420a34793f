import { locationPickerQuerySchema, locationPickItemSchema, organizationPickItemSchema, pickerPage, pickerQuerySchema } from '@outpost/contracts';
import { z } from 'zod';
import { currentUser } from '../../http/access.ts';
import { signedIn, type App } from '../../http/route-types.ts';
import { scopeOf } from '../tickets/scope/ticket-scope.ts';
import type { QueryService } from './query.service.ts';

const tags = ['query'];
// The ticket form and ticket filters ask for the organizations whose tickets the caller works
// (decision 0014); contacts and administration screens list them all.
const organizationPickerQuerySchema = pickerQuerySchema.extend({ forTickets: z.enum(['true', 'false']).default('false') });

/** Organization and location pickers (50 a page, searchable by name) and the editors' organization list, for anyone signed in. */
export function registerQueryRoutes(app: App, query: QueryService) {
  app.get(
    '/api/query/organizations',
    {
      schema: {
        tags,
        summary: 'Organization picker: by name, 50 a page; forTickets=true: only those whose tickets the caller works',
        querystring: organizationPickerQuerySchema,
        response: { 200: pickerPage(organizationPickItemSchema) },
      },
      config: signedIn,
    },
    (req) => query.organizations(req.query.searchCriteria, req.query.page, req.query.forTickets === 'true' ? scopeOf(currentUser(req)) : null),
  );
  app.get(
    '/api/query/locations',
    {
      schema: {
        tags,
        summary: 'Location picker: by name (optionally in one organization), 50 a page, rows name their organization',
        querystring: locationPickerQuerySchema,
        response: { 200: pickerPage(locationPickItemSchema) },
      },
      config: signedIn,
    },
    (req) => query.locations(req.query.searchCriteria, req.query.organizationId, req.query.page),
  );
  app.get(
    '/api/client/list',
    {
      schema: {
        tags,
        summary: 'Every organization by name, for the rule and board editors (spec 002 §7 GET /client/list)',
        response: { 200: z.array(organizationPickItemSchema) },
      },
      config: signedIn,
    },
    () => query.clientList(),
  );
}
