import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { findOnPath } from './interpreters.ts';

/** A local account as /etc/passwd describes it. */
export interface PasswdEntry {
  name: string;
  uid: number;
  gid: number;
  home: string;
  shell: string;
}

/** Looks a user up by name in /etc/passwd (no NSS: directory users must have a local entry or be resolved elsewhere). */
export function passwdEntry(name: string, passwdFile = '/etc/passwd'): PasswdEntry | null {
  let text: string;
  try {
    text = readFileSync(passwdFile, 'utf8');
  } catch {
    return null;
  }
  for (const line of text.split('\n')) {
    const [user, , uid, gid, , home, shell] = line.split(':');
    if (user === name && uid !== undefined && gid !== undefined) {
      return { name: user, uid: Number(uid), gid: Number(gid), home: home ?? '/', shell: (shell ?? '/bin/sh').trim() || '/bin/sh' };
    }
  }
  return null;
}

function run(exe: string, args: string[]): Promise<{ ok: boolean; stdout: string }> {
  return new Promise((resolve) => {
    execFile(exe, args, { timeout: 5_000, windowsHide: true }, (error, stdout) => resolve({ ok: !error, stdout: String(stdout) }));
  });
}

/** What we know of the logged-on user's session beyond the passwd entry. */
export interface SessionUser {
  name: string;
  /** X11 display of a graphical session, when logind knows it. */
  display?: string;
}

/** Parses `loginctl show-session` output (KEY=value lines). */
function properties(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) out[line.slice(0, at)] = line.slice(at + 1).trim();
  }
  return out;
}

/**
 * The user of the active session, preferring a local one (a seat, a console) over remote ones:
 * logind when it answers, else `who`; only users `accept` lets through. Null when nobody is logged on.
 */
export async function findLoggedOnUser(searchPath?: string, accept: (name: string) => boolean = () => true): Promise<SessionUser | null> {
  const loginctl = findOnPath('loginctl', searchPath);
  if (loginctl) {
    const list = await run(loginctl, ['list-sessions', '--no-legend', '--no-pager']);
    if (list.ok) {
      const candidates: Array<SessionUser & { score: number }> = [];
      for (const id of list.stdout
        .split('\n')
        .map((l) => l.trim().split(/\s+/)[0])
        .filter(Boolean) as string[]) {
        const show = await run(loginctl, ['show-session', id, '-p', 'Name', '-p', 'Active', '-p', 'Class', '-p', 'Remote', '-p', 'State', '-p', 'Display']);
        const p = properties(show.stdout);
        if (!show.ok || !p.Name || p.Class !== 'user' || p.State === 'closing' || !accept(p.Name)) continue;
        const score = (p.Active === 'yes' ? 2 : 0) + (p.Remote === 'no' ? 1 : 0);
        candidates.push({ name: p.Name, ...(p.Display ? { display: p.Display } : {}), score });
      }
      candidates.sort((a, b) => b.score - a.score);
      const best = candidates[0];
      // logind answered: its word is final (an empty list means nobody is logged on).
      if (!best) return null;
      return { name: best.name, ...(best.display ? { display: best.display } : {}) };
    }
  }
  const who = findOnPath('who', searchPath);
  if (!who) return null;
  const result = await run(who, []);
  if (!result.ok) return null;
  const sessions = result.stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 2 && fields[0] && accept(fields[0]))
    .map(([name, line]) => ({ name: name!, local: /^(console|tty\d*|:\d+)$/.test(line!) }));
  const chosen = sessions.find((s) => s.local) ?? sessions[0];
  return chosen ? { name: chosen.name } : null;
}

/** Environment a login would give the user: identity, home, shell, and the session's runtime paths when they exist. */
export function userSessionEnv(entry: PasswdEntry, session?: SessionUser): Record<string, string> {
  const env: Record<string, string> = { HOME: entry.home, USER: entry.name, LOGNAME: entry.name, SHELL: entry.shell };
  const runtime = `/run/user/${entry.uid}`;
  if (existsSync(runtime)) {
    env.XDG_RUNTIME_DIR = runtime;
    if (existsSync(`${runtime}/bus`)) env.DBUS_SESSION_BUS_ADDRESS = `unix:path=${runtime}/bus`;
  }
  if (session?.display) env.DISPLAY = session.display;
  return env;
}
