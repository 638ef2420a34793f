import { z } from 'zod';
import { deviceRoleInputSchema, deviceRoleSchema } from '@outpost/contracts';
import { signedIn, type App } from '../../http/route-types.ts';
import type { DeviceRolesService } from './device-roles.service.ts';
import { idParams } from '../../http/route-params.ts';

const manage = { access: { auth: 'user' as const, permission: 'canManageDevices' as const } };
const tags = ['device-roles'];

export function registerDeviceRolesRoutes(app: App, roles: DeviceRolesService) {
  app.get('/api/device-roles', { schema: { tags, response: { 200: z.array(deviceRoleSchema) } }, config: signedIn }, () => roles.list());
  app.post('/api/device-roles', { schema: { tags, body: deviceRoleInputSchema, response: { 201: deviceRoleSchema } }, config: manage }, async (req, reply) =>
    reply.code(201).send(await roles.create(req.body)),
  );
  app.put(
    '/api/device-roles/:id',
    { schema: { tags, params: idParams, body: deviceRoleInputSchema, response: { 200: deviceRoleSchema } }, config: manage },
    (req) => roles.update(req.params.id, req.body),
  );
  app.delete('/api/device-roles/:id', { schema: { tags, params: idParams, response: { 204: z.null() } }, config: manage }, async (req, reply) => {
    await roles.delete(req.params.id);
    return reply.code(204).send(null);
  });
}
