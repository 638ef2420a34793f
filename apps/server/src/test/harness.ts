import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, SESSION_COOKIE, type UserRole } from '@outpost/contracts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { freshPostgresDatabase } from './postgres-database.ts';
import { buildApp, type AppOptions } from '../http/app.ts';
import type { App } from '../http/route-types.ts';
import type { Clock } from '../lib/clock.ts';
import { createLogger, type Logger } from '../lib/logger.ts';
import { createOutboundGuard } from '../lib/outbound/index.ts';
import { createServices, type ServiceConfig, type Services } from '../services.ts';

/**
 * What test servers may call besides the public internet: loopback, where the suites' stubs
 * (Zendesk, webhook receivers, SMTP) listen. The OUTPOST_OUTBOUND_ALLOW syntax.
 */
export const TEST_OUTBOUND_ALLOW = '127.0.0.1,::1,localhost';

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-01-05T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  } satisfies Clock & { advance(ms: number): void };
}

/**
 * A real database for one test file: in-memory PGlite, or a fresh PostgreSQL database
 * when TEST_DATABASE_URL is set (the suite runs once each way).
 */
async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ memory: true });
  const database = await freshPostgresDatabase(url);
  const handle = await openDatabase({ url: database.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

export interface TestContext {
  app: App;
  services: Services;
  clock: ReturnType<typeof manualClock>;
  database: DatabaseHandle;
  /** The server's data dir (uploads live under it); removed on close. */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Silent, unless OUTPOST_TEST_LOG_DIR is set (scripts/test-all.mjs sets it): then every test
 * server and its background work log at info level into a file there, and the run ends by
 * searching those files for the test suite's passwords, which must never be logged.
 */
export function testLogger(): Logger {
  const dir = process.env.OUTPOST_TEST_LOG_DIR;
  if (!dir) return createLogger('silent');
  testLogStream ??= createWriteStream(path.join(dir, `server-${process.pid}.log`), { flags: 'a' });
  return createLogger('info', testLogStream);
}
let testLogStream: WriteStream | undefined;

/** Builds the whole server over a real database, reachable through `app.inject`. */
export async function createTestContext(
  options: {
    offlineAfterSeconds?: number;
    loginRateLimit?: number;
    accountLoginFailuresPerMinute?: number;
    addressLoginFailuresPerMinute?: number;
    /** Upload quotas and free-space floor other than the defaults. */
    uploadQuota?: ServiceConfig['uploadQuota'];
    /** The outbound guard's allow-list; default TEST_OUTBOUND_ALLOW, '' for a production-like guard. */
    outboundAllow?: string;
    /** OUTPOST_TEST_CLOCK=true: the automations test-clock route exists (the access matrix uses it). */
    testClock?: boolean;
    app?: Partial<Omit<AppOptions, 'services'>>;
  } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const clock = manualClock();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'outpost-test-'));
  const logger = testLogger();
  const services = createServices(database.db, clock, {
    logger,
    nodeOfflineAfterSeconds: options.offlineAfterSeconds ?? 90,
    heartbeatSeconds: 30,
    dataDir,
    // Tests read lists right after changing them; the list micro-cache has its own unit test.
    listCacheMs: 0,
    accountLoginFailuresPerMinute: options.accountLoginFailuresPerMinute,
    addressLoginFailuresPerMinute: options.addressLoginFailuresPerMinute,
    uploadQuota: options.uploadQuota,
    outbound: createOutboundGuard({ allow: options.outboundAllow ?? TEST_OUTBOUND_ALLOW }),
    ...(options.testClock ? { automations: { testClock: true, log: () => undefined } } : {}),
  });
  const app = await buildApp({ services, secureCookies: false, loginRateLimitPerMinute: options.loginRateLimit ?? 1000, logger, ...options.app });
  return {
    app,
    services,
    clock,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Session {
  cookie: string;
  csrf: string;
  headers: Record<string, string>;
}

let userCounter = 0;

/** Creates a user and signs in, answering the headers a browser would send. */
export async function signIn(
  ctx: TestContext,
  role: UserRole = 'SYSTEM_ADMINISTRATOR',
  technicianRoleId: number | null = null,
): Promise<Session & { userId: number; email: string }> {
  const email = `user${++userCounter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'correct horse battery';
  const user = await ctx.services.users.create({ email, name: `User ${userCounter}`, role, technicianRoleId, password });
  const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
  const csrf = response.json<{ csrfToken: string }>().csrfToken;
  return {
    userId: user.id,
    email,
    cookie,
    csrf,
    headers: { cookie: `${SESSION_COOKIE}=${cookie}`, [CSRF_HEADER]: csrf },
  };
}
