/** What a job handler gets from the runner, and what it answers. */
import type { AgentJob, JobComplete } from '@outpost/contracts';
import type { BlobStore } from './engine.ts';
import type { JobProgressBody } from './work-client.ts';

export interface JobContext {
  /** Fires on a cancel request from the server or when the agent stops. */
  signal: AbortSignal;
  /** The agent's data dir (journals live under it). */
  dataDir: string;
  /** The organization's key (memory only). */
  key(): Promise<Uint8Array>;
  /** A cloud store bound to this job's signal and the shared upload throttle. */
  cloudStore(): BlobStore;
  progress(p: JobProgressBody & { currentPath?: string }): void;
  log(message: string): void;
}

/** A handler's answer; the runner sends it as the job's completion. */
export type JobOutcome = Omit<JobComplete, 'progress'> & { progress?: JobProgressBody };

export type JobHandler<K extends AgentJob['kind']> = (job: Extract<AgentJob, { kind: K }>, ctx: JobContext) => Promise<JobOutcome>;
export type JobHandlers = { [K in AgentJob['kind']]: JobHandler<K> };
