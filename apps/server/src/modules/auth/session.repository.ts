import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, technicianRoles, users } from '../../db/schema.ts';
import { roleOrganizationIds } from '../users/users.repository.ts';

/** Sessions are stored by token hash and always read together with their user. */
export function createSessionRepository(db: Database) {
  return {
    async insert(row: { tokenHash: string; userId: number; csrfToken: string; expiresAt: Date }) {
      await db.insert(sessions).values(row);
    },

    async findActive(tokenHash: string, now: Date) {
      const [row] = await db
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
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
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
