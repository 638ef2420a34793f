import type { z } from 'zod';
import { deviceSchema, tablePage } from '@outpost/contracts';
import type { Device, DeviceDetail, ParsedTableQuery, TablePage, deviceUpdateSchema } from '@outpost/contracts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { PreSerialized } from '../../http/pre-serialized.ts';
import { createMicroCache } from '../../lib/micro-cache.ts';
import { tablePageOf } from '../../lib/table-query.ts';
import type { DeviceRolesService } from '../device-roles/device-roles.service.ts';
import { presentDevice, presentDeviceDetail } from './devices.presenter.ts';
import type { DeviceDetailRow, DevicesRepository } from './devices.repository.ts';

const devicePageSchema = tablePage(deviceSchema);

/**
 * Counting a very large list costs more than reading its page, and paging does not change the
 * total: totals from this size up are kept for a while (per filter and search). Smaller totals are
 * counted every time, so they stay exact; a short-lived error in a total this large is invisible.
 */
const CACHED_TOTAL_FROM = 10_000;
const TOTAL_CACHE_MS = 10_000;

export function createDevicesService(deps: {
  devices: DevicesRepository;
  roles: Pick<DeviceRolesService, 'exists'>;
  clock: Clock;
  offlineAfterSeconds: number;
  /** How long an identical device-list query may be answered from memory (0: never). */
  listCacheMs: number;
}) {
  const { devices, roles, clock } = deps;
  const pages = createMicroCache<{ page: TablePage<Device>; body: PreSerialized }>(deps.listCacheMs);
  const totals = createMicroCache<number>(deps.listCacheMs > 0 ? TOTAL_CACHE_MS : 0);

  async function totalOf(query: ParsedTableQuery) {
    const key = JSON.stringify([query.globalFilter, query.filters]);
    const total = await totals.get(key, () => devices.count(query, upSince()));
    if (total < CACHED_TOTAL_FROM) totals.delete(key);
    return total;
  }

  /** Loads a page and serialises it once (checked against the response schema), for every viewer of it. */
  const loadPage = (query: ParsedTableQuery) =>
    pages.get(JSON.stringify(query), async () => {
      const startedAt = Date.now();
      const total = await totalOf(query);
      const rows = await devices.page(query, upSince(), total);
      const page = tablePageOf(rows.map(presentDevice), total, query, startedAt);
      return { page, body: new PreSerialized(JSON.stringify(devicePageSchema.parse(page))) };
    });
  /** A device is up when its last heartbeat is newer than this instant. */
  const upSince = () => new Date(clock.now().getTime() - deps.offlineAfterSeconds * 1000);

  async function requireDevice(id: number): Promise<DeviceDetailRow> {
    const row = await devices.findById(id, upSince());
    if (!row) throw notFound('Device');
    return row;
  }

  return {
    /** One page of the device list; identical queries within `listCacheMs` share one database read. */
    async page(query: ParsedTableQuery): Promise<TablePage<Device>> {
      return (await loadPage(query)).page;
    },

    /** The same page as a ready JSON body: the list is polled by every open screen, so it is serialised once. */
    async pageBody(query: ParsedTableQuery): Promise<PreSerialized> {
      return (await loadPage(query)).body;
    },

    async get(id: number): Promise<DeviceDetail> {
      return presentDeviceDetail(await requireDevice(id));
    },

    async update(id: number, input: z.output<typeof deviceUpdateSchema>): Promise<DeviceDetail> {
      const existing = await requireDevice(id);
      const invalid: Record<string, string[]> = {};
      if (input.nodeRoleId != null && !(await roles.exists(input.nodeRoleId))) invalid.nodeRoleId = ['Unknown device role'];
      if (input.locationId != null && !(await devices.locationBelongs(input.locationId, existing.clientId))) {
        invalid.locationId = ['Location is not in this organization'];
      }
      if (Object.keys(invalid).length) throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', invalid);
      const friendlyName = input.friendlyName === undefined ? existing.friendlyName : input.friendlyName || null;
      pages.clear();
      totals.clear();
      await devices.update(id, {
        friendlyName,
        displayName: friendlyName ?? existing.systemName,
        nodeRoleId: input.nodeRoleId,
        locationId: input.locationId,
        nodeClass: input.nodeClass,
      });
      return this.get(id);
    },

    async delete(id: number) {
      await requireDevice(id);
      await devices.delete(id);
      pages.clear();
      totals.clear();
    },
  };
}
export type DevicesService = ReturnType<typeof createDevicesService>;
