/**
 * The job runner: long-polls the server for work, runs jobs one at a time and answers commands
 * at once (also while a job runs). Jobs are leased by the server; a job the agent stops without
 * completing (agent shutdown) is re-queued by the server and resumed from its journal.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { AgentCommand, AgentJob } from '@outpost/contracts';
import { ServerError } from '../api-client.ts';
import { runBackupJob } from './backup-job.ts';
import { runCommand } from './commands.ts';
import type { JobContext, JobHandlers, JobOutcome } from './context.ts';
import { BackupError } from './engine.ts';
import { runGcJob } from './gc-job.ts';
import { HttpBlobStore } from './http-blob-store.ts';
import { ProgressReporter, ZERO_PROGRESS } from './progress-reporter.ts';
import { runRestoreJob } from './restore-job.ts';
import type { ScriptLane } from './script-lane.ts';
import { runSyncJob } from './sync-job.ts';
import { TokenBucket } from './throttle.ts';
import type { JobProgressBody, WorkClient } from './work-client.ts';

export const DEFAULT_HANDLERS: JobHandlers = { BACKUP: runBackupJob, RESTORE: runRestoreJob, SYNC: runSyncJob, GC: runGcJob };
/** Longest pause between failed work polls. */
const RETRY_MAX_MS = 5_000;
/**
 * The wait of a poll made while a job runs (commands only). Such a poll is superseded when the
 * job ends and left to finish on its own; a short wait keeps few of them open after a run of jobs.
 */
const BUSY_WAIT_SECONDS = 10;

export interface RunnerOptions {
  client: WorkClient;
  serverUrl: string;
  credential: string;
  dataDir: string;
  log: (message: string) => void;
  waitSeconds?: number;
  /** Progress timing (tests shorten it). */
  progressIntervalMs?: number;
  keepaliveMs?: number;
  /** Queued jobs report this often so the server keeps their lease. */
  queuedKeepaliveMs?: number;
  handlers?: Partial<JobHandlers>;
  /** The script lane: script runs and cancels from each poll go there, whether or not a job runs. */
  scripts?: ScriptLane;
  /** Interactive runs: sees every progress update (progress bars). */
  onProgress?: (job: AgentJob, p: JobProgressBody & { currentPath?: string }) => void;
}

/** Maps a handler failure to the job's final status. */
export function outcomeOfError(error: unknown, cancelled: boolean): JobOutcome {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  if (cancelled || (error instanceof BackupError && error.code === 'CANCELLED')) return { status: 'CANCELED', error: 'Cancelled (incomplete)' };
  return { status: 'FAILED', error: message };
}

export class JobRunner {
  readonly throttle = new TokenBucket(null);
  private readonly queue: AgentJob[] = [];
  private readonly known = new Set<string>();
  private running: Promise<void> | null = null;
  /** The long poll the loop waits for, whether it asked for jobs, and how to stop waiting for it. */
  private poll: { acceptJobs: boolean; supersede: () => void } | null = null;
  private readonly handlers: JobHandlers;

  constructor(private readonly opts: RunnerOptions) {
    this.handlers = { ...DEFAULT_HANDLERS, ...opts.handlers };
  }

  /** Polls for work until the signal fires; a running job is stopped (not completed) then. */
  async run(signal: AbortSignal): Promise<void> {
    let failures = 0;
    const keepalive = setInterval(() => void this.keepQueuedAlive(), this.opts.queuedKeepaliveMs ?? 30_000);
    const inFlight = new Set<Promise<boolean>>();
    try {
      while (!signal.aborted) {
        const acceptJobs = this.running === null && this.queue.length === 0;
        let supersede: () => void = () => undefined;
        const superseded = new Promise<'superseded'>((resolve) => (supersede = () => resolve('superseded')));
        this.poll = { acceptJobs, supersede };
        const polled = this.pollOnce(acceptJobs, signal);
        inFlight.add(polled);
        void polled.finally(() => inFlight.delete(polled));
        const outcome = await Promise.race([polled, superseded]);
        this.poll = null;
        if (outcome === 'superseded' || outcome) {
          if (outcome) failures = 0;
          continue;
        }
        if (signal.aborted) break;
        failures++;
        // Short: heartbeats may already show the device online while this poll sleeps.
        await sleep(Math.min(RETRY_MAX_MS, 500 * 2 ** Math.min(failures, 4)), undefined, { signal }).catch(() => undefined);
      }
    } finally {
      clearInterval(keepalive);
      await Promise.allSettled(inFlight);
      await this.running?.catch(() => undefined);
    }
  }

  /** One long poll; its commands and jobs are taken in whenever it answers. False when it failed. */
  private async pollOnce(acceptJobs: boolean, signal: AbortSignal): Promise<boolean> {
    try {
      const wait = this.opts.waitSeconds ?? 25;
      const work = await this.opts.client.work(acceptJobs ? wait : Math.min(wait, BUSY_WAIT_SECONDS), acceptJobs, signal);
      this.throttle.setLimit(work.bandwidthLimitKb);
      for (const command of work.commands) void this.answer(command);
      for (const runUid of work.cancelScripts) this.opts.scripts?.cancel(runUid);
      for (const run of work.scripts) this.opts.scripts?.take(run);
      for (const job of work.jobs) this.enqueue(job, signal);
      return true;
    } catch (error) {
      if (!signal.aborted) this.opts.log(`Work poll failed (${(error as Error).message}); retrying`);
      return false;
    }
  }

