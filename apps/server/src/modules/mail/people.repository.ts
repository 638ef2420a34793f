import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { technicianRoles, users } from '../../db/schema.ts';
import { organizationIdsFor, permissionsFor } from '../auth/auth.service.ts';
import { roleOrganizationIds } from '../users/users.queries.ts';
import { insertContactFromMail, liveContactAddressesOf, liveContactsByEmail, mailContactById } from '../contacts/contacts.queries.ts';

/** Users and contacts as mail sees them: addresses, who may reply, who is gone. */
export function createPeopleRepository(db: Database) {
  const userColumns = { id: users.id, email: users.email, name: users.name, disabled: users.disabled };
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
    // Contacts: the contacts module's queries (its table is its own).
    contactById: (id: number) => mailContactById(db, id),
    /** One live contact per organization at most, so a sender is resolved within the organization in question (decision 0041). */
    contactsByEmail: (email: string) => liveContactsByEmail(db, email),
    contactAddressesOf: (organizationId: number, emails: string[]) => liveContactAddressesOf(db, organizationId, emails),
    insertContact: (values: { uid: string; organizationId: number; name: string; email: string; at: Date }) => insertContactFromMail(db, values),
  };
}
export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
