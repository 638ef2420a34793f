import { PREVIEW_URL_CACHE_MS } from '@outpost/contracts';

/**
 * Reuses each signed preview address for PREVIEW_URL_CACHE_MS (spec 002 §7: about 55 s), so
 * reopening a preview shows the file the browser already holds instead of asking for a new link.
 * The server signs links for several minutes, so a reused one is still good when it is loaded.
 */
export function cachedSignedUrls(fetchSignedUrl: (id: string) => Promise<string>, now: () => number = Date.now) {
  const cache = new Map<string, { url: Promise<string>; at: number }>();
  return (id: string): Promise<string> => {
    const hit = cache.get(id);
    if (hit && now() - hit.at < PREVIEW_URL_CACHE_MS) return hit.url;
    const url = fetchSignedUrl(id);
    cache.set(id, { url, at: now() });
    // A failed lookup is not kept: the next preview asks again.
    url.catch(() => {
      if (cache.get(id)?.url === url) cache.delete(id);
    });
    return url;
  };
}
