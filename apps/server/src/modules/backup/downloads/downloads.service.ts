import { Readable } from 'node:stream';
import type { SessionUser } from '@outpost/contracts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { requireDataAccess } from '../access.ts';
import type { BrowseRepository } from '../browse/browse.repository.ts';
import { describeReadError, isDamage, openFileBytes, readOnPool, readOnThisThread, type FileBytes } from './downloads.read.ts';
import { streamZip, type ZipMember } from './downloads.zip.ts';
import { zipPiecesOnPool, zipPiecesOnThisThread } from './zip-pieces.ts';
import { deriveKeys, Repository, type BlobStore, type DecodePool } from '../engine.ts';
import type { IndexRepository } from '../browse/index.repository.ts';
import type { SnapshotMounts } from '../browse/mounts.ts';
import { zipEntryName } from '../paths.ts';
import type { PlansService } from '../plans/plans.service.ts';

export const LOCAL_ONLY_MESSAGE = 'Browser download is not available for the selected file(s). To recover the file(s), please use the restore option.';
export const DAMAGED_MESSAGE =
  'The backup data of this file is damaged or missing, so it cannot be downloaded. An administrator can run backup:check for details.';
const localOnly = () => new AppError('CONFLICT', LOCAL_ONLY_MESSAGE);

export interface Download {
  fileName: string;
  contentType: string;
  size?: number;
  body: Readable;
  /**
   * Told the response the body is piped into (a zip only), so that the memory of pieces its socket
   * has written is reused for the next ones (streamZip's responsePending).
   */
  attach?(response: { readonly writableLength: number; readonly destroyed: boolean }): void;
}

/** Where a download records what went wrong once it is under way: the request's logger (with its id). */
export interface DownloadLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** A file to stream: its chunks and size as recorded, and what identifies it in the log. */
interface FileRef {
  chunks: string[];
  size: number;
  what: Record<string, unknown>;
}

/**
 * The error a download answers when a file cannot be read before anything was sent: damage in
 * the one error shape, with the details in the log; other failures (a store that cannot be
 * reached) go on to the error handler as they are.
 */
function readFailure(error: unknown, what: Record<string, unknown>, log: DownloadLog): unknown {
  if (!isDamage(error)) return error;
  log.warn({ ...what, err: error }, 'download refused: the backup data is damaged');
  return new AppError('BACKUP_DATA_DAMAGED', DAMAGED_MESSAGE);
}

/**
 * A single file's body. Damage found after the headers went out makes the stream fail, so the
 * HTTP layer cuts the response: the client sees an incomplete transfer, never a complete-looking
 * file that is short or wrong.
 */
async function* fileBody(bytes: FileBytes, what: Record<string, unknown>, log: DownloadLog): AsyncGenerator<Buffer> {
  yield* bytes.head;
  try {
    yield* bytes.rest;
  } catch (error) {
    log.warn({ ...what, err: error }, `download cut: ${describeReadError(error)}`);
    throw error;
  }
}

/**
 * A zip entry is deflated (at the fast level) only when the engine found the file's data worth
 * compressing; media and archives it stored as they were are stored as they are, since deflating
 * them costs the server CPU and saves nothing.
 */
function worthDeflating(repo: Repository, chunks: string[]): boolean {
  return chunks.some((id) => (repo.chunks.get(id)?.entry.compression ?? 'none') !== 'none');
}

