import { useMutation, useQueryClient } from '@tanstack/react-query';
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

// Other features read these through index.ts, where they are defined.
export { useAllLocations, useDevice, useDeviceRoles } from './index.ts';
