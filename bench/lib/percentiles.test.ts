import { describe, expect, it } from 'vitest';
import { percentile, percentileLine, samplesAbove } from './percentiles.ts';

describe('benchmark percentiles (nearest rank)', () => {
  it('answers the nearest-rank sample of 1..100 whatever the order', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect([percentile(values, 50), percentile(values, 95), percentile(values, 99), percentile(values, 100)]).toEqual([50, 95, 99, 100]);
  });

  it('answers the only sample of one, NaN of none', () => {
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('says how many samples a tail percentile rests on', () => {
    expect(samplesAbove(1000, 99)).toBe(10);
    expect(percentileLine([1, 2, 3, 4], [50, 99])).toBe('p50 2.0 ms, p99 4.0 ms (n=4; p99 rests on the top 0)');
  });
});
