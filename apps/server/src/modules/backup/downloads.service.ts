import { Readable } from 'node:stream';
import type { SessionUser } from '@outpost/contracts';
import yazl from 'yazl';
import { AppError, notFound } from '../../lib/errors.ts';
import { requireDataAccess } from './access.ts';
import type { BrowseRepository } from './browse.repository.ts';
import { deriveKeys, Repository, type BlobStore } from './engine.ts';
import type { IndexRepository } from './index.repository.ts';
import type { SnapshotMounts } from './mounts.ts';
import { zipEntryName } from './paths.ts';
import type { PlansService } from './plans.service.ts';

export const LOCAL_ONLY_MESSAGE = 'Browser download is not available for the selected file(s). To recover the file(s), please use the restore option.';
const localOnly = () => new AppError('CONFLICT', LOCAL_ONLY_MESSAGE);

export interface Download {
  fileName: string;
  contentType: string;
  size?: number;
  body: Readable;
}

/** Streams a file's chunks in order, decrypted and verified, reading adjacent chunks together. */
async function* fileBytes(repo: Repository, chunks: string[]): AsyncGenerator<Buffer> {
  for (const run of repo.planRuns(chunks)) yield* await repo.readRun(run);
}

/**
 * A zip entry is deflated (at the fast level) only when the engine found the file's data worth
 * compressing; media and archives it stored as they were are stored as they are, since deflating
 * them costs the server CPU and saves nothing.
 */
function zipCompressionLevel(repo: Repository, chunks: string[]): number {
  return chunks.some((id) => (repo.chunks.get(id)?.entry.compression ?? 'none') !== 'none') ? 1 : 0;
}

/** Browser downloads of cloud data: a file revision, a folder as a zip as of a job, image content. */
export function createDownloadsService(deps: {
  browse: BrowseRepository;
  index: IndexRepository;
  plans: PlansService;
  mounts: SnapshotMounts;
  storeFor: (organizationId: number) => BlobStore;
  keyFor: (organizationId: number) => Promise<Buffer>;
}) {
  const openRepo = async (organizationId: number) => Repository.open(deps.storeFor(organizationId), deriveKeys(await deps.keyFor(organizationId)));

  /** A zip streamed as entries are read; yazl writes ZIP64 records when sizes need them. */
  function zipOf(files: AsyncIterable<{ name: string; chunks: string[]; size: number; mtime: Date }>, repo: Repository): Readable {
    const zip = new yazl.ZipFile();
    const out = zip.outputStream as unknown as Readable;
    void (async () => {
      try {
        for await (const f of files) {
          zip.addReadStreamLazy(f.name, { mtime: f.mtime, size: f.size, compressionLevel: zipCompressionLevel(repo, f.chunks) }, (cb) => cb(null, Readable.from(fileBytes(repo, f.chunks))));
        }
        zip.end();
      } catch (error) {
        out.destroy(error as Error);
      }
    })();
    return out;
  }

  return {
    async revisionData(user: SessionUser, nodeId: number, planRef: string, revisionId: number): Promise<Download> {
      requireDataAccess(user);
      const plan = await deps.plans.planOf(nodeId, planRef);
      const rev = await deps.browse.revision(plan.id, revisionId);
      if (!rev) throw notFound('Revision');
      if (!rev.onS3) throw localOnly();
      const repo = await openRepo(plan.organizationId);
      return { fileName: rev.name, contentType: 'application/octet-stream', size: Number(rev.size), body: Readable.from(fileBytes(repo, rev.chunks)) };
    },

    async folderZip(user: SessionUser, nodeId: number, planRef: string, folderId: number, snapshotId: number, restoreDeleted: boolean): Promise<Download> {
      requireDataAccess(user);
      const plan = await deps.plans.planOf(nodeId, planRef);
      const folder = await deps.browse.item(plan.id, folderId);
      if (!folder || folder.type !== 'FOLDER') throw notFound('Folder');
      const snap = await deps.index.findSnapshot(plan.id, snapshotId);
      if (!snap || snap.deleted) throw notFound('Job');
      if (!snap.onS3) throw localOnly();
      const repo = await openRepo(plan.organizationId);
      const browse = deps.browse;
      const asOf = snap.jobCompleted;
      async function* files() {
        for (let after = 0; ; ) {
          const batch = await browse.filesAsOf(plan.id, folder!.fullPath, asOf, after, 500);
          if (batch.length === 0) return;
          after = batch[batch.length - 1]!.item_id;
          for (const f of batch) {
            const deletedByThen = f.deleted_at !== null && new Date(f.deleted_at) <= asOf;
            if (deletedByThen && !restoreDeleted) continue;
            const name = zipEntryName(folder!.fullPath, f.full_path);
            if (!name) continue;
            yield { name, chunks: f.chunks, size: Number(f.size), mtime: f.modified ? new Date(f.modified) : asOf };
          }
        }
      }
      return { fileName: `${folder.name.replace(/\/$/, '') || 'backup'}.zip`, contentType: 'application/zip', body: zipOf(files(), repo) };
    },

    /** Image content: one file, or a folder as a zip, from a mounted revision on cloud storage. */
    async imageDownload(user: SessionUser, nodeId: number, planRef: string, snapshotId: number, filePath: string, type: 'FILE' | 'FOLDER'): Promise<Download> {
      requireDataAccess(user);
      const plan = await deps.plans.planOf(nodeId, planRef);
      const snap = await deps.index.findSnapshot(plan.id, snapshotId);
      if (!snap || snap.deleted) throw notFound('Revision');
      if (!snap.onS3) throw localOnly();
      const repo = await openRepo(plan.organizationId);
      if (type === 'FILE') {
        const entry = await deps.mounts.entry(plan.organizationId, snap.jobGuid, filePath);
        if (!entry || entry.type !== 'file') throw notFound('File');
        return { fileName: filePath.slice(filePath.lastIndexOf('/') + 1), contentType: 'application/octet-stream', size: entry.size, body: Readable.from(fileBytes(repo, entry.chunks)) };
      }
      const entries = await deps.mounts.entriesUnder(plan.organizationId, snap.jobGuid, filePath);
      async function* files() {
        for (const e of entries) {
          const name = e.type === 'file' ? zipEntryName(filePath, e.path) : null;
          if (name) yield { name, chunks: e.chunks, size: e.size, mtime: new Date(e.mtimeMs) };
        }
      }
      const base = filePath.replace(/\/$/, '');
      return { fileName: `${base.slice(base.lastIndexOf('/') + 1) || 'volume'}.zip`, contentType: 'application/zip', body: zipOf(files(), repo) };
    },
  };
}
export type DownloadsService = ReturnType<typeof createDownloadsService>;
