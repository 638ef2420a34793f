import { call } from '../../api/typed.ts';

/**
 * The organizations feature's public surface for other features: the organization list's reads,
 * defined here, not re-exported: a re-exporting index.ts is a chunk of its own. The feature's hooks
 * and editing calls are in organizations.api.ts.
 */

export const organizationsKey = ['organizations'] as const;

/** One page of the organizations list, with the table's query string. */
export function fetchOrganizationPage(search: URLSearchParams, signal?: AbortSignal) {
  return call('get', '/api/organizations', { search, signal });
}
