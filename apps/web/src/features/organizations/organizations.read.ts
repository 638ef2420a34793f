import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/typed.ts';

/**
 * The organizations' read-only calls: what other features (the dashboard, the devices and jobs
 * filters, the rule builder) use, kept apart from the editing hooks in organizations.api.ts so that
 * the first page does not download those (bench/web/bundle-size.ts). Other features import it
 * through index.ts.
 */

export const organizationsKey = ['organizations'] as const;

/** One page of the organizations list, with the table's query string. */
export function fetchOrganizationPage(search: URLSearchParams, signal?: AbortSignal) {
  return call('get', '/api/organizations', { search, signal });
}

/** How many organizations there are (the dashboard's count). */
export async function countOrganizations(): Promise<number> {
  return (await fetchOrganizationPage(new URLSearchParams({ pageSize: '1' }))).totalCount;
}

/** Every organization as filter/picker options (largest page: 250). */
export function useOrganizationOptions() {
  return useQuery({
    queryKey: [...organizationsKey, 'options'],
    queryFn: async () => (await fetchOrganizationPage(new URLSearchParams({ pageSize: '250' }))).data,
  });
}
