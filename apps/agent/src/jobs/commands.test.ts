import { mkdtemp, mkdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { devicePath, listDir, makeDir, pathsExist, runCommand, type CommandHost } from './commands.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'outpost-cmd-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const posix: CommandHost = { platform: 'linux', drives: async () => [] };
const windows: CommandHost = { platform: 'win32', drives: async () => ['C:/', 'D:/'] };

describe('LIST_DIR', () => {
  it('pages folders first, then files, each sorted by name', async () => {
    for (const d of ['b-dir', 'A-dir', 'dir10', 'dir9']) await mkdir(join(root, d));
    for (const f of ['z.txt', 'a.txt', 'M.txt']) await writeFile(join(root, f), 'x');
    const first = await listDir(root, 0, 4, posix);
    expect(first.entries.map((e) => `${e.type}:${e.name}`)).toEqual(['FOLDER:A-dir', 'FOLDER:b-dir', 'FOLDER:dir9', 'FOLDER:dir10']);
    expect(first).toMatchObject({ hasMore: true, nextOffset: 4 });
    const second = await listDir(root, first.nextOffset, 4, posix);
    expect(second.entries.map((e) => e.name)).toEqual(['a.txt', 'M.txt', 'z.txt']);
    expect(second).toMatchObject({ hasMore: false, nextOffset: 7 });
    expect(second.entries[0]?.path).toBe(`${root}/a.txt`);
  });

  it('never enters a link: a symlinked folder is listed as a file', async () => {
    await symlink(tmpdir(), join(root, 'outside'));
    const page = await listDir(root, 0, 1000, posix);
    expect(page.entries).toEqual([{ name: 'outside', path: `${root}/outside`, type: 'FILE' }]);
  });

  it('refuses relative paths and .. segments, and answers "Directory listing unavailable." for a missing folder', async () => {
    expect(await runCommand({ kind: 'LIST_DIR', id: 1, path: `${root}/../etc`, offset: 0, limit: 10 }, posix)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/\.\./),
    });
    expect(await runCommand({ kind: 'LIST_DIR', id: 1, path: 'relative', offset: 0, limit: 10 }, posix)).toMatchObject({ ok: false });
    expect(await runCommand({ kind: 'LIST_DIR', id: 1, path: `${root}/nope`, offset: 0, limit: 10 }, posix)).toEqual({
      ok: false,
      error: 'Directory listing unavailable.',
    });
  });

  it('Windows: the root lists drives as C:/, and C: or C:\\ mean C:/', async () => {
    const page = await listDir('', 0, 1000, windows);
    expect(page.entries).toEqual([
      { name: 'C:/', path: 'C:/', type: 'FOLDER' },
      { name: 'D:/', path: 'D:/', type: 'FOLDER' },
    ]);
    expect(devicePath('C:', 'win32')).toBe('C:/');
    expect(devicePath('C:\\Users\\bob\\', 'win32')).toBe('C:/Users/bob');
    expect(() => devicePath('C:/Users/../Windows', 'win32')).toThrow();
    expect(() => devicePath('/etc', 'win32')).toThrow();
  });
});

describe('MAKE_DIR', () => {
  it('creates a folder in an existing folder and answers its path', async () => {
    expect(await runCommand({ kind: 'MAKE_DIR', id: 2, path: root, name: 'Restored files' }, posix)).toEqual({
      ok: true,
      result: { path: `${root}/Restored files` },
    });
    expect((await stat(join(root, 'Restored files'))).isDirectory()).toBe(true);
  });

  it('refuses .., separators, and an empty name', async () => {
    for (const name of ['..', '.', 'a/b']) await expect(makeDir(root, name, posix), name).rejects.toThrow('Invalid');
    await expect(makeDir(root, '  ', posix)).rejects.toThrow('Required');
    await expect(makeDir(`${root}/x/..`, 'ok', posix)).rejects.toThrow(/\.\./);
  });

  it('applies the Windows rules on Windows (reserved names, trailing dot) and the Mac rules on a Mac (leading dot)', async () => {
    for (const name of ['CON', 'nul.txt', 'a:b', 'x.']) await expect(makeDir('C:/', name, windows), name).rejects.toThrow('Invalid');
    await expect(makeDir(root, '.hidden', { platform: 'darwin', drives: async () => [] })).rejects.toThrow('Invalid');
  });

  it('refuses an existing folder or file, and a parent that is missing or a link', async () => {
    await mkdir(join(root, 'taken'));
    expect(await runCommand({ kind: 'MAKE_DIR', id: 3, path: root, name: 'taken' }, posix)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/already exists/),
    });
    await expect(makeDir(join(root, 'missing'), 'x', posix)).rejects.toThrow(/does not exist/);
    await symlink(join(root, 'taken'), join(root, 'link'));
    await expect(makeDir(join(root, 'link'), 'x', posix)).rejects.toThrow(/does not exist/);
  });
});

describe('PATHS_EXIST', () => {
  it('answers which paths exist, in order; bad paths do not exist', async () => {
    await writeFile(join(root, 'f'), 'x');
    expect(await pathsExist([join(root, 'f'), join(root, 'g'), '../etc'], posix)).toEqual({
      paths: [
        { path: join(root, 'f'), exists: true },
        { path: join(root, 'g'), exists: false },
        { path: '../etc', exists: false },
      ],
    });
  });
});
