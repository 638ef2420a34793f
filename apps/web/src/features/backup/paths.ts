/**
 * The backup paths the web app builds as text: download links, the browser's paged tables and the
 * data dialogs (spec 000 §7's paths under `/api`). Plain calls go through the typed client
 * (`backup.api.ts`), which checks them against the API document.
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
  mountedContent: (nodeId: number, planUid: string, revisionId: number, folder: string, start: number, count: number) =>
    `${lockhart}/image/v2/nodes/${nodeId}/plans/${planUid}/revisions/${revisionId}/content${q({ folder, start, count })}`,
  revisionData: (nodeId: number, planUid: string, revisionId: number) => `${lockhart}/nodes/${nodeId}/plans/${planUid}/revisions/${revisionId}/data`,
  folderData: (nodeId: number, planUid: string, folderId: number, jobId: number, restoreDeleted: boolean) =>
    `${lockhart}/nodes/${nodeId}/plans/${planUid}/folders/${folderId}/jobs/${jobId}/data${q({ restoreDeleted })}`,
  imageDownload: (nodeId: number, imagePlanUid: string, revisionId: number, path: string, type: 'FILE' | 'FOLDER') =>
    `${lockhart}/image/nodes/${nodeId}/plans/${imagePlanUid}/revisions/${revisionId}/download${q({ fileBase64: encodePathBase64(path), type })}`,
  deletePlanRevisions: (nodeId: number, planName: string) => `${lockhart}/nodes/${nodeId}/delete-plan-revisions${q({ planName })}`,
  deleteRevisions: (nodeId: number, planUid: string) => `${lockhart}/nodes/${nodeId}/plans/${planUid}/delete-revisions`,

  syncJob: (nodeId: number, planUid: string, jobGuid: string) => `/api/backup/nodes/${nodeId}/plans/${planUid}/jobs/${jobGuid}/sync`,
  queryDevices: (p: { name?: string; org?: number; nodeId?: string; nodeClass?: string; page: number; size: number }) =>
    `/api/query/devices${q({ name: p.name, org: p.org, nodeId: p.nodeId, nodeClass: p.nodeClass, online: true, lockhartEnabled: true, page: p.page, size: p.size })}`,
};
