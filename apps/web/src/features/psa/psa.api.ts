import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/typed.ts';

export const psaKey = ['psa'] as const;

export const usePsaConnection = (enabled = true) =>
  useQuery({ queryKey: [...psaKey, 'connection'], queryFn: () => call('get', '/api/psa/connection'), enabled });
export const useProviderData = () => useQuery({ queryKey: [...psaKey, 'provider-data'], queryFn: () => call('get', '/api/psacw/provider-data') });
export const useCompanyMappings = () => useQuery({ queryKey: [...psaKey, 'company-mappings'], queryFn: () => call('get', '/api/psacw/company-mappings') });
export const useCompanyCriteria = () => useQuery({ queryKey: [...psaKey, 'criteria'], queryFn: () => call('get', '/api/psacw/company-criteria') });
export const useHelpDesk = () => useQuery({ queryKey: [...psaKey, 'help-desk'], queryFn: () => call('get', '/api/psacw/help-desk') });
export const useSyncAttributes = () => useQuery({ queryKey: [...psaKey, 'attributes'], queryFn: () => call('get', '/api/psacw/sync-attributes') });
export const useConfigurationMappings = () =>
  useQuery({ queryKey: [...psaKey, 'configuration-mappings'], queryFn: () => call('get', '/api/psacw/configuration-type-mappings') });
export const useProductMappings = () => useQuery({ queryKey: [...psaKey, 'product-mappings'], queryFn: () => call('get', '/api/psacw/product-mappings') });
export const useSyncRuns = () => useQuery({ queryKey: [...psaKey, 'runs'], queryFn: () => call('get', '/api/psacw/sync/runs') });
/** One run of the log, read again every second while it waits or runs (the screen's progress). */
export const useSyncRun = (id: number | null) =>
  useQuery({
    queryKey: [...psaKey, 'run', id],
    queryFn: () => call('get', '/api/psacw/sync/runs/{id}', { params: { id: id! } }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && ['QUEUED', 'RUNNING'].includes(query.state.data.status) ? 1000 : false),
  });
export const useAgreements = (companyId: number | null) =>
  useQuery({
    queryKey: [...psaKey, 'agreements', companyId],
    queryFn: () => call('get', '/api/psacw/v2/finance/agreements', { query: { companyId: companyId! } }),
    enabled: companyId !== null,
  });
export const useSites = (companyId: number | null) =>
  useQuery({
    queryKey: [...psaKey, 'sites', companyId],
    queryFn: () => call('get', '/api/psacw/companies/{companyId}/sites', { params: { companyId: companyId! } }),
    enabled: companyId !== null,
  });

/** Any PSA change: every PSA query reloads (mappings show names from one another). */
export function usePsaMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: psaKey }) });
}
