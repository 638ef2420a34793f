import { enrollRequestSchema, enrollResponseSchema, enrollStatusRequestSchema, heartbeatRequestSchema, heartbeatResponseSchema } from '@outpost/contracts';
import { currentNodeId } from '../../http/access.ts';
import type { App } from '../../http/route-types.ts';
import { createAgentDownloads, type AgentDownloads } from './agent-download.service.ts';
import { registerAgentDownloadRoutes } from './agent-download.routes.ts';
import type { AgentService } from './agent.service.ts';

const tags = ['agent'];

export function registerAgentRoutes(app: App, agents: AgentService, downloads: AgentDownloads = createAgentDownloads()) {
  registerAgentDownloadRoutes(app, downloads);
  app.post(
    '/api/agent/enroll',
    {
      schema: { tags, body: enrollRequestSchema, response: { 200: enrollResponseSchema } },
      config: { access: { auth: 'public' }, rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    (req) => agents.enroll(req.body, req.ip),
  );
  app.post(
    '/api/agent/enroll/status',
    {
      schema: { tags, body: enrollStatusRequestSchema, response: { 200: enrollResponseSchema } },
      config: { access: { auth: 'public' }, rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    (req) => agents.enrollStatus(req.body.nodeId, req.body.pollSecret),
  );
  app.post(
    '/api/agent/heartbeat',
    { schema: { tags, body: heartbeatRequestSchema, response: { 200: heartbeatResponseSchema } }, config: { access: { auth: 'agent' } } },
    (req) => agents.heartbeat(currentNodeId(req), req.body.facts, req.ip),
  );
}
