import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Device, DeviceGroup, DeviceGroupPreview, DeviceGroupRef, DeviceGroupType, TablePage } from '@outpost/contracts';
import type { Conditions } from '@outpost/rules';
import { api } from '../../api/client.ts';

export const deviceGroupsKey = ['device-groups'] as const;

export interface DeviceGroupDraft {
  name: string;
  description: string;
  type: DeviceGroupType;
  conditions: Conditions | null;
}

export const useDeviceGroups = () => useQuery({ queryKey: deviceGroupsKey, queryFn: () => api<DeviceGroup[]>('/api/device-groups') });

export const useDeviceGroup = (id: number | null) =>
  useQuery({ queryKey: [...deviceGroupsKey, id], queryFn: () => api<DeviceGroup>(`/api/device-groups/${id}`), enabled: id !== null });

/** One page of a group's members (the data table's server mode). */
export function fetchGroupMembers(id: number, search: URLSearchParams, signal?: AbortSignal) {
  return api<TablePage<Device>>(`/api/device-groups/${id}/members?${search}`, { signal });
}

export function previewRule(conditions: Conditions, signal?: AbortSignal) {
  return api<DeviceGroupPreview>('/api/device-groups/preview', { method: 'POST', body: { conditions }, signal });
}

export const useDeviceGroupsOf = (deviceId: number) =>
  useQuery({ queryKey: [...deviceGroupsKey, 'of-device', deviceId], queryFn: () => api<DeviceGroupRef[]>(`/api/devices/${deviceId}/groups`) });

/** Creates (no id) or saves a group; a save carries the version it was read at. */
export function useSaveDeviceGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, draft }: { id: number | null; version?: number; draft: DeviceGroupDraft }) =>
      id === null
        ? api<DeviceGroup>('/api/device-groups', { method: 'POST', body: draft })
        : api<DeviceGroup>(`/api/device-groups/${id}`, {
            method: 'PUT',
            body: { name: draft.name, description: draft.description, conditions: draft.conditions, version },
          }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deviceGroupsKey }),
  });
}

export function useDeleteDeviceGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/api/device-groups/${id}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deviceGroupsKey }),
  });
}

export const addGroupMembers = (id: number, deviceIds: number[]) =>
  api<DeviceGroup>(`/api/device-groups/${id}/members`, { method: 'POST', body: { deviceIds } });
export const removeGroupMember = (id: number, deviceId: number) => api<void>(`/api/device-groups/${id}/members/${deviceId}`, { method: 'DELETE' });
