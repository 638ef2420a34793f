import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeviceUpdate } from '@outpost/contracts';
import { call } from '../../api/typed.ts';
import { devicesKey } from './index.ts';

export function useUpdateDevice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceUpdate) => call('patch', '/api/devices/{id}', { params: { id }, body }),
    onSuccess: (device) => {
      queryClient.setQueryData([...devicesKey, id], device);
      void queryClient.invalidateQueries({ queryKey: devicesKey });
    },
  });
}

export function deleteDevice(id: number) {
  return call('delete', '/api/devices/{id}', { params: { id } });
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
