import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedEnrollmentToken,
  EnrollmentToken,
  EnrollmentTokenInput,
  Location,
  LocationInput,
  Organization,
  OrganizationInput,
  TablePage,
} from '@outpost/contracts';
import { api } from '../../api/client.ts';

export const organizationsKey = ['organizations'] as const;

export function fetchOrganizationPage(search: URLSearchParams, signal?: AbortSignal) {
  return api<TablePage<Organization>>(`/api/organizations?${search}`, { signal });
}

/** Every organization as filter/picker options (largest page: 250). */
export function useOrganizationOptions() {
  return useQuery({
    queryKey: [...organizationsKey, 'options'],
    queryFn: async () => (await fetchOrganizationPage(new URLSearchParams({ pageSize: '250' }))).data,
  });
}

export function useOrganization(id: number) {
  return useQuery({ queryKey: [...organizationsKey, id], queryFn: () => api<Organization>(`/api/organizations/${id}`) });
}

function useInvalidating<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>, keys: readonly (readonly unknown[])[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useSaveOrganization = (id?: number) =>
  useInvalidating(
    (body: OrganizationInput) =>
      api<Organization>(id ? `/api/organizations/${id}` : '/api/organizations', { method: id ? 'PUT' : 'POST', body }),
    [organizationsKey],
  );

export const useDeleteOrganization = () =>
  useInvalidating((id: number) => api<void>(`/api/organizations/${id}`, { method: 'DELETE' }), [organizationsKey]);

export const useLocations = (organizationId: number) =>
  useQuery({ queryKey: [...organizationsKey, organizationId, 'locations'], queryFn: () => api<Location[]>(`/api/organizations/${organizationId}/locations`) });

export const useSaveLocation = (organizationId: number, id?: number) =>
  useInvalidating(
    (body: LocationInput) =>
      api<Location>(`/api/organizations/${organizationId}/locations${id ? `/${id}` : ''}`, { method: id ? 'PUT' : 'POST', body }),
    [organizationsKey, ['locations']],
  );

export const useDeleteLocation = (organizationId: number) =>
  useInvalidating((id: number) => api<void>(`/api/organizations/${organizationId}/locations/${id}`, { method: 'DELETE' }), [organizationsKey, ['locations']]);

export const useEnrollmentTokens = (organizationId: number) =>
  useQuery({
    queryKey: [...organizationsKey, organizationId, 'tokens'],
    queryFn: () => api<EnrollmentToken[]>(`/api/organizations/${organizationId}/enrollment-tokens`),
  });

export const useCreateEnrollmentToken = (organizationId: number) =>
  useInvalidating(
    (body: EnrollmentTokenInput) =>
      api<CreatedEnrollmentToken>(`/api/organizations/${organizationId}/enrollment-tokens`, { method: 'POST', body }),
    [[...organizationsKey, organizationId, 'tokens']],
  );

export const useRevokeEnrollmentToken = (organizationId: number) =>
  useInvalidating(
    (id: number) => api<void>(`/api/organizations/${organizationId}/enrollment-tokens/${id}/revoke`, { method: 'POST' }),
    [[...organizationsKey, organizationId, 'tokens']],
  );
