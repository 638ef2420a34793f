import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createContactsRepository } from './contacts.repository.ts';
import { createContactsService } from './contacts.service.ts';

/** The contacts' service on this module's own repository. */
export function createContacts(db: Database, clock: Clock) {
  return createContactsService({ contacts: createContactsRepository(db), clock });
}
