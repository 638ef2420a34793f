import { z } from 'zod';
import { AGENT_PLATFORMS, agentDownloadInfoSchema } from '@outpost/contracts';
import type { App } from '../../http/route-types.ts';
import type { AgentDownloads } from './agent-download.service.ts';

const tags = ['agent'];
/**
 * Public, like enrolment: a device has no session, and neither the agent's code nor the install
 * scripts hold a secret (the token travels on the install command, to the enrol call). Rate-limited
 * per address as the other unauthenticated agent routes are.
 */
const access = { access: { auth: 'public' as const }, rateLimit: { max: 60, timeWindow: '1 minute' } };

export function registerAgentDownloadRoutes(app: App, downloads: AgentDownloads) {
  app.get('/api/agent/download/info', { schema: { tags, response: { 200: agentDownloadInfoSchema } }, config: access }, () => downloads.info());
  app.get('/api/agent/download', { schema: { tags }, config: access }, async (_req, reply) => {
    const { body, info } = await downloads.bundle();
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('content-disposition', `attachment; filename="${info.fileName}"`)
      .header('x-checksum-sha256', info.sha256)
      .header('cache-control', 'no-cache')
      .send(body);
  });
  app.get('/api/agent/install/:platform', { schema: { tags, params: z.object({ platform: z.enum(AGENT_PLATFORMS) }) }, config: access }, async (req, reply) => {
    const script = await downloads.installScript(req.params.platform);
    return reply.header('content-type', script.contentType).header('cache-control', 'no-cache').send(script.body);
  });
}
