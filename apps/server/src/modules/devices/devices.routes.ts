import { z } from 'zod';
import { deviceDetailSchema, deviceSchema, deviceUpdateSchema, tablePage, tableQuerySchema } from '@outpost/contracts';
import { sendPreSerialized } from '../../http/pre-serialized.ts';
import { signedIn, type App } from '../../http/route-types.ts';
import type { DevicesService } from './devices.service.ts';
import { idParams } from '../../http/route-params.ts';

const manage = { access: { auth: 'user' as const, permission: 'canManageDevices' as const } };
const tags = ['devices'];

export function registerDevicesRoutes(app: App, devices: DevicesService) {
  app.get(
    '/api/devices',
    { schema: { tags, querystring: tableQuerySchema, response: { 200: tablePage(deviceSchema) } }, config: signedIn },
    async (req, reply) => sendPreSerialized(reply, await devices.pageBody(req.query)),
  );
  app.get('/api/devices/:id', { schema: { tags, params: idParams, response: { 200: deviceDetailSchema } }, config: signedIn }, (req) =>
    devices.get(req.params.id),
  );
  app.patch(
    '/api/devices/:id',
    { schema: { tags, params: idParams, body: deviceUpdateSchema, response: { 200: deviceDetailSchema } }, config: manage },
    (req) => devices.update(req.params.id, req.body),
  );
  app.delete('/api/devices/:id', { schema: { tags, params: idParams, response: { 204: z.null() } }, config: manage }, async (req, reply) => {
    await devices.delete(req.params.id);
    return reply.code(204).send(null);
  });
}
