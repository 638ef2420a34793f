import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BackupNode, BackupPlanInput, CustomerBackupSettings, JobData, JobType, RestoreRequest } from '@outpost/contracts';
import { REVISIONS_PAGE_SIZE } from '@outpost/contracts';
import { call } from '../../api/typed.ts';
import { isTerminal } from './model/jobStatus.ts';

import { backupKey } from './backup.keys.ts';

export { backupKey };

/** A device offered by the "Restore To" picker (`GET /api/query/devices`). */
export type PickerDevice = BackupNode;

/** Pages of any shape the server may answer (`results` per spec 000 §7, or the table's `data`). */
export function pageRows<T>(page: { results?: T[]; data?: T[]; content?: T[] } | T[]): T[] {
  if (Array.isArray(page)) return page;
  return page.results ?? page.data ?? page.content ?? [];
}

export function usePlans(nodeId: number) {
  return useQuery({
    queryKey: [...backupKey, 'plans', nodeId],
    queryFn: ({ signal }) => call('get', '/api/backup/lockhart/nodes/{nodeId}/plans', { params: { nodeId }, signal }),
  });
}

/** Create (no uid) or update a plan; refreshes the plan list. */
export function useSavePlan(nodeId: number, planUid: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BackupPlanInput) =>
      planUid
        ? call('put', '/api/backup/nodes/{nodeId}/plans/{planUid}', { params: { nodeId, planUid }, body })
        : call('post', '/api/backup/nodes/{nodeId}/plans', { params: { nodeId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupKey }),
  });
}

export function useDeletePlan(nodeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planUid: string) => call('delete', '/api/backup/nodes/{nodeId}/plans/{planUid}', { params: { nodeId, planUid } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupKey }),
  });
}

export function runPlan(nodeId: number, planUid: string) {
  return call('post', '/api/backup/nodes/{nodeId}/plans/{planUid}/run', { params: { nodeId, planUid } });
}

/** Revisions of one file (download and restore dialogs), first page of 100. */
export function useFileRevisions(nodeId: number, planUid: string, fileId: number | null) {
  return useQuery({
    queryKey: [...backupKey, 'file-revisions', nodeId, planUid, fileId],
    enabled: fileId !== null,
    queryFn: async ({ signal }) =>
      pageRows(
        await call('get', '/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/files/{fileId}/revisions', {
          params: { nodeId, planId: planUid, fileId: fileId ?? 0 },
          query: { page: 0, size: REVISIONS_PAGE_SIZE },
          signal,
        }),
      ),
  });
}

/** Backup jobs of a plan for the date selector, first page of 100. */
export function usePlanJobs(nodeId: number, planUid: string, upsyncedData?: boolean) {
  return useQuery({
    queryKey: [...backupKey, 'jobs', nodeId, planUid, upsyncedData],
    queryFn: async ({ signal }) =>
      pageRows(
        await call('get', '/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/jobs', {
          params: { nodeId, planId: planUid },
          query: { page: 0, size: REVISIONS_PAGE_SIZE, upsyncedData: upsyncedData === undefined ? undefined : upsyncedData ? 'true' : 'false' },
          signal,
        }),
      ),
  });
}

export function createRestoreJobs(body: RestoreRequest) {
  return call('post', '/api/backup/jobs/batch', { body });
}

const jobKey = (jobUid: string | null) => [...backupKey, 'job', jobUid] as const;
const nodeJobsKey = [...backupKey, 'node-jobs'] as const;
/** A job list refreshes this often while one of its jobs runs, and this often otherwise (a job queued elsewhere appears). */
const RUNNING_JOBS_POLL_MS = 2000;
const IDLE_JOBS_POLL_MS = 30_000;

/**
 * Puts what is now known of a job everywhere it is shown: its own query and every job list that
 * holds it. Each view polls on its own clock, so without this a list could say "In progress" for
 * seconds after the job's dialog said "Canceled".
 */
