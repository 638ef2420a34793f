import { describe, expect, it } from 'vitest';
import { formatAgo } from './format.ts';

describe('formatAgo', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const ago = (ms: number) => formatAgo(new Date(now - ms).toISOString(), '-', now);

  it('names the largest whole unit, rounded', () => {
    expect(ago(5_000)).toBe('5 seconds ago');
    expect(ago(59_400)).toBe('59 seconds ago');
    expect(ago(59_600)).toBe('1 minute ago');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(3 * 3_600_000)).toBe('3 hours ago');
    expect(ago(2 * 86_400_000)).toBe('2 days ago');
    expect(ago(45 * 86_400_000)).toBe('2 months ago');
    expect(ago(400 * 86_400_000)).toBe('1 year ago');
  });

  it('says "in …" for a time ahead, and the fallback for none', () => {
    expect(ago(-2 * 3_600_000)).toBe('in 2 hours');
    expect(formatAgo(null, 'Never', now)).toBe('Never');
  });
});
