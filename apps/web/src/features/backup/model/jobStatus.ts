import type { JobData } from '@outpost/contracts';

export type JobLabel = 'statusPreparing' | 'statusQUEUED' | 'statusPROCESSING' | 'statusCOMPLETED' | 'statusWarnings' | 'statusFAILED' | 'statusCANCELED';

const TERMINAL = new Set<JobData['status']>(['COMPLETED', 'FAILED', 'CANCELED']);

/** Whether the job has ended (no more polling, no Cancel Job). */
export const isTerminal = (job: Pick<JobData, 'status'>) => TERMINAL.has(job.status);

/** "Completed with warnings": more than one file in total, completed, and processed differs from total. */
export const completedWithWarnings = (job: Pick<JobData, 'status' | 'jobTotalFiles' | 'jobFilesProcessed'>) =>
  job.status === 'COMPLETED' && job.jobTotalFiles > 1 && job.jobFilesProcessed !== job.jobTotalFiles;

/**
 * The label key of a job's status (spec 000 §4). An ended job shows how it ended; a job that has
 * not ended shows "Preparing" while its total file count is still 0.
 */
export function jobStatusLabel(job: Pick<JobData, 'status' | 'jobTotalFiles' | 'jobFilesProcessed'>): JobLabel {
  if (completedWithWarnings(job)) return 'statusWarnings';
  if (isTerminal(job)) return `status${job.status}` as JobLabel;
  if (job.jobTotalFiles === 0) return 'statusPreparing';
  return job.status === 'QUEUED' ? 'statusQUEUED' : 'statusPROCESSING';
}

/** Percent for the progress bar: the server's figure, else bytes, else files. */
export function jobPercent(job: Pick<JobData, 'percentage' | 'jobProcessedBytes' | 'jobTotalBytes' | 'jobFilesProcessed' | 'jobTotalFiles' | 'status'>): number {
  if (job.status === 'COMPLETED') return 100;
  if (job.percentage > 0) return Math.min(100, job.percentage);
  if (job.jobTotalBytes > 0) return Math.min(100, (job.jobProcessedBytes / job.jobTotalBytes) * 100);
  if (job.jobTotalFiles > 0) return Math.min(100, (job.jobFilesProcessed / job.jobTotalFiles) * 100);
  return 0;
}
