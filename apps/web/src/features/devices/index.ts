import { call } from '../../api/typed.ts';

/**
 * The devices feature's public surface for other features: the device list's reads, which the group
 * members picker and backup settings share. Defined here, not re-exported: a re-exporting index.ts is a chunk of
 * its own. The feature's hooks and editing calls are in devices.api.ts.
 */

export const devicesKey = ['devices'] as const;

/** One page of the device list, with the table's query string. */
export function fetchDevicePage(search: URLSearchParams, signal?: AbortSignal) {
  return call('get', '/api/devices', { search, signal });
}
