import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { PickerPage } from '@outpost/contracts';
import { useState } from 'react';
import type { PickerOption } from './PickerOptions.tsx';

/** Fetches one page (0-based) of a picker's items matching the search text. */
export type PickerFetch<T> = (searchCriteria: string, page: number, signal: AbortSignal) => Promise<PickerPage<T>>;

/** What RemoteSelect and RemoteMultiSelect share: the field's words and state, and the paged list to pick from. */
export interface RemotePickerProps<T> {
  label: string;
  placeholder?: string;
  description?: string;
  error?: string;
  /** Shows the required asterisk beside the label, as the other field widgets do. */
  required?: boolean;
  disabled?: boolean;
  queryKey: readonly unknown[];
  fetchPage: PickerFetch<T>;
  getId: (item: T) => string;
  /** The words shown for an item, its suffix included ('(Deleted)'). */
  toOption: (item: T) => Omit<PickerOption, 'value'>;
}

/** Picker search is debounced like the editor's mention search; the server pages by 50. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search text of a picker and the pages the server answered for it. Pages load only while
 * the dropdown is open; "Show more" asks for the next one.
 */
export function usePickerSearch<T>(queryKey: readonly unknown[], fetchPage: PickerFetch<T>, opened: boolean) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useInfiniteQuery({
    queryKey: [...queryKey, 'picker', debounced],
    queryFn: ({ pageParam, signal }) => fetchPage(debounced, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: opened,
    staleTime: 30_000,
  });
  const items = query.data?.pages.flatMap((p) => p.data) ?? [];
  return { search, setSearch, items, query, settled: debounced === search.trim() };
}
