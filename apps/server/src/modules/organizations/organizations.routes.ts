import { z } from 'zod';
import {
  createdEnrollmentTokenSchema,
  enrollmentTokenInputSchema,
  enrollmentTokenSchema,
  locationInputSchema,
  locationSchema,
  organizationInputSchema,
  organizationSchema,
  tablePage,
  tableQuerySchema,
} from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import { signedIn, type App } from '../../http/route-types.ts';
import type { OrganizationsService } from './organizations.service.ts';
import { dbIdSchema, idParams } from '../../http/route-params.ts';

const childParams = z.object({ id: dbIdSchema, childId: dbIdSchema });
const manage = { access: { auth: 'user' as const, permission: 'canManageOrganizations' as const } };
const tags = ['organizations'];

export function registerOrganizationsRoutes(app: App, orgs: OrganizationsService) {
  app.get(
    '/api/organizations',
    { schema: { tags, querystring: tableQuerySchema, response: { 200: tablePage(organizationSchema) } }, config: signedIn },
    (req) => orgs.page(req.query),
  );
  app.get('/api/organizations/:id', { schema: { tags, params: idParams, response: { 200: organizationSchema } }, config: signedIn }, (req) =>
    orgs.get(req.params.id),
  );
  app.post(
    '/api/organizations',
    { schema: { tags, body: organizationInputSchema, response: { 201: organizationSchema } }, config: manage },
    async (req, reply) => reply.code(201).send(await orgs.create(req.body)),
  );
  app.put(
    '/api/organizations/:id',
    { schema: { tags, params: idParams, body: organizationInputSchema, response: { 200: organizationSchema } }, config: manage },
    (req) => orgs.update(req.params.id, req.body),
  );
  app.delete('/api/organizations/:id', { schema: { tags, params: idParams, response: { 204: z.null() } }, config: manage }, async (req, reply) => {
    await orgs.delete(req.params.id);
    return reply.code(204).send(null);
  });

  app.get('/api/locations', { schema: { tags, response: { 200: z.array(locationSchema) } }, config: signedIn }, () => orgs.listLocations());
  app.get('/api/organizations/:id/locations', { schema: { tags, params: idParams, response: { 200: z.array(locationSchema) } }, config: signedIn }, (req) =>
    orgs.listLocations(req.params.id),
  );
  app.post(
    '/api/organizations/:id/locations',
    { schema: { tags, params: idParams, body: locationInputSchema, response: { 201: locationSchema } }, config: manage },
    async (req, reply) => reply.code(201).send(await orgs.createLocation(req.params.id, req.body)),
  );
  app.put(
    '/api/organizations/:id/locations/:childId',
    { schema: { tags, params: childParams, body: locationInputSchema, response: { 200: locationSchema } }, config: manage },
    (req) => orgs.updateLocation(req.params.id, req.params.childId, req.body),
  );
  app.delete(
    '/api/organizations/:id/locations/:childId',
    { schema: { tags, params: childParams, response: { 204: z.null() } }, config: manage },
    async (req, reply) => {
      await orgs.deleteLocation(req.params.id, req.params.childId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/organizations/:id/enrollment-tokens',
    { schema: { tags, params: idParams, response: { 200: z.array(enrollmentTokenSchema) } }, config: manage },
    (req) => orgs.listTokens(req.params.id),
  );
  app.post(
    '/api/organizations/:id/enrollment-tokens',
    { schema: { tags, params: idParams, body: enrollmentTokenInputSchema, response: { 201: createdEnrollmentTokenSchema } }, config: manage },
    async (req, reply) => reply.code(201).send(await orgs.createToken(req.params.id, currentUser(req).id, req.body)),
  );
  app.post(
    '/api/organizations/:id/enrollment-tokens/:childId/revoke',
    { schema: { tags, params: childParams, response: { 204: z.null() } }, config: manage },
    async (req, reply) => {
      await orgs.revokeToken(req.params.id, req.params.childId);
      return reply.code(204).send(null);
    },
  );
}
