import { and, count, eq, ilike, sql } from 'drizzle-orm';
import type { ParsedTableQuery } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { locations, nodes, organizations } from '../../db/schema.ts';
import { likeContains, orderByFor } from '../../lib/table-query.ts';

/**
 * Per-organization counts as joined subqueries. A correlated subquery in the select list does not
 * work here: on a single-table select Drizzle writes the columns of select-list SQL without their
 * table, so `nodes.organization_id = organizations.id` became `organization_id = id` inside the
 * subquery, both read from `nodes`. Devices are approved nodes, as in the device list.
 */
function countColumns(db: Database) {
  const deviceCounts = db
    .select({ organizationId: nodes.organizationId, n: count().as('device_count') })
    .from(nodes)
    .where(eq(nodes.approvalStatus, 'APPROVED'))
    .groupBy(nodes.organizationId)
    .as('device_counts');
  const locationCounts = db
    .select({ organizationId: locations.organizationId, n: count().as('location_count') })
    .from(locations)
    .groupBy(locations.organizationId)
    .as('location_counts');
  return {
    deviceCounts,
    locationCounts,
    deviceCount: sql<number>`coalesce(${deviceCounts.n}, 0)::int`,
    locationCount: sql<number>`coalesce(${locationCounts.n}, 0)::int`,
  };
}

/** Organizations (clients) and their locations. */
export function createOrganizationsRepository(db: Database) {
  const { deviceCounts, locationCounts, deviceCount, locationCount } = countColumns(db);
  const selectOrganizations = () =>
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        description: organizations.description,
        isolateDevices: organizations.isolateDevices,
        createdAt: organizations.createdAt,
        deviceCount,
        locationCount,
      })
      .from(organizations)
      .leftJoin(deviceCounts, eq(deviceCounts.organizationId, organizations.id))
      .leftJoin(locationCounts, eq(locationCounts.organizationId, organizations.id));

  return {
    async page(query: ParsedTableQuery) {
      const where = query.globalFilter ? ilike(organizations.name, likeContains(query.globalFilter)) : undefined;
      const sortable = { name: sql`lower(${organizations.name})`, createdAt: organizations.createdAt, deviceCount, locationCount };
      const [rows, [total]] = await Promise.all([
        selectOrganizations()
          .where(where)
          .orderBy(...orderByFor(query, sortable, 'name', organizations.id))
          .limit(query.pageSize)
          .offset(query.pageIndex * query.pageSize),
        db.select({ n: count() }).from(organizations).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findById(id: number) {
      const [row] = await selectOrganizations().where(eq(organizations.id, id));
      return row;
    },

    async insert(values: { name: string; description: string; isolateDevices?: boolean | undefined }) {
      const [row] = await db.insert(organizations).values(values).returning({ id: organizations.id });
      return row!.id;
    },

    /** `isolateDevices` undefined leaves the setting as it is. */
    async update(id: number, values: { name: string; description: string; isolateDevices?: boolean | undefined }) {
      await db.update(organizations).set(values).where(eq(organizations.id, id));
    },

    async delete(id: number) {
      await db.delete(organizations).where(eq(organizations.id, id));
    },

    async listLocations(organizationId?: number) {
      return db
        .select({
          id: locations.id,
          organizationId: locations.organizationId,
          organizationName: organizations.name,
          name: locations.name,
          description: locations.description,
          address: locations.address,
        })
        .from(locations)
        .innerJoin(organizations, eq(organizations.id, locations.organizationId))
        .where(organizationId === undefined ? undefined : eq(locations.organizationId, organizationId))
        .orderBy(locations.name, locations.id);
    },

    async findLocation(organizationId: number, id: number) {
      const [row] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.organizationId, organizationId), eq(locations.id, id)));
      return row;
    },

    async insertLocation(values: { organizationId: number; name: string; description: string; address: string }) {
      const [row] = await db.insert(locations).values(values).returning({ id: locations.id });
      return row!.id;
    },

    async updateLocation(id: number, values: { name: string; description: string; address: string }) {
      await db.update(locations).set(values).where(eq(locations.id, id));
    },

    async deleteLocation(id: number) {
      await db.delete(locations).where(eq(locations.id, id));
    },
  };
}
export type OrganizationsRepository = ReturnType<typeof createOrganizationsRepository>;
