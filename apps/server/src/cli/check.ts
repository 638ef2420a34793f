/**
 * `npm run backup:check -w @outpost/server`: verifies every organization's cloud backup repository
 * (every chunk referenced by every snapshot exists and matches its id). Exit 1 on any problem.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { systemClock } from '../lib/clock.ts';
import { checkAllRepositories } from '../modules/backup/check.service.ts';
import { createServices } from '../services.ts';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
const { backup } = createServices(database.db, systemClock, config);
let problems: number;
try {
  problems = await checkAllRepositories({
    organizationIds: () => backup.repositories.orgData.organizationIds(),
    storeFor: (org) => backup.stores.forOrganization(org),
    keyFor: (org) => backup.keys.keyFor(org),
    log: (line) => console.log(line),
  });
} finally {
  await database.close();
}
console.log(problems === 0 ? 'backup check: no problems' : `backup check: ${problems} organization(s) with problems`);
process.exit(problems === 0 ? 0 : 1);
