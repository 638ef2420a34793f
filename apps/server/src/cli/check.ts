/**
 * `npm run backup:check -w @outpost/server [-- --repair]`: verifies every organization's cloud
 * backup repository (every chunk referenced by every snapshot exists and matches its id) and
 * reports temp files left by a server killed mid-write. `--repair` removes those temp files once
 * they are an hour old (never a write in progress); damage is reported, never "repaired".
 * Exit 1 on any problem left.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { systemClock } from '../lib/clock.ts';
import { checkAllRepositories } from '../modules/backup/deletions/check.service.ts';
import { createServices } from '../services.ts';

/** The flags; strict, so a mistyped one (--repiar) stops here instead of checking without repairing. */
function readFlags(): { repair: boolean } {
  try {
    return parseArgs({ options: { repair: { type: 'boolean', default: false } }, strict: true }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\nusage: backup:check [--repair]`);
    process.exit(2);
  }
}

const flags = readFlags();
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
    repair: flags.repair,
  });
} finally {
  await database.close();
}
console.log(problems === 0 ? 'backup check: no problems' : `backup check: ${problems} organization(s) with problems`);
process.exit(problems === 0 ? 0 : 1);
