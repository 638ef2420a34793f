import { BACKUP_PAGE_SIZE, REVISIONS_PAGE_SIZE, type BackupEntry, type MountedEntry, type Paged, type Revision, type Volume } from '@outpost/contracts';
import type { RemoteResponse, ServerDataTableProps } from '../../../components/index.ts';
import { call } from '../../../api/typed.ts';
import { pageRows } from '../backup.api.ts';
import type { BrowserLevel } from '../model/browserHistory.ts';

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
    const paging = { page: q.pageIndex, size };
    if (level.kind === 'folders') {
      const page = await call('get', '/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/folders', {
        params: { nodeId, planId: level.plan.uid },
        query: paging,
        signal,
      });
      return toResponse(page, size, started);
    }
    if (level.kind === 'content') {
      const page = await call('get', '/api/backup/lockhart/v2/nodes/{nodeId}/plans/{planId}/folders/{folderId}/content', {
        params: { nodeId, planId: level.plan.uid, folderId: level.folder.id },
        query: paging,
        signal,
      });
      return toResponse(page, size, started);
    }
    if (level.kind !== 'search') throw new Error(`No entries at level ${level.kind}`);
    const search = (query: { page?: number; size?: number; totalOnly?: 'true' }) =>
      call('get', '/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/search', {
        params: { nodeId, planId: level.plan.uid },
        query: { searchTerm: level.term, folderId: level.folder?.id, ...query },
        signal,
      });
    const page = await search(paging);
    const response = toResponse(page, size, started);
    if (page.totalExact !== false) return response;
    // A broad term: the server answered the page before counting every match; the count follows.
    const exactTotal = search({ totalOnly: 'true' }).then((t) => ({
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
    const page = await call('get', '/api/backup/lockhart/v3/nodes/{nodeId}/plans/{planNumericId}/files/{fileId}/revisions', {
      params: { nodeId, planNumericId: String(planNumericId), fileId },
      query: { page: q.pageIndex, size },
      signal,
    });
    return toResponse(page, size, started);
  };
}

/** Content of a mounted image revision, `start`/`count` paged. */
export function mountedFetch(nodeId: number, planUid: string, revisionId: number, folder: string): RemoteFetch<MountedEntry> {
  return async (q, signal) => {
    const started = Date.now();
    const size = q.pageSize || BACKUP_PAGE_SIZE;
    const answer = await call('get', '/api/backup/lockhart/image/v2/nodes/{nodeId}/plans/{planId}/revisions/{revisionId}/content', {
      params: { nodeId, planId: planUid, revisionId },
      query: { folder: folder || undefined, start: q.pageIndex * size, count: size },
      signal,
    });
    return toResponse(answer, size, started);
  };
}

/** Volumes of an image plan: carried by the plan when the server includes them, else listed. */
export async function fetchVolumes(nodeId: number, planUid: string, known: Volume[] | undefined, signal?: AbortSignal): Promise<Volume[]> {
  if (known) return known;
  return call('get', '/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/volumes', { params: { nodeId, planId: planUid }, signal });
}
