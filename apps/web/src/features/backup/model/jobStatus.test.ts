import { describe, expect, it } from 'vitest';
import { jobPercent, jobStatusLabel } from './jobStatus.ts';

const running = {
  status: 'PROCESSING' as const,
  jobTotalFiles: 20_000,
  jobFilesProcessed: 20_000,
  jobTotalBytes: 1000,
  jobProcessedBytes: 1000,
  percentage: 100,
};

describe('a backup the server is indexing', () => {
  it('is labelled Indexing with the indexing progress, not a finished-looking 100 %', () => {
    const job = { ...running, phase: { name: 'INDEXING' as const, done: 5000, total: 20_000 } };
    expect(jobStatusLabel(job)).toBe('statusIndexing');
    expect(jobPercent(job)).toBe(25);
    // Total not known yet: the phase shows, at 0 %.
    expect(jobPercent({ ...job, phase: { name: 'INDEXING', done: 0, total: 0 } })).toBe(0);
  });

  it('once ended, shows how it ended whatever phase it was in', () => {
    const ended = { ...running, status: 'COMPLETED' as const, phase: { name: 'INDEXING' as const, done: 1, total: 2 } };
    expect(jobStatusLabel(ended)).toBe('statusCOMPLETED');
    expect(jobPercent(ended)).toBe(100);
    expect(jobStatusLabel({ ...running, phase: null })).toBe('statusPROCESSING');
  });
});
