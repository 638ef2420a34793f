import { z } from 'zod';
import { agentBackupJobSchema, agentWorkSchema, backupKeySchema, commandResultSchema, jobCompleteSchema, jobProgressAnswerSchema, jobProgressSchema } from '@outpost/contracts';
import { currentNodeId } from '../../http/access.ts';
import type { App } from '../../http/route-types.ts';
import type { AgentChannel } from './agent-channel.service.ts';

const tags = ['agent-backup'];
const agent = { access: { auth: 'agent' as const } };
const jobParams = z.object({ jobUid: z.string().min(1).max(100) });

/** The agent's backup work channel (packages/contracts agent-work.ts). */
export function registerAgentChannelRoutes(app: App, channel: AgentChannel) {
  app.get('/api/agent/backup/key', { schema: { tags, response: { 200: backupKeySchema } }, config: agent }, (req) => channel.key(currentNodeId(req)));
  app.get(
    '/api/agent/work',
    {
      schema: {
        tags,
        querystring: z.object({ waitSeconds: z.coerce.number().int().min(0).max(25).default(0), acceptJobs: z.enum(['0', '1', 'true', 'false']).default('1') }),
        response: { 200: agentWorkSchema },
      },
      config: agent,
    },
    (req) => channel.work(currentNodeId(req), req.query.waitSeconds, req.query.acceptJobs === '1' || req.query.acceptJobs === 'true'),
  );
  app.get(
    '/api/agent/backup/plans',
    { schema: { tags, response: { 200: z.object({ plans: z.array(z.object({ uid: z.string(), name: z.string() })) }) } }, config: agent },
    (req) => channel.plans(currentNodeId(req)),
  );
  app.post(
    '/api/agent/backup/plans/:planUid/run',
    { schema: { tags, params: z.object({ planUid: z.string().min(1).max(100) }), response: { 200: agentBackupJobSchema } }, config: agent },
    async (req) => {
      const job = await channel.runNow(currentNodeId(req), req.params.planUid);
      if (job.kind !== 'BACKUP') throw new Error('unreachable: a plan run is a backup');
      return job;
    },
  );
  app.post(
    '/api/agent/jobs/:jobUid/progress',
    { schema: { tags, params: jobParams, body: jobProgressSchema, response: { 200: jobProgressAnswerSchema } }, config: agent },
    (req) => channel.progress(currentNodeId(req), req.params.jobUid, req.body),
  );
  app.post(
    '/api/agent/jobs/:jobUid/complete',
    { schema: { tags, params: jobParams, body: jobCompleteSchema, response: { 200: z.object({ status: z.string() }) } }, config: agent, bodyLimit: 256 * 1024 * 1024 },
    (req) => channel.complete(currentNodeId(req), req.params.jobUid, req.body),
  );
  app.post(
    '/api/agent/commands/:id/result',
    { schema: { tags, params: z.object({ id: z.coerce.number().int() }), body: commandResultSchema, response: { 204: z.null() } }, config: agent },
    async (req, reply) => {
      await channel.commandResult(currentNodeId(req), req.params.id, req.body);
      return reply.code(204).send(null);
    },
  );
}
