import { mkdir, open, readFile, rename, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { RunScriptOptions, ScriptRunLedgerApi, ScriptRunRequest, ScriptRunResult } from './executor-types.ts';
import { notStarted, runScript } from './executor.ts';
import { isAlive, markedProcesses, signalQuietly } from './process-tree.ts';

/** How much the ledger remembers; the defaults suit an agent, tests make them small. */
export interface LedgerLimits {
  /** Finished run ids remembered (a run id is never started twice while it is remembered). */
  rememberedRuns: number;
  /** Newest finished runs whose full result (up to 256 KiB of output) is kept for re-reporting. */
  keptResults: number;
  /** File size past which it is rewritten with only what is remembered. */
  maxBytes: number;
}

const DEFAULT_LIMITS: LedgerLimits = { rememberedRuns: 10_000, keptResults: 50, maxBytes: 32 * 1024 * 1024 };

type Line = { id: string; s: 'starting'; t: number } | { id: string; s: 'finished'; t: number; r?: ScriptRunResult };

interface Entry {
  finished: boolean;
  at: number;
  result?: ScriptRunResult;
}

const FILE_NAME = 'script-runs.jsonl';

/**
 * A durable record of the script runs this agent started: an append-only JSON-lines file in the
 * agent's state folder, written and flushed to disk BEFORE a run starts. A run recorded as starting
 * and never finished was cut short by an agent restart: it is reported INTERRUPTED and never
 * started again. Memory and file stay bounded: full results only for the newest runs, the file
 * rewritten when it passes `maxBytes` or twice the remembered runs in lines.
 */
export class ScriptRunLedger implements ScriptRunLedgerApi {
  /** Insertion order is age order: a finished run is moved to the end. */
  private readonly entries = new Map<string, Entry>();
  /** Finished runs that still hold their result, oldest first. */
  private readonly withResults: string[] = [];
  private handle: FileHandle | undefined;
  private bytes = 0;
  private lines = 0;
  /** Writes are serialised so lines never interleave and compaction never races an append. */
  private queue: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string,
    private readonly limits: LedgerLimits,
  ) {}

  /** Opens (or creates) the ledger in `stateDir`, compacting it when it has grown. */
  static async open(stateDir: string, limits: Partial<LedgerLimits> = {}): Promise<ScriptRunLedger> {
    await mkdir(stateDir, { recursive: true, mode: 0o700 });
    const ledger = new ScriptRunLedger(path.join(stateDir, FILE_NAME), { ...DEFAULT_LIMITS, ...limits });
    await ledger.load();
    if (ledger.tooBig()) await ledger.compact();
    ledger.handle = await open(ledger.file, 'a', 0o600);
    return ledger;
  }

  private async load(): Promise<void> {
    let text = '';
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    this.bytes = Buffer.byteLength(text);
    for (const raw of text.split('\n')) {
      if (!raw) continue;
      let line: Line;
      try {
        line = JSON.parse(raw) as Line;
      } catch {
        // A line torn by a crash mid-write: the run it described did not start (we flush before spawning).
        continue;
      }
      this.lines++;
      if (line.s === 'starting') this.entries.set(line.id, { finished: false, at: line.t });
      else this.remember(line.id, line.t, line.r);
    }
  }

  /** Records a finished run as the newest, dropping the oldest results past the limit. */
  private remember(runId: string, at: number, result?: ScriptRunResult): void {
    this.entries.delete(runId);
    this.entries.set(runId, { finished: true, at, ...(result ? { result } : {}) });
    const index = this.withResults.indexOf(runId);
    if (index >= 0) this.withResults.splice(index, 1);
    if (!result) return;
    this.withResults.push(runId);
    while (this.withResults.length > this.limits.keptResults) {
      const old = this.entries.get(this.withResults.shift()!);
      if (old) delete old.result;
    }
  }

  private tooBig(): boolean {
    return this.bytes > this.limits.maxBytes || this.lines > 2 * this.limits.rememberedRuns;
  }

  /** Rewrites the file with the unfinished runs and the newest remembered finished ones, flushed before it replaces the old one. */
  private async compact(): Promise<void> {
    const finished = [...this.entries].filter(([, e]) => e.finished);
    for (const [id] of finished.slice(0, Math.max(0, finished.length - this.limits.rememberedRuns))) this.entries.delete(id);
    const text = [...this.entries]
      .map(([id, e]) => JSON.stringify(e.finished ? { id, s: 'finished', t: e.at, ...(e.result ? { r: e.result } : {}) } : { id, s: 'starting', t: e.at }))
      .map((l) => `${l}\n`)
      .join('');
    const temp = `${this.file}.${process.pid}.tmp`;
    const out = await open(temp, 'w', 0o600);
    try {
      await out.write(text);
      await out.datasync();
    } finally {
      await out.close();
    }
    await rename(temp, this.file);
    this.bytes = Buffer.byteLength(text);
    this.lines = this.entries.size;
  }

  private write(line: Line): Promise<void> {
    const text = `${JSON.stringify(line)}\n`;
    const write = this.queue.then(async () => {
      if (!this.handle) throw new Error('the script run ledger is closed');
      await this.handle.write(text);
      await this.handle.datasync();
      this.bytes += Buffer.byteLength(text);
      this.lines++;
      if (this.tooBig()) {
        await this.handle.close();
        await this.compact();
        this.handle = await open(this.file, 'a', 0o600);
      }
    });
    this.queue = write.catch(() => undefined);
    return write;
  }

  wasSeen(runId: string): boolean {
    return this.entries.has(runId);
  }

  async markStarting(runId: string): Promise<void> {
    if (this.entries.has(runId)) throw new Error(`script run ${runId} was already started on this device`);
    // Claimed in memory first, so two concurrent deliveries of one run cannot both pass the check.
    const at = Date.now();
    this.entries.set(runId, { finished: false, at });
    await this.write({ id: runId, s: 'starting', t: at });
  }

  async markFinished(runId: string, result: ScriptRunResult): Promise<void> {
    const at = Date.now();
    this.remember(runId, at, result);
    await this.write({ id: runId, s: 'finished', t: at, r: result });
  }

  unfinished(): string[] {
    return [...this.entries].filter(([, e]) => !e.finished).map(([id]) => id);
  }

  resultOf(runId: string): ScriptRunResult | undefined {
    return this.entries.get(runId)?.result;
  }

  async close(): Promise<void> {
    await this.queue;
    await this.handle?.close();
    this.handle = undefined;
  }
}

