import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../../server/src/db/client.ts';
import { buildApp } from '../../../../server/src/http/app.ts';
import { systemClock } from '../../../../server/src/lib/clock.ts';
import { createServices } from '../../../../server/src/services.ts';
import { manualClock, testLogger, type TestContext } from '../../../../server/src/test/harness.ts';

export type Inject = (opts: {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}) => Promise<{ statusCode: number; body: string; json<T>(): T }>;

export interface RealServer {
  /** The server's loopback address, for agent processes and clients. */
  url: string;
  inject: Inject;
  /** The harness's shape, for its factories; the services run on the system clock. */
  ctx: TestContext;
  /** A temporary folder for the test (the server's data lives in its `server/`). */
  tmp: string;
  /** Closes the server and the database and removes `tmp`. */
  close(): Promise<void>;
}

/** The REAL server in-process (PGlite in memory) listening on a free loopback port: what agent processes talk to. */
export async function startRealServer(prefix: string, options: { nodeOfflineAfterSeconds?: number } = {}): Promise<RealServer> {
  const tmp = await mkdtemp(join(tmpdir(), prefix));
  const dataDir = join(tmp, 'server');
  const database = await openDatabase({ memory: true });
  // The same log as every test server: silent, or into test-all's folder, which is checked for passwords.
  const logger = testLogger();
  const services = createServices(database.db, systemClock, {
    logger,
    nodeOfflineAfterSeconds: options.nodeOfflineAfterSeconds ?? 90,
    heartbeatSeconds: 30,
    dataDir,
    listCacheMs: 0,
  });
  const app = await buildApp({ services, secureCookies: false, loginRateLimitPerMinute: 1000, logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const closeServer = async () => {
    await app.close();
    await database.close();
  };
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    inject: app.inject.bind(app) as Inject,
    ctx: { app, services, database, dataDir, clock: manualClock(), close: closeServer } as TestContext,
    tmp,
    close: async () => {
      await closeServer();
      await rm(tmp, { recursive: true, force: true });
    },
  };
}
