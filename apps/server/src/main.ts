import type { AddressInfo } from 'node:net';
import { loadConfig, loopbackHost } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './http/app.ts';
import { systemClock } from './lib/clock.ts';
import { startDemoAgent, type DemoAgent } from './seed/demo-agent.ts';
import { automationConfigFromEnv } from './modules/automations/automations.module.ts';
import { createServiceDeskServices } from './modules/tickets/service-desk.module.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { createServices } from './services.ts';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
const services = createServices(database.db, systemClock, { ...config, automations: automationConfigFromEnv() });
const seeded = await seedIfEmpty(services, { admin: config.admin, demo: config.seedDemo, demoDesk: (clock) => createServiceDeskServices(database.db, clock) });
const app = await buildApp({
  services,
  secureCookies: config.secureCookies,
  loginRateLimitPerMinute: config.loginRateLimitPerMinute,
  trustProxy: config.trustProxy,
  webDistDir: config.webDistDir,
  logLevel: config.logLevel,
});

// Backup scheduler: due plan runs, lease expiry, due data deletions (every 30 s).
await services.backup.loadMasterKey();
const stopBackupScheduler = services.backup.scheduler.start();
// Uploads of drafts never saved (and of deleted devices' notes), hourly.
const stopUploadSweeper = services.uploads.startSweeper((error) => console.warn('upload sweep failed', error));
// Notification mail: the outbox is sent as it fills and looked at every 5 s (retries, other processes' mail).
const stopMailDispatcher = services.mail.dispatcher.start();
// Automations: the time-based sweep (one at a time across processes) and notification deliveries.
const stopAutomations = services.automations.start();
// Mail in: the SMTP listener, only when OUTPOST_SMTP_LISTEN_PORT is set.
const smtpListener = config.smtpListenPort === undefined ? null : services.mail.listener({ port: config.smtpListenPort, host: config.host });

let demoAgent: DemoAgent | null = null;
const shutdown = async () => {
  // First: its open work poll would hold app.close() until it ends.
  await demoAgent?.stop();
  stopBackupScheduler();
  stopUploadSweeper();
  await smtpListener?.close();
  await stopAutomations();
  await stopMailDispatcher();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
const smtpPort = await smtpListener?.start();

// Last line of defence, installed only once serving (a failed start must still end the process;
// a rejected top-level await reaches 'uncaughtException' too). An error that escapes its request
// or job (a stream 'error' event nobody heard, a promise nobody awaited) is logged with its stack
// and the server keeps serving: exiting would cut every other user's requests, the agents'
// channels and running jobs over one bad download. Each path handles its own errors; this turns a
// missed one into a log line to fix instead of an outage.
process.on('uncaughtException', (error, origin) => app.log.error({ err: error, origin }, 'uncaught exception; still serving'));
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection; still serving'));
if (config.seedDemo && config.demoAgent) {
  demoAgent = await startDemoAgent({
    services,
    dataDir: config.dataDir,
    serverUrl: `http://${loopbackHost(config.host)}:${(app.server.address() as AddressInfo).port}`,
    seededOrganizationId: seeded.demoOrganizationId,
    log: (message) => app.log.warn(message),
  });
}
const url = `http://localhost:${config.port}`;
const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
console.log(`\nOutpost is running at ${url} (${where})`);
if (demoAgent) console.log(`  ${demoAgent.summary}`);
if (smtpPort !== undefined) console.log(`  Mail in: SMTP listener on port ${smtpPort}`);
for (const login of seeded.logins) {
  console.log(`  ${login.role === 'SYSTEM_ADMINISTRATOR' ? 'Administrator' : 'Technician'} login: ${login.email} / ${login.password}`);
}
if (seeded.logins.length > 0) console.log('  (shown once: these passwords are not stored in clear anywhere)\n');
