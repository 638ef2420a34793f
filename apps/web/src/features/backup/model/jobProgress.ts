import type { JobData } from '@outpost/contracts';
import { isTerminal } from './jobStatus.ts';

type ProgressFields = Pick<JobData, 'status' | 'started' | 'completed' | 'jobProcessedBytes' | 'jobTotalBytes'>;

/** Rate and time left of a job: bytes per second since it started, and seconds to go at that rate. */
export interface JobSpeed {
  bytesPerSecond: number | null;
  secondsLeft: number | null;
}

/**
 * The job's average rate since it started (up to its end once ended), and while it runs, the time
 * left at that rate. Null where it cannot be known yet: not started, nothing moved, no total.
 */
export function jobSpeed(job: ProgressFields, now: number): JobSpeed {
  if (!job.started || job.jobProcessedBytes <= 0) return { bytesPerSecond: null, secondsLeft: null };
  const end = isTerminal(job) && job.completed ? Date.parse(job.completed) : now;
  const seconds = (end - Date.parse(job.started)) / 1000;
  if (!(seconds > 0)) return { bytesPerSecond: null, secondsLeft: null };
  const bytesPerSecond = job.jobProcessedBytes / seconds;
  const remaining = job.jobTotalBytes - job.jobProcessedBytes;
  const secondsLeft = !isTerminal(job) && remaining > 0 ? remaining / bytesPerSecond : null;
  return { bytesPerSecond, secondsLeft };
}

/** A short duration: "45 s", "3 min", "1 h 5 min". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** Jobs that have not ended come first, then the rest, each newest first as the server sent them. */
export const runningFirst = (jobs: JobData[]): JobData[] => [...jobs.filter((j) => !isTerminal(j)), ...jobs.filter((j) => isTerminal(j))];
