import { randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES, type SessionUser, type Upload, type UploadStatus } from '@outpost/contracts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { mayUpload } from '../../../policies/upload.policy.ts';
import { ticketForbidden } from '../../tickets/scope/ticket-scope.ts';
import type { BlobStore } from './blob-store.ts';
import { INLINE_IMAGE_TYPES, inlinePreviewType, PREVIEW_HEAD_BYTES, storedContentType } from './content-type.ts';
import type { PreviewLinks } from './preview-links.ts';
import { UNUSED_UPLOAD_GRACE_MS, UPLOAD_SWEEP_INTERVAL_MS, type UploadQuota } from './upload-quota.ts';
import { CHECK_HEAD_BYTES, checkUpload, claimOf } from './upload-check.ts';
import type { UploadRow, UploadsRepository } from './uploads.repository.ts';
import { uploadUrl } from './upload-references.ts';

/** What the HTTP layer hands over from a multipart file part. */
export interface IncomingFile {
  fileName: string;
  declaredType: string;
  stream: Readable;
  /** True when the parser cut the file at the size limit. */
  truncated(): boolean;
}

export { UNUSED_UPLOAD_GRACE_MS } from './upload-quota.ts';

const fileError = (message: string) => new AppError('VALIDATION_FAILED', message, { file: [message] });
export const tooLarge = () => fileError(`Maximum file size is ${UPLOAD_MAX_BYTES / 1024 / 1024} MiB`);
export const missingFile = () => fileError('Choose a file to upload');

const presentUpload = (row: Pick<UploadRow, 'contentId' | 'fileName' | 'contentType' | 'size' | 'status'>): Upload => ({
  contentId: row.contentId,
  url: uploadUrl(row.contentId),
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  uploadStatus: row.status,
});

/** A file whose content failed its check, or could not be read, is only ever a download. */
const mayShowInline = (status: UploadStatus) => status === 'READY' || status === 'PROCESSING';

/** A check still PROCESSING after this long died with its process; the sweeper runs it again. */
export const STUCK_CHECK_MS = 10 * 60 * 1000;

/** Tells the viewers of the tickets holding an upload that its status changed (the live `attachment.status` event). */
export type UploadStatusListener = (change: {
  contentId: string;
  uploadStatus: UploadStatus;
  tickets: { ticketId: number; organizationId: number | null }[];
}) => void;

