import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createTicketingConfigRepository } from './config.repository.ts';
import { createFormsRepository } from './forms.repository.ts';
import { createFormsService } from './forms.service.ts';
import { createStatusesRepository } from './statuses.repository.ts';
import { createTagsRepository } from './tags.repository.ts';
import { createTicketingConfigService } from './ticketing-config.service.ts';

/** The service desk's configuration (statuses, tags, settings) and its forms, each service on this module's own repositories. */
export function createTicketingConfigServices(db: Database, clock: Clock) {
  return {
    config: createTicketingConfigService({
      statuses: createStatusesRepository(db),
      tags: createTagsRepository(db),
      config: createTicketingConfigRepository(db),
      clock,
    }),
    forms: createFormsService({ forms: createFormsRepository(db), clock }),
  };
}
