import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from './executor.ts';
import { passwdEntry } from './run-as.ts';
import { request } from './testing/helpers.ts';

const isRoot = process.getuid?.() === 0;
const tmp = await mkdtemp(join(tmpdir(), 'outpost-runas-'));
const userName = `opx${process.pid}`;
const groupName = `opxg${process.pid}`;

/** A folder holding stand-in session tools; `null` makes the tool fail like loginctl without systemd. */
function sessionTools(tools: { loginctl?: string | null; who?: string }): string {
  const dir = join(tmp, `tools-${Math.random().toString(36).slice(2)}`);
  execFileSync('mkdir', ['-p', dir]);
  const write = (name: string, body: string) => {
    writeFileSync(join(dir, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(dir, name), 0o755);
  };
  if (tools.loginctl !== undefined) write('loginctl', tools.loginctl ?? 'echo "System has not been booted with systemd" >&2; exit 1');
  if (tools.who !== undefined) write('who', `printf '${tools.who}'`);
  // The stand-ins come first; the rest of PATH supplies sh and the real tools' absence is simulated by the stand-ins.
  return `${dir}${delimiter}${process.env.PATH}`;
}

const idScript = 'id -u; id -g; echo "$HOME|$USER|$LOGNAME|$SHELL|${DISPLAY:-}"; pwd; stat -c %U .; echo "$GREETING"; id -Gn';

describe.skipIf(!isRoot)('running as the logged-on user (root only)', () => {
  beforeAll(() => {
    execFileSync('groupadd', [groupName]);
    execFileSync('useradd', ['-m', '-s', '/bin/bash', '-G', groupName, userName]);
  });
  afterAll(async () => {
    execFileSync('userdel', ['-r', userName], { stdio: 'ignore' });
    execFileSync('groupdel', [groupName], { stdio: 'ignore' });
    await rm(tmp, { recursive: true, force: true });
  });

  it('a named user: the script runs with their uid, gid, groups, HOME, USER, LOGNAME and SHELL, from a folder they own', async () => {
    const entry = passwdEntry(userName)!;
    const result = await runScript(request('sh', idScript, { runAs: { kind: 'user', user: userName }, env: { GREETING: 'hi $(x)' } }), {
      workRoot: join(tmp, 'work'),
    });
    expect(result.outcome).toBe('SUCCEEDED');
    const [uid, gid, vars, cwd, owner, greeting, groups] = result.stdout.head.trimEnd().split('\n');
    // Supplementary groups too (setpriv --init-groups), not only the primary one.
    expect(groups!.split(' ').sort()).toEqual([groupName, userName].sort());
    expect([Number(uid), Number(gid)]).toEqual([entry.uid, entry.gid]);
    expect(vars).toBe(`/home/${userName}|${userName}|${userName}|/bin/bash|`);
    expect(owner).toBe(userName);
    expect(greeting).toBe('hi $(x)');
    expect(cwd!.startsWith(tmpdir())).toBe(true);
    expect(existsSync(cwd!)).toBe(false);
  });

  it('no user named: the owner of the active local logind session, with its display', async () => {
    const loginctl = `case "$1" in
list-sessions) printf '      7    0 root  -     pts/1\\n      3 1001 ${userName} seat0 tty2\\n' ;;
show-session) case "$2" in
  3) printf 'Name=${userName}\\nActive=yes\\nClass=user\\nRemote=no\\nState=active\\nDisplay=:0\\n' ;;
  7) printf 'Name=root\\nActive=yes\\nClass=user\\nRemote=yes\\nState=active\\nDisplay=\\n' ;;
  esac ;;
esac`;
    const result = await runScript(request('sh', idScript, { runAs: { kind: 'user' } }), {
      workRoot: join(tmp, 'work'),
      searchPath: sessionTools({ loginctl }),
    });
    expect(result.outcome).toBe('SUCCEEDED');
    expect(result.stdout.head.split('\n')[2]).toBe(`/home/${userName}|${userName}|${userName}|/bin/bash|:0`);
  });

  it('without logind (loginctl fails), the user `who` lists on a local line', async () => {
    const searchPath = sessionTools({
      loginctl: null,
      who: `root     pts/0        2026-11-28 07:00 (10.0.0.9)\\n${userName} tty1         2026-11-28 07:10\\n`,
    });
    const result = await runScript(request('sh', idScript, { runAs: { kind: 'user' } }), { workRoot: join(tmp, 'work'), searchPath });
    expect(result.outcome).toBe('SUCCEEDED');
    expect(Number(result.stdout.head.split('\n')[0])).toBe(passwdEntry(userName)!.uid);
  });

  it('nobody logged on is its own outcome, and nothing runs', async () => {
    const marker = join(tmp, 'ran');
    for (const searchPath of [sessionTools({ loginctl: 'exit 0' }), sessionTools({ loginctl: null, who: '' })]) {
      const result = await runScript(request('sh', `touch '${marker}'`, { runAs: { kind: 'user' } }), { workRoot: join(tmp, 'work'), searchPath });
      expect(result).toMatchObject({ outcome: 'NO_USER_LOGGED_ON', exitCode: null, error: 'no user is logged on' });
    }
    expect(existsSync(marker)).toBe(false);
  });

  it('a user run never runs as root: a root session is skipped, root by name is an ERROR', async () => {
    const marker = join(tmp, 'ran-as-root');
    const onlyRoot = sessionTools({ loginctl: null, who: 'root     tty1         2026-11-28 07:00\\n' });
    const auto = await runScript(request('sh', `touch '${marker}'`, { runAs: { kind: 'user' } }), { workRoot: join(tmp, 'work'), searchPath: onlyRoot });
    expect(auto.outcome).toBe('NO_USER_LOGGED_ON');
    const named = await runScript(request('sh', `touch '${marker}'`, { runAs: { kind: 'user', user: 'root' } }), { workRoot: join(tmp, 'work') });
    expect(named).toMatchObject({ outcome: 'ERROR', error: expect.stringMatching(/never runs as root/) });
    expect(existsSync(marker)).toBe(false);
  });

  it('a named user without a local account is an ERROR that names them', async () => {
    const result = await runScript(request('sh', 'true', { runAs: { kind: 'user', user: 'no-such-user-xyz' } }), { workRoot: join(tmp, 'work') });
    expect(result).toMatchObject({ outcome: 'ERROR', error: 'user no-such-user-xyz has no local account' });
  });

  it('the passwd entry is read field by field', () => {
    expect(readFileSync('/etc/passwd', 'utf8')).toContain(`${userName}:`);
    expect(passwdEntry(userName)).toMatchObject({ name: userName, home: `/home/${userName}`, shell: '/bin/bash' });
    expect(passwdEntry('root')).toMatchObject({ uid: 0, gid: 0 });
  });
});
