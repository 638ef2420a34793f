import type { Database } from '../../db/client.ts';
import type { App } from '../../http/route-types.ts';
import type { Clock } from '../../lib/clock.ts';
import { registerTriggersRoutes } from '../triggers/triggers.routes.ts';
import { createTriggers } from '../triggers/triggers.module.ts';
import { ticketMatches } from '../tickets/tickets.queries.ts';
import { registerBoardsRoutes } from './boards.routes.ts';
import { createBoardsService, type TicketAgreements, type TicketChanges } from './boards.service.ts';

/** The rule store (automations, templates, boards) and board runs; bulk actions change tickets through `tickets`. */
export function createBoardServices(db: Database, clock: Clock, tickets: TicketChanges, options: { agreements?: TicketAgreements } = {}) {
  const triggers = createTriggers(db, clock);
  return { triggers, boards: createBoardsService({ matches: ticketMatches(db), triggers, tickets, clock, agreements: options.agreements }) };
}
export type BoardServices = ReturnType<typeof createBoardServices>;

export function registerBoardServicesRoutes(app: App, services: BoardServices) {
  registerTriggersRoutes(app, services.triggers);
  registerBoardsRoutes(app, services.boards);
}
