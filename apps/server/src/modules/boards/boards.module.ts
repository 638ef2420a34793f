import type { Database } from '../../db/client.ts';
import type { App } from '../../http/route-types.ts';
import type { Clock } from '../../lib/clock.ts';
import { createTriggersRepository } from '../triggers/triggers.repository.ts';
import { registerTriggersRoutes } from '../triggers/triggers.routes.ts';
import { createTriggersService } from '../triggers/triggers.service.ts';
import { createBoardsRepository } from './boards.repository.ts';
import { registerBoardsRoutes } from './boards.routes.ts';
import { createBoardsService, type TicketAgreements, type TicketChanges } from './boards.service.ts';

/** The rule store (automations, templates, boards) and board runs; bulk actions change tickets through `tickets`. */
export function createBoardServices(db: Database, clock: Clock, tickets: TicketChanges, options: { agreements?: TicketAgreements } = {}) {
  const triggers = createTriggersService({ triggers: createTriggersRepository(db), clock });
  return { triggers, boards: createBoardsService({ boards: createBoardsRepository(db), triggers, tickets, clock, agreements: options.agreements }) };
}
export type BoardServices = ReturnType<typeof createBoardServices>;

export function registerBoardServicesRoutes(app: App, services: BoardServices) {
  registerTriggersRoutes(app, services.triggers);
  registerBoardsRoutes(app, services.boards);
}
