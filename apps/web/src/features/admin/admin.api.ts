import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Branding, DeviceRoleInput, FeatureFlags, TechnicianRoleInput, UserCreate, UserUpdate } from '@outpost/contracts';
import { featureFlagsKey } from '../../api/featureFlags.api.ts';
import { call } from '../../api/typed.ts';

function useSaver<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>, queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}

export const useUsers = () => useQuery({ queryKey: ['users'], queryFn: () => call('get', '/api/users') });
export const useCreateUser = () => useSaver((body: UserCreate) => call('post', '/api/users', { body }), ['users']);
export const useUpdateUser = () =>
  useSaver(({ id, body }: { id: number; body: UserUpdate }) => call('patch', '/api/users/{id}', { params: { id }, body }), ['users']);

export const useTechnicianRoles = () => useQuery({ queryKey: ['technician-roles'], queryFn: () => call('get', '/api/technician-roles') });
export const useSaveTechnicianRole = () =>
  useSaver(
    ({ id, body }: { id?: number; body: TechnicianRoleInput }) =>
      id ? call('put', '/api/technician-roles/{id}', { params: { id }, body }) : call('post', '/api/technician-roles', { body }),
    ['technician-roles'],
  );
export const useDeleteTechnicianRole = () => useSaver((id: number) => call('delete', '/api/technician-roles/{id}', { params: { id } }), ['technician-roles']);

export const useSaveDeviceRole = () =>
  useSaver(
    ({ id, body }: { id?: number; body: DeviceRoleInput }) =>
      id ? call('put', '/api/device-roles/{id}', { params: { id }, body }) : call('post', '/api/device-roles', { body }),
    ['device-roles'],
  );
export const useDeleteDeviceRole = () => useSaver((id: number) => call('delete', '/api/device-roles/{id}', { params: { id } }), ['device-roles']);

export const useSaveFeatureFlags = () => useSaver((body: FeatureFlags) => call('put', '/api/settings/feature-flags', { body }), featureFlagsKey);

export const useBranding = () => useQuery({ queryKey: ['branding'], queryFn: () => call('get', '/api/settings/branding') });
export const useSaveBranding = () => useSaver((body: Branding) => call('put', '/api/settings/branding', { body }), ['branding']);
