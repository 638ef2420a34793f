import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DescendantTracker, RUN_MARKER_VARIABLE, killTree, markedProcesses } from './process-tree.ts';
import { processAlive, sleep } from './testing/helpers.ts';

const tmp = await mkdtemp(join(tmpdir(), 'outpost-tree-'));
const started: number[] = [];
afterAll(async () => {
  for (const pid of started) if (processAlive(pid)) process.kill(pid, 'SIGKILL');
  await rm(tmp, { recursive: true, force: true });
});

describe('finding a script’s processes', () => {
  it('the tracker keeps a grandchild that outlived its parent and was re-parented away', async () => {
    const file = join(tmp, 'grandchild');
    const parent = spawn('sh', ['-c', `sleep 30 & echo $! > '${file}'; sleep 0.6`], { stdio: 'ignore' });
    const tracker = new DescendantTracker(parent.pid!);
    await new Promise((r) => parent.once('exit', r));
    const grandchild = Number(readFileSync(file, 'utf8'));
    started.push(grandchild);
    expect(processAlive(grandchild)).toBe(true);
    expect(tracker.living().map((p) => p.pid)).toContain(grandchild);
    tracker.stop();
  });

  it('the run marker finds an escapee the tracker never saw, and killTree ends it', async () => {
    const runId = randomUUID();
    // Started by the test, not below the tracked root: only the marker ties it to the run.
    // detached: its own session, as after setsid.
    const escapee = spawn('sleep', ['30'], { stdio: 'ignore', detached: true, env: { ...process.env, [RUN_MARKER_VARIABLE]: runId } });
    started.push(escapee.pid!);
    await sleep(200);
    expect(markedProcesses(runId).map((p) => p.pid)).toEqual([escapee.pid]);
    expect(markedProcesses(randomUUID())).toEqual([]);

    const root = spawn('sleep', ['30'], { stdio: 'ignore', detached: true });
    started.push(root.pid!);
    const tracker = new DescendantTracker(root.pid!);
    const begin = Date.now();
    await killTree({ pgid: root.pid!, tracker, runId, graceMs: 2_000 });
    tracker.stop();
    await sleep(100);
    expect(processAlive(escapee.pid!)).toBe(false);
    expect(processAlive(root.pid!)).toBe(false);
    expect(Date.now() - begin).toBeLessThan(2_000);
  });
});
