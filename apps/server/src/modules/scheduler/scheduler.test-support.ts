import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { freshPostgresDatabase } from '../../test/postgres-database.ts';
import { defineScheduleKind, type DueRun } from './schedule-kinds.ts';

const serverDir = path.resolve(import.meta.dirname, '../../..');

/** A test kind: every `periodMs` from `anchorMs`; each run is recorded. */
export interface EveryDefinition {
  anchorMs: number;
  periodMs: number;
}

export function recordingKind(id = 'test.every', onRun?: (run: DueRun) => void) {
  const runs: DueRun[] = [];
  const kind = defineScheduleKind<EveryDefinition>({
    id,
    next: ({ anchorMs, periodMs }, after) => anchorMs + (Math.floor((after - anchorMs) / periodMs) + 1) * periodMs,
    run: async (run) => {
      runs.push(run);
      onRun?.(run);
    },
  });
  return { kind, runs };
}

/** In-memory PGlite, or a fresh PostgreSQL database when TEST_DATABASE_URL is set. */
export async function openSchedulerTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ memory: true });
  const database = await freshPostgresDatabase(url);
  const handle = await openDatabase({ url: database.url });
  return {
    ...handle,
    url: database.url,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** Starts a scheduler process; its output lines are collected. */
export function startSchedulerProcess(url: string, tickMs = 50) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/modules/scheduler/scheduler.process-fixture.ts', url, String(tickMs)], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise((r) => child.once('exit', r));
  return {
    lines,
    errors: () => errors,
    ready: async () => {
      for (const end = Date.now() + 60_000; !lines.includes('READY'); await new Promise((r) => setTimeout(r, 50))) {
        if (Date.now() > end || child.exitCode !== null) throw new Error(`scheduler process did not start\n${errors}`);
      }
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
