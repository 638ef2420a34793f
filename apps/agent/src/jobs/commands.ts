/** Live commands from the server: list a folder, create a folder, check paths (restore dialog); list services (service form). */
import { lstat, mkdir, readdir } from 'node:fs/promises';
import { folderNamePlatformOf, folderNameProblem, type AgentCommand, type DeviceFolderPage } from '@outpost/contracts';
import { listServices } from './services-list.ts';

export type CommandAnswer = { ok: boolean; result?: unknown; error?: string };

const MAX_PAGE = 1000;
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Side effects of the commands, injectable so tests can pretend to be Windows. */
export interface CommandHost {
  platform: NodeJS.Platform;
  /** Windows: drive roots that exist (`C:/`, `D:/`). */
  drives(): Promise<string[]>;
}

export const nodeCommandHost: CommandHost = {
  platform: process.platform,
  drives: async () => {
    const letters = 'CDEFGHIJKLMNOPQRSTUVWXYZAB'.split('');
    const found = await Promise.all(letters.map(async (l) => ((await lstat(`${l}:/`).catch(() => null)) ? `${l}:/` : null)));
    return found.filter((d): d is string => d !== null);
  },
};

/** Checks and normalises a device path: absolute, `/`-separated, no `.`/`..` segments; `C:` becomes `C:/`. */
export function devicePath(raw: string, platform: NodeJS.Platform): string {
  let p = platform === 'win32' ? raw.replace(/\\/g, '/') : raw;
  if (platform === 'win32' && /^[A-Za-z]:$/.test(p)) p = `${p}/`;
  const absolute = platform === 'win32' ? /^[A-Za-z]:\//.test(p) : p.startsWith('/');
  if (!absolute || p.includes('\0')) throw new Error(`Not an absolute path: ${raw}`);
  if (p.split('/').some((s) => s === '.' || s === '..')) throw new Error(`Refused path with . or .. segments: ${raw}`);
  const trimmed = p.replace(/\/+/g, '/');
  const root = platform === 'win32' ? trimmed.slice(0, 3) : '/';
  return trimmed.length > root.length ? trimmed.replace(/\/$/, '') : root;
}

const child = (dir: string, name: string): string => (dir.endsWith('/') ? `${dir}${name}` : `${dir}/${name}`);

/** One page of a folder: folders first, then files, each sorted by name. Links are never entered. */
export async function listDir(rawPath: string, offset: number, limit: number, host: CommandHost = nodeCommandHost): Promise<DeviceFolderPage> {
  const size = Math.max(1, Math.min(MAX_PAGE, limit));
  const start = Math.max(0, offset);
  let entries: DeviceFolderPage['entries'];
  if (host.platform === 'win32' && (rawPath === '' || rawPath === '/')) {
    entries = (await host.drives()).map((d) => ({ name: d, path: d, type: 'FOLDER' as const }));
  } else {
    const dir = devicePath(rawPath === '' ? '/' : rawPath, host.platform);
    const items = await readdir(dir, { withFileTypes: true });
    // A symlink is shown as a file: following it could lead the tree (and a restore) outside.
    const folders = items
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort(collator.compare);
    const files = items
      .filter((d) => !d.isDirectory())
      .map((d) => d.name)
      .sort(collator.compare);
    entries = [
      ...folders.map((name) => ({ name, path: child(dir, name), type: 'FOLDER' as const })),
      ...files.map((name) => ({ name, path: child(dir, name), type: 'FILE' as const })),
    ];
  }
  const page = entries.slice(start, start + size);
  return { entries: page, hasMore: start + size < entries.length, nextOffset: start + page.length };
}

/** Creates one folder inside an existing real folder; refuses bad names, links and existing entries. */
export async function makeDir(rawParent: string, name: string, host: CommandHost = nodeCommandHost): Promise<{ path: string }> {
  const problem = folderNameProblem(name, folderNamePlatformOf(host.platform));
  if (problem) throw new Error(problem === 'Required' ? 'Required' : 'Invalid');
  if (/[/\\]/.test(name)) throw new Error('Invalid');
  const parent = devicePath(rawParent, host.platform);
  const info = await lstat(parent).catch(() => null);
  if (!info?.isDirectory()) throw new Error(`The folder ${parent} does not exist`);
  const target = child(parent, name.trim());
  if (await lstat(target).catch(() => null)) throw new Error(`A file or folder named ${name.trim()} already exists`);
  try {
    await mkdir(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new Error(`A file or folder named ${name.trim()} already exists`, { cause: error });
    throw new Error(`Could not create ${target}: ${(error as Error).message}`, { cause: error });
  }
  return { path: target };
}

/** Which of the paths exist on this device (a link counts as existing; it is not followed). */
export async function pathsExist(paths: string[], host: CommandHost = nodeCommandHost): Promise<{ paths: { path: string; exists: boolean }[] }> {
  const answers = await Promise.all(
    paths.map(async (raw) => {
      let exists: boolean;
      try {
        exists = (await lstat(devicePath(raw, host.platform))) !== null;
      } catch {
        exists = false;
      }
      return { path: raw, exists };
    }),
  );
  return { paths: answers };
}

/** Runs a command and shapes the answer for `POST /api/agent/commands/:id/result`. */
export async function runCommand(command: AgentCommand, host: CommandHost = nodeCommandHost): Promise<CommandAnswer> {
  try {
    if (command.kind === 'LIST_DIR') return { ok: true, result: await listDir(command.path, command.offset, command.limit, host) };
    if (command.kind === 'MAKE_DIR') return { ok: true, result: await makeDir(command.path, command.name, host) };
    if (command.kind === 'LIST_SERVICES') return { ok: true, result: await listServices(host.platform) };
    return { ok: true, result: await pathsExist(command.paths, host) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message =
      code === 'ENOENT' || code === 'ENOTDIR' || code === 'EACCES' || code === 'EPERM' ? 'Directory listing unavailable.' : (error as Error).message;
    return { ok: false, error: message.slice(0, 2000) };
  }
}
