import { z } from 'zod';
import { backupPlanInputSchema, backupPlanSchema } from '@outpost/contracts';
import { currentUser } from '../../../http/access.ts';
import type { App } from '../../../http/route-types.ts';
import type { PlansService } from './plans.service.ts';
import { dbIdSchema } from '../../../http/route-params.ts';

const tags = ['backup'];
const manage = { access: { auth: 'user' as const, permission: 'canManageDevices' as const } };
const node = z.object({ nodeId: dbIdSchema });
const plan = node.extend({ planUid: z.string().min(1).max(100) });
const runAnswer = z.object({ resultCode: z.string(), message: z.string(), jobUid: z.string() });

/** Plan management from the device page (canManageDevices). */
export function registerPlansRoutes(app: App, plans: PlansService) {
  app.post(
    '/api/backup/nodes/:nodeId/plans',
    { schema: { tags, params: node, body: backupPlanInputSchema, response: { 201: backupPlanSchema } }, config: manage },
    async (req, reply) => reply.code(201).send(await plans.create(req.params.nodeId, req.body)),
  );
  app.put(
    '/api/backup/nodes/:nodeId/plans/:planUid',
    { schema: { tags, params: plan, body: backupPlanInputSchema, response: { 200: backupPlanSchema } }, config: manage },
    (req) => plans.update(req.params.nodeId, req.params.planUid, req.body),
  );
  app.delete(
    '/api/backup/nodes/:nodeId/plans/:planUid',
    { schema: { tags, params: plan, response: { 204: z.null() } }, config: manage },
    async (req, reply) => {
      await plans.delete(req.params.nodeId, req.params.planUid);
      return reply.code(204).send(null);
    },
  );
  app.post('/api/backup/nodes/:nodeId/plans/:planUid/run', { schema: { tags, params: plan, response: { 200: runAnswer } }, config: manage }, (req) =>
    plans.run(req.params.nodeId, req.params.planUid, currentUser(req).id),
  );
}
