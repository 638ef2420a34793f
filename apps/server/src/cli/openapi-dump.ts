import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { buildApp } from '../http/app.ts';
import { systemClock } from '../lib/clock.ts';
import { createServices } from '../services.ts';

/**
 * Writes the OpenAPI document (what `/api/docs/json` serves) without a running server: the app is
 * assembled over an in-memory PGlite and asked for its document. Usage: openapi-dump.ts <out.json>
 */
const out = process.argv[2];
if (!out) {
  process.stderr.write('usage: openapi-dump.ts <out.json>\n');
  process.exit(2);
}
const dataDir = await mkdtemp(path.join(tmpdir(), 'outpost-openapi-'));
const database = await openDatabase({ memory: true });
try {
  const services = createServices(database.db, systemClock, { nodeOfflineAfterSeconds: 90, heartbeatSeconds: 30, dataDir, listCacheMs: 0 });
  const app = await buildApp({ services, secureCookies: false, loginRateLimitPerMinute: 10, logLevel: 'silent' });
  await app.ready();
  await writeFile(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
