import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Contact, ParsedTableQuery, TablePage, contactInputSchema } from '@outpost/contracts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { tablePageOf } from '../../lib/table-query.ts';
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

/** End users (contacts) per organization: ticket requesters and CC recipients without an account. */
export function createContactsService(deps: { contacts: ContactsRepository; clock: Clock }) {
  const { contacts, clock } = deps;

  async function requireLive(uid: string) {
    const row = await contacts.findByUid(uid);
    if (!row || row.deleted) throw notFound('Contact');
    return row;
  }

  async function check(input: ContactInput, exceptUid?: string) {
    if (!(await contacts.organizationExists(input.organizationId))) {
      throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', { organizationId: ['Organization not found'] });
    }
    // Mail in matches a sender to one live contact, so an address belongs to one contact.
    if (input.email && (await contacts.emailTaken(input.email, exceptUid))) {
      throw new AppError('CONFLICT', 'A contact with this email already exists', { email: ['Already in use'] });
    }
  }

  return {
    async page(query: ParsedTableQuery): Promise<TablePage<Contact>> {
      const startedAt = Date.now();
      const { rows, total } = await contacts.page(query);
      return tablePageOf(rows.map(presentContact), total, query, startedAt);
    },
    /** Deleted contacts are answered too, marked: tickets link to them. */
    async get(uid: string): Promise<Contact> {
      const row = await contacts.findByUid(uid);
      if (!row) throw notFound('Contact');
      return presentContact(row);
    },
    async create(input: ContactInput): Promise<Contact> {
      await check(input);
      const uid = randomUUID();
      await contacts.insert({ ...input, uid, at: clock.now() });
      return presentContact((await contacts.findByUid(uid))!);
    },
    async update(uid: string, input: ContactInput): Promise<Contact> {
      await requireLive(uid);
      await check(input, uid);
      await contacts.update(uid, { ...input, at: clock.now() });
      return presentContact((await contacts.findByUid(uid))!);
    },
    /** Marks the contact deleted; tickets keep naming it, with "(Deleted)". */
    async delete(uid: string): Promise<void> {
      await requireLive(uid);
      await contacts.markDeleted(uid, clock.now());
    },
  };
}
export type ContactsService = ReturnType<typeof createContactsService>;
