import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createInProcessNotifier, createPgNotifier, type Notifier } from '../lib/notifier.ts';
import { keepStatementsPrepared } from './pglite-statements.ts';
import { serverRoot } from '../server-root.ts';
import * as automationsSchema from '../modules/automations/automations.schema.ts';
import * as billingSchema from '../modules/billing/billing.schema.ts';
import * as contactsSchema from '../modules/contacts/contacts.schema.ts';
import * as deviceGroupsSchema from '../modules/device-groups/device-groups.schema.ts';
import * as helpSchema from '../modules/help/help.schema.ts';
import * as mailSchema from '../modules/mail/mail.schema.ts';
import * as preferencesSchema from '../modules/preferences/preferences.schema.ts';
import * as psaSchema from '../modules/psa/psa.schema.ts';
import * as schedulerSchema from '../modules/scheduler/scheduler.schema.ts';
import * as scriptsSchema from '../modules/scripts/scripts.schema.ts';
import * as ticketingConfigSchema from '../modules/ticketing-config/ticketing-config.schema.ts';
import * as ticketsSchema from '../modules/tickets/tickets.schema.ts';
import * as triggersSchema from '../modules/triggers/triggers.schema.ts';
import * as sharedSchema from './schema.ts';

// Modules own their tables in `modules/<m>/<m>.schema.ts` (drizzle.config.ts lists them too);
// the database handle knows them all as one schema.
const schema = {
  ...sharedSchema,
  ...automationsSchema,
  ...billingSchema,
  ...contactsSchema,
  ...deviceGroupsSchema,
  ...helpSchema,
  ...mailSchema,
  ...preferencesSchema,
  ...psaSchema,
  ...schedulerSchema,
  ...scriptsSchema,
  ...ticketingConfigSchema,
  ...ticketsSchema,
  ...triggersSchema,
};
export type Schema = typeof schema;
/** The dialect-neutral Drizzle handle that repositories receive. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of that handle, for repository helpers that run inside one. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Cross-process notifications for this database (also answered by `notifierOf(db)`). */
  notifier: Notifier;
  close(): Promise<void>;
}

const notifiers = new WeakMap<Database, Notifier>();

/**
 * The notifier of a database opened here: LISTEN/NOTIFY on PostgreSQL, in-process on PGlite. A
 * handle built elsewhere gets an in-process one. Kept beside the handle, so the composition root
 * finds it from the database alone.
 */
export function notifierOf(db: Database): Notifier {
  let notifier = notifiers.get(db);
  if (!notifier) {
    notifier = createInProcessNotifier();
    notifiers.set(db, notifier);
  }
  return notifier;
}

const migrationsFolder = path.join(serverRoot, 'drizzle');

/** `log`: where the PostgreSQL pool's and notifier's warnings go (the process's logger); standard error when unset. */
export type DatabaseTarget = { url: string; log?: (message: string) => void } | { dataDir: string } | { memory: true };

/** Opens PGlite (embedded) or a PostgreSQL pool, and applies the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const log = target.log ?? ((message: string) => process.stderr.write(`${message}\n`));
    const pool = new pg.Pool({ connectionString: target.url, max: 20 });
    // An idle connection the server drops (restart, failover, admin termination) is discarded by
    // the pool; without a listener node-postgres would raise it as an uncaught error and crash.
    pool.on('error', (error) => log(`database: idle connection lost (${error.message})`));
    const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
    await migrateNodePg(db, { migrationsFolder });
    const notifier = createPgNotifier({
      connect: () => new pg.Client({ connectionString: target.url }),
      send: (channel, payload) => pool.query('select pg_notify($1, $2)', [channel, payload]),
      log: (message) => log(`database: ${message}`),
    });
    notifiers.set(db as unknown as Database, notifier);
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      notifier,
      close: async () => {
        await notifier.close();
        await pool.end();
      },
    };
  }
  let dataDir: string | undefined;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    dataDir = path.join(target.dataDir, 'pglite');
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  keepStatementsPrepared(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  // PGlite has no autovacuum, so planner statistics never refresh on their own: gather them on
  // open and hourly, or list queries fall back to plans made for empty tables.
  await client.exec('ANALYZE');
  const analyzer = setInterval(() => void client.exec('ANALYZE').catch(() => undefined), 60 * 60 * 1000);
  analyzer.unref();
  // One process owns a PGlite database: an in-process emitter is all the notifying it needs.
  const notifier = notifierOf(db as unknown as Database);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    notifier,
    close: async () => {
      clearInterval(analyzer);
      await notifier.close();
      await client.close();
    },
  };
}
