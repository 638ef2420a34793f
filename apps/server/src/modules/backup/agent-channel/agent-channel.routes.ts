import { z } from 'zod';
import {
  agentBackupJobSchema,
  agentWorkSchema,
  backupKeySchema,
  commandResultSchema,
  jobCompleteSchema,
  jobProgressAnswerSchema,
  jobProgressSchema,
} from '@outpost/contracts';
import { currentNodeId } from '../../../http/access.ts';
import type { App } from '../../../http/route-types.ts';
import type { AgentChannel } from './agent-channel.service.ts';

const tags = ['agent-backup'];
const agent = { access: { auth: 'agent' as const } };
const jobParams = z.object({ jobUid: z.string().min(1).max(100) });

/** The agent's backup work channel (packages/contracts agent-work.ts). */
export function registerAgentChannelRoutes(app: App, channel: AgentChannel) {
  // On shutdown the waiting polls answer at once (nothing new), rather than hold the close for
  // up to their full wait; their agents poll again, on another process or after the restart.
  const waiting = new Set<AbortController>();
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    for (const poll of waiting) poll.abort();
  });
  app.get(
    '/api/agent/backup/key',
    { schema: { tags, querystring: z.object({ jobUid: z.string().min(1).max(100).optional() }), response: { 200: backupKeySchema } }, config: agent },
    (req) => channel.key(currentNodeId(req), req.query.jobUid),
  );
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
    async (req, reply) => {
      // The agent hung up (it stopped): stop waiting for it, and show its device down.
      const gone = new AbortController();
      const nodeId = currentNodeId(req);
      let pollStarted: (seq: number) => void = () => undefined;
      const pollSeq = new Promise<number>((resolve) => (pollStarted = resolve));
      // Set once the poll has its answer (or error): a close after that is the end of an answered poll
      // (injected responses close without writableFinished), not the agent hanging up.
      let answered = false;
      reply.raw.once('close', () => {
        if (answered || reply.raw.writableFinished) return;
        gone.abort();
        // The agent stopped: show its device down now. Not when the server itself is closing.
        if (!closing) {
          void pollSeq
            .then((seq) => channel.hungUp(nodeId, seq))
            .catch((error: unknown) => req.log.warn({ err: error }, 'could not mark a dropped agent down'));
        }
      });
      waiting.add(gone);
      // On a busy server the agent may hang up, or the server begin to close, before this handler
      // runs: the 'close' above has then already happened and the wait would run its whole length.
      if (closing || req.raw.socket?.destroyed) gone.abort();
      try {
        const work = await channel.work(
          nodeId,
          req.query.waitSeconds,
          req.query.acceptJobs === '1' || req.query.acceptJobs === 'true',
          gone.signal,
          pollStarted,
        );
        // A kept-alive connection would hold the close until its idle timeout.
        if (closing) void reply.header('connection', 'close');
        return work;
      } finally {
        answered = true;
        waiting.delete(gone);
      }
    },
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
    {
      schema: { tags, params: jobParams, body: jobCompleteSchema, response: { 200: z.object({ status: z.string() }) } },
      config: agent,
      bodyLimit: 256 * 1024 * 1024,
    },
    (req) =>
      channel.complete(currentNodeId(req), req.params.jobUid, req.body, (error) => req.log.warn({ err: error }, 'could not merge the name-search index')),
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
