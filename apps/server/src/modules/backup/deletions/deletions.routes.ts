import { z } from 'zod';
import { backupDeletionSchema, deleteRevisionsSchema, deletionScheduledSchema } from '@outpost/contracts';
import { currentUser } from '../../../http/access.ts';
import { signedIn, type App } from '../../../http/route-types.ts';
import type { DeletionsService } from './deletions.service.ts';

const tags = ['backup-deletions'];
const manage = { access: { auth: 'user' as const, permission: 'canManageDevices' as const } };
const node = z.object({ nodeId: z.coerce.number().int() });

/** Both deletion calls of spec 000 §7 (scheduled 72 h ahead), the list of deletions and cancel. */
export function registerDeletionsRoutes(app: App, deletions: DeletionsService) {
  app.post(
    '/api/backup/lockhart/nodes/:nodeId/delete-plan-revisions',
    {
      schema: {
        tags,
        params: node,
        querystring: z.object({ planName: z.string().max(200).optional() }),
        body: z.array(z.union([z.string().min(1).max(100), z.number().int()])).max(100),
        response: { 200: deletionScheduledSchema },
      },
      config: manage,
    },
    (req) => deletions.schedulePlans(currentUser(req).id, req.params.nodeId, req.body.map(String)),
  );
  app.post(
    '/api/backup/lockhart/nodes/:nodeId/plans/:planId/delete-revisions',
    {
      schema: { tags, params: node.extend({ planId: z.string().min(1).max(100) }), body: deleteRevisionsSchema, response: { 200: deletionScheduledSchema } },
      config: manage,
    },
    (req) => deletions.scheduleItems(currentUser(req).id, req.params.nodeId, req.params.planId, req.body),
  );
  app.get(
    '/api/backup/deletions',
    { schema: { tags, querystring: z.object({ nodeId: z.coerce.number().int() }), response: { 200: z.array(backupDeletionSchema) } }, config: signedIn },
    (req) => deletions.list(req.query.nodeId),
  );
  app.post(
    '/api/backup/deletions/:id/cancel',
    { schema: { tags, params: z.object({ id: z.coerce.number().int() }), response: { 200: backupDeletionSchema } }, config: manage },
    (req) => deletions.cancel(req.params.id),
  );
}