/** The result reported for a run the agent was running when it stopped. */
export function interruptedResult(runId: string): ScriptRunResult {
  return notStarted(runId, 'INTERRUPTED', 'the agent stopped while the script was running; it was not started again');
}

/**
 * At agent start: ends what is left of runs the previous agent process was running (their
 * processes carry the run marker), records them finished as INTERRUPTED, and returns those results
 * for reporting.
 */
export async function recoverInterruptedRuns(ledger: ScriptRunLedger): Promise<ScriptRunResult[]> {
  const results: ScriptRunResult[] = [];
  for (const runId of ledger.unfinished()) {
    const leftovers = markedProcesses(runId);
    for (const { pid } of leftovers) signalQuietly(pid, 'SIGKILL');
    for (let i = 0; i < 20 && leftovers.some((p) => isAlive(p.pid, p.startTime)); i++) await new Promise((r) => setTimeout(r, 50));
    const result = interruptedResult(runId);
    await ledger.markFinished(runId, result);
    results.push(result);
  }
  return results;
}

/**
 * Runs a script at most once per run id: records it durably before starting it and its result
 * after. A run id seen before is not started again: its stored result is returned (INTERRUPTED when
 * only the id was kept), or null while that run is still going in this agent (its own call reports it).
 * Call `recoverInterruptedRuns` once at start-up first, so "unfinished" means "running now".
 */
export async function runScriptOnce(ledger: ScriptRunLedger, request: ScriptRunRequest, options: RunScriptOptions): Promise<ScriptRunResult | null> {
  if (ledger.wasSeen(request.runId)) {
    if (ledger.unfinished().includes(request.runId)) return null;
    return ledger.resultOf(request.runId) ?? interruptedResult(request.runId);
  }
  await ledger.markStarting(request.runId);
  const result = await runScript(request, options);
  await ledger.markFinished(request.runId, result);
  return result;
}
