/**
 * Running as the logged-on user on macOS (decision 0044): the same approach as Linux (find the
 * user of the local session, switch uid, gid and groups, give the user's HOME/USER/LOGNAME/SHELL,
 * never root), with macOS's own sources, because /etc/passwd lists no real users there and there is
 * no logind or setpriv:
 * - the logged-on user is the owner of /dev/console (`stat -f %Su /dev/console`; root while the
 *   login window shows, which means nobody is logged on);
 * - the account comes from Directory Services (`dscl . -read /Users/<name> …`);
 * - the script starts through `launchctl asuser <uid>` (the user's per-session bootstrap namespace,
 *   as a process in their session has: keychain, pasteboard, GUI agents) and `sudo -u <name> -E`
 *   inside it, which sets uid, gid and every supplementary group (initgroups) and keeps the
 *   variables the executor set.
 */
import { execFile } from 'node:child_process';
import { findOnPath } from './interpreters.ts';
import type { PasswdEntry } from './run-as.ts';

function run(exe: string, args: string[]): Promise<{ ok: boolean; stdout: string }> {
  return new Promise((resolve) => {
    execFile(exe, args, { timeout: 5_000 }, (error, stdout) => resolve({ ok: !error, stdout: String(stdout) }));
  });
}

/** The console user's name, or null when nobody is logged on (the console belongs to root at the login window). */
export async function macConsoleUser(searchPath?: string): Promise<string | null> {
  const stat = findOnPath('stat', searchPath);
  if (!stat) return null;
  const result = await run(stat, ['-f', '%Su', '/dev/console']);
  const name = result.stdout.trim();
  if (!result.ok || name === '' || name === 'root' || name === 'loginwindow' || name === '_mbsetupuser') return null;
  return name;
}

/** `dscl . -read /Users/<name> UniqueID PrimaryGroupID NFSHomeDirectory UserShell` ("Key: value" lines; a long value may wrap onto the next line). */
export function parseDsclUser(name: string, text: string): PasswdEntry | null {
  const values: Record<string, string> = {};
  let key: string | null = null;
  for (const line of text.split('\n')) {
    const match = /^(\w+):\s*(.*)$/.exec(line);
    if (match) {
      key = match[1]!;
      values[key] = match[2]!.trim();
    } else if (key && line.startsWith(' ')) values[key] = `${values[key] ?? ''}${line.trim()}`;
  }
  const uid = Number(values.UniqueID);
  const gid = Number(values.PrimaryGroupID);
  if (!Number.isInteger(uid) || !Number.isInteger(gid) || values.UniqueID === undefined || values.PrimaryGroupID === undefined) return null;
  return { name, uid, gid, home: values.NFSHomeDirectory || '/', shell: values.UserShell || '/bin/zsh' };
}

export async function macAccount(name: string, searchPath?: string): Promise<PasswdEntry | null> {
  const dscl = findOnPath('dscl', searchPath);
  if (!dscl) return null;
  const result = await run(dscl, ['.', '-read', `/Users/${name}`, 'UniqueID', 'PrimaryGroupID', 'NFSHomeDirectory', 'UserShell']);
  return result.ok ? parseDsclUser(name, result.stdout) : null;
}

/**
 * The argument vector that starts `argv` as the user in their session: launchctl asuser, then sudo
 * (as root, no password) with the environment kept. Null when a tool is missing: the executor then
 * reports the run as not started instead of running it as root.
 */
export function macUserArgv(entry: PasswdEntry, argv: readonly string[], searchPath?: string): [string, ...string[]] | null {
  const launchctl = findOnPath('launchctl', searchPath);
  const sudo = findOnPath('sudo', searchPath);
  if (!launchctl || !sudo) return null;
  return [launchctl, 'asuser', String(entry.uid), sudo, '-u', entry.name, '-E', '-n', '--', ...argv];
}
