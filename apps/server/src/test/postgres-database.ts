import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the PostgreSQL server at `url` on a connection of its own. */
export async function adminQuery(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  // A connection the server drops between queries must fail the query, not the whole test run.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A fresh database on the PostgreSQL server at `url`, as the test harness makes one per test file. */
export async function freshPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `outpost_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