/** Inline images and attachments of rich text: bytes in the blob store, metadata in the database. */
export function createUploadsService(deps: {
  uploads: UploadsRepository;
  blobs: BlobStore;
  clock: Clock;
  previewLinks: PreviewLinks;
  quota: UploadQuota;
  onStatus?: UploadStatusListener;
  log: (message: string, error?: unknown) => void;
}) {
  const { uploads, blobs, clock } = deps;
  /** Checks under way in this process: closing the server waits for them. */
  const checking = new Set<Promise<void>>();

  /** The file's first `bytes` bytes (fewer when it is shorter), or null when the store has no file. */
  async function headOf(contentId: string, bytes = PREVIEW_HEAD_BYTES): Promise<Buffer | null> {
    const stream = await blobs.get(contentId);
    if (!stream) return null;
    const chunks: Buffer[] = [];
    let length = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        chunks.push(chunk);
        length += chunk.length;
        if (length >= bytes) break;
      }
    } finally {
      stream.destroy();
    }
    return Buffer.concat(chunks).subarray(0, bytes);
  }

  /**
   * Sniffs a stored upload against what it claims and records the verdict (upload-check.ts):
   * FAILURE when its bytes cannot be read. Tickets already holding the file hear of it live;
   * one attached later reads the verdict with the file.
   */
  async function check(upload: { contentId: string; fileName: string; declaredType: string }): Promise<void> {
    let status: Exclude<UploadStatus, 'PROCESSING'>;
    try {
      const head = await headOf(upload.contentId, CHECK_HEAD_BYTES);
      status = head && head.length > 0 ? await checkUpload(claimOf(upload.fileName, upload.declaredType), head) : 'FAILURE';
    } catch {
      status = 'FAILURE';
    }
    const id = await uploads.settleStatus(upload.contentId, status);
    if (id === undefined || !deps.onStatus) return;
    const holding = await uploads.ticketsHolding(id);
    if (holding.length > 0) deps.onStatus({ contentId: upload.contentId, uploadStatus: status, tickets: holding });
  }

  /** Runs a check after the response, keeping track of it; a check that throws is logged, not lost. */
  function startCheck(upload: Parameters<typeof check>[0], log: (error: unknown) => void = (error) => deps.log('upload check failed', error)) {
    const running: Promise<void> = check(upload)
      .catch(log)
      .finally(() => checking.delete(running));
    checking.add(running);
  }

  /** Checks again the uploads whose check never finished (the process stopped mid-check). */
  async function recheckStuck(): Promise<number> {
    const stuck = await uploads.processingBefore(new Date(clock.now().getTime() - STUCK_CHECK_MS));
    // Held against the type the uploader declared, as the first check was: the stored type may be
    // what the bytes proved (a PNG declared as a PDF), which they would always agree with. Rows
    // from before the declared type was kept have only the stored one.
    for (const row of stuck) await check({ contentId: row.contentId, fileName: row.fileName, declaredType: row.declaredType ?? row.contentType });
    return stuck.length;
  }

  async function sweepUnused(): Promise<number> {
    const contentIds = await uploads.deleteUnusedBefore(new Date(clock.now().getTime() - UNUSED_UPLOAD_GRACE_MS));
    for (const contentId of contentIds) await blobs.delete(contentId);
    return contentIds.length;
  }

  return {
    /** Stores one file; `expectedBytes` is the request's announced length, for the quotas to weigh before reading. */
    async store(user: SessionUser, file: IncomingFile, expectedBytes = 0): Promise<Upload> {
      try {
        await deps.quota.admit(user.id, Math.min(expectedBytes, UPLOAD_MAX_BYTES));
      } catch (error) {
        // Nothing is stored: the rest of the body is read and dropped.
        file.stream.resume();
        throw error;
      }
      const contentId = randomBytes(18).toString('base64url');
      let head = Buffer.alloc(0);
      // Keep the first bytes as they stream past, to tell real images from claimed ones.
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          if (head.length < 16) head = Buffer.concat([head, chunk]).subarray(0, 16);
          done(null, chunk);
        },
      });
      file.stream.on('error', (error) => tap.destroy(error));
      const size = await blobs.put(contentId, file.stream.pipe(tap));
      if (file.truncated() || size > UPLOAD_MAX_BYTES) {
        await blobs.delete(contentId);
        throw tooLarge();
      }
      if (size < UPLOAD_MIN_BYTES) {
        await blobs.delete(contentId);
        throw fileError('Minimum file size is 1 byte');
      }
      const fileName = file.fileName.replace(/[\\/\x00-\x1f]/g, '_').slice(0, 255) || 'file';
      const row = { contentId, fileName, contentType: storedContentType(file.declaredType, head), size, status: 'PROCESSING' as const };
      await uploads.insert({ ...row, declaredType: file.declaredType.slice(0, 255), ownerUserId: user.id, at: clock.now() });
      try {
        await deps.quota.confirm(user.id);
      } catch (error) {
        // Uploads made at the same time passed the quota together: this one goes.
        if (await uploads.deleteIfUnused(contentId)) await blobs.delete(contentId);
        throw error;
      }
      // The answer does not wait for the content check: the editor shows the file at once and
      // its status follows (spec 002 §4.1: PROCESSING until an attachment-status event).
      startCheck({ contentId, fileName, declaredType: file.declaredType });
      return presentUpload(row);
    },

    /** Resolves once every content check started so far has recorded its verdict. */
    async idle(): Promise<void> {
      while (checking.size > 0) await Promise.allSettled([...checking]);
    },

    recheckStuck,

    /**
     * Deletes uploads, file and all, that nothing uses (no note, ticket or automation) and that are
     * older than UNUSED_UPLOAD_GRACE_MS: images and attachments of drafts never saved, and those of
     * notes deleted with their device. Notes that drop an upload delete it at once
     * (notes.repository.ts); this catches the rest.
     */
    sweepUnused,

    /** Runs sweepUnused and recheckStuck every few minutes (unused uploads never pass an hour); answers a stop function. */
    startSweeper(log: (error: unknown) => void = () => undefined): () => void {
      const timer = setInterval(() => {
        void sweepUnused().catch(log);
        void recheckStuck().catch(log);
      }, UPLOAD_SWEEP_INTERVAL_MS);
      timer.unref();
      return () => clearInterval(timer);
    },

    /**
     * The file's metadata and bytes, and whether a browser may show it inline, to whoever the
     * upload policy lets read it (upload.policy.ts; a file only tickets hold is the tickets').
     */
    async open(user: SessionUser, contentId: string) {
      const row = await uploads.findByContentId(contentId);
      if (row && row.ownerUserId !== user.id && !mayUpload(user, 'read', { ownerUserId: row.ownerUserId, ...(await uploads.holders(row.id)) }))
        throw ticketForbidden();
      const body = row ? await blobs.get(contentId) : null;
      if (!row || !body) throw notFound('File');
      const inline = mayShowInline(row.status) && (INLINE_IMAGE_TYPES as readonly string[]).includes(row.contentType);
      // A suspicious file goes out as bytes, not as the type it claims.
      const servedType = mayShowInline(row.status) ? row.contentType : 'application/octet-stream';
      return { upload: presentUpload(row), body, inline, servedType };
    },

    /**
     * The file behind a signed preview link (preview-links.ts), with the type it may be shown
     * inline as (null: a download only). The link is checked before anything is looked up.
     */
    async preview(contentId: string, link: { expires: number; signature: string }) {
      await deps.previewLinks.check(contentId, link.expires, link.signature);
      const row = await uploads.findByContentId(contentId);
      const head = row && mayShowInline(row.status) ? await headOf(contentId) : null;
      const inlineType = row && head ? inlinePreviewType(row.contentType, head) : null;
      const body = row ? await blobs.get(contentId) : null;
      if (!row || !body) throw notFound('File');
      return { upload: presentUpload(row), body, inlineType };
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
