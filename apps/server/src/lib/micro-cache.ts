/**
 * A very short-lived cache with single-flight loading: identical requests that arrive together
 * share one load, and its answer serves for `ttlMs`. Lists that many technicians watch at once
 * (and that auto-refresh) then cost one query per key per `ttlMs`, not one per viewer.
 * A TTL of 0 turns caching off (every call loads).
 */
export function createMicroCache<T>(ttlMs: number, now: () => number = Date.now, maxEntries = 500) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { at: now(), value });
      // A failed load must not be served to later callers.
      value.catch(() => entries.delete(key));
      return value;
    },
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
