import { describe, expect, it } from 'vitest';
import { formatDuration, jobSpeed } from './jobProgress.ts';

const base = { status: 'PROCESSING' as const, started: '2026-01-01T10:00:00Z', completed: null, jobProcessedBytes: 0, jobTotalBytes: 0 };
const at = (iso: string) => Date.parse(iso);

describe('jobSpeed', () => {
  it('gives the average rate since the start and the time left at that rate while the job runs', () => {
    const speed = jobSpeed({ ...base, jobProcessedBytes: 100 * 1024 * 1024, jobTotalBytes: 400 * 1024 * 1024 }, at('2026-01-01T10:00:10Z'));
    expect(speed.bytesPerSecond).toBeCloseTo(10 * 1024 * 1024);
    expect(speed.secondsLeft).toBeCloseTo(30);
  });

  it('knows neither before the job started or moved a byte', () => {
    expect(jobSpeed({ ...base, started: null }, at('2026-01-01T10:00:10Z'))).toEqual({ bytesPerSecond: null, secondsLeft: null });
    expect(jobSpeed({ ...base, jobTotalBytes: 10 }, at('2026-01-01T10:00:10Z'))).toEqual({ bytesPerSecond: null, secondsLeft: null });
  });

  it('measures an ended job up to its end, with no time left', () => {
    const speed = jobSpeed(
      { ...base, status: 'COMPLETED', completed: '2026-01-01T10:00:04Z', jobProcessedBytes: 400, jobTotalBytes: 400 },
      at('2026-01-02T00:00:00Z'),
    );
    expect(speed).toEqual({ bytesPerSecond: 100, secondsLeft: null });
  });
});

describe('formatDuration', () => {
  it('says seconds, minutes, or hours and minutes', () => {
    expect(formatDuration(45.4)).toBe('45 s');
    expect(formatDuration(180)).toBe('3 min');
    expect(formatDuration(3900)).toBe('1 h 5 min');
    expect(formatDuration(7200)).toBe('2 h');
  });
});
