import type { AddressInfo } from 'node:net';
import { loadConfig, loopbackHost } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './http/app.ts';
import { systemClock } from './lib/clock.ts';
import { createLogger, warnWith } from './lib/logger.ts';
import { startDemoAgent, type DemoAgent } from './seed/demo-agent.ts';
import { connectDemoPsa, startDemoPsa } from './seed/demo-psa.ts';
import { automationConfigFromEnv } from './modules/automations/automations.module.ts';
import { createServiceDeskServices } from './modules/tickets/service-desk.module.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { loginLines } from './seed/startup-banner.ts';
import { createServices } from './services.ts';

const config = loadConfig();
// One logger for the process: requests and background work alike (lib/logger.ts).
const logger = createLogger(config.logLevel);
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl, log: warnWith(logger) } : { dataDir: config.dataDir });
// OUTPOST_DEMO_PSA: a PSA stand-in on loopback that only the PSA module may reach.
const demoPsa = config.demoPsa ? await startDemoPsa(process.env.OUTPOST_OUTBOUND_ALLOW) : null;
const services = createServices(database.db, systemClock, {
  ...config,
  logger,
  automations: automationConfigFromEnv(),
  ...(demoPsa ? { psaOutbound: demoPsa.outbound } : {}),
});
const seeded = await seedIfEmpty(services, { admin: config.admin, demo: config.seedDemo, demoDesk: (clock) => createServiceDeskServices(database.db, clock) });
if (demoPsa) await connectDemoPsa(services, demoPsa, (message) => logger.warn(message));
const app = await buildApp({
  services,
  secureCookies: config.secureCookies,
  loginRateLimitPerMinute: config.loginRateLimitPerMinute,
  requestBudgets: config.requestBudgets,
  trustProxy: config.trustProxy,
  webDistDir: config.webDistDir,
  logger: services.logger,
});

// Backup housekeeping: lease expiry, due data deletions (every 30 s).
await services.backup.loadMasterKey();
const stopBackupScheduler = services.backup.scheduler.start();
// The due-time scheduler (backup plan runs), after giving plans made before it their schedule rows.
await services.backup.ensurePlanSchedules();
const stopScheduler = services.scheduling.scheduler.start();
// Uploads of drafts never saved (and of deleted devices' notes), hourly.
const stopUploadSweeper = services.uploads.startSweeper((error) => services.logger.warn({ err: error }, 'upload sweep failed'));
// Billing: this month's managed devices, recorded hourly (a past month's statement counts its last record).
const stopDeviceSnapshots = services.billing.startDeviceSnapshots((error) => services.logger.warn({ err: error }, 'billing device snapshot failed'));
// Notification mail: the outbox is sent as it fills and looked at every 5 s (retries, other processes' mail).
const stopMailDispatcher = services.mail.dispatcher.start();
// Automations: the time-based sweep (one at a time across processes) and notification deliveries.
const stopAutomations = services.automations.start();
// PSA: runs asked for on demand (Run sync, Preview) wait in the run log and run here, outside the request.
const stopPsaQueue = services.psa.sync.start();
// PSA: ticket pushes (Send to ConnectWise) and help-desk contacts wait in their durable queue and are sent here.
const stopPsaPushes = services.psa.tickets.start();
// Mail in: the SMTP listener, only when OUTPOST_SMTP_LISTEN_PORT is set.
const smtpListener =
  config.smtpListenPort === undefined
    ? null
    : services.mail.listener({ port: config.smtpListenPort, host: config.host, ...(config.smtpMaxSessions ? { maxSessions: config.smtpMaxSessions } : {}) });

let demoAgent: DemoAgent | null = null;
const shutdown = async () => {
  // First: its open work poll would hold app.close() until it ends.
  await demoAgent?.stop();
  await demoPsa?.stub.close();
  stopBackupScheduler();
  stopScheduler();
  stopUploadSweeper();
  stopDeviceSnapshots();
  await smtpListener?.close();
  await stopAutomations();
  await stopPsaQueue();
  await stopPsaPushes();
  await stopMailDispatcher();
  await app.close();
  await database.close();
  process.exit(0);
};
// A shutdown that fails still ends the process, with the reason and a failing exit code.
const onSignal = () => {
  shutdown().catch((error: unknown) => {
    services.logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  });
};
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);

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
// The start-up banner is for the person who ran `npm start`, not a log line: it goes to standard
// output as plain text (a first administrator's generated password appears here once, by design).
const banner = [`\nOutpost is running at ${url} (${where}) on Node ${process.version}`];
if (demoAgent) banner.push(`  ${demoAgent.summary}`);
if (demoPsa) banner.push(`  ${demoPsa.summary}`);
if (smtpPort !== undefined) banner.push(`  Mail in: SMTP listener on port ${smtpPort}`);
banner.push(...loginLines(seeded.logins));
if (seeded.logins.length > 0) banner.push('  (shown once: these passwords are not stored in clear anywhere)\n');
process.stdout.write(`${banner.join('\n')}\n`);
