import { call } from '../../api/typed.ts';

/**
 * The devices feature's public surface for other features: the device list's reads, which the
 * dashboard's counts, pickers and backup settings share. Defined here, not re-exported, and kept
 * to these few lines: the first page loads this module whole (bench/web/bundle-size.ts), so the
 * feature's hooks and editing calls stay in devices.api.ts.
 */

export const devicesKey = ['devices'] as const;

/** One page of the device list, with the table's query string. */
export function fetchDevicePage(search: URLSearchParams, signal?: AbortSignal) {
  return call('get', '/api/devices', { search, signal });
}

/** How many devices there are, or how many are up or down (the dashboard's counts). */
export async function countDevices(status?: 'UP' | 'DOWN'): Promise<number> {
  const search = new URLSearchParams({ pageSize: '1' });
  if (status) search.set('filters', JSON.stringify({ status }));
  return (await fetchDevicePage(search)).totalCount;
}
