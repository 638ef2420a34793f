import type { JobData, JobType, SessionUser } from '@outpost/contracts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { requireJobAccess } from '../access.ts';
import type { JobsRepository } from './jobs.repository.ts';
import { presentJob } from '../presenters.ts';

/** A job in one of these states has finished: there is nothing left to cancel. */
const ENDED = new Set(['COMPLETED', 'FAILED', 'CANCELED']);

/** Job status for the UI: one job, a device's jobs, Cancel Job and Clear restore. */
export function createJobsService(deps: { jobs: JobsRepository; clock: Clock }) {
  const { jobs, clock } = deps;

  async function find(jobUid: string) {
    const row = await jobs.findByUid(jobUid);
    if (!row) throw notFound('Job');
    return row;
  }

  return {
    async get(jobUid: string): Promise<JobData> {
      return presentJob(await find(jobUid));
    },

    async listForNode(nodeId: number, type: JobType | undefined, includeIgnored: boolean): Promise<JobData[]> {
      return (await jobs.listForNode(nodeId, type, includeIgnored)).map(presentJob);
    },

    /** A queued job is CANCELED at once; a running one stops when its agent next reports progress. */
    async cancel(user: SessionUser, jobUid: string): Promise<JobData> {
      const row = await find(jobUid);
      requireJobAccess(user, row.job.type);
      if (ENDED.has(row.job.status)) throw new AppError('CONFLICT', 'This job has already ended and cannot be canceled');
      await jobs.requestCancel(row.job.id, clock.now());
      return presentJob(await find(jobUid));
    },

    /** "Clear restore": the job is tagged ignored and leaves the UI's lists. */
    async clear(user: SessionUser, jobUid: string): Promise<JobData> {
      const row = await find(jobUid);
      requireJobAccess(user, row.job.type);
      await jobs.update(row.job.id, { ignored: true });
      return presentJob(await find(jobUid));
    },
  };
}
export type JobsService = ReturnType<typeof createJobsService>;
