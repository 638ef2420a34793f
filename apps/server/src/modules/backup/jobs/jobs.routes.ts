import { z } from 'zod';
import { batchJobResultSchema, jobDataSchema, JOB_TYPES, restoreRequestSchema } from '@outpost/contracts';
import { currentUser } from '../../../http/access.ts';
import { requires, signedIn, type App } from '../../../http/route-types.ts';
import type { JobsService } from './jobs.service.ts';
import type { RestoreService } from '../restore/restore.service.ts';
import { dbIdSchema } from '../../../http/route-params.ts';

const tags = ['backup-jobs'];
const jobParams = z.object({ jobUid: z.string().min(1).max(100) });
const manage = requires('canManageDevices');
const restore = requires('canViewAndRestoreBackupData');
/** Cancel and Clear: a restore job needs the data permission, any other job canManageDevices (checked once the job is known). */
const workJobs = requires('canViewAndRestoreBackupData', 'canManageDevices');

/** Restore and sync job creation, job status, Cancel Job and Clear restore. */
export function registerJobsRoutes(app: App, deps: { jobs: JobsService; restore: RestoreService }) {
  app.post('/api/backup/jobs/batch', { schema: { tags, body: restoreRequestSchema, response: { 200: batchJobResultSchema } }, config: restore }, (req) =>
    deps.restore.create(currentUser(req), req.body),
  );
  app.get('/api/backup/jobs/:jobUid', { schema: { tags, params: jobParams, response: { 200: jobDataSchema } }, config: signedIn }, (req) =>
    deps.jobs.get(req.params.jobUid),
  );
  app.get(
    '/api/backup/nodes/:nodeId/jobs',
    {
      schema: {
        tags,
        params: z.object({ nodeId: dbIdSchema }),
        querystring: z.object({ type: z.enum(JOB_TYPES).optional(), includeIgnored: z.enum(['true', 'false']).default('false') }),
        response: { 200: z.array(jobDataSchema) },
      },
      config: signedIn,
    },
    (req) => deps.jobs.listForNode(req.params.nodeId, req.query.type, req.query.includeIgnored === 'true'),
  );
  app.post('/api/backup/jobs/:jobUid/cancel', { schema: { tags, params: jobParams, response: { 200: jobDataSchema } }, config: workJobs }, (req) =>
    deps.jobs.cancel(currentUser(req), req.params.jobUid),
  );
  app.post('/api/backup/jobs/:jobUid/clear', { schema: { tags, params: jobParams, response: { 200: jobDataSchema } }, config: workJobs }, (req) =>
    deps.jobs.clear(currentUser(req), req.params.jobUid),
  );
  app.post(
    '/api/backup/nodes/:nodeId/plans/:planUid/jobs/:jobGuid/sync',
    {
      schema: {
        tags,
        params: z.object({ nodeId: dbIdSchema, planUid: z.string().min(1).max(100), jobGuid: z.string().min(1).max(100) }),
        response: { 200: batchJobResultSchema },
      },
      config: manage,
    },
    (req) => deps.restore.sync(req.params.nodeId, req.params.planUid, req.params.jobGuid, currentUser(req).id),
  );
}
