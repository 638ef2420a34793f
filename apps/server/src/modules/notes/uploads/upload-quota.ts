import { statfs } from 'node:fs/promises';
import { UPLOAD_QUOTA_DEFAULTS, type UploadQuotaLimits } from '@outpost/contracts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import type { UploadsRepository } from './uploads.repository.ts';

/**
 * How long an upload may wait for a note, ticket or automation to use it: a draft left open
 * longer loses its new files. With the sweep every few minutes, an unused upload is gone within
 * the hour (issue 22, finding 5: a day let one user fill the disk).
 */
export const UNUSED_UPLOAD_GRACE_MS = 55 * 60 * 1000;
/** How often the sweeper runs: with the grace, unused uploads never pass an hour. */
export const UPLOAD_SWEEP_INTERVAL_MS = 5 * 60 * 1000;
/** Uploads older than this are the sweep's, not the quota's: a missed sweep or two still counts. */
const QUOTA_WINDOW_MS = 3 * 60 * 60 * 1000;

/** A size in the unit people read it in: KiB under a MiB, else MiB. */
const sizeInWords = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KiB` : `${Math.round(bytes / 1024 / 1024)} MiB`);

const userQuotaFull = (limits: UploadQuotaLimits) =>
  new AppError(
    'UPLOAD_QUOTA_EXCEEDED',
    `You have too many files waiting to be used (at most ${limits.userFiles} files or ${sizeInWords(limits.userBytes)}). Save or send what you are writing, or wait an hour for unused files to be removed.`,
  );
const installationFull = () =>
  new AppError('INSUFFICIENT_STORAGE', 'The server has no room for more uploads right now. Try again later, or ask your administrator.');
const diskFull = () => new AppError('INSUFFICIENT_STORAGE', 'The server is running out of disk space and does not accept uploads. Ask your administrator.');

/**
 * The quotas every upload route passes (rich text, help attachments): unused uploads per user and
 * per installation, files and bytes, and a floor of free space in the data folder (`fs.statfs`).
 */
export function createUploadQuota(deps: { uploads: UploadsRepository; clock: Clock; dataDir: string; limits?: Partial<UploadQuotaLimits> | undefined }) {
  const limits: UploadQuotaLimits = { ...UPLOAD_QUOTA_DEFAULTS, ...deps.limits };
  const since = () => new Date(deps.clock.now().getTime() - QUOTA_WINDOW_MS);

  async function freeBytes(): Promise<number> {
    const stats = await statfs(deps.dataDir);
    return stats.bavail * stats.bsize;
  }

  /** Refuses when the usage, with `files` and `bytes` more, passes a quota. */
  async function weigh(userId: number, files: number, bytes: number): Promise<void> {
    const [mine, everyone] = await Promise.all([deps.uploads.unusedUsage(userId, since()), deps.uploads.unusedUsage(null, since())]);
    if (mine.files + files > limits.userFiles || mine.bytes + bytes > limits.userBytes) throw userQuotaFull(limits);
    if (everyone.files + files > limits.installationFiles || everyone.bytes + bytes > limits.installationBytes) throw installationFull();
  }

  return {
    limits,

    /**
     * Before a file is read: refuses when the user's or the installation's waiting uploads, with
     * one more file of `expectedBytes` (the request's length, as the client announced it), pass
     * a quota, or when the disk would be left with less than the free-space floor.
     */
    async admit(userId: number, expectedBytes: number): Promise<void> {
      if ((await freeBytes()) - expectedBytes < limits.minFreeBytes) throw diskFull();
      await weigh(userId, 1, expectedBytes);
    },

    /**
     * After the file is stored and recorded (it counts itself): refuses when uploads made at the
     * same time together passed a quota; the caller removes the file it just stored.
     */
    async confirm(userId: number): Promise<void> {
      await weigh(userId, 0, 0);
    },
  };
}
export type UploadQuota = ReturnType<typeof createUploadQuota>;
