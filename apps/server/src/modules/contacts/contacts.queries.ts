import { inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { contacts } from './contacts.schema.ts';

/**
 * What other modules may ask of the contacts' table (docs/ARCHITECTURE.md, "Module boundaries"):
 * the automation engines turn contact ids into uids and read a requester's name and addresses
 * through these, in the caller's transaction.
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
