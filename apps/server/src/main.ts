import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './http/app.ts';
import { systemClock } from './lib/clock.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { createServices } from './services.ts';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
const services = createServices(database.db, systemClock, config);
const seeded = await seedIfEmpty(services, { admin: config.admin, demo: config.seedDemo });
const app = await buildApp({
  services,
  secureCookies: config.secureCookies,
  loginRateLimitPerMinute: config.loginRateLimitPerMinute,
  webDistDir: config.webDistDir,
  logLevel: config.logLevel,
});

// Backup scheduler: due plan runs, lease expiry, due data deletions (every 30 s).
await services.backup.loadMasterKey();
const stopBackupScheduler = services.backup.scheduler.start();
// Uploads of drafts never saved (and of deleted devices' notes), hourly.
const stopUploadSweeper = services.uploads.startSweeper((error) => console.warn('upload sweep failed', error));

const shutdown = async () => {
  stopBackupScheduler();
  stopUploadSweeper();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
console.log(`\nOutpost is running at ${url} (${where})`);
for (const login of seeded.logins) {
  console.log(`  ${login.role === 'SYSTEM_ADMINISTRATOR' ? 'Administrator' : 'Technician'} login: ${login.email} / ${login.password}`);
}
if (seeded.logins.length > 0) console.log('  (shown once: these passwords are not stored in clear anywhere)\n');
