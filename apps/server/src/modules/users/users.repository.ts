import { asc, count, eq } from 'drizzle-orm';
import { normalizeEmail, type Permission, type UserRole } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { technicianRoles, users } from '../../db/schema.ts';

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
      const [row] = await db
        .select(userColumns)
        .from(users)
        .leftJoin(technicianRoles, eq(technicianRoles.id, users.technicianRoleId))
        .where(eq(users.id, id));
      return row;
    },

    async emailExists(email: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
      return row !== undefined;
    },

    async count() {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },

    async insert(values: {
      email: string;
      name: string;
      role: UserRole;
      technicianRoleId: number | null;
      passwordHash: string;
    }) {
      const [row] = await db.insert(users).values({ ...values, email: normalizeEmail(values.email) }).returning({ id: users.id });
      return row!.id;
    },

    async update(
      id: number,
      values: Partial<{ name: string; role: UserRole; technicianRoleId: number | null; disabled: boolean; passwordHash: string }>,
    ) {
      await db.update(users).set(values).where(eq(users.id, id));
    },

    async listRoles() {
      return db
        .select({
          id: technicianRoles.id,
          name: technicianRoles.name,
          description: technicianRoles.description,
          permissions: technicianRoles.permissions,
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

    async insertRole(values: { name: string; description: string; permissions: Permission[] }) {
      const [row] = await db.insert(technicianRoles).values(values).returning({ id: technicianRoles.id });
      return row!.id;
    },

    async updateRole(id: number, values: { name: string; description: string; permissions: Permission[] }) {
      await db.update(technicianRoles).set(values).where(eq(technicianRoles.id, id));
    },

    async deleteRole(id: number) {
      await db.delete(technicianRoles).where(eq(technicianRoles.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
