import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../test/postgres-database.ts';
import { createInProcessNotifier, createPgNotifier, type Notifier } from './notifier.ts';

/** Collects what a channel delivers and lets a test wait for a payload. */
function inbox(notifier: Notifier, channel: string) {
  const got: (string | null)[] = [];
  const waiters: (() => void)[] = [];
  notifier.subscribe(channel, (payload) => {
    got.push(payload);
    for (const w of waiters.splice(0)) w();
  });
  return {
    got,
    async until(check: (got: (string | null)[]) => boolean, ms = 5000) {
      const end = Date.now() + ms;
      while (!check(got)) {
        if (Date.now() > end) throw new Error(`timed out; got ${JSON.stringify(got)}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 50);
        });
      }
    },
  };
}

describe('in-process notifier', () => {
  it('delivers a payload to the subscribers of its channel only, and not after they unsubscribe', async () => {
    const notifier = createInProcessNotifier();
    const a = inbox(notifier, 'chan_a');
    const b = inbox(notifier, 'chan_b');
    const late: (string | null)[] = [];
    const off = notifier.subscribe('chan_a', (p) => late.push(p));
    notifier.publish('chan_a', '7');
    await a.until((got) => got.length === 1);
    off();
    notifier.publish('chan_a', '8');
    await a.until((got) => got.length === 2);
    expect(a.got).toEqual(['7', '8']);
    expect(late).toEqual(['7']);
    expect(b.got).toEqual([]);
    await notifier.close();
  });

  it('refuses a channel name that LISTEN could not take unquoted', () => {
    const notifier = createInProcessNotifier();
    expect(() => notifier.publish('Bad; DROP', 'x')).toThrow(/channel name/);
    expect(() => notifier.subscribe('a-b', () => undefined)).toThrow(/channel name/);
  });
});

// PostgreSQL runs in the suite's PostgreSQL pass (TEST_DATABASE_URL set), like the harness does.
const url = process.env.TEST_DATABASE_URL;
if (!url) console.info('notifier.test.ts: PostgreSQL LISTEN/NOTIFY tests skipped (set TEST_DATABASE_URL to run them)');

describe.skipIf(!url)('PostgreSQL notifier', () => {
  const name = `outpost_test_${randomBytes(6).toString('hex')}`;
  let dbUrl = '';
  const notifiers: Notifier[] = [];
  let pool: pg.Pool;

  const admin = (query: string) => adminQuery(url!, query);
  /** A notifier as one server process would have it; `app` names its listening connection. */
  const open = (app: string) => {
    const notifier = createPgNotifier({
      connect: () => new pg.Client({ connectionString: dbUrl, application_name: app }),
      send: (channel, payload) => pool.query('select pg_notify($1, $2)', [channel, payload]),
      retry: { minMs: 50, maxMs: 200 },
    });
    notifiers.push(notifier);
    return notifier;
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    dbUrl = target.toString();
    pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
  });
  afterAll(async () => {
    for (const n of notifiers) await n.close();
    await pool?.end();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('a payload published by one process reaches the subscribers of every process sharing the database', async () => {
    const a = open('notifier_a');
    const b = open('notifier_b');
    const inA = inbox(a, 'wake_test');
    const inB = inbox(b, 'wake_test');
    // Each listener announces with null once it listens; only then can NOTIFYs reach it.
    await inA.until((got) => got.includes(null));
    await inB.until((got) => got.includes(null));
    a.publish('wake_test', '42');
    await inB.until((got) => got.includes('42'));
    await inA.until((got) => got.includes('42'));
    // Once, in the publishing process too: not once locally and once more through the database.
    await new Promise((r) => setTimeout(r, 200));
    expect(inA.got.filter((p) => p === '42')).toHaveLength(1);
  });

  it('a listener whose connection is killed reconnects, tells its subscribers to re-check (null), and receives again', async () => {
    const a = open('notifier_c');
    const b = open('notifier_d');
    const inB = inbox(b, 'wake_again');
    await inB.until((got) => got.includes(null));
    inB.got.length = 0;
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND application_name = 'notifier_d'`);
    await inB.until((got) => got.includes(null), 10_000);
    a.publish('wake_again', 'after');
    await inB.until((got) => got.includes('after'));
  });

  it('while the listener is down, publishing still reaches this process', async () => {
    const notifier = createPgNotifier({
      connect: () => new pg.Client({ connectionString: 'postgres://nobody@127.0.0.1:1/none' }),
      send: async () => undefined,
      retry: { minMs: 1000, maxMs: 1000 },
    });
    notifiers.push(notifier);
    const box = inbox(notifier, 'wake_local');
    notifier.publish('wake_local', '5');
    await box.until((got) => got.includes('5'));
  });
});
