/**
 * macOS run-as-user (decision 0044), checked on Linux with stand-in `stat`, `dscl`, `launchctl` and
 * `sudo` that print what macOS prints: who is logged on, the account from Directory Services, and
 * the argument vector that starts the script in the user's session. The switch itself (launchctl's
 * bootstrap namespace, sudo's initgroups) is macOS's and not testable here.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { macAccount, macConsoleUser, macUserArgv, parseDsclUser } from './run-as-mac.ts';

const tmp = mkdtempSync(join(tmpdir(), 'outpost-runas-mac-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A folder of stand-in tools (only these: the search path is the folder alone). */
function tools(scripts: Record<string, string>): string {
  const dir = join(tmp, Math.random().toString(36).slice(2));
  mkdirSync(dir);
  for (const [name, body] of Object.entries(scripts)) {
    writeFileSync(join(dir, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(dir, name), 0o755);
  }
  return dir;
}

const DSCL = `NFSHomeDirectory: /Users/alice
PrimaryGroupID: 20
UniqueID: 501
UserShell: /bin/zsh`;

describe('macOS run as the logged-on user', () => {
  it('the logged-on user is the owner of /dev/console; root (the login window) means nobody', async () => {
    const alice = tools({ stat: '[ "$1 $2 $3" = "-f %Su /dev/console" ] && echo alice' });
    expect(await macConsoleUser(alice)).toBe('alice');
    expect(await macConsoleUser(tools({ stat: 'echo root' }))).toBeNull();
    expect(await macConsoleUser(tools({ stat: 'exit 1' }))).toBeNull();
    expect(await macConsoleUser(tools({}))).toBeNull();
  });

  it('reads the account from Directory Services, with wrapped values', async () => {
    const dir = tools({ dscl: `[ "$1 $2 $3" = ". -read /Users/alice" ] && cat <<'OUT'\n${DSCL}\nOUT` });
    expect(await macAccount('alice', dir)).toEqual({ name: 'alice', uid: 501, gid: 20, home: '/Users/alice', shell: '/bin/zsh' });
    expect(await macAccount('nobody-here', tools({ dscl: 'echo "<dscl_cmd> DS Error: -14136" >&2; exit 56' }))).toBeNull();
    expect(parseDsclUser('bob', 'NFSHomeDirectory:\n /Users/bob with space\nPrimaryGroupID: 20\nUniqueID: 502\n')).toEqual({
      name: 'bob',
      uid: 502,
      gid: 20,
      home: '/Users/bob with space',
      shell: '/bin/zsh',
    });
    expect(parseDsclUser('x', 'UserShell: /bin/zsh\n')).toBeNull();
  });

  it('starts the script through launchctl asuser and sudo -u with the environment kept; refuses without them', () => {
    const dir = tools({ launchctl: 'exit 0', sudo: 'exit 0' });
    const entry = { name: 'alice', uid: 501, gid: 20, home: '/Users/alice', shell: '/bin/zsh' };
    expect(macUserArgv(entry, ['/bin/bash', '/tmp/run/script.sh'], dir)).toEqual([
      join(dir, 'launchctl'),
      'asuser',
      '501',
      join(dir, 'sudo'),
      '-u',
      'alice',
      '-E',
      '-n',
      '--',
      '/bin/bash',
      '/tmp/run/script.sh',
    ]);
    expect(macUserArgv(entry, ['/bin/sh', 'x'], tools({ sudo: 'exit 0' }))).toBeNull();
  });
});
