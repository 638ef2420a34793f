import { describe, expect, it } from 'vitest';
import { snapshotSchema } from './snapshot-schema.ts';

const snapshot = (entries: unknown[]) => ({
  version: 1,
  jobGuid: 'abcdefgh-1',
  sources: ['/a'],
  created: '2026-01-01T00:00:00Z',
  completed: '2026-01-01T00:00:01Z',
  bldType: 'FULL',
  parent: null,
  totals: { files: 1, bytes: 1, storedBytes: 1 },
  entries,
  deleted: [],
});
const good = { path: '/a/f', type: 'file', size: 1, mtimeMs: 5, chunks: ['ab'.repeat(32)], revisionJob: 'abcdefgh-1', inode: 7 };
const issues = (entries: unknown[]) => {
  const r = snapshotSchema.safeParse(snapshot(entries));
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('snapshotSchema entries', () => {
  it('keeps entries as sent, fields the server does not read included', () => {
    const r = snapshotSchema.parse(snapshot([good, { ...good, path: '/a', type: 'dir', chunks: [], storedBytes: 0 }]));
    expect(r.entries[0]).toEqual(good);
    expect(r.entries[1]).toMatchObject({ type: 'dir', storedBytes: 0 });
  });

  it.each([
    [{ ...good, path: '' }, 'entries.0.path'],
    [{ ...good, path: 'x'.repeat(32_769) }, 'entries.0.path'],
    [{ ...good, type: 'fifo' }, 'entries.0.type'],
    [{ ...good, size: -1 }, 'entries.0.size'],
    [{ ...good, size: '1' }, 'entries.0.size'],
    [{ ...good, mtimeMs: Number.NaN }, 'entries.0.mtimeMs'],
    [{ ...good, chunks: 'ab' }, 'entries.0.chunks'],
    [{ ...good, chunks: ['ab'.repeat(32), 'AB'.repeat(32)] }, 'entries.0.chunks.1'],
    [{ ...good, revisionJob: '' }, 'entries.0.revisionJob'],
    [{ ...good, storedBytes: null }, 'entries.0.storedBytes'],
    [null, 'entries.0'],
    [[good], 'entries.0'],
  ])('refuses a wrong entry and names the field (%#)', (entry, path) => {
    const found = issues([entry]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${path.replace(/\./g, '\\.')}: `));
  });

  it('reports at most five wrong entries, by their index', () => {
    const found = issues([good, ...Array.from({ length: 9 }, () => ({ ...good, size: -1 }))]);
    expect(found).toEqual(['entries.1.size', 'entries.2.size', 'entries.3.size', 'entries.4.size', 'entries.5.size'].map((p) => `${p}: expected a number ≥ 0`));
  });

  it('refuses entries that are not an array', () => {
    expect(issues('x' as unknown as unknown[])).toHaveLength(1);
  });
});
