/**
 * The agent's script lane (DESIGN.md §4): script runs arrive in the work poll beside backup jobs
 * but run here, a few at a time, never queued behind a job. Each run fetches its body by version,
 * goes through the executor once (the run ledger refuses a second start), and reports RUNNING and
 * its result. Runs the previous agent process left unfinished are reported INTERRUPTED at start.
 */
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AgentScriptResult, AgentScriptRun } from '@outpost/contracts';
import { ServerError } from '../api-client.ts';
import type { CapturedOutput, RunScriptOptions, ScriptRunRequest, ScriptRunResult } from '../scripts/executor-types.ts';
import { recoverInterruptedRuns, runScriptOnce, type ScriptRunLedger } from '../scripts/ledger.ts';
import type { WorkClient } from './work-client.ts';

/** Scripts that run at once; more wait in the lane (not behind backups). */
const DEFAULT_CONCURRENCY = 4;
/** Bodies kept by version: a version never changes, and the executor checks each against its hash anyway. */
const BODY_CACHE_SIZE = 32;

export interface ScriptLaneOptions {
  client: Pick<WorkClient, 'scriptBody' | 'scriptResult'>;
  ledger: ScriptRunLedger;
  /** Where the executor makes each run's private folder. */
  workRoot: string;
  log: (message: string) => void;
  concurrency?: number;
  /** Tests: a stand-in PATH for interpreters. */
  searchPath?: string;
}

const stream = (o: CapturedOutput) => ({ head: o.head, tail: o.tail, droppedBytes: o.droppedBytes });

/** The report of an executor result; ERROR (could not start) is a failure with its reason. */
export function reportOf(result: ScriptRunResult): AgentScriptResult {
  return {
    status: result.outcome === 'ERROR' ? 'FAILED' : result.outcome,
    exitCode: result.exitCode,
    durationMs: Math.round(result.durationMs),
    stdout: stream(result.stdout),
    stderr: stream(result.stderr),
    error: result.error ?? (result.signal ? `ended by ${result.signal}` : null),
  };
}

export class ScriptLane {
  private readonly waiting: AgentScriptRun[] = [];
  private readonly active = new Map<string, AbortController>();
  private readonly known = new Set<string>();
  private readonly finished = new Set<Promise<void>>();
  private stopping = false;
  private readonly bodies = new Map<number, string>();

  constructor(private readonly opts: ScriptLaneOptions) {}

  /** At start: ends and reports the runs the previous agent process was running. */
  async recover(): Promise<void> {
    for (const result of await recoverInterruptedRuns(this.opts.ledger)) {
      this.opts.log(`Script run ${result.runId} was interrupted by an agent restart`);
      await this.report(result.runId, reportOf(result));
    }
  }

  /** A run from the work poll; a run already here (a re-delivery) is ignored. */
  take(run: AgentScriptRun): void {
    if (this.stopping || this.known.has(run.runUid)) return;
    this.known.add(run.runUid);
    this.waiting.push(run);
    this.pump();
  }

  /** The server asks to stop a run: a waiting one never starts, a running one's tree is killed. */
  cancel(runUid: string): void {
    const i = this.waiting.findIndex((r) => r.runUid === runUid);
    if (i >= 0) {
      this.waiting.splice(i, 1);
      void this.track(this.report(runUid, { status: 'CANCELLED', error: 'Cancelled before it started' }).then(() => void this.known.delete(runUid)));
      return;
    }
    this.active.get(runUid)?.abort();
  }

  /** Agent shutdown: running scripts are stopped and reported INTERRUPTED; waiting ones stay with the server. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.waiting.length = 0;
    for (const controller of this.active.values()) controller.abort('shutdown');
    await this.idle();
  }

  async idle(): Promise<void> {
    while (this.finished.size > 0) await Promise.allSettled([...this.finished]);
  }

  get running(): number {
    return this.active.size;
  }

  private pump(): void {
    while (this.active.size < (this.opts.concurrency ?? DEFAULT_CONCURRENCY) && this.waiting.length > 0) {
      const run = this.waiting.shift()!;
      const controller = new AbortController();
      this.active.set(run.runUid, controller);
      void this.track(
        this.execute(run, controller.signal).finally(() => {
          this.active.delete(run.runUid);
          this.known.delete(run.runUid);
          this.pump();
        }),
      );
    }
  }

  private track(p: Promise<void>): Promise<void> {
    this.finished.add(p);
    void p.finally(() => this.finished.delete(p));
    return p;
  }

  private async execute(run: AgentScriptRun, signal: AbortSignal): Promise<void> {
    let body = this.bodies.get(run.scriptVersionId);
    try {
      if (body === undefined) {
        body = (await this.opts.client.scriptBody(run.scriptVersionId)).body;
        this.bodies.set(run.scriptVersionId, body);
        if (this.bodies.size > BODY_CACHE_SIZE) this.bodies.delete(this.bodies.keys().next().value!);
      }
    } catch (error) {
      // Left with the server: it hands the run out again if it is still wanted.
      this.opts.log(`Could not fetch script version ${run.scriptVersionId} for run ${run.runUid} (${(error as Error).message})`);
      return;
    }
    const request: ScriptRunRequest = {
      runId: run.runUid,
      language: run.language,
      body,
      bodySha256: run.sha256,
      env: run.env,
      timeoutSeconds: run.timeoutSeconds,
      runAs: run.runAs === 'SYSTEM' ? { kind: 'system' } : { kind: 'user' },
    };
    const options: RunScriptOptions = {
      workRoot: this.opts.workRoot,
      signal,
      onStarted: () => {
        void this.report(run.runUid, { status: 'RUNNING' }, 2).then((cancelRequested) => {
          if (cancelRequested) this.active.get(run.runUid)?.abort();
        });
      },
      ...(this.opts.searchPath ? { searchPath: this.opts.searchPath } : {}),
    };
    this.opts.log(`Script run ${run.runUid} (${run.language}) started`);
    const result = await runScriptOnce(this.opts.ledger, request, options);
    // Still running in this process (a re-delivery raced it): its own call reports it.
    if (!result) return;
    const report = reportOf(result);
    if (signal.aborted && signal.reason === 'shutdown') {
      report.status = 'INTERRUPTED';
      report.error = 'The agent stopped while the script was running';
    }
    this.opts.log(`Script run ${run.runUid} ${report.status}${report.exitCode != null ? ` (exit ${report.exitCode})` : ''}`);
    await this.report(run.runUid, report);
  }

  /** Sends a report, retrying a while: a lost result would leave the run showing RUNNING. */
  private async report(runUid: string, body: AgentScriptResult, attempts = 8): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.opts.client.scriptResult(runUid, body);
      } catch (error) {
        const refused = error instanceof ServerError && error.status >= 400 && error.status < 500 && error.status !== 429;
        if (refused || attempt + 1 >= attempts) {
          this.opts.log(`Could not report script run ${runUid} (${(error as Error).message})`);
          return false;
        }
        await sleep(Math.min(30_000, 500 * 2 ** attempt));
      }
    }
  }
}

/** The lane's folders under the agent's data dir. */
export const scriptPaths = (dataDir: string) => ({ ledgerDir: path.join(dataDir, 'scripts'), workRoot: path.join(dataDir, 'scripts', 'runs') });
