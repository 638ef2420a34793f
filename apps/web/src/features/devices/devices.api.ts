import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Device, DeviceDetail, DeviceRole, DeviceUpdate, Location, TablePage } from '@outpost/contracts';
import { api } from '../../api/client.ts';

export const devicesKey = ['devices'] as const;

/** One page of the device list, with the table's query string. */
export function fetchDevicePage(search: URLSearchParams, signal?: AbortSignal) {
  return api<TablePage<Device>>(`/api/devices?${search}`, { signal });
}

/** One device; `poll` keeps its status fresh (the device page), off where it is read once. */
export function useDevice(id: number, { enabled = true, poll = true }: { enabled?: boolean; poll?: boolean } = {}) {
  return useQuery({ queryKey: [...devicesKey, id], queryFn: () => api<DeviceDetail>(`/api/devices/${id}`), refetchInterval: poll ? 15_000 : false, enabled });
}

export function useUpdateDevice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceUpdate) => api<DeviceDetail>(`/api/devices/${id}`, { method: 'PATCH', body }),
    onSuccess: (device) => {
      queryClient.setQueryData([...devicesKey, id], device);
      void queryClient.invalidateQueries({ queryKey: devicesKey });
    },
  });
}

export function deleteDevice(id: number) {
  return api<void>(`/api/devices/${id}`, { method: 'DELETE' });
}

export function useDeviceRoles() {
  return useQuery({ queryKey: ['device-roles'], queryFn: () => api<DeviceRole[]>('/api/device-roles') });
}

export function useAllLocations() {
  return useQuery({ queryKey: ['locations'], queryFn: () => api<Location[]>('/api/locations') });
}
