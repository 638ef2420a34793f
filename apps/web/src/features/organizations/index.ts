import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/typed.ts';

/**
 * The organizations feature's public surface for other features: the organization list's reads and the organizations as picker options,
 * defined here, not re-exported: a re-exporting index.ts is a chunk of its own. The feature's hooks
 * and editing calls are in organizations.api.ts.
 */

export const organizationsKey = ['organizations'] as const;

/** One page of the organizations list, with the table's query string. */
export function fetchOrganizationPage(search: URLSearchParams, signal?: AbortSignal) {
  return call('get', '/api/organizations', { search, signal });
}

/** Every organization as filter/picker options (largest page: 250). */
export function useOrganizationOptions() {
  return useQuery({
    queryKey: [...organizationsKey, 'options'],
    queryFn: async () => (await fetchOrganizationPage(new URLSearchParams({ pageSize: '250' }))).data,
  });
}
