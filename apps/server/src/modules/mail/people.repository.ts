import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { technicianRoles, users } from '../../db/schema.ts';
import { organizationIdsFor, permissionsFor } from '../auth/auth.service.ts';
import { roleOrganizationIds } from '../users/users.queries.ts';
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
    /** A user by address, with whether they work tickets (a technician's reply stays private) and which organizations' (null: every one). */
    async userByEmail(email: string) {
      const [row] = await db
        .select({
          ...userColumns,
          role: users.role,
          rolePermissions: technicianRoles.permissions,
          roleScope: technicianRoles.organizationScope,
          roleOrganizationIds,
        })
        .from(users)
        .leftJoin(technicianRoles, eq(technicianRoles.id, users.technicianRoleId))
        .where(eq(users.email, email));
      if (!row) return undefined;
      const { role, rolePermissions, roleScope, roleOrganizationIds: roleOrganizations, ...user } = row;
      return {
        ...user,
        worksTickets: permissionsFor(role, rolePermissions).includes('canManageTickets'),
        organizationIds: organizationIdsFor(role, roleScope, roleScope === null ? null : roleOrganizations),
      };
    },
    async contactById(id: number) {
      const [row] = await db.select(contactColumns).from(contacts).where(eq(contacts.id, id));
      return row;
    },
    /**
     * The live contacts with this (normalised) address, oldest first: one per organization at most
     * (a unique index), so a sender is resolved within the organization in question (decision 0041).
     */
    async contactsByEmail(email: string) {
      return db
        .select(contactColumns)
        .from(contacts)
        .where(and(eq(contacts.email, email), eq(contacts.deleted, false)))
        .orderBy(asc(contacts.id));
    },
    /** Of these (normalised) addresses, those of live contacts of the organization. */
    async contactAddressesOf(organizationId: number, emails: string[]): Promise<string[]> {
      if (emails.length === 0) return [];
      const rows = await db
        .select({ email: contacts.email })
        .from(contacts)
        .where(and(eq(contacts.organizationId, organizationId), inArray(contacts.email, emails), eq(contacts.deleted, false)));
      return rows.map((r) => r.email).filter((e): e is string => e !== null);
    },
    async insertContact(values: { uid: string; organizationId: number; name: string; email: string; at: Date }) {
      const { at, ...rest } = values;
      await db
        .insert(contacts)
        .values({ ...rest, phone: '', canReplyByEmail: true, createdAt: at, updatedAt: at })
        .onConflictDoNothing();
    },
  };
}
export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
