import { describe, expect, it } from 'vitest';
import { restoreWarnings } from './restore-job.ts';

describe('restore job warnings', () => {
  it('lists missing paths, then failures, then skipped files, each with why', () => {
    const warnings = restoreWarnings({
      missing: ['/data/gone'],
      failed: [{ path: '/data/bad.bin', code: 'CORRUPT_DATA', message: 'chunk does not match its id' }],
      skipped: [{ path: '/data/a.txt', code: 'EXISTS', message: 'Skipped: the file already exists at the destination' }],
    });
    expect(warnings).toEqual([
      { path: '/data/gone', message: 'Not in this backup' },
      { path: '/data/bad.bin', message: 'chunk does not match its id' },
      { path: '/data/a.txt', message: 'Skipped: the file already exists at the destination' },
    ]);
  });

  it('stays within the completion limit of 1000 and counts what it leaves out', () => {
    const skipped = Array.from({ length: 1500 }, (_, i) => ({ path: `/data/f${i}`, code: 'EXISTS', message: 'x'.repeat(800) }));
    const warnings = restoreWarnings({ missing: [], failed: [], skipped });
    expect(warnings).toHaveLength(1000);
    expect(warnings[0]?.message).toHaveLength(500);
    expect(warnings.at(-1)).toEqual({ path: '…', message: '501 more not restored' });
  });
});
