import { BACKUP_PAGE_SIZE, REVISIONS_PAGE_SIZE, type BackupEntry, type MountedEntry, type Paged, type Revision, type Volume } from '@outpost/contracts';
import type { RemoteResponse, ServerDataTableProps } from '../../../components/index.ts';
import { api } from '../../../api/client.ts';
import { pageRows } from '../backup.api.ts';
import type { BrowserLevel } from '../model/browserHistory.ts';
import { backupPaths } from '../paths.ts';

type RemoteFetch<T> = ServerDataTableProps<T>['fetchData'];

function toResponse<T>(page: Paged<T> | T[], pageSize: number, started: number): RemoteResponse<T> {
  const rows = pageRows(page);
  const total = Array.isArray(page) ? rows.length : page.totalElements;
  const pages = Array.isArray(page) ? 1 : page.totalPages;
  return { data: rows, totalCount: total, pageCount: Math.max(pages, Math.ceil(total / pageSize)), requestTime: Date.now() - started };
}

/** Folder and file rows of a folders, content or search level, 250 a page. */
export function entriesFetch(nodeId: number, level: BrowserLevel): RemoteFetch<BackupEntry> {
  return async (q, signal) => {
    const started = Date.now();
    const size = q.pageSize || BACKUP_PAGE_SIZE;
    let path: string;
    if (level.kind === 'folders') path = backupPaths.folders(nodeId, level.plan.uid, q.pageIndex, size);
    else if (level.kind === 'content') path = backupPaths.folderContent(nodeId, level.plan.uid, level.folder.id, q.pageIndex, size);
    else if (level.kind === 'search') path = backupPaths.search(nodeId, level.plan.uid, level.term, q.pageIndex, size, level.folder?.id);
    else throw new Error(`No entries at level ${level.kind}`);
    const page = await api<Paged<BackupEntry> & { totalExact?: boolean }>(path, { signal });
    const response = toResponse(page, size, started);
    if (level.kind !== 'search' || page.totalExact !== false) return response;
    // A broad term: the server answered the page before counting every match; the count follows.
    const countPath = backupPaths.searchTotal(nodeId, level.plan.uid, level.term, level.folder?.id);
    const exactTotal = api<Paged<BackupEntry>>(countPath, { signal }).then((t) => ({
      totalCount: t.totalElements,
      pageCount: Math.ceil(t.totalElements / size),
    }));
    return { ...response, exactTotal };
  };
}

/** Revisions of a volume (image plans) or of a file. */
export function revisionsFetch(nodeId: number, planNumericId: number, fileId: number): RemoteFetch<Revision> {
  return async (q, signal) => {
    const started = Date.now();
    const size = Math.min(q.pageSize || REVISIONS_PAGE_SIZE, REVISIONS_PAGE_SIZE);
    return toResponse(await api<Paged<Revision>>(backupPaths.fileRevisionsV3(nodeId, planNumericId, fileId, q.pageIndex, size), { signal }), size, started);
  };
}

/** Content of a mounted image revision, `start`/`count` paged. */
export function mountedFetch(nodeId: number, planUid: string, revisionId: number, folder: string): RemoteFetch<MountedEntry> {
  return async (q, signal) => {
    const started = Date.now();
    const size = q.pageSize || BACKUP_PAGE_SIZE;
    const answer = await api<Paged<MountedEntry> | MountedEntry[]>(backupPaths.mountedContent(nodeId, planUid, revisionId, folder, q.pageIndex * size, size), {
      signal,
    });
    return toResponse(answer, size, started);
  };
}

/** Volumes of an image plan: carried by the plan when the server includes them, else listed. */
export async function fetchVolumes(nodeId: number, planUid: string, known: Volume[] | undefined, signal?: AbortSignal): Promise<Volume[]> {
  if (known) return known;
  return pageRows(await api<Paged<Volume> | Volume[]>(backupPaths.volumes(nodeId, planUid), { signal }));
}