export function publishJob(queryClient: QueryClient, job: JobData) {
  queryClient.setQueryData(jobKey(job.jobUID), job);
  queryClient.setQueriesData<JobData[]>({ queryKey: nodeJobsKey }, (list) => list?.map((j) => (j.jobUID === job.jobUID ? job : j)));
}

/** After Cancel Job or Clear restore (answered or refused): every view of the job asks the server again. */
export async function refreshJob(queryClient: QueryClient, jobUid: string) {
  await Promise.all([queryClient.invalidateQueries({ queryKey: jobKey(jobUid) }), queryClient.invalidateQueries({ queryKey: nodeJobsKey })]);
}

/** A job, polled every second until it ends; each answer also updates the job lists. */
export function useJob(jobUid: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: jobKey(jobUid),
    enabled: jobUid !== null,
    queryFn: async ({ signal }) => {
      const job = await call('get', '/api/backup/jobs/{jobUid}', { params: { jobUid: jobUid ?? '' }, signal });
      publishJob(queryClient, job);
      return job;
    },
    refetchInterval: (query) => (query.state.data && isTerminal(query.state.data) ? false : 1000),
  });
}

/** A device's jobs (of one type, or all): polled every 2 s while one of them runs, every 30 s otherwise. */
export function useNodeJobs(nodeId: number, type?: JobType) {
  return useQuery({
    queryKey: [...nodeJobsKey, nodeId, type],
    queryFn: async ({ signal }) => pageRows(await call('get', '/api/backup/nodes/{nodeId}/jobs', { params: { nodeId }, query: { type }, signal })),
    refetchInterval: (query) => (query.state.data?.some((j) => !isTerminal(j)) ? RUNNING_JOBS_POLL_MS : IDLE_JOBS_POLL_MS),
  });
}

export const cancelJob = (jobUid: string) => call('post', '/api/backup/jobs/{jobUid}/cancel', { params: { jobUid } });
export const clearJob = (jobUid: string) => call('post', '/api/backup/jobs/{jobUid}/clear', { params: { jobUid } });

export function useDeletions(nodeId: number) {
  return useQuery({
    queryKey: [...backupKey, 'deletions', nodeId],
    queryFn: ({ signal }) => call('get', '/api/backup/deletions', { query: { nodeId }, signal }),
  });
}

export const cancelDeletion = (id: number) => call('post', '/api/backup/deletions/{id}/cancel', { params: { id } });

/** One page of the destination device's folders, listed live by its agent. */
export const listDeviceFolder = (nodeId: number, path: string, offset: number, limit: number, signal?: AbortSignal) =>
  call('get', '/api/backup/nodes/{nodeId}/fs', { params: { nodeId }, query: { path, offset, limit }, signal });

export const createDeviceFolder = (nodeId: number, path: string, folderName: string) =>
  call('post', '/api/backup/nodes/{nodeId}/folders', { params: { nodeId }, body: { nodeId, folderName, path } });

/** Whether restoring to the original location can work (agent checks the paths' parents). */
export async function checkOriginalLocation(nodeId: number, planUid: string, paths: string[], signal?: AbortSignal): Promise<boolean> {
  const answer = await call('get', '/api/backup/nodes/{nodeId}/original-location', { params: { nodeId }, query: { planUid, paths }, signal });
  return answer?.available === true;
}

export function useOrgBackupSettings(organizationId: number | null) {
  return useQuery({
    queryKey: [...backupKey, 'org-settings', organizationId],
    enabled: organizationId !== null,
    queryFn: ({ signal }) => call('get', '/api/organizations/{id}/backup-settings', { params: { id: organizationId ?? 0 }, signal }),
  });
}

export function useSaveOrgBackupSettings(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerBackupSettings) => call('put', '/api/organizations/{id}/backup-settings', { params: { id: organizationId }, body }),
    onSuccess: (saved) => queryClient.setQueryData([...backupKey, 'org-settings', organizationId], saved),
  });
}
