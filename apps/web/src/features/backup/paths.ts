/**
 * The backup paths the web app builds as text: the download links a browser follows itself (spec
 * 000 §7's paths under `/api`). Every call goes through the typed client, which checks it against
 * the API document.
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
  revisionData: (nodeId: number, planUid: string, revisionId: number) => `${lockhart}/nodes/${nodeId}/plans/${planUid}/revisions/${revisionId}/data`,
  folderData: (nodeId: number, planUid: string, folderId: number, jobId: number, restoreDeleted: boolean) =>
    `${lockhart}/nodes/${nodeId}/plans/${planUid}/folders/${folderId}/jobs/${jobId}/data${q({ restoreDeleted })}`,
  imageDownload: (nodeId: number, imagePlanUid: string, revisionId: number, path: string, type: 'FILE' | 'FOLDER') =>
    `${lockhart}/image/nodes/${nodeId}/plans/${imagePlanUid}/revisions/${revisionId}/download${q({ fileBase64: encodePathBase64(path), type })}`,
};
