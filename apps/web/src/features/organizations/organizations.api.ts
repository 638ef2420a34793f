import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnrollmentTokenInput, LocationInput, OrganizationInput } from '@outpost/contracts';
import { call } from '../../api/typed.ts';
import { organizationsKey } from './index.ts';

export function useOrganization(id: number) {
  return useQuery({ queryKey: [...organizationsKey, id], queryFn: () => call('get', '/api/organizations/{id}', { params: { id } }) });
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
    (body: OrganizationInput) => (id ? call('put', '/api/organizations/{id}', { params: { id }, body }) : call('post', '/api/organizations', { body })),
    [organizationsKey],
  );

export const useDeleteOrganization = () => useInvalidating((id: number) => call('delete', '/api/organizations/{id}', { params: { id } }), [organizationsKey]);

export const useLocations = (organizationId: number) =>
  useQuery({
    queryKey: [...organizationsKey, organizationId, 'locations'],
    queryFn: () => call('get', '/api/organizations/{id}/locations', { params: { id: organizationId } }),
  });

export const useSaveLocation = (organizationId: number, id?: number) =>
  useInvalidating(
    (body: LocationInput) =>
      id
        ? call('put', '/api/organizations/{id}/locations/{childId}', { params: { id: organizationId, childId: id }, body })
        : call('post', '/api/organizations/{id}/locations', { params: { id: organizationId }, body }),
    [organizationsKey, ['locations']],
  );

export const useDeleteLocation = (organizationId: number) =>
  useInvalidating(
    (id: number) => call('delete', '/api/organizations/{id}/locations/{childId}', { params: { id: organizationId, childId: id } }),
    [organizationsKey, ['locations']],
  );

export const useEnrollmentTokens = (organizationId: number) =>
  useQuery({
    queryKey: [...organizationsKey, organizationId, 'tokens'],
    queryFn: () => call('get', '/api/organizations/{id}/enrollment-tokens', { params: { id: organizationId } }),
  });

/** The agent build this server offers, for the install commands shown with a new token. */
export const useAgentDownloadInfo = () => useQuery({ queryKey: ['agent-download'], queryFn: () => call('get', '/api/agent/download/info'), staleTime: 60_000 });

export const useCreateEnrollmentToken = (organizationId: number) =>
  useInvalidating(
    (body: EnrollmentTokenInput) => call('post', '/api/organizations/{id}/enrollment-tokens', { params: { id: organizationId }, body }),
    [[...organizationsKey, organizationId, 'tokens']],
  );

export const useRevokeEnrollmentToken = (organizationId: number) =>
  useInvalidating(
    (id: number) => call('post', '/api/organizations/{id}/enrollment-tokens/{childId}/revoke', { params: { id: organizationId, childId: id } }),
    [[...organizationsKey, organizationId, 'tokens']],
  );

// Other features read it through index.ts, where it is defined.
export { useOrganizationOptions } from './index.ts';
