/**
 * A very short-lived cache with single-flight loading: identical requests that arrive together
 * share one load, and its answer serves for `ttlMs`. Lists that many technicians watch at once
 * (and that auto-refresh) then cost one query per key per `ttlMs`, not one per viewer.
 * A TTL of 0 turns caching off (every call loads).
 */
export function createMicroCache<T>(ttlMs: number, now: () => number = Date.now, maxEntries = 500) {
  const entries = new Map<string, { at: number; value: Promise<T>; settled?: { value: T } }>();
  const fresh = (key: string) => {
    const hit = entries.get(key);
    return hit && now() - hit.at < ttlMs ? hit : undefined;
  };
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = fresh(key);
      if (hit) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      const entry: { at: number; value: Promise<T>; settled?: { value: T } } = { at: now(), value };
      entries.set(key, entry);
      // A failed load must not be served to later callers.
      value.then(
        (v) => (entry.settled = { value: v }),
        () => entries.get(key) === entry && entries.delete(key),
      );
      return value;
    },
    /** The value of `key` if it is cached and loaded (never waits for a load under way). */
    settled(key: string): { value: T } | undefined {
      return fresh(key)?.settled;
    },
    /** Caches a value already known. */
    set(key: string, value: T) {
      if (ttlMs <= 0) return;
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { at: now(), value: Promise.resolve(value), settled: { value } });
    },
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
