import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { technicianRoles, users } from '../../db/schema.ts';
import { permissionsFor } from '../auth/auth.service.ts';
import { contacts } from '../contacts/contacts.schema.ts';

/** Users and contacts as mail sees them: addresses, who may reply, who is gone. */
export function createPeopleRepository(db: Database) {
  const userColumns = { id: users.id, email: users.email, name: users.name, disabled: users.disabled };
  const contactColumns = {
    id: contacts.id,
    uid: contacts.uid,
    email: contacts.email,
    name: contacts.name,
    organizationId: contacts.organizationId,
    canReplyByEmail: contacts.canReplyByEmail,
  };
  return {
    async usersByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select(userColumns).from(users).where(inArray(users.id, ids));
    },
    /** A user by address, with whether they work tickets (a technician's reply stays private). */
    async userByEmail(email: string) {
      const [row] = await db
        .select({ ...userColumns, role: users.role, rolePermissions: technicianRoles.permissions })
        .from(users)
        .leftJoin(technicianRoles, eq(technicianRoles.id, users.technicianRoleId))
        .where(eq(users.email, email));
      if (!row) return undefined;
      const { role, rolePermissions, ...user } = row;
      return { ...user, worksTickets: permissionsFor(role, rolePermissions).includes('canManageTickets') };
    },
    async contactById(id: number) {
      const [row] = await db.select(contactColumns).from(contacts).where(eq(contacts.id, id));
      return row;
    },
    /** The live contact with this (normalised) address: one at most (a unique index). */
    async contactByEmail(email: string) {
      const [row] = await db.select(contactColumns).from(contacts).where(and(eq(contacts.email, email), eq(contacts.deleted, false)));
      return row;
    },
    async insertContact(values: { uid: string; organizationId: number; name: string; email: string; at: Date }) {
      const { at, ...rest } = values;
      await db.insert(contacts).values({ ...rest, phone: '', canReplyByEmail: true, createdAt: at, updatedAt: at }).onConflictDoNothing();
    },
  };
}
export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
