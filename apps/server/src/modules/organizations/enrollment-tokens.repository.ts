import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enrollmentTokens, users } from '../../db/schema.ts';

/** Enrolment tokens, stored by hash; only a prefix is kept for display. */
export function createEnrollmentTokensRepository(db: Database) {
  return {
    async listForOrganization(organizationId: number) {
      return db
        .select({
          id: enrollmentTokens.id,
          organizationId: enrollmentTokens.organizationId,
          label: enrollmentTokens.label,
          tokenPrefix: enrollmentTokens.tokenPrefix,
          locationId: enrollmentTokens.locationId,
          nodeRoleId: enrollmentTokens.nodeRoleId,
          createdAt: enrollmentTokens.createdAt,
          expiresAt: enrollmentTokens.expiresAt,
          revokedAt: enrollmentTokens.revokedAt,
          createdByName: users.name,
        })
        .from(enrollmentTokens)
        .leftJoin(users, eq(users.id, enrollmentTokens.createdByUserId))
        .where(eq(enrollmentTokens.organizationId, organizationId))
        .orderBy(desc(enrollmentTokens.createdAt), desc(enrollmentTokens.id));
    },

    async insert(values: typeof enrollmentTokens.$inferInsert) {
      const [row] = await db.insert(enrollmentTokens).values(values).returning({ id: enrollmentTokens.id });
      return row!.id;
    },

    async findById(id: number) {
      const [row] = await db.select().from(enrollmentTokens).where(eq(enrollmentTokens.id, id));
      return row;
    },

    async findByHash(tokenHash: string) {
      const [row] = await db.select().from(enrollmentTokens).where(eq(enrollmentTokens.tokenHash, tokenHash));
      return row;
    },

    async revoke(id: number, at: Date) {
      await db.update(enrollmentTokens).set({ revokedAt: at }).where(eq(enrollmentTokens.id, id));
    },
  };
}
export type EnrollmentTokensRepository = ReturnType<typeof createEnrollmentTokensRepository>;
