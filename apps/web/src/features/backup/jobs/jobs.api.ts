import { useQuery } from '@tanstack/react-query';
import type { JobData } from '@outpost/contracts';
import { call } from '../../../api/typed.ts';
import { backupKey } from '../backup.keys.ts';
import { isTerminal } from '../model/jobStatus.ts';

/** The jobs table's data table id (its settings and reload channel). */
export const JOBS_TABLE = 'backup-jobs';
/** The jobs screen reloads this often while a job on its page runs, and this often otherwise. */
export const RUNNING_JOBS_RELOAD_MS = 2000;
export const IDLE_JOBS_RELOAD_MS = 30_000;
export const FAILED_BACKUPS_HOURS = 24;

/** One page of jobs across devices, with the table's query string. */
export function fetchJobsPage(search: URLSearchParams, signal?: AbortSignal) {
  return call('get', '/api/backup/jobs', { search, signal });
}

/** Whether any of these jobs has not ended (the page then reloads quickly). */
export const anyRunning = (jobs: JobData[]) => jobs.some((j) => !isTerminal(j));

/** Backups that failed in the last 24 hours (the dashboard): the newest five and how many in all. */
export function useFailedBackups(enabled: boolean) {
  return useQuery({
    queryKey: [...backupKey, 'failed-backups'],
    enabled,
    queryFn: ({ signal }) =>
      fetchJobsPage(
        new URLSearchParams({
          pageIndex: '0',
          pageSize: '5',
          filters: JSON.stringify({ type: ['BACKUP'], status: ['FAILED'], endedWithinHours: FAILED_BACKUPS_HOURS }),
          sort: JSON.stringify([{ id: 'completed', desc: true }]),
        }),
        signal,
      ),
    refetchInterval: 60_000,
  });
}
