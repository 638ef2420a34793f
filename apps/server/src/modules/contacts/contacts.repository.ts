import { and, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedTableQuery } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import type { TicketScope } from '../../policies/caller.ts';
import { scopeSql } from '../../policies/scope-sql.ts';
import { filterValue, likeContains, orderByFor } from '../../lib/table-query.ts';
import { contacts } from './contacts.schema.ts';

const columns = {
  id: contacts.id,
  uid: contacts.uid,
  organizationId: contacts.organizationId,
  organizationName: organizations.name,
  name: contacts.name,
  email: contacts.email,
  phone: contacts.phone,
  canReplyByEmail: contacts.canReplyByEmail,
  deleted: contacts.deleted,
  createdAt: contacts.createdAt,
  updatedAt: contacts.updatedAt,
};
type ContactValues = { organizationId: number; name: string; email: string | null; phone: string; canReplyByEmail: boolean };

const numberList = (value: unknown): number[] => (Array.isArray(value) ? value : value == null ? [] : [value]).map(Number).filter(Number.isInteger);

/** End-user contacts; deleted ones stay (tickets name them) but leave the lists. */
export function createContactsRepository(db: Database) {
  const select = () => db.select(columns).from(contacts).leftJoin(organizations, eq(organizations.id, contacts.organizationId));

  /** The live contacts the query asks for, of the organizations in `scope` (null: every one). */
  function listWhere(query: ParsedTableQuery, scope: TicketScope): SQL | undefined {
    const orgIds = numberList(filterValue(query, 'organizationId'));
    const search = query.globalFilter ? likeContains(query.globalFilter) : undefined;
    return and(
      eq(contacts.deleted, false),
      scopeSql(scope, contacts.organizationId),
      orgIds.length > 0 ? inArray(contacts.organizationId, orgIds) : undefined,
      search ? or(ilike(contacts.name, search), ilike(contacts.email, search)) : undefined,
    );
  }

  return {
    async page(query: ParsedTableQuery, scope: TicketScope) {
      const sortable = {
        name: sql`lower(${contacts.name})`,
        email: contacts.email,
        organizationName: sql`lower(${organizations.name})`,
        createdAt: contacts.createdAt,
      };
      const where = listWhere(query, scope);
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(...orderByFor(query, sortable, 'name', contacts.id))
          .limit(query.pageSize)
          .offset(query.pageIndex * query.pageSize),
        db.select({ n: count() }).from(contacts).leftJoin(organizations, eq(organizations.id, contacts.organizationId)).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async findByUid(uid: string) {
      const [row] = await select().where(eq(contacts.uid, uid));
      return row;
    },
    /** Whether another live contact of the organization has this address (addresses are unique per organization). */
    async emailTaken(email: string, organizationId: number, exceptUid?: string) {
      const [row] = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(
          and(
            eq(contacts.email, email),
            eq(contacts.organizationId, organizationId),
            eq(contacts.deleted, false),
            exceptUid === undefined ? undefined : ne(contacts.uid, exceptUid),
          ),
        );
      return row !== undefined;
    },
    async organizationExists(id: number) {
      const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
      return row !== undefined;
    },
    async insert(values: ContactValues & { uid: string; at: Date }) {
      const { at, ...rest } = values;
      await db.insert(contacts).values({ ...rest, createdAt: at, updatedAt: at });
    },
    async update(uid: string, values: ContactValues & { at: Date }) {
      const { at, ...rest } = values;
      await db
        .update(contacts)
        .set({ ...rest, updatedAt: at })
        .where(eq(contacts.uid, uid));
    },
    async markDeleted(uid: string, at: Date) {
      await db.update(contacts).set({ deleted: true, updatedAt: at }).where(eq(contacts.uid, uid));
    },
  };
}
export type ContactsRepository = ReturnType<typeof createContactsRepository>;
export type ContactRow = NonNullable<Awaited<ReturnType<ContactsRepository['findByUid']>>>;