  /** Answers one command; errors go back to the server as the command's error. */
  async answer(command: AgentCommand): Promise<void> {
    const answer = await runCommand(command).catch((error: unknown) => ({ ok: false, error: (error as Error).message }));
    await this.opts.client.commandResult(command.id, answer).catch((error: unknown) => {
      this.opts.log(`Could not send the result of command ${command.id} (${(error as Error).message})`);
    });
  }

  /** Queues a job unless it is already queued or running (a re-delivered lease). */
  enqueue(job: AgentJob, signal: AbortSignal): void {
    if (this.known.has(job.jobUid)) return;
    this.known.add(job.jobUid);
    this.queue.push(job);
    if (!this.running) {
      this.running = this.drain(signal).finally(() => {
        this.running = null;
        this.askForJobs();
      });
    }
  }

  /**
   * The runner became idle: the poll made while it was busy asked for commands only, and the
   * server keeps new jobs queued until that poll ends (up to its full wait). Start a poll that asks
   * for jobs now. The old one is left to end by itself rather than aborted: a command it may be
   * answering would be lost with it, and an aborted fetch can leave a stray connection behind.
   */
  private askForJobs(): void {
    if (this.poll && !this.poll.acceptJobs && this.queue.length === 0) this.poll.supersede();
  }

  /** Resolves when no job is queued or running. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(signal: AbortSignal): Promise<void> {
    for (let job = this.queue.shift(); job && !signal.aborted; job = this.queue.shift()) {
      await this.runJob(job, signal);
      this.known.delete(job.jobUid);
    }
  }

  private async keepQueuedAlive(): Promise<void> {
    for (const job of [...this.queue]) {
      const cancel = await this.opts.client.progress(job.jobUid, ZERO_PROGRESS).catch(() => false);
      if (!cancel || !this.queue.includes(job)) continue;
      this.queue.splice(this.queue.indexOf(job), 1);
      this.known.delete(job.jobUid);
      await this.complete(job, { status: 'CANCELED', error: 'Cancelled before it started' }, ZERO_PROGRESS);
    }
  }

  /**
   * The key of the repository a job uses, asked for each job (memory only): the organization may
   * switch to per-device keys, and a restore may read another repository (decision 0013).
   */
  private jobKey(jobUid: string): () => Promise<Buffer> {
    let key: Promise<Buffer> | null = null;
    return () => {
      // A failed fetch is forgotten so the next call asks again.
      key ??= this.opts.client.backupKey(jobUid).catch((error: unknown) => {
        key = null;
        throw error;
      });
      return key;
    };
  }

  /** Runs one job to its end and reports it; an agent shutdown leaves it to the server's lease (null). */
  async runJob(job: AgentJob, stop: AbortSignal, userCancel?: AbortSignal): Promise<JobOutcome | null> {
    const cancel = new AbortController();
    // Interactive runs: Ctrl-C cancels the job (reported CANCELED) rather than leaving it leased.
    userCancel?.addEventListener('abort', () => cancel.abort(), { once: true });
    const signal = AbortSignal.any([stop, cancel.signal]);
    const reporter = new ProgressReporter(this.opts.client, job.jobUid, () => cancel.abort(), {
      intervalMs: this.opts.progressIntervalMs ?? 1000,
      keepaliveMs: this.opts.keepaliveMs ?? 3000,
      log: this.opts.log,
    });
    const ctx: JobContext = {
      signal,
      dataDir: this.opts.dataDir,
      key: this.jobKey(job.jobUid),
      cloudStore: () =>
        new HttpBlobStore({ serverUrl: this.opts.serverUrl, credential: this.opts.credential, jobUid: job.jobUid, throttle: this.throttle, signal }),
      progress: (p) => {
        reporter.update(p);
        this.opts.onProgress?.(job, p);
      },
      log: this.opts.log,
    };
    this.opts.log(`Job ${job.jobUid} (${job.kind}) started`);
    reporter.start();
    let outcome: JobOutcome;
    try {
      const handler = this.handlers[job.kind] as (j: AgentJob, c: JobContext) => Promise<JobOutcome>;
      outcome = await handler(job, ctx);
    } catch (error) {
      outcome = outcomeOfError(error, cancel.signal.aborted);
    } finally {
      reporter.stop();
    }
    if (stop.aborted && !cancel.signal.aborted) {
      this.opts.log(`Job ${job.jobUid} interrupted by shutdown; the server will hand it out again`);
      return null;
    }
    await this.complete(job, outcome, reporter.current);
    return outcome;
  }

  /** Sends a completion, retrying for a while: a lost one would make the server run the job again. */
  private async complete(job: AgentJob, outcome: JobOutcome, last: typeof ZERO_PROGRESS): Promise<void> {
    const body = { error: null, warnings: [], ...outcome, progress: outcome.progress ?? last };
    for (let attempt = 0; ; attempt++) {
      try {
        await this.opts.client.complete(job.jobUid, body);
        this.opts.log(`Job ${job.jobUid} (${job.kind}) ${body.status}${body.error ? `: ${body.error}` : ''}`);
        return;
      } catch (error) {
        const refused = error instanceof ServerError && error.status >= 400 && error.status < 500;
        if (refused || attempt >= 8) {
          this.opts.log(`Could not report the end of job ${job.jobUid} (${(error as Error).message}); giving up`);
          return;
        }
        await sleep(Math.min(30_000, 500 * 2 ** attempt));
      }
    }
  }
}
