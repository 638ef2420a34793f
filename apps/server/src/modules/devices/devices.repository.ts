import { and, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { DeviceFacts, ParsedTableQuery } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { deviceRoles, locations, nodes, organizations } from '../../db/schema.ts';
import { filterValue, likeContains, orderByFor, pageWindow } from '../../lib/table-query.ts';
import { deviceListColumns, selectDeviceRows } from './devices.queries.ts';
import { nodeIsDown, nodeIsUp } from './up-status.ts';

const numberList = (value: unknown): number[] => (Array.isArray(value) ? value : value == null ? [] : [value]).map(Number).filter(Number.isInteger);
const stringList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value == null ? [] : [value]).filter((v): v is string => typeof v === 'string');

/** Devices (nodes) as listed and shown; up/down is derived from the last heartbeat. */
export function createDevicesRepository(db: Database) {
  function listConditions(query: ParsedTableQuery, upSince: Date): SQL | undefined {
    const conditions: (SQL | undefined)[] = [eq(nodes.approvalStatus, 'APPROVED')];
    if (query.globalFilter) conditions.push(ilike(nodes.displayName, likeContains(query.globalFilter)));
    const clientIds = numberList(filterValue(query, 'clientId'));
    if (clientIds.length) conditions.push(inArray(nodes.organizationId, clientIds));
    const roleIds = numberList(filterValue(query, 'nodeRoleId'));
    if (roleIds.length) conditions.push(inArray(nodes.nodeRoleId, roleIds));
    const classes = stringList(filterValue(query, 'nodeClass'));
    if (classes.length) conditions.push(inArray(nodes.nodeClass, classes));
    const status = filterValue(query, 'status');
    if (status === 'UP') conditions.push(nodeIsUp(upSince));
    if (status === 'DOWN') conditions.push(nodeIsDown(upSince));
    return and(...conditions);
  }

  return {
    /** How many devices match the list's filters and search. */
    async count(query: ParsedTableQuery, upSince: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(nodes)
        .innerJoin(organizations, eq(organizations.id, nodes.organizationId))
        .where(listConditions(query, upSince));
      return row?.n ?? 0;
    },

    /** One page of the list, given its total (a page in the back half is read from the end). */
    async page(query: ParsedTableQuery, upSince: Date, total: number) {
      const sortable = {
        displayName: sql`lower(${nodes.displayName})`,
        organizationName: sql`lower(${organizations.name})`,
        nodeClass: nodes.nodeClass,
        lastSeenAt: nodes.lastSeenAt,
        createdAt: nodes.createdAt,
      };
      const window = pageWindow(query.pageIndex, query.pageSize, total);
      const order = orderByFor(query, sortable, 'displayName', nodes.id, window.fromEnd);
      // The page's ids first, then only those rows joined to roles and locations: joining first
      // would look up every row OFFSET skips.
      const ids = db
        .select({ id: nodes.id })
        .from(nodes)
        .innerJoin(organizations, eq(organizations.id, nodes.organizationId))
        .where(listConditions(query, upSince))
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset)
        .as('page_ids');
      const rows = await selectDeviceRows(db, upSince)
        .innerJoin(ids, eq(ids.id, nodes.id))
        .orderBy(...order);
      return window.fromEnd ? rows.reverse() : rows;
    },

    async findById(id: number, upSince: Date) {
      const [row] = await db
        .select({ ...deviceListColumns(upSince), facts: nodes.facts })
        .from(nodes)
        .innerJoin(organizations, eq(organizations.id, nodes.organizationId))
        .leftJoin(deviceRoles, eq(deviceRoles.id, nodes.nodeRoleId))
        .leftJoin(locations, eq(locations.id, nodes.locationId))
        .where(eq(nodes.id, id));
      return row;
    },

    async update(
      id: number,
      values: Partial<{ friendlyName: string | null; displayName: string; nodeRoleId: number | null; locationId: number | null; nodeClass: string }>,
    ) {
      await db.update(nodes).set(values).where(eq(nodes.id, id));
    },

    async delete(id: number) {
      await db.delete(nodes).where(eq(nodes.id, id));
    },

    async locationBelongs(locationId: number, organizationId: number) {
      const [row] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.id, locationId), eq(locations.organizationId, organizationId)));
      return row !== undefined;
    },
  };
}
export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
export type DeviceRow = Awaited<ReturnType<DevicesRepository['page']>>[number];
export type DeviceDetailRow = NonNullable<Awaited<ReturnType<DevicesRepository['findById']>>> & { facts: DeviceFacts | null };
