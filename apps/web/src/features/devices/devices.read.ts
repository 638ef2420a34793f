import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/typed.ts';

/**
 * The devices' read-only calls: what other features (the dashboard, pickers, backup settings, the
 * rule builder) use, kept apart from the editing hooks in devices.api.ts so that the first page
 * does not download those (bench/web/bundle-size.ts). Other features import it through index.ts.
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

/** One device; `poll` keeps its status fresh (the device page), off where it is read once. */
export function useDevice(id: number, { enabled = true, poll = true }: { enabled?: boolean; poll?: boolean } = {}) {
  return useQuery({
    queryKey: [...devicesKey, id],
    queryFn: () => call('get', '/api/devices/{id}', { params: { id } }),
    refetchInterval: poll ? 15_000 : false,
    enabled,
  });
}

export function useDeviceRoles() {
  return useQuery({ queryKey: ['device-roles'], queryFn: () => call('get', '/api/device-roles') });
}

export function useAllLocations() {
  return useQuery({ queryKey: ['locations'], queryFn: () => call('get', '/api/locations') });
}
