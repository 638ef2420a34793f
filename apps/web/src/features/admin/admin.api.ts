import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Branding,
  DeviceRole,
  DeviceRoleInput,
  FeatureFlags,
  TechnicianRole,
  TechnicianRoleInput,
  User,
  UserCreate,
  UserUpdate,
} from '@outpost/contracts';
import { api } from '../../api/client.ts';

function useSaver<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>, queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}

export const useUsers = () => useQuery({ queryKey: ['users'], queryFn: () => api<User[]>('/api/users') });
export const useCreateUser = () => useSaver((body: UserCreate) => api<User>('/api/users', { method: 'POST', body }), ['users']);
export const useUpdateUser = () =>
  useSaver(({ id, body }: { id: number; body: UserUpdate }) => api<User>(`/api/users/${id}`, { method: 'PATCH', body }), ['users']);

export const useTechnicianRoles = () => useQuery({ queryKey: ['technician-roles'], queryFn: () => api<TechnicianRole[]>('/api/technician-roles') });
export const useSaveTechnicianRole = () =>
  useSaver(
    ({ id, body }: { id?: number; body: TechnicianRoleInput }) =>
      api<TechnicianRole>(id ? `/api/technician-roles/${id}` : '/api/technician-roles', { method: id ? 'PUT' : 'POST', body }),
    ['technician-roles'],
  );
export const useDeleteTechnicianRole = () => useSaver((id: number) => api<void>(`/api/technician-roles/${id}`, { method: 'DELETE' }), ['technician-roles']);

export const useSaveDeviceRole = () =>
  useSaver(
    ({ id, body }: { id?: number; body: DeviceRoleInput }) =>
      api<DeviceRole>(id ? `/api/device-roles/${id}` : '/api/device-roles', { method: id ? 'PUT' : 'POST', body }),
    ['device-roles'],
  );
export const useDeleteDeviceRole = () => useSaver((id: number) => api<void>(`/api/device-roles/${id}`, { method: 'DELETE' }), ['device-roles']);

export const useFeatureFlags = () => useQuery({ queryKey: ['feature-flags'], queryFn: () => api<FeatureFlags>('/api/settings/feature-flags') });
export const useSaveFeatureFlags = () =>
  useSaver((body: FeatureFlags) => api<FeatureFlags>('/api/settings/feature-flags', { method: 'PUT', body }), ['feature-flags']);

export const useBranding = () => useQuery({ queryKey: ['branding'], queryFn: () => api<Branding>('/api/settings/branding') });
export const useSaveBranding = () => useSaver((body: Branding) => api<Branding>('/api/settings/branding', { method: 'PUT', body }), ['branding']);
