import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/typed.ts';

// The status badge a group's members show as the device list does (its own file: the device list's
// module is no longer shared by the device page and the group page for it).
export { StatusBadge } from './StatusBadge.tsx';

/**
 * The devices feature's public surface for other features: the device list's reads, which the group
 * members picker and backup settings share, and the device, role and location reads of the backup plans, device
 * groups, device roles and new-ticket screens. Defined here, not re-exported: a re-exporting index.ts is a chunk of
 * its own. The feature's hooks and editing calls are in devices.api.ts.
 */

export const devicesKey = ['devices'] as const;

/** One page of the device list, with the table's query string. */
export function fetchDevicePage(search: URLSearchParams, signal?: AbortSignal) {
  return call('get', '/api/devices', { search, signal });
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
