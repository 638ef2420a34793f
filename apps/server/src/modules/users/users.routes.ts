import { z } from 'zod';
import { technicianRoleInputSchema, technicianRoleSchema, userCreateSchema, userSchema, userUpdateSchema } from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import type { App } from '../../http/route-types.ts';
import type { UsersService } from './users.service.ts';
import { idParams } from '../../http/route-params.ts';

const admin = { access: { auth: 'admin' as const } };

export function registerUsersRoutes(app: App, users: UsersService) {
  app.get('/api/users', { schema: { tags: ['users'], response: { 200: z.array(userSchema) } }, config: admin }, () => users.list());
  app.post('/api/users', { schema: { tags: ['users'], body: userCreateSchema, response: { 201: userSchema } }, config: admin }, async (req, reply) =>
    reply.code(201).send(await users.create(req.body)),
  );
  app.patch('/api/users/:id', { schema: { tags: ['users'], params: idParams, body: userUpdateSchema, response: { 200: userSchema } }, config: admin }, (req) =>
    users.update(req.params.id, currentUser(req).id, req.body),
  );

  app.get('/api/technician-roles', { schema: { tags: ['users'], response: { 200: z.array(technicianRoleSchema) } }, config: admin }, () => users.listRoles());
  app.post(
    '/api/technician-roles',
    { schema: { tags: ['users'], body: technicianRoleInputSchema, response: { 201: technicianRoleSchema } }, config: admin },
    async (req, reply) => reply.code(201).send(await users.createRole(req.body)),
  );
  app.put(
    '/api/technician-roles/:id',
    { schema: { tags: ['users'], params: idParams, body: technicianRoleInputSchema, response: { 200: technicianRoleSchema } }, config: admin },
    (req) => users.updateRole(req.params.id, req.body),
  );
  app.delete('/api/technician-roles/:id', { schema: { tags: ['users'], params: idParams, response: { 204: z.null() } }, config: admin }, async (req, reply) => {
    await users.deleteRole(req.params.id);
    return reply.code(204).send(null);
  });
}
