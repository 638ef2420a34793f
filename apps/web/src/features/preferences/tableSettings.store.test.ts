import { QueryClient } from '@tanstack/react-query';
import type { TableSettings } from '@outpost/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsStorageKey } from '../../components/data-table/settingsStore.tsx';
import { createServerTableSettingsStore } from './tableSettings.store.ts';

const chosen: TableSettings = { visibleColumnIds: ['name'], columnOrder: ['name', 'age'], columnWidths: { name: 200 }, sort: [], autoRefresh: false };

/** A fake API keeping one user's settings per table, recording each call. */
function mockApi(saved: Record<string, TableSettings> = {}, fail = false) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (fail) return new Response(JSON.stringify({ resultCode: 'INTERNAL_ERROR', message: 'Broken' }), { status: 500 });
    const tableId = decodeURIComponent(url.pathname.split('/').pop()!);
    if (method === 'DELETE') return new Response(null, { status: 204 });
    if (method === 'PUT') saved[tableId] = body as TableSettings;
    const settings = saved[tableId] ?? null;
    return new Response(JSON.stringify({ tableId, settings, updatedAt: settings ? '2026-01-01T00:00:00Z' : null }), { status: 200 });
  });
  return calls;
}

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient();
  window.localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('the server table-settings store', () => {
  it("reads the signed-in user's settings of a table once, then has them at once", async () => {
    const calls = mockApi({ devices: chosen });
    const store = createServerTableSettingsStore(queryClient, vi.fn());
    expect(store.peek('devices')).toBeUndefined();
    expect(await store.load('devices')).toEqual(chosen);
    expect(store.peek('devices')).toEqual(chosen);
    expect(await store.load('devices')).toEqual(chosen);
    expect(calls).toEqual([{ method: 'GET', path: '/api/me/table-settings/devices', body: undefined }]);
  });

  it('saves with PUT and clears with DELETE, keeping the cache in step', async () => {
    const calls = mockApi();
    const store = createServerTableSettingsStore(queryClient, vi.fn());
    await store.save('organizations', chosen);
    expect(calls.at(-1)).toEqual({ method: 'PUT', path: '/api/me/table-settings/organizations', body: chosen });
    expect(store.peek('organizations')).toEqual(chosen);
    await store.clear('organizations');
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/me/table-settings/organizations' });
    expect(store.peek('organizations')).toBeNull();
  });

  it("uses this browser's older local copy until the table's first save, which removes it", async () => {
    mockApi();
    window.localStorage.setItem(settingsStorageKey('devices'), JSON.stringify({ visibleColumnIds: ['name'], sort: [], autoRefresh: true }));
    const store = createServerTableSettingsStore(queryClient, vi.fn());
    expect(await store.load('devices')).toEqual({ visibleColumnIds: ['name'], sort: [], autoRefresh: true });
    await store.save('devices', chosen);
    expect(window.localStorage.getItem(settingsStorageKey('devices'))).toBeNull();
  });

  it('tells the user when a save fails', async () => {
    mockApi({}, true);
    const onSaveError = vi.fn();
    const store = createServerTableSettingsStore(queryClient, onSaveError);
    await expect(store.save('devices', chosen)).rejects.toThrow('Broken');
    expect(onSaveError).toHaveBeenCalledTimes(1);
  });
});
