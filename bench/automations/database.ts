// A throw-away database for an automations benchmark: a fresh PostgreSQL database on the
// BENCH_DATABASE_URL server, or PGlite in a temporary directory; both get the committed migrations.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { percentile } from '../lib/percentiles.ts';

export type BenchDatabaseKind = 'postgres' | 'pglite';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** Where the server keeps files (uploads, the master key). */
  dataDir: string;
  dispose(): Promise<void>;
}

export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function openBenchDatabase(kind: BenchDatabaseKind, label: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `outpost-${label}-`));
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir });
    return { handle, dataDir, dispose: async () => (await handle.close(), rmSync(dataDir, { recursive: true, force: true })) };
  }
  const name = `outpost_${label.replace(/\W/g, '_')}_${Date.now()}`;
  const server = new pg.Client({ connectionString: PG_URL });
  await server.connect();
  await server.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    handle,
    dataDir,
    async dispose() {
      await handle.close();
      await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The value below which `p` per cent of the sorted figures lie. */
/** p50 / p95 / p99 of some figures, in milliseconds. */
export function summary(figures: readonly number[]): string {
  const sorted = [...figures].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms (n=${sorted.length})`;
}
