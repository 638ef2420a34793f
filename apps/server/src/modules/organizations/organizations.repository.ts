import { and, count, eq, ilike, sql } from 'drizzle-orm';
import type { ParsedTableQuery } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { locations, nodes, organizations } from '../../db/schema.ts';
import { likeContains, orderByFor } from '../../lib/table-query.ts';

const deviceCount = sql<number>`(select count(*)::int from ${nodes} where ${nodes.organizationId} = ${organizations.id})`;
const locationCount = sql<number>`(select count(*)::int from ${locations} where ${locations.organizationId} = ${organizations.id})`;

const organizationColumns = {
  id: organizations.id,
  name: organizations.name,
  description: organizations.description,
  createdAt: organizations.createdAt,
  deviceCount,
  locationCount,
};

/** Organizations (clients) and their locations. */
export function createOrganizationsRepository(db: Database) {
  return {
    async page(query: ParsedTableQuery) {
      const where = query.globalFilter ? ilike(organizations.name, likeContains(query.globalFilter)) : undefined;
      const sortable = { name: sql`lower(${organizations.name})`, createdAt: organizations.createdAt, deviceCount, locationCount };
      const [rows, [total]] = await Promise.all([
        db
          .select(organizationColumns)
          .from(organizations)
          .where(where)
          .orderBy(...orderByFor(query, sortable, 'name', organizations.id))
          .limit(query.pageSize)
          .offset(query.pageIndex * query.pageSize),
        db.select({ n: count() }).from(organizations).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findById(id: number) {
      const [row] = await db.select(organizationColumns).from(organizations).where(eq(organizations.id, id));
      return row;
    },

    async insert(values: { name: string; description: string }) {
      const [row] = await db.insert(organizations).values(values).returning({ id: organizations.id });
      return row!.id;
    },

    async update(id: number, values: { name: string; description: string }) {
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
