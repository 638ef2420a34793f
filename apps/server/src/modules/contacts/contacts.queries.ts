import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
