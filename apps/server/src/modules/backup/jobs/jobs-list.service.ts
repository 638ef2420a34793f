import { tablePage, jobDataSchema, type JobData, type ParsedTableQuery, type SessionUser, type TablePage } from '@outpost/contracts';
import type { Clock } from '../../../lib/clock.ts';
import { tablePageOf } from '../../../lib/table-query.ts';
import { canViewData } from '../access.ts';
import { jobsListFilter, type JobsListRepository } from './jobs-list.repository.ts';
import { presentJob } from '../presenters.ts';

export const jobsPageSchema = tablePage(jobDataSchema);

/** The jobs screen and the dashboard's failed backups: jobs of every type across devices. */
export function createJobsListService(deps: { list: JobsListRepository; clock: Clock }) {
  return {
    /**
     * One page of jobs. Which files a restore moved is backup data: a user without
     * canViewAndRestoreBackupData sees the job but not its paths.
     */
    async page(user: SessionUser, query: ParsedTableQuery): Promise<TablePage<JobData>> {
      const startedAt = Date.now();
      const { rows, total } = await deps.list.page(query, jobsListFilter(query), deps.clock.now());
      const seesData = canViewData(user);
      const data = rows.map((row) => {
        const job = presentJob(row);
        return {
          ...job,
          ...(seesData ? {} : { sourcePath: null, restoreTo: null, warnings: [] }),
          organizationId: row.job.organizationId,
          organizationName: row.organizationName,
        };
      });
      return tablePageOf(data, total, query, startedAt);
    },
  };
}
export type JobsListService = ReturnType<typeof createJobsListService>;
