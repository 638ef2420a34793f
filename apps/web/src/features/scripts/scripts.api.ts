import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScriptInput, ScriptRunRequest, ScriptRunTarget, ScriptRunAs } from '@outpost/contracts';
import { call } from '../../api/typed.ts';
import { toRemoteSearchParams, type RemoteQuery } from '../../components/data-table/index.ts';
import { publishReloadTable } from '../../components/events/reloadTable.ts';

export const scriptsKey = ['scripts'] as const;
export const SCRIPTS_TABLE_CHANNEL = 'scripts';

/** The server's table query: sort and filters as JSON. */
const searchOf = (query: RemoteQuery) => toRemoteSearchParams(query);

export const fetchScriptsPage = (query: RemoteQuery, signal: AbortSignal) => call('get', '/api/scripts', { search: searchOf(query), signal });
export const fetchScriptsMatching = (text: string, signal?: AbortSignal) =>
  call('get', '/api/scripts', { search: new URLSearchParams({ globalFilter: text, pageSize: '50' }), ...(signal ? { signal } : {}) });

export const useScript = (id: number | null) =>
  useQuery({ queryKey: [...scriptsKey, id], queryFn: () => call('get', '/api/scripts/{id}', { params: { id: id! } }), enabled: id !== null });
export const useScriptCategories = () => useQuery({ queryKey: [...scriptsKey, 'categories'], queryFn: () => call('get', '/api/script-categories') });
export const useScriptVersions = (id: number) =>
  useQuery({ queryKey: [...scriptsKey, id, 'versions'], queryFn: () => call('get', '/api/scripts/{id}/versions', { params: { id } }) });
export const useScriptVersion = (id: number, version: number | null) =>
  useQuery({
    queryKey: [...scriptsKey, id, 'versions', version],
    queryFn: () => call('get', '/api/scripts/{id}/versions/{version}', { params: { id, version: version! } }),
    enabled: version !== null,
  });

/** Creates (no id) or saves a new version (with the version the editor started from). */
export function useSaveScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, input }: { id: number | null; version?: number; input: ScriptInput }) =>
      id === null
        ? call('post', '/api/scripts', { body: input as never })
        : call('put', '/api/scripts/{id}', { params: { id }, body: { ...input, version: version! } as never }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: scriptsKey });
      publishReloadTable(SCRIPTS_TABLE_CHANNEL, { keepCurrentPage: true });
    },
  });
}

export function useDeleteScripts() {
  return useMutation({
    mutationFn: (ids: number[]) => call('post', '/api/scripts/delete', { body: { ids } }),
    onSuccess: () => publishReloadTable(SCRIPTS_TABLE_CHANNEL, { keepCurrentPage: true }),
  });
}

export function useCategoryMutations() {
  const queryClient = useQueryClient();
  const done = () => void queryClient.invalidateQueries({ queryKey: [...scriptsKey, 'categories'] });
  return {
    add: useMutation({ mutationFn: (name: string) => call('post', '/api/script-categories', { body: { name } }), onSuccess: done }),
    remove: useMutation({ mutationFn: (id: number) => call('delete', '/api/script-categories/{id}', { params: { id } }), onSuccess: done }),
  };
}

export const fetchReach = (scriptId: number, target: ScriptRunTarget, runAs: ScriptRunAs) =>
  call('post', '/api/scripts/{id}/runs/reach', { params: { id: scriptId }, body: { target, runAs } });
export const startRun = (scriptId: number, request: ScriptRunRequest) =>
  call('post', '/api/scripts/{id}/runs', { params: { id: scriptId }, body: request as never });

export const useRun = (id: number, live: boolean) =>
  useQuery({ queryKey: ['script-runs', id], queryFn: () => call('get', '/api/script-runs/{id}', { params: { id } }), refetchInterval: live ? 1500 : false });
export const fetchRunDevices = (id: number, query: RemoteQuery, signal: AbortSignal) =>
  call('get', '/api/script-runs/{id}/devices', { params: { id }, search: searchOf(query), signal });
export const fetchDeviceRuns = (deviceId: number, query: RemoteQuery, signal: AbortSignal) =>
  call('get', '/api/devices/{id}/script-runs', { params: { id: deviceId }, search: searchOf(query), signal });
export const fetchScriptRuns = (scriptId: number, query: RemoteQuery, signal: AbortSignal) =>
  call('get', '/api/scripts/{id}/run-history', { params: { id: scriptId }, search: searchOf(query), signal });
export const useRunDevice = (id: number | null, live: boolean) =>
  useQuery({
    queryKey: ['script-run-devices', id],
    queryFn: () => call('get', '/api/script-run-devices/{id}', { params: { id: id! } }),
    enabled: id !== null,
    refetchInterval: live ? 1500 : false,
  });
export const cancelRunDevice = (id: number) => call('post', '/api/script-run-devices/{id}/cancel', { params: { id } });
export const cancelRun = (id: number) => call('post', '/api/script-runs/{id}/cancel', { params: { id } });
