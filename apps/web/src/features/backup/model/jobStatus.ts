import type { JobData } from '@outpost/contracts';

export type JobLabel =
  'statusPreparing' | 'statusQUEUED' | 'statusPROCESSING' | 'statusIndexing' | 'statusCOMPLETED' | 'statusWarnings' | 'statusFAILED' | 'statusCANCELED';

const TERMINAL = new Set<JobData['status']>(['COMPLETED', 'FAILED', 'CANCELED']);

/** Whether the job has ended (no more polling, no Cancel Job). */
export const isTerminal = (job: Pick<JobData, 'status'>) => TERMINAL.has(job.status);

type LabelFields = Pick<JobData, 'status' | 'jobTotalFiles' | 'jobFilesProcessed'> & Partial<Pick<JobData, 'warnings' | 'phase'>>;

/**
 * "Completed with warnings": more than one file in total, completed, and processed differs from
 * total (spec 000 §4); also a completed job that lists files it did not restore, which the spec's
 * counts alone miss for a one-file restore that was skipped.
 */
export const completedWithWarnings = (job: LabelFields) =>
  job.status === 'COMPLETED' && ((job.jobTotalFiles > 1 && job.jobFilesProcessed !== job.jobTotalFiles) || (job.warnings?.length ?? 0) > 0);

/**
 * The label key of a job's status (spec 000 §4). An ended job shows how it ended; a job that has
 * not ended shows the server's phase when it is in one ("Indexing" a finished backup), else
 * "Preparing" while its total file count is still 0.
 */
export function jobStatusLabel(job: LabelFields): JobLabel {
  if (completedWithWarnings(job)) return 'statusWarnings';
  if (isTerminal(job)) return `status${job.status}` as JobLabel;
  if (job.phase?.name === 'INDEXING') return 'statusIndexing';
  if (job.jobTotalFiles === 0) return 'statusPreparing';
  return job.status === 'QUEUED' ? 'statusQUEUED' : 'statusPROCESSING';
}

/** Percent for the progress bar: the server phase's own, else the server's figure, else bytes, else files. */
export function jobPercent(
  job: Pick<JobData, 'percentage' | 'jobProcessedBytes' | 'jobTotalBytes' | 'jobFilesProcessed' | 'jobTotalFiles' | 'status'> & Partial<Pick<JobData, 'phase'>>,
): number {
  if (job.status === 'COMPLETED') return 100;
  if (job.phase && !isTerminal(job)) return job.phase.total > 0 ? Math.min(100, (job.phase.done / job.phase.total) * 100) : 0;
  if (job.percentage > 0) return Math.min(100, job.percentage);
  if (job.jobTotalBytes > 0) return Math.min(100, (job.jobProcessedBytes / job.jobTotalBytes) * 100);
  if (job.jobTotalFiles > 0) return Math.min(100, (job.jobFilesProcessed / job.jobTotalFiles) * 100);
  return 0;
}
