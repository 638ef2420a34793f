import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scanSources, toSnapshotPath, type ScanError } from './scan.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'scan-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function scan(sources: string[], excludes: string[] = []): Promise<{ paths: string[]; errors: ScanError[] }> {
  const paths: string[] = [];
  const errors: ScanError[] = [];
  for await (const it of scanSources(sources, excludes, (e) => errors.push(e))) paths.push(it.path.slice(toSnapshotPath(root).length) || '/');
  return { paths, errors };
}

describe('scanSources', () => {
  it('walks depth-first in name order, the root first, a folder before its entries', async () => {
    for (const d of ['b/y', 'b/x', 'a', 'c']) mkdirSync(join(root, d), { recursive: true });
    for (const f of ['b/y/2', 'b/y/1', 'b/x/z', 'b/m', 'a/f', 'z']) writeFileSync(join(root, f), f);
    symlinkSync('a/f', join(root, 'c/link'));
    const { paths, errors } = await scan([root]);
    expect(errors).toEqual([]);
    expect(paths).toEqual(['/', '/a', '/a/f', '/b', '/b/m', '/b/x', '/b/x/z', '/b/y', '/b/y/1', '/b/y/2', '/c', '/c/link', '/z']);
  });

  it('leaves out excluded names and paths, and visits a path named twice once', async () => {
    for (const d of ['keep/node_modules/x', 'cache', 'keep/sub']) mkdirSync(join(root, d), { recursive: true });
    for (const f of ['keep/a.tmp', 'keep/b.txt', 'keep/node_modules/x/i', 'cache/c', 'keep/sub/d']) writeFileSync(join(root, f), f);
    const { paths } = await scan([root, join(root, 'keep')], ['*.tmp', 'node_modules', `${toSnapshotPath(root)}/cache`]);
    expect(paths).toEqual(['/', '/keep', '/keep/b.txt', '/keep/sub', '/keep/sub/d']);
  });

  it('reports a source that does not exist and goes on', async () => {
    writeFileSync(join(root, 'f'), 'x');
    const { paths, errors } = await scan([join(root, 'gone'), root]);
    expect(paths).toEqual(['/', '/f']);
    expect(errors.map((e) => e.path)).toEqual([`${toSnapshotPath(root)}/gone`]);
  });

  it('lets the event loop run while it scans a large folder', async () => {
    for (let i = 0; i < 3000; i++) writeFileSync(join(root, `f${i}`), '');
    // Counts turns of the event loop (one setImmediate a turn) while the scan runs.
    let turns = 0;
    let scanning = true;
    const tick = () => {
      turns++;
      if (scanning) setImmediate(tick);
    };
    setImmediate(tick);
    try {
      const { paths } = await scan([root]);
      expect(paths).toHaveLength(3001);
    } finally {
      scanning = false;
    }
    expect(turns).toBeGreaterThan(1);
  });
});
