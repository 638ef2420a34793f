import { describe, expect, it } from 'vitest';
import { createMicroCache } from './micro-cache.ts';

describe('micro cache', () => {
  it('shares one load between concurrent callers and serves it until the TTL passes', async () => {
    let now = 0;
    let loads = 0;
    const cache = createMicroCache<number>(1000, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([1, 1, 1]);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
    expect(await cache.get('other', load)).toBe(3);
  });

  it('does not keep a failed load and loads every time with a TTL of 0', async () => {
    const failing = createMicroCache<number>(1000, () => 0);
    await expect(failing.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await failing.get('k', async () => 7)).toBe(7);
    let loads = 0;
    const off = createMicroCache<number>(0);
    await off.get('k', async () => ++loads);
    await off.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('answers a loaded value without waiting, nothing while it loads, and takes values already known', async () => {
    let clock = 0;
    const cache = createMicroCache<number>(1000, () => clock);
    let finish: (n: number) => void = () => undefined;
    const loading = cache.get('k', () => new Promise<number>((r) => (finish = r)));
    expect(cache.settled('k')).toBeUndefined();
    finish(42);
    await loading;
    expect(cache.settled('k')).toEqual({ value: 42 });
    cache.set('known', 7);
    expect(cache.settled('known')).toEqual({ value: 7 });
    expect(await cache.get('known', async () => 8)).toBe(7);
    clock = 1000;
    expect(cache.settled('k')).toBeUndefined();
  });

  it('forgets everything on clear', async () => {
    const cache = createMicroCache<string>(60_000);
    await cache.get('k', async () => 'old');
    cache.clear();
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });
});
