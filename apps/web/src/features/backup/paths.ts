/**
 * Every backup path the web app calls, in one place: spec 000 §7's paths under `/api`, plus the
 * server's plan, job, deletion, device-folder and settings endpoints.
 */
const lockhart = '/api/backup/lockhart';
const q = (params: Record<string, string | number | boolean | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== '') search.set(k, String(v));
  const s = search.toString();
  return s ? `?${s}` : '';
};

/** Encodes a path for `fileBase64` (UTF-8 safe, unlike a bare btoa). */
export function encodePathBase64(path: string): string {
  const bytes = new TextEncoder().encode(path);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export const backupPaths = {
  plans: (nodeId: number) => `${lockhart}/nodes/${nodeId}/plans`,
  volumes: (nodeId: number, planUid: string) => `${lockhart}/nodes/${nodeId}/plans/${planUid}/volumes`,
  folders: (nodeId: number, planUid: string, page: number, size: number) => `${lockhart}/nodes/${nodeId}/plans/${planUid}/folders${q({ page, size })}`,
  search: (nodeId: number, planUid: string, searchTerm: string, page: number, size: number, folderId?: number | null) =>
    `${lockhart}/nodes/${nodeId}/plans/${planUid}/search${q({ searchTerm, page, size, folderId })}`,
  /** The exact number of a search's matches alone (its first page may answer only a lower bound). */
  searchTotal: (nodeId: number, planUid: string, searchTerm: string, folderId?: number | null) =>
    `${lockhart}/nodes/${nodeId}/plans/${planUid}/search${q({ searchTerm, folderId, totalOnly: true })}`,
  folderContent: (nodeId: number, planUid: string, folderId: number, page: number, size: number) =>
    `${lockhart}/v2/nodes/${nodeId}/plans/${planUid}/folders/${folderId}/content${q({ page, size })}`,
  fileRevisionsV3: (nodeId: number, planNumericId: number, fileId: number, page: number, size: number) =>
    `${lockhart}/v3/nodes/${nodeId}/plans/${planNumericId}/files/${fileId}/revisions${q({ page, size })}`,
  fileRevisions: (nodeId: number, planUid: string, fileId: number, page: number, size: number, onCloud?: boolean) =>
    `${lockhart}/nodes/${nodeId}/plans/${planUid}/files/${fileId}/revisions${q({ page, size, onCloud })}`,
  jobs: (nodeId: number, planUid: string, page: number, size: number, upsyncedData?: boolean) =>
    `${lockhart}/nodes/${nodeId}/plans/${planUid}/jobs${q({ page, size, upsyncedData })}`,
  mountedContent: (nodeId: number, planUid: string, revisionId: number, folder: string, start: number, count: number) =>
    `${lockhart}/image/v2/nodes/${nodeId}/plans/${planUid}/revisions/${revisionId}/content${q({ folder, start, count })}`,
  revisionData: (nodeId: number, planUid: string, revisionId: number) => `${lockhart}/nodes/${nodeId}/plans/${planUid}/revisions/${revisionId}/data`,
  folderData: (nodeId: number, planUid: string, folderId: number, jobId: number, restoreDeleted: boolean) =>
    `${lockhart}/nodes/${nodeId}/plans/${planUid}/folders/${folderId}/jobs/${jobId}/data${q({ restoreDeleted })}`,
  imageDownload: (nodeId: number, imagePlanUid: string, revisionId: number, path: string, type: 'FILE' | 'FOLDER') =>
    `${lockhart}/image/nodes/${nodeId}/plans/${imagePlanUid}/revisions/${revisionId}/download${q({ fileBase64: encodePathBase64(path), type })}`,
  deletePlanRevisions: (nodeId: number, planName: string) => `${lockhart}/nodes/${nodeId}/delete-plan-revisions${q({ planName })}`,
  deleteRevisions: (nodeId: number, planUid: string) => `${lockhart}/nodes/${nodeId}/plans/${planUid}/delete-revisions`,

  planCreate: (nodeId: number) => `/api/backup/nodes/${nodeId}/plans`,
  plan: (nodeId: number, planUid: string) => `/api/backup/nodes/${nodeId}/plans/${planUid}`,
  planRun: (nodeId: number, planUid: string) => `/api/backup/nodes/${nodeId}/plans/${planUid}/run`,
  syncJob: (nodeId: number, planUid: string, jobGuid: string) => `/api/backup/nodes/${nodeId}/plans/${planUid}/jobs/${jobGuid}/sync`,
  jobsBatch: () => '/api/backup/jobs/batch',
  job: (jobUid: string) => `/api/backup/jobs/${jobUid}`,
  jobCancel: (jobUid: string) => `/api/backup/jobs/${jobUid}/cancel`,
  jobClear: (jobUid: string) => `/api/backup/jobs/${jobUid}/clear`,
  nodeJobs: (nodeId: number, type?: string) => `/api/backup/nodes/${nodeId}/jobs${q({ type })}`,
  deletions: (nodeId: number) => `/api/backup/deletions${q({ nodeId })}`,
  deletionCancel: (id: number) => `/api/backup/deletions/${id}/cancel`,
  queryDevices: (p: { name?: string; org?: number; nodeId?: string; nodeClass?: string; page: number; size: number }) =>
    `/api/query/devices${q({ name: p.name, org: p.org, nodeId: p.nodeId, nodeClass: p.nodeClass, online: true, lockhartEnabled: true, page: p.page, size: p.size })}`,
  originalLocation: (nodeId: number, planUid: string, paths: string[]) => {
    // Repeated `paths` parameters: a path may itself contain a comma.
    const search = new URLSearchParams({ planUid });
    for (const p of paths) search.append('paths', p);
    return `/api/backup/nodes/${nodeId}/original-location?${search}`;
  },
  fs: (nodeId: number, path: string, offset: number, limit: number) => `/api/backup/nodes/${nodeId}/fs${q({ path, offset, limit })}`,
  createFolder: (nodeId: number) => `/api/backup/nodes/${nodeId}/folders`,
  orgSettings: (organizationId: number) => `/api/organizations/${organizationId}/backup-settings`,
};
