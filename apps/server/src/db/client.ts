import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The dialect-neutral Drizzle handle that repositories receive. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of that handle, for repository helpers that run inside one. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

/** Opens PGlite (embedded) or a PostgreSQL pool, and applies the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 20 });
    // An idle connection the server drops (restart, failover, admin termination) is discarded by
    // the pool; without a listener node-postgres would raise it as an uncaught error and crash.
    pool.on('error', (error) => console.warn(`database: idle connection lost (${error.message})`));
    const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    dataDir = path.join(target.dataDir, 'pglite');
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  // PGlite has no autovacuum, so planner statistics never refresh on their own: gather them on
  // open and hourly, or list queries fall back to plans made for empty tables.
  await client.exec('ANALYZE');
  const analyzer = setInterval(() => void client.exec('ANALYZE').catch(() => undefined), 60 * 60 * 1000);
  analyzer.unref();
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: async () => {
      clearInterval(analyzer);
      await client.close();
    },
  };
}
