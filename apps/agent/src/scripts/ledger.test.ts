import { spawn } from 'node:child_process';
import { existsSync, readFileSync, appendFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import type { ScriptRunResult } from './executor-types.ts';
import { ScriptRunLedger, interruptedResult, recoverInterruptedRuns, runScriptOnce } from './ledger.ts';
import { processAlive, request, sleep } from './testing/helpers.ts';

const tmp = await mkdtemp(join(tmpdir(), 'outpost-ledger-'));
afterAll(() => rm(tmp, { recursive: true, force: true }));
const repoRoot = resolve(import.meta.dirname, '../../../..');
const runnerFile = join(import.meta.dirname, 'testing/ledger-runner.ts');

describe('the run ledger', () => {
  it('a run id is recorded durably before it starts and is never started twice, across reopening', async () => {
    const stateDir = join(tmp, 'unit');
    const marker = join(tmp, 'unit-marker');
    const req = request('sh', `echo run >> '${marker}'`);
    const ledger = await ScriptRunLedger.open(stateDir);
    const first = await runScriptOnce(ledger, req, { workRoot: join(tmp, 'work') });
    expect(first?.outcome).toBe('SUCCEEDED');
    expect(await runScriptOnce(ledger, req, { workRoot: join(tmp, 'work') })).toEqual(first);
    await expect(ledger.markStarting(req.runId)).rejects.toThrow(/already started/);
    await ledger.close();

    const reopened = await ScriptRunLedger.open(stateDir);
    expect(reopened.wasSeen(req.runId)).toBe(true);
    expect(reopened.resultOf(req.runId)).toEqual(first);
    expect(await runScriptOnce(reopened, req, { workRoot: join(tmp, 'work') })).toEqual(first);
    expect(reopened.unfinished()).toEqual([]);
    await reopened.close();
    expect(readFileSync(marker, 'utf8')).toBe('run\n');
  });

  it('a line torn by a crash is skipped; what was recorded before it survives', async () => {
    const stateDir = join(tmp, 'torn');
    const ledger = await ScriptRunLedger.open(stateDir);
    await ledger.markStarting('run-a');
    await ledger.close();
    appendFileSync(join(stateDir, 'script-runs.jsonl'), '{"id":"run-b","s":"sta');
    const reopened = await ScriptRunLedger.open(stateDir);
    expect(reopened.unfinished()).toEqual(['run-a']);
    expect(reopened.wasSeen('run-b')).toBe(false);
    const results = await recoverInterruptedRuns(reopened);
    expect(results).toEqual([interruptedResult('run-a')]);
    expect(reopened.unfinished()).toEqual([]);
    expect(reopened.resultOf('run-a')?.outcome).toBe('INTERRUPTED');
    await reopened.close();
  });

  it('file and memory stay bounded: old results are dropped, old ids forgotten, an unfinished run always kept', async () => {
    const stateDir = join(tmp, 'bounded');
    const limits = { rememberedRuns: 5, keptResults: 2, maxBytes: 8 * 1024 };
    const ledger = await ScriptRunLedger.open(stateDir, limits);
    await ledger.markStarting('still-running');
    const big = (id: string): ScriptRunResult => ({
      ...interruptedResult(id),
      outcome: 'SUCCEEDED',
      stdout: { head: 'x'.repeat(2_000), tail: '', totalBytes: 2_000, droppedBytes: 0 },
    });
    const ids = Array.from({ length: 20 }, (_, i) => `run-${i}`);
    for (const id of ids) {
      await ledger.markStarting(id);
      await ledger.markFinished(id, big(id));
      expect(statSync(join(stateDir, 'script-runs.jsonl')).size).toBeLessThan(limits.maxBytes + 2 * 2_500);
    }
    // In memory already: only the two newest results.
    expect(ids.filter((id) => ledger.resultOf(id))).toEqual(['run-18', 'run-19']);
    await ledger.close();

    const reopened = await ScriptRunLedger.open(stateDir, limits);
    expect(reopened.unfinished()).toEqual(['still-running']);
    expect(ids.filter((id) => reopened.resultOf(id))).toEqual(['run-18', 'run-19']);
    expect(reopened.wasSeen('run-15')).toBe(true);
    expect(reopened.wasSeen('run-0')).toBe(false);
    await reopened.close();
  });

  it('a run arriving twice while it is still running is started once; the second call answers null', async () => {
    const ledger = await ScriptRunLedger.open(join(tmp, 'twice'));
    const req = request('sh', 'sleep 0.3; echo once');
    const [a, b] = await Promise.all([
      runScriptOnce(ledger, req, { workRoot: join(tmp, 'work') }),
      runScriptOnce(ledger, req, { workRoot: join(tmp, 'work') }),
    ]);
    expect([a?.stdout.head, b]).toEqual(['once\n', null]);
    await ledger.close();
  });
});

/** Starts the agent stand-in and yields its events as they come. */
function startRunner(stateDir: string, requestFile: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', runnerFile, stateDir, join(tmp, 'work'), requestFile], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const events: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    events.push(JSON.parse(line) as Record<string, unknown>);
    waiters.splice(0).forEach((w) => w());
  });
  const next = async (name: string, ms = 20_000) => {
    const end = Date.now() + ms;
    for (;;) {
      const found = events.find((e) => e.event === name);
      if (found) return found;
      if (Date.now() > end) throw new Error(`runner: no ${name} event (got ${JSON.stringify(events)})`);
      await Promise.race([new Promise<void>((r) => waiters.push(r)), sleep(200)]);
    }
  };
  return { child, next };
}

describe('an agent killed during a 30 s script', { timeout: 60_000 }, () => {
  it('after restart the run is INTERRUPTED, not started again, and its leftovers are ended', async () => {
    const stateDir = join(tmp, 'agent-state');
    const marker = join(tmp, 'restart-marker');
    const requestFile = join(tmp, 'request.json');
    const req = request('sh', `echo "started $$" >> '${marker}'\nsleep 30\necho finished >> '${marker}'`);
    writeFileSync(requestFile, JSON.stringify(req));

    const first = startRunner(stateDir, requestFile);
    expect(await first.next('recovered')).toMatchObject({ results: [] });
    await first.next('started');
    for (let i = 0; i < 50 && !existsSync(marker); i++) await sleep(100);
    const scriptPid = Number(readFileSync(marker, 'utf8').split(' ')[1]);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    // The script is in its own process group: killing the agent alone leaves it running.
    expect(processAlive(scriptPid)).toBe(true);

    const second = startRunner(stateDir, requestFile);
    const recovered = (await second.next('recovered')) as { results: ScriptRunResult[] };
    expect(recovered.results).toEqual([expect.objectContaining({ runId: req.runId, outcome: 'INTERRUPTED' })]);
    const { result } = (await second.next('result')) as { result: ScriptRunResult };
    expect(result).toMatchObject({ runId: req.runId, outcome: 'INTERRUPTED' });
    await new Promise((r) => second.child.once('exit', r));

    expect(readFileSync(marker, 'utf8')).toBe(`started ${scriptPid}\n`);
    expect(processAlive(scriptPid)).toBe(false);
  });
});
