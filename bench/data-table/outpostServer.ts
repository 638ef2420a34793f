import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-123' };

async function ensureDatabase(adminUrl: string, name: string, fresh: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  if (fresh) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
}

/** Inserts approved devices until the database holds `total` of them (one INSERT … SELECT). */
async function seedDevices(url: string, total: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const have = Number((await client.query("SELECT count(*) AS n FROM nodes WHERE approval_status = 'APPROVED'")).rows[0].n);
    if (have >= total) return have;
    let org = (await client.query("SELECT id FROM organizations WHERE name = 'Bench org' LIMIT 1")).rows[0]?.id as number | undefined;
    org ??= (await client.query("INSERT INTO organizations (name) VALUES ('Bench org') RETURNING id")).rows[0].id as number;
    await client.query(
      `INSERT INTO nodes (organization_id, device_uid, system_name, display_name, node_class, node_approval_type, approval_status, installation_status, last_seen_at)
       SELECT $1, 'bench-' || g, 'device-' || lpad(g::text, 7, '0'), 'device-' || lpad(g::text, 7, '0'), 'WINDOWS_WORKSTATION',
              'REGULAR', 'APPROVED', 'INSTALLED', now() - (g % 600) * interval '1 second'
       FROM generate_series($2::int, $3::int) g`,
      [org, have + 1, total],
    );
    await client.query('ANALYZE nodes');
    return total;
  } finally {
    await client.end();
  }
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

/**
 * Starts the real Outpost server on PostgreSQL (its own database on the given cluster),
 * seeded with `total` approved devices. Answers the base URL and login credentials.
 */
export async function startOutpostServer(pgBase: string, dbName: string, total: number, port: number) {
  try {
    return await startOnce(pgBase, dbName, total, port, false);
  } catch (error) {
    // The bench database is disposable: if the server's migrations no longer apply to it
    // (migrations were rewritten since it was seeded), start over from an empty database.
    console.warn(`restarting with a fresh bench database: ${String(error)}`);
    return startOnce(pgBase, dbName, total, port, true);
  }
}

async function startOnce(pgBase: string, dbName: string, total: number, port: number, fresh: boolean) {
  await ensureDatabase(`${pgBase}/postgres`, dbName, fresh);
  const databaseUrl = `${pgBase}/${dbName}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'outpost-bench-'));
  const child = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      OUTPOST_ADMIN_EMAIL: ADMIN.email,
      OUTPOST_ADMIN_PASSWORD: ADMIN.password,
      OUTPOST_SEED_DEMO: 'false',
      OUTPOST_LOG_LEVEL: 'warn',
      OUTPOST_LOGIN_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  const t0 = Date.now();
  const seeded = await seedDevices(databaseUrl, total);
  return { base, admin: ADMIN, seeded, seedMs: Date.now() - t0, stop: () => child.kill('SIGTERM') };
}