/** Browser downloads of cloud data: a file revision, a folder as a zip as of a job, image content. */
export function createDownloadsService(deps: {
  browse: BrowseRepository;
  index: IndexRepository;
  plans: PlansService;
  mounts: SnapshotMounts;
  storeFor: (organizationId: number) => BlobStore;
  keyFor: (organizationId: number) => Promise<Buffer>;
  /** Decodes downloads off the event loop (one pool for the process); without it, on this thread. */
  decoder?: DecodePool;
}) {
  const decoder = deps.decoder;
  const readRun = decoder ? readOnPool(decoder) : readOnThisThread;
  /** A zip entry's runs: checksummed and (if `deflate`) deflated where they are decoded. */
  const zipPieces = (deflate: boolean) => (decoder ? zipPiecesOnPool(decoder, deflate) : zipPiecesOnThisThread(deflate));
  /** The organization's repository; a damaged index is damage like any other. */
  async function openRepo(organizationId: number, what: Record<string, unknown>, log: DownloadLog): Promise<Repository> {
    try {
      return await Repository.open(deps.storeFor(organizationId), deriveKeys(await deps.keyFor(organizationId)));
    } catch (error) {
      throw readFailure(error, what, log);
    }
  }

  /** One file, verified as far as it can be before the response begins (see openFileBytes). */
  async function fileDownload(repo: Repository, file: FileRef, fileName: string, log: DownloadLog): Promise<Download> {
    let bytes: FileBytes;
    try {
      bytes = await openFileBytes(repo, file.chunks, file.size, undefined, readRun);
    } catch (error) {
      throw readFailure(error, file.what, log);
    }
    return { fileName, contentType: 'application/octet-stream', size: file.size, body: Readable.from(fileBody(bytes, file.what, log)) };
  }

  /** A zip of files; what it lacks goes to its ERRORS.txt and to the log. */
  function zipOf(
    files: AsyncIterable<{ name: string; chunks: string[]; size: number; mtime: Date }>,
    repo: Repository,
    what: Record<string, unknown>,
    log: DownloadLog,
  ): Pick<Download, 'body' | 'attach'> {
    async function* members(): AsyncGenerator<ZipMember> {
      for await (const f of files) {
        yield {
          name: f.name,
          size: f.size,
          mtime: f.mtime,
          compress: worthDeflating(repo, f.chunks),
          open: (signal, deflate) => openFileBytes(repo, f.chunks, f.size, signal, zipPieces(deflate)),
        };
      }
    }
    let response: { readonly writableLength: number; readonly destroyed: boolean } | null = null;
    // Bytes queued in the response and its socket (OutgoingMessage.writableLength counts both).
    const responsePending = () => (response && !response.destroyed ? response.writableLength : Infinity);
    const body = streamZip(
      members(),
      {
        describe: describeReadError,
        onProblem: (p) =>
          log.warn(
            { ...what, entry: p.entry, bytesWritten: p.written, err: p.error },
            `zip entry ${p.written === null ? 'left out' : 'incomplete'}: ${describeReadError(p.error)}`,
          ),
        onFailure: (error) => log.warn({ ...what, err: error }, 'zip download cut'),
      },
      { responsePending },
    );
    return {
      body,
      attach: (r) => {
        response = r;
      },
    };
  }

  return {
    async revisionData(user: SessionUser, nodeId: number, planRef: string, revisionId: number, log: DownloadLog): Promise<Download> {
      requireDataAccess(user);
      const plan = await deps.plans.planOf(nodeId, planRef);
      const rev = await deps.browse.revision(plan.id, revisionId);
      if (!rev) throw notFound('Revision');
      if (!rev.onS3) throw localOnly();
      const what = { download: 'revision', planId: plan.id, revisionId, file: rev.name };
      const repo = await openRepo(plan.organizationId, what, log);
      return fileDownload(repo, { chunks: rev.chunks, size: Number(rev.size), what }, rev.name, log);
    },

    async folderZip(
      user: SessionUser,
      nodeId: number,
      planRef: string,
      folderId: number,
      snapshotId: number,
      restoreDeleted: boolean,
      log: DownloadLog,
    ): Promise<Download> {
      requireDataAccess(user);
      const plan = await deps.plans.planOf(nodeId, planRef);
      const folder = await deps.browse.item(plan.id, folderId);
      if (!folder || folder.type !== 'FOLDER') throw notFound('Folder');
      const snap = await deps.index.findSnapshot(plan.id, snapshotId);
      if (!snap || snap.deleted) throw notFound('Job');
      if (!snap.onS3) throw localOnly();
      const what = { download: 'folder', planId: plan.id, folderId, snapshotId };
      const repo = await openRepo(plan.organizationId, what, log);
      const browse = deps.browse;
      const asOf = snap.jobCompleted;
      async function* files() {
        for (let after = 0; ;) {
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
      return { fileName: `${folder.name.replace(/\/$/, '') || 'backup'}.zip`, contentType: 'application/zip', ...zipOf(files(), repo, what, log) };
    },

    /** Image content: one file, or a folder as a zip, from a mounted revision on cloud storage. */
    async imageDownload(
      user: SessionUser,
      nodeId: number,
      planRef: string,
      snapshotId: number,
      filePath: string,
      type: 'FILE' | 'FOLDER',
      log: DownloadLog,
    ): Promise<Download> {
      requireDataAccess(user);
      const plan = await deps.plans.planOf(nodeId, planRef);
      const snap = await deps.index.findSnapshot(plan.id, snapshotId);
      if (!snap || snap.deleted) throw notFound('Revision');
      if (!snap.onS3) throw localOnly();
      const what = { download: 'image', planId: plan.id, snapshotId, path: filePath };
      const repo = await openRepo(plan.organizationId, what, log);
      if (type === 'FILE') {
        const entry = await deps.mounts.entry(plan.organizationId, snap.jobGuid, filePath);
        if (!entry || entry.type !== 'file') throw notFound('File');
        return fileDownload(repo, { chunks: entry.chunks, size: entry.size, what }, filePath.slice(filePath.lastIndexOf('/') + 1), log);
      }
      const entries = await deps.mounts.entriesUnder(plan.organizationId, snap.jobGuid, filePath);
      async function* files() {
        for (const e of entries) {
          const name = e.type === 'file' ? zipEntryName(filePath, e.path) : null;
          if (name) yield { name, chunks: e.chunks, size: e.size, mtime: new Date(e.mtimeMs) };
        }
      }
      const base = filePath.replace(/\/$/, '');
      return { fileName: `${base.slice(base.lastIndexOf('/') + 1) || 'volume'}.zip`, contentType: 'application/zip', ...zipOf(files(), repo, what, log) };
    },
  };
}
export type DownloadsService = ReturnType<typeof createDownloadsService>;
