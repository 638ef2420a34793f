import type { Database } from '../../db/client.ts';
import { createQueryRepository } from './query.repository.ts';
import { createQueryService } from './query.service.ts';

/** The pickers' service (organizations, locations, the editors' organization list) on this module's own repository. */
export function createQuery(db: Database) {
  return createQueryService({ query: createQueryRepository(db) });
}
