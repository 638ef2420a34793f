import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createTriggersRepository } from './triggers.repository.ts';
import { createTriggersService } from './triggers.service.ts';

/** The rule store's service on its own repository: what boards and automations are given (its SQL stays in this module). */
export function createTriggers(db: Database, clock: Clock) {
  return createTriggersService({ triggers: createTriggersRepository(db), clock });
}
