// Profiles the process it is imported into (`--import`, allowed in NODE_OPTIONS where `--cpu-prof`
// is not) and writes a .cpuprofile to CPU_PROFILE_DIR when the process exits; open it in Chrome's
// DevTools or read it with `npx tsx bench/backup/profile-top.ts <file>`.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.CPU_PROFILE_DIR ?? '.';
const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 1000 });
session.post('Profiler.start');
process.on('exit', () => {
  // The session is on this thread, so the callback runs before post() returns.
  session.post('Profiler.stop', (error, result) => {
    if (!error) writeFileSync(path.join(dir, `server-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
  });
});
