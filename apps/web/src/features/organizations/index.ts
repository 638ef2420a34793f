import { call } from '../../api/typed.ts';

/**
 * The organizations feature's public surface for other features: the organization list's reads,
 * which the dashboard's count shares. Defined here, not re-exported, and kept to these few lines:
 * the first page loads this module whole (bench/web/bundle-size.ts), so the feature's hooks and
 * editing calls stay in organizations.api.ts.
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
