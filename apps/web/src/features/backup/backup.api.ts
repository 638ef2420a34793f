import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BackupJob,
  BackupPlan,
  BackupPlanInput,
  CustomerBackupSettings,
  DeviceFolderPage,
  JobData,
  Paged,
  RestoreRequest,
  Revision,
} from '@outpost/contracts';
import { REVISIONS_PAGE_SIZE } from '@outpost/contracts';
import { api } from '../../api/client.ts';
import { backupPaths } from './paths.ts';

export const backupKey = ['backup'] as const;

/** A device offered by the "Restore To" picker (`GET /api/query/devices`). */
export interface PickerDevice {
  id: number;
  displayName: string;
  nodeClass: string;
  isUp: boolean;
  clientId?: number;
  organizationName?: string;
}

/** A scheduled deletion of plan data, cancellable until `scheduledFor`. */
export interface ScheduledDeletion {
  id: number;
  nodeId: number;
  planUid: string;
  planName: string;
  scheduledFor: string;
  status?: 'SCHEDULED' | 'CANCELED' | 'DONE' | 'FAILED';
  items?: { name: string; path: string }[];
}

/** Pages of any shape the server may answer (`results` per spec 000 §7, or the table's `data`). */
export function pageRows<T>(page: { results?: T[]; data?: T[]; content?: T[] } | T[]): T[] {
  if (Array.isArray(page)) return page;
  return page.results ?? page.data ?? page.content ?? [];
}

export function usePlans(nodeId: number) {
  return useQuery({ queryKey: [...backupKey, 'plans', nodeId], queryFn: ({ signal }) => api<BackupPlan[]>(backupPaths.plans(nodeId), { signal }) });
}

/** Create (no uid) or update a plan; refreshes the plan list. */
export function useSavePlan(nodeId: number, planUid: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BackupPlanInput) =>
      api<BackupPlan>(planUid ? backupPaths.plan(nodeId, planUid) : backupPaths.planCreate(nodeId), { method: planUid ? 'PUT' : 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupKey }),
  });
}

export function useDeletePlan(nodeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planUid: string) => api<void>(backupPaths.plan(nodeId, planUid), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupKey }),
  });
}

export function runPlan(nodeId: number, planUid: string) {
  return api<{ jobUid?: string }>(backupPaths.planRun(nodeId, planUid), { method: 'POST' });
}

/** Revisions of one file (download and restore dialogs), first page of 100. */
export function useFileRevisions(nodeId: number, planUid: string, fileId: number | null) {
  return useQuery({
    queryKey: [...backupKey, 'file-revisions', nodeId, planUid, fileId],
    enabled: fileId !== null,
    queryFn: async ({ signal }) => pageRows(await api<Paged<Revision>>(backupPaths.fileRevisions(nodeId, planUid, fileId ?? 0, 0, REVISIONS_PAGE_SIZE), { signal })),
  });
}

/** Backup jobs of a plan for the date selector, first page of 100. */
export function usePlanJobs(nodeId: number, planUid: string, upsyncedData?: boolean) {
  return useQuery({
    queryKey: [...backupKey, 'jobs', nodeId, planUid, upsyncedData],
    queryFn: async ({ signal }) => pageRows(await api<Paged<BackupJob>>(backupPaths.jobs(nodeId, planUid, 0, REVISIONS_PAGE_SIZE, upsyncedData), { signal })),
  });
}

export function createRestoreJobs(body: RestoreRequest) {
  return api<{ resultCode: string; jobUids: string[] }>(backupPaths.jobsBatch(), { method: 'POST', body });
}

const TERMINAL = new Set(['COMPLETED', 'FAILED', 'CANCELED']);

/** A job, polled every second until it ends. */
export function useJob(jobUid: string | null) {
  return useQuery({
    queryKey: [...backupKey, 'job', jobUid],
    enabled: jobUid !== null,
    queryFn: ({ signal }) => api<JobData>(backupPaths.job(jobUid ?? ''), { signal }),
    refetchInterval: (query) => (query.state.data && TERMINAL.has(query.state.data.status) ? false : 1000),
  });
}

export function useNodeJobs(nodeId: number, type: 'RESTORE') {
  return useQuery({
    queryKey: [...backupKey, 'node-jobs', nodeId, type],
    queryFn: async ({ signal }) => pageRows(await api<Paged<JobData> | JobData[]>(backupPaths.nodeJobs(nodeId, type), { signal })),
    refetchInterval: 5000,
  });
}

export const cancelJob = (jobUid: string) => api<JobData>(backupPaths.jobCancel(jobUid), { method: 'POST' });
export const clearJob = (jobUid: string) => api<JobData>(backupPaths.jobClear(jobUid), { method: 'POST' });

export function useDeletions(nodeId: number) {
  return useQuery({
    queryKey: [...backupKey, 'deletions', nodeId],
    queryFn: async ({ signal }) => pageRows(await api<Paged<ScheduledDeletion> | ScheduledDeletion[]>(backupPaths.deletions(nodeId), { signal })),
  });
}

export const cancelDeletion = (id: number) => api<void>(backupPaths.deletionCancel(id), { method: 'POST' });

/** One page of the destination device's folders, listed live by its agent. */
export const listDeviceFolder = (nodeId: number, path: string, offset: number, limit: number, signal?: AbortSignal) =>
  api<DeviceFolderPage>(backupPaths.fs(nodeId, path, offset, limit), { signal });

export const createDeviceFolder = (nodeId: number, path: string, folderName: string) =>
  api<{ path: string }>(backupPaths.createFolder(nodeId), { method: 'POST', body: { nodeId, folderName, path } });

/** Whether restoring to the original location can work (agent checks the paths' parents). */
export async function checkOriginalLocation(nodeId: number, planUid: string, paths: string[], signal?: AbortSignal): Promise<boolean> {
  const answer = await api<{ available?: boolean }>(backupPaths.originalLocation(nodeId, planUid, paths), { signal });
  return answer?.available === true;
}

export function useOrgBackupSettings(organizationId: number | null) {
  return useQuery({
    queryKey: [...backupKey, 'org-settings', organizationId],
    enabled: organizationId !== null,
    queryFn: ({ signal }) => api<CustomerBackupSettings>(backupPaths.orgSettings(organizationId ?? 0), { signal }),
  });
}

export function useSaveOrgBackupSettings(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerBackupSettings) => api<CustomerBackupSettings>(backupPaths.orgSettings(organizationId), { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData([...backupKey, 'org-settings', organizationId], saved),
  });
}
