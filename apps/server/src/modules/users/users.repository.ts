import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { normalizeEmail, type OrganizationScope, type Permission, type UserRole } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { organizations, technicianRoleOrganizations, technicianRoles, users } from '../../db/schema.ts';

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  technicianRoleId: users.technicianRoleId,
  technicianRoleName: technicianRoles.name,
  disabled: users.disabled,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

export type UserRow = {
  id: number;
  email: string;
  name: string;
  role: UserRole;
  technicianRoleId: number | null;
  technicianRoleName: string | null;
  disabled: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
};

/** A role as stored: organizationIds are those of a SELECTED scope (empty for ALL). */
export interface RoleValues {
  name: string;
  description: string;
  permissions: Permission[];
  organizationScope: OrganizationScope;
  organizationIds: number[];
}

/** Users and technician roles. */
export function createUsersRepository(db: Database) {
  return {
    async findByEmailWithHash(email: string) {
      const [row] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, disabled: users.disabled })
        .from(users)
        .where(eq(users.email, normalizeEmail(email)))
        .limit(1);
      return row;
    },

    async touchLogin(id: number, at: Date) {
      await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
    },

    async list(): Promise<UserRow[]> {
      return db
        .select(userColumns)
        .from(users)
        .leftJoin(technicianRoles, eq(technicianRoles.id, users.technicianRoleId))
        .orderBy(asc(users.name), asc(users.id));
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select(userColumns).from(users).leftJoin(technicianRoles, eq(technicianRoles.id, users.technicianRoleId)).where(eq(users.id, id));
      return row;
    },

    async emailExists(email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, normalizeEmail(email)))
        .limit(1);
      return row !== undefined;
    },

    async count() {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },

    async insert(values: { email: string; name: string; role: UserRole; technicianRoleId: number | null; passwordHash: string }) {
      const [row] = await db
        .insert(users)
        .values({ ...values, email: normalizeEmail(values.email) })
        .returning({ id: users.id });
      return row!.id;
    },

    async update(id: number, values: Partial<{ name: string; role: UserRole; technicianRoleId: number | null; disabled: boolean; passwordHash: string }>) {
      await db.update(users).set(values).where(eq(users.id, id));
    },

    async listRoles() {
      return db
        .select({
          id: technicianRoles.id,
          name: technicianRoles.name,
          description: technicianRoles.description,
          permissions: technicianRoles.permissions,
          organizationScope: technicianRoles.organizationScope,
          organizations: sql<
            { id: number; name: string }[]
          >`coalesce((select json_agg(json_build_object('id', org.id, 'name', org.name) order by lower(org.name), org.id) from ${technicianRoleOrganizations} o join ${organizations} org on org.id = o.organization_id where o.role_id = ${technicianRoles.id}), '[]'::json)`,
          userCount: count(users.id),
        })
        .from(technicianRoles)
        .leftJoin(users, eq(users.technicianRoleId, technicianRoles.id))
        .groupBy(technicianRoles.id)
        .orderBy(asc(technicianRoles.name));
    },

    async findRole(id: number) {
      const [row] = await db.select().from(technicianRoles).where(eq(technicianRoles.id, id));
      return row;
    },

    async insertRole(values: RoleValues) {
      const { organizationIds, ...role } = values;
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(technicianRoles).values(role).returning({ id: technicianRoles.id });
        if (organizationIds.length > 0)
          await tx.insert(technicianRoleOrganizations).values(organizationIds.map((organizationId) => ({ roleId: row!.id, organizationId })));
        return row!.id;
      });
    },

    /** Replaces the role's fields and its organization list in one transaction. */
    async updateRole(id: number, values: RoleValues) {
      const { organizationIds, ...role } = values;
      await db.transaction(async (tx) => {
        await tx.update(technicianRoles).set(role).where(eq(technicianRoles.id, id));
        await tx.delete(technicianRoleOrganizations).where(eq(technicianRoleOrganizations.roleId, id));
        if (organizationIds.length > 0)
          await tx.insert(technicianRoleOrganizations).values(organizationIds.map((organizationId) => ({ roleId: id, organizationId })));
      });
    },

    /** Which of these organization ids exist. */
    async existingOrganizationIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      return (await db.select({ id: organizations.id }).from(organizations).where(inArray(organizations.id, ids))).map((r) => r.id);
    },

    async deleteRole(id: number) {
      await db.delete(technicianRoles).where(eq(technicianRoles.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
