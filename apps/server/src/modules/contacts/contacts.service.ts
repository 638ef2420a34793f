import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Contact, ParsedTableQuery, TablePage, contactInputSchema } from '@outpost/contracts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { tablePageOf } from '../../lib/table-query.ts';
import type { Caller } from '../../policies/caller.ts';
import { contactScopeOf, mayContact, type ContactAction } from '../../policies/contact.policy.ts';
import type { ContactRow, ContactsRepository } from './contacts.repository.ts';

type ContactInput = z.output<typeof contactInputSchema>;

/** A contact row as the API shows it; one whose organization is gone counts as deleted. */
export function presentContact(row: ContactRow): Contact {
  return {
    ...row,
    deleted: row.deleted || row.organizationId === null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const OUTSIDE_SCOPE = 'Outside the organizations your role works';

/** End users (contacts) per organization: ticket requesters and CC recipients without an account. */
export function createContactsService(deps: { contacts: ContactsRepository; clock: Clock }) {
  const { contacts, clock } = deps;

  /**
   * The contact, when the caller may act on it (contact.policy.ts); one outside their reach is
   * 'Contact not found', as a missing one: uids are random and the lists never show it.
   */
  async function requireContact(user: Caller, action: ContactAction, uid: string, live: boolean) {
    const row = await contacts.findByUid(uid);
    if (!row || (live && row.deleted) || !mayContact(user, action, row)) throw notFound('Contact');
    return row;
  }

  async function check(user: Caller, action: ContactAction, input: ContactInput, exceptUid?: string) {
    // The organization a contact is to belong to must be one the caller reaches (403, named).
    if (!mayContact(user, action, input)) throw new AppError('FORBIDDEN', 'Error contact forbidden', { organizationId: [OUTSIDE_SCOPE] });
    if (!(await contacts.organizationExists(input.organizationId))) {
      throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', { organizationId: ['Organization not found'] });
    }
    // Mail in matches a sender within the ticket's organization, so an address is one contact's there (decision 0041).
    if (input.email && (await contacts.emailTaken(input.email, input.organizationId, exceptUid))) {
      throw new AppError('CONFLICT', 'A contact with this email already exists in this organization', { email: ['Already in use in this organization'] });
    }
  }

  return {
    /** The contacts of the organizations the caller reaches: the contacts screen and every contact picker. */
    async page(user: Caller, query: ParsedTableQuery): Promise<TablePage<Contact>> {
      const startedAt = Date.now();
      const { rows, total } = await contacts.page(query, contactScopeOf(user));
      return tablePageOf(rows.map(presentContact), total, query, startedAt);
    },
    /** Deleted contacts are answered too, marked: tickets link to them. */
    async get(user: Caller, uid: string): Promise<Contact> {
      return presentContact(await requireContact(user, 'read', uid, false));
    },
    async create(user: Caller, input: ContactInput): Promise<Contact> {
      await check(user, 'create', input);
      const uid = randomUUID();
      await contacts.insert({ ...input, uid, at: clock.now() });
      return presentContact((await contacts.findByUid(uid))!);
    },
    async update(user: Caller, uid: string, input: ContactInput): Promise<Contact> {
      await requireContact(user, 'update', uid, true);
      await check(user, 'update', input, uid);
      await contacts.update(uid, { ...input, at: clock.now() });
      return presentContact((await contacts.findByUid(uid))!);
    },
    /** Marks the contact deleted; tickets keep naming it, with "(Deleted)". */
    async delete(user: Caller, uid: string): Promise<void> {
      await requireContact(user, 'delete', uid, true);
      await contacts.markDeleted(uid, clock.now());
    },
  };
}
export type ContactsService = ReturnType<typeof createContactsService>;
