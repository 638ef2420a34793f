import { RICH_TEXT_LIMITS } from '@outpost/rich-text/core';
import type { MentionSuggestion } from '../types.ts';

/**
 * Debounced (500 ms), per-query cached mention search returning at most 5 suggestions.
 * `search` resolves with the latest query's answer; superseded calls resolve with null.
 */
export function createMentionSearch(fetch: (query: string) => Promise<MentionSuggestion[]>, debounceMs: number = RICH_TEXT_LIMITS.mentionDebounceMs) {
  const cache = new Map<string, MentionSuggestion[]>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  return {
    search(query: string): Promise<MentionSuggestion[] | null> {
      const id = ++latest;
      clearTimeout(timer);
      const cached = cache.get(query);
      if (cached) return Promise.resolve(cached);
      return new Promise((resolve) => {
        timer = setTimeout(() => {
          fetch(query)
            .then((list) => {
              const top = list.slice(0, RICH_TEXT_LIMITS.mentionMaxSuggestions);
              cache.set(query, top);
              resolve(id === latest ? top : null);
            })
            .catch(() => resolve(id === latest ? [] : null));
        }, debounceMs);
      });
    },
    cancel(): void {
      latest++;
      clearTimeout(timer);
    },
  };
}
