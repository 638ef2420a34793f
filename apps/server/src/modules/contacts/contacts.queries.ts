import { and, asc, eq, inArray, isNotNull, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { inList } from '../../lib/rule-sql.ts';
import { contacts } from './contacts.schema.ts';

/**
 * What other modules may ask of the contacts' table (docs/ARCHITECTURE.md, "Module boundaries"):
 * the automation engines turn contact ids into uids and read a requester's name and addresses
 * through these, in the caller's transaction; the tickets' condition compiler and sort use the SQL
 * fragments at the end (subqueries over this table, keyed by the caller's contact id column).
 */

type Executor = Database | Tx;

/** The uids of these contacts (id, uid), in one query; none asked, none read. */
export async function contactUids(ex: Executor, ids: readonly number[]): Promise<{ id: number; uid: string }[]> {
  if (ids.length === 0) return [];
  return ex
    .select({ id: contacts.id, uid: contacts.uid })
    .from(contacts)
    .where(inArray(contacts.id, [...ids]));
}

/** The name, e-mail and phone of the contacts with these uids. */
export async function contactCards(ex: Executor, uids: readonly string[]): Promise<{ name: string; email: string | null; phone: string }[]> {
  if (uids.length === 0) return [];
  return ex
    .select({ name: contacts.name, email: contacts.email, phone: contacts.phone })
    .from(contacts)
    .where(inArray(contacts.uid, [...uids]));
}

/** `(select id from contacts where uid in (…))`: the contacts with one of these uids. */
export function contactIdsWithUid(uids: readonly string[]): SQL {
  return sql`(select ${contacts.id} from ${contacts} where ${inList(sql`${contacts.uid}`, uids)})`;
}

/** The uid of the contact `contactId` names (NULL for none). */
export function contactUidOf(contactId: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`(select ${contacts.uid} from ${contacts} where ${contacts.id} = ${contactId})`;
}

/** The lowered name of the contact `contactId` names (NULL for none), for sorting. */
export function contactSortNameOf(contactId: AnyColumn | SQL): SQL {
  return sql`(select lower(${contacts.name}) from ${contacts} where ${contacts.id} = ${contactId})`;
}

/** A contact as mail sees it: address, organization, whether replies by e-mail are taken. */
const mailContactColumns = {
  id: contacts.id,
  uid: contacts.uid,
  email: contacts.email,
  name: contacts.name,
  organizationId: contacts.organizationId,
  canReplyByEmail: contacts.canReplyByEmail,
};

/** One contact as mail sees it (deleted ones too), or undefined. */
export async function mailContactById(ex: Executor, id: number) {
  const [row] = await ex.select(mailContactColumns).from(contacts).where(eq(contacts.id, id));
  return row;
}

/** The live contacts with this (normalised) address, oldest first: one per organization at most (a unique index). */
export function liveContactsByEmail(ex: Executor, email: string) {
  return ex
    .select(mailContactColumns)
    .from(contacts)
    .where(and(eq(contacts.email, email), eq(contacts.deleted, false)))
    .orderBy(asc(contacts.id));
}

/** Of these (normalised) addresses, those of live contacts of the organization. */
export async function liveContactAddressesOf(ex: Executor, organizationId: number, emails: readonly string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await ex
    .select({ email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.organizationId, organizationId), inArray(contacts.email, [...emails]), eq(contacts.deleted, false)));
  return rows.map((r) => r.email).filter((e): e is string => e !== null);
}

/** Adds a contact who wrote in (mail in's new sender), unless the uid exists already. */
export async function insertContactFromMail(ex: Executor, values: { uid: string; organizationId: number; name: string; email: string; at: Date }) {
  const { at, ...rest } = values;
  await ex
    .insert(contacts)
    .values({ ...rest, phone: '', canReplyByEmail: true, createdAt: at, updatedAt: at })
    .onConflictDoNothing();
}

/** Of these uids, those of live contacts that still belong to an organization (what a rule may name). */
export async function liveContactUids(ex: Executor, uids: readonly string[]): Promise<string[]> {
  if (uids.length === 0) return [];
  const rows = await ex
    .select({ uid: contacts.uid })
    .from(contacts)
    .where(and(inArray(contacts.uid, [...uids]), eq(contacts.deleted, false), isNotNull(contacts.organizationId)));
  return rows.map((r) => r.uid);
}

/** These contacts (by id, or else by uid) as a ticket names them. */
export async function contactRefs(ex: Executor, where: { ids?: readonly number[]; uids?: readonly string[] }) {
  const ids = where.ids ?? [];
  const uids = where.uids ?? [];
  if (ids.length === 0 && uids.length === 0) return [];
  return ex
    .select({
      id: contacts.id,
      uid: contacts.uid,
      name: contacts.name,
      email: contacts.email,
      organizationId: contacts.organizationId,
      deleted: contacts.deleted,
    })
    .from(contacts)
    .where(ids.length > 0 ? inArray(contacts.id, [...new Set(ids)]) : inArray(contacts.uid, [...new Set(uids)]));
}

/** `contactRefs`' rows as a JSON array, for one statement naming many references (`ids`: an int[] parameter). */
export const contactsJson = (ids: SQLWrapper) =>
  sql`(select coalesce(json_agg(json_build_object('id', c.id, 'uid', c.uid, 'name', c.name, 'email', c.email, 'organizationId', c.organization_id, 'deleted', c.deleted)), '[]') from ${contacts} c where c.id = any(${ids}::int[]))`;

/** A ticket's requester contact as its pages show it (NULL when `contactId` names none), read inside the caller's statement. */
export function contactRefOf(contactId: AnyColumn | SQL): SQL<ContactRef | null> {
  return sql`(select json_build_object('id', c.id, 'uid', c.uid, 'name', c.name, 'email', c.email, 'deleted', c.deleted, 'organizationId', c.organization_id) from ${contacts} c where c.id = ${contactId})`;
}
export interface ContactRef {
  id: number;
  uid: string;
  name: string;
  email: string | null;
  deleted: boolean;
  organizationId: number | null;
}
