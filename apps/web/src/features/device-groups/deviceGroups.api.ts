import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeviceGroupType } from '@outpost/contracts';
import type { Conditions } from '@outpost/rules';
import { call } from '../../api/typed.ts';

export const deviceGroupsKey = ['device-groups'] as const;

export interface DeviceGroupDraft {
  name: string;
  description: string;
  type: DeviceGroupType;
  conditions: Conditions | null;
}

export const useDeviceGroups = () => useQuery({ queryKey: deviceGroupsKey, queryFn: () => call('get', '/api/device-groups') });

export const useDeviceGroup = (id: number | null) =>
  useQuery({ queryKey: [...deviceGroupsKey, id], queryFn: () => call('get', '/api/device-groups/{id}', { params: { id: id! } }), enabled: id !== null });

/** One page of a group's members (the data table's server mode). */
export function fetchGroupMembers(id: number, search: URLSearchParams, signal?: AbortSignal) {
  return call('get', '/api/device-groups/{id}/members', { params: { id }, search, signal });
}

export function previewRule(conditions: Conditions, signal?: AbortSignal) {
  return call('post', '/api/device-groups/preview', { body: { conditions }, signal });
}

export const useDeviceGroupsOf = (deviceId: number) =>
  useQuery({ queryKey: [...deviceGroupsKey, 'of-device', deviceId], queryFn: () => call('get', '/api/devices/{id}/groups', { params: { id: deviceId } }) });

/** Creates (no id) or saves a group; a save carries the version it was read at. */
export function useSaveDeviceGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { id: null; draft: DeviceGroupDraft } | { id: number; version: number; draft: DeviceGroupDraft }) =>
      save.id === null
        ? call('post', '/api/device-groups', { body: save.draft })
        : call('put', '/api/device-groups/{id}', {
            params: { id: save.id },
            body: { name: save.draft.name, description: save.draft.description, conditions: save.draft.conditions, version: save.version },
          }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deviceGroupsKey }),
  });
}

export function useDeleteDeviceGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('delete', '/api/device-groups/{id}', { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deviceGroupsKey }),
  });
}

export const addGroupMembers = (id: number, deviceIds: number[]) => call('post', '/api/device-groups/{id}/members', { params: { id }, body: { deviceIds } });
export const removeGroupMember = (id: number, deviceId: number) => call('delete', '/api/device-groups/{id}/members/{deviceId}', { params: { id, deviceId } });
