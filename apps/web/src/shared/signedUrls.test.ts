import { PREVIEW_URL_CACHE_MS } from '@outpost/contracts';
import { describe, expect, it, vi } from 'vitest';
import { cachedSignedUrls } from './signedUrls.ts';

describe('signed preview addresses', () => {
  it('are reused for about 55 s per file, then asked for again; a failed lookup is not kept', async () => {
    let now = 1_000_000;
    let issued = 0;
    const lookup = vi.fn(async (id: string) => {
      if (id === 'gone') throw new Error('404');
      return `/signed/${id}/${++issued}`;
    });
    const signedUrl = cachedSignedUrls(lookup, () => now);
    expect(await signedUrl('a')).toBe('/signed/a/1');
    now += PREVIEW_URL_CACHE_MS - 1;
    expect(await signedUrl('a')).toBe('/signed/a/1');
    expect(await signedUrl('b')).toBe('/signed/b/2');
    now += 1;
    expect(await signedUrl('a')).toBe('/signed/a/3');
    await expect(signedUrl('gone')).rejects.toThrow('404');
    await expect(signedUrl('gone')).rejects.toThrow('404');
    expect(lookup.mock.calls.map(([id]) => id)).toEqual(['a', 'b', 'a', 'gone', 'gone']);
  });
});
