import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { locations, organizations } from '../../db/schema.ts';
import { likeContains } from '../../lib/table-query.ts';
import { scopeSql, type TicketScope } from '../tickets/scope/ticket-scope.ts';

/** Searchable pages of organizations and locations for pickers, by name. */
export function createQueryRepository(db: Database) {
  return {
    /** Every organization by name: the editors' list (a few thousand at most, like the pickers' total). */
    async allOrganizations() {
      return db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .orderBy(sql`lower(${organizations.name})`, asc(organizations.id));
    },
    async organizations(search: string, offset: number, limit: number, scope: TicketScope = null) {
      const where = and(search ? ilike(organizations.name, likeContains(search)) : undefined, scopeSql(scope, organizations.id));
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: organizations.id, name: organizations.name })
          .from(organizations)
          .where(where)
          .orderBy(sql`lower(${organizations.name})`, asc(organizations.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(organizations).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async locations(search: string, organizationId: number | undefined, offset: number, limit: number) {
      const where = and(
        search ? ilike(locations.name, likeContains(search)) : undefined,
        organizationId === undefined ? undefined : eq(locations.organizationId, organizationId),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: locations.id, name: locations.name, organizationId: locations.organizationId, organizationName: organizations.name })
          .from(locations)
          .innerJoin(organizations, eq(organizations.id, locations.organizationId))
          .where(where)
          .orderBy(sql`lower(${locations.name})`, sql`lower(${organizations.name})`, asc(locations.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(locations).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type QueryRepository = ReturnType<typeof createQueryRepository>;
