import { locationPickerQuerySchema, locationPickItemSchema, organizationPickItemSchema, pickerPage, pickerQuerySchema } from '@outpost/contracts';
import { signedIn, type App } from '../../http/route-types.ts';
import type { QueryService } from './query.service.ts';

const tags = ['query'];

/** Organization and location pickers: 50 a page, searchable by name, for anyone signed in. */
export function registerQueryRoutes(app: App, query: QueryService) {
  app.get(
    '/api/query/organizations',
    { schema: { tags, summary: 'Organization picker: by name, 50 a page', querystring: pickerQuerySchema, response: { 200: pickerPage(organizationPickItemSchema) } }, config: signedIn },
    (req) => query.organizations(req.query.searchCriteria, req.query.page),
  );
  app.get(
    '/api/query/locations',
    { schema: { tags, summary: 'Location picker: by name (optionally in one organization), 50 a page, rows name their organization', querystring: locationPickerQuerySchema, response: { 200: pickerPage(locationPickItemSchema) } }, config: signedIn },
    (req) => query.locations(req.query.searchCriteria, req.query.organizationId, req.query.page),
  );
}
