import { z } from 'zod';
import {
  agentScriptBodySchema,
  agentScriptResultSchema,
  scriptRunDeviceSchema,
  scriptRunReachSchema,
  scriptRunRequestSchema,
  scriptRunSchema,
  scriptRunTargetSchema,
  scriptRunAsSchema,
  tablePage,
  tableQuerySchema,
} from '@outpost/contracts';
import { currentNodeId, currentUser } from '../../../http/access.ts';
import { agentOnly, requires, type App } from '../../../http/route-types.ts';
import type { RunsService } from './runs.service.ts';
import { idParams } from '../../../http/route-params.ts';

const tags = ['script-runs'];
const run = requires('canRunScripts');

/** Running scripts: start (with the confirmation's reach), watch, cancel, history; the agent's body and result calls. */
export function registerRunsRoutes(app: App, runs: RunsService) {
  app.post(
    '/api/scripts/:id/runs/reach',
    {
      schema: {
        tags,
        summary: 'How many devices in how many organizations a run would reach',
        params: idParams,
        body: z.object({ target: scriptRunTargetSchema, runAs: scriptRunAsSchema.optional() }),
        response: { 200: scriptRunReachSchema },
      },
      config: run,
    },
    (req) => runs.reach(currentUser(req), req.params.id, req.body),
  );
  app.post(
    '/api/scripts/:id/runs',
    {
      schema: {
        tags,
        summary: 'Run a script version with variable values on devices or a device group',
        params: idParams,
        body: scriptRunRequestSchema,
        response: { 201: scriptRunSchema },
      },
      config: run,
    },
    async (req, reply) => reply.code(201).send(await runs.start(currentUser(req), req.params.id, req.body)),
  );
  app.get(
    '/api/scripts/:id/run-history',
    {
      schema: {
        tags,
        summary: "A script's runs on the devices you may see, newest first",
        params: idParams,
        querystring: tableQuerySchema,
        response: { 200: tablePage(scriptRunDeviceSchema) },
      },
      config: run,
    },
    (req) => runs.scriptHistory(currentUser(req), req.params.id, req.query),
  );
  app.get(
    '/api/script-runs',
    {
      schema: {
        tags,
        summary: 'Every run: who ran which script version on how many devices, when',
        querystring: tableQuerySchema,
        response: { 200: tablePage(scriptRunSchema) },
      },
      config: run,
    },
    (req) => runs.listRuns(currentUser(req), req.query),
  );
  app.get('/api/script-runs/:id', { schema: { tags, params: idParams, response: { 200: scriptRunSchema } }, config: run }, (req) =>
    runs.getRun(currentUser(req), req.params.id),
  );
  app.get(
    '/api/script-runs/:id/devices',
    {
      schema: {
        tags,
        summary: "The run's devices with live status and results (filter status)",
        params: idParams,
        querystring: tableQuerySchema,
        response: { 200: tablePage(scriptRunDeviceSchema) },
      },
      config: run,
    },
    (req) => runs.runDevices(currentUser(req), req.params.id, req.query),
  );
  app.post(
    '/api/script-runs/:id/cancel',
    { schema: { tags, summary: 'Cancel every device of the run that has not finished', params: idParams, response: { 200: scriptRunSchema } }, config: run },
    (req) => runs.cancelRun(currentUser(req), req.params.id),
  );
  app.get(
    '/api/script-run-devices/:id',
    {
      schema: { tags, summary: "One device's run with its output and the previous run's output", params: idParams, response: { 200: scriptRunDeviceSchema } },
      config: run,
    },
    (req) => runs.deviceRun(currentUser(req), req.params.id),
  );
  app.post('/api/script-run-devices/:id/cancel', { schema: { tags, params: idParams, response: { 200: scriptRunDeviceSchema } }, config: run }, (req) =>
    runs.cancelDevice(currentUser(req), req.params.id),
  );
  app.get(
    '/api/devices/:id/script-runs',
    {
      schema: {
        tags,
        summary: "A device's script run history, newest first",
        params: idParams,
        querystring: tableQuerySchema,
        response: { 200: tablePage(scriptRunDeviceSchema) },
      },
      config: run,
    },
    (req) => runs.deviceHistory(currentUser(req), req.params.id, req.query),
  );

  // The agent's side.
  app.get(
    '/api/agent/scripts/versions/:id',
    {
      schema: {
        tags: ['agent-scripts'],
        summary: 'The body of a script version this device has a run of',
        params: idParams,
        response: { 200: agentScriptBodySchema },
      },
      config: agentOnly,
    },
    (req) => runs.body(currentNodeId(req), req.params.id),
  );
  app.post(
    '/api/agent/scripts/runs/:runUid/result',
    {
      schema: {
        tags: ['agent-scripts'],
        summary: 'A run started (RUNNING) or ended; answers whether to stop it',
        params: z.object({ runUid: z.string().min(1).max(100) }),
        body: agentScriptResultSchema,
        response: { 200: z.object({ cancelRequested: z.boolean() }) },
      },
      config: { ...agentOnly },
      bodyLimit: 4 * 1024 * 1024,
    },
    (req) => runs.report(currentNodeId(req), req.params.runUid, req.body),
  );
}
