import type { RefId, ReferenceKind } from '@outpost/rules';
import { useQueries, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client.ts';
import { call } from '../../api/typed.ts';

/** The words a condition value's record shows with: its name and whether it is gone or retired. */
export interface ReferenceLabel {
  name: string;
  deleted: boolean;
  inactive?: boolean;
}

// A rule keeps only ids. The pickers know the names of what is chosen in them; a rule loaded from
// the server names records the editor has not seen, so those are looked up once each, cached
// under the same keys the pickers fill.
const referenceKey = (kind: ReferenceKind, id: RefId) => ['rules', 'reference', kind, String(id)] as const;
const LIST_STALE_MS = 60_000;

/** Records the name of a record chosen in a picker, so it shows without a lookup. */
export function rememberReference(queryClient: QueryClient, kind: ReferenceKind, id: RefId, label: ReferenceLabel) {
  queryClient.setQueryData(referenceKey(kind, id), label);
}

const gone = (id: RefId): ReferenceLabel => ({ name: `#${id}`, deleted: true });
const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A whole list, fetched once a minute at most for every lookup in it. */
function list<T>(queryClient: QueryClient, name: string, fetch: (signal: AbortSignal) => Promise<T[]>) {
  return queryClient.fetchQuery({ queryKey: ['rules', 'reference-list', name], queryFn: ({ signal }) => fetch(signal), staleTime: LIST_STALE_MS });
}

async function lookupUser(queryClient: QueryClient, id: RefId): Promise<ReferenceLabel> {
  const text = String(id);
  // Users have whole-number ids; anything else is an end-user contact's uid.
  if (!/^\d+$/.test(text)) {
    try {
      const contact = await call('get', '/api/ticketing/contacts/{uid}', { params: { uid: text } });
      return { name: contact.name, deleted: contact.deleted };
    } catch (error) {
      if (isMissing(error)) return gone(id);
      throw error;
    }
  }
  try {
    const user = (await list(queryClient, 'users', (signal) => call('get', '/api/users', { signal }))).find((u) => String(u.id) === text);
    return user ? { name: user.name, deleted: user.disabled } : gone(id);
  } catch (error) {
    // Only administrators may list users; others see the id rather than an error.
    if (error instanceof ApiError && error.status === 403) return { name: `#${id}`, deleted: false };
    throw error;
  }
}

/** Looks one record up by id; a record that no longer exists reads as deleted. */
async function lookup(queryClient: QueryClient, kind: ReferenceKind, id: RefId): Promise<ReferenceLabel> {
  switch (kind) {
    case 'user':
      return lookupUser(queryClient, id);
    case 'organization':
      try {
        return { name: (await call('get', '/api/organizations/{id}', { params: { id: Number(id) } })).name, deleted: false };
      } catch (error) {
        if (isMissing(error)) return gone(id);
        throw error;
      }
    case 'location': {
      const found = (await list(queryClient, 'locations', (signal) => call('get', '/api/locations', { signal }))).find((l) => String(l.id) === String(id));
      return found ? { name: found.name, deleted: false } : gone(id);
    }
    case 'device_role': {
      const found = (await list(queryClient, 'device-roles', (signal) => call('get', '/api/device-roles', { signal }))).find(
        (r) => String(r.id) === String(id),
      );
      return found ? { name: found.name, deleted: false } : gone(id);
    }
    case 'form': {
      const found = (await list(queryClient, 'forms', (signal) => call('get', '/api/ticketing/forms', { query: { includeInactive: 'true' }, signal }))).find(
        (f) => String(f.id) === String(id),
      );
      return found ? { name: found.name, deleted: false, inactive: !found.active } : gone(id);
    }
  }
}

/** The labels of the records a value names, by id as text; undefined while one is being looked up. */
export function useReferenceLabels(queryClient: QueryClient, kind: ReferenceKind, ids: readonly RefId[]): Map<string, ReferenceLabel | undefined> {
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: referenceKey(kind, id),
      queryFn: () => lookup(queryClient, kind, id),
      staleTime: Infinity,
      retry: false,
    })),
  });
  return new Map(ids.map((id, i) => [String(id), results[i]?.data ?? (results[i]?.isError ? { name: `#${id}`, deleted: false } : undefined)]));
}

/**
 * True when what the pickers and lookups learned marks a record deleted or inactive, so an
 * editor can refuse it before the server does (spec 002 §5.1 'Must not contain deleted users').
 */
export function isKnownGone(queryClient: QueryClient, kind: ReferenceKind, id: RefId): boolean {
  const label = queryClient.getQueryData<ReferenceLabel>(referenceKey(kind, id));
  return label?.deleted === true || label?.inactive === true;
}
