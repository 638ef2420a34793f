import { z } from 'zod';
import { approvalActionResultSchema, approvalActionSchema, approvalListQuerySchema, approvalModeSettingSchema, approvalNodeSchema } from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import { signedIn, type App } from '../../http/route-types.ts';
import type { ApprovalsService } from './approvals.service.ts';

const approve = { access: { auth: 'user' as const, permission: 'canApproveNodes' as const } };
const tags = ['node-approvals'];
const actionSchema = { tags, body: approvalActionSchema, response: { 200: approvalActionResultSchema } };

export function registerApprovalsRoutes(app: App, approvals: ApprovalsService) {
  app.get(
    '/api/node-approvals',
    { schema: { tags, querystring: approvalListQuerySchema, response: { 200: z.array(approvalNodeSchema) } }, config: approve },
    (req) => approvals.list(req.query),
  );
  app.post('/api/node-approvals/approve', { schema: actionSchema, config: approve }, (req) => {
    const user = currentUser(req);
    return approvals.approve(req.body.nodeIds, { id: user.id, name: user.name });
  });
  app.post('/api/node-approvals/reject', { schema: actionSchema, config: approve }, (req) => {
    const user = currentUser(req);
    return approvals.reject(req.body.nodeIds, { id: user.id, name: user.name });
  });
  app.post('/api/node-approvals/clear', { schema: actionSchema, config: approve }, (req) => approvals.clear(req.body.nodeIds));

  app.get('/api/node-approvals/mode', { schema: { tags, response: { 200: approvalModeSettingSchema } }, config: signedIn }, async () => ({
    mode: await approvals.mode(),
  }));
  app.put(
    '/api/node-approvals/mode',
    { schema: { tags, body: approvalModeSettingSchema, response: { 200: approvalModeSettingSchema } }, config: approve },
    async (req) => ({ mode: await approvals.setMode(req.body.mode) }),
  );
}
