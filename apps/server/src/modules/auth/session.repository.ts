import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, technicianRoles, users } from '../../db/schema.ts';
import { roleOrganizationIds } from '../users/users.queries.ts';

/** Sessions are stored by token hash and always read together with their user. */
export function createSessionRepository(db: Database) {
  // Every signed-in request asks this first: prepared once, so PostgreSQL parses and plans it once
  // per connection and Drizzle builds it once.
  const findActiveQuery = db
    .select({
      csrfToken: sessions.csrfToken,
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        technicianRoleId: users.technicianRoleId,
        disabled: users.disabled,
      },
      rolePermissions: technicianRoles.permissions,
      roleScope: technicianRoles.organizationScope,
      roleOrganizationIds: roleOrganizationIds,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(technicianRoles, eq(technicianRoles.id, users.technicianRoleId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_find_active');
  return {
    async insert(row: { tokenHash: string; userId: number; csrfToken: string; expiresAt: Date }) {
      await db.insert(sessions).values(row);
    },

    async findActive(tokenHash: string, now: Date) {
      const [row] = await findActiveQuery.execute({ tokenHash, now });
      return row;
    },

    async delete(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteForUser(userId: number) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
