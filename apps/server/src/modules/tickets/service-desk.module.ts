import type { Database } from '../../db/client.ts';
import { createBillableTimeReader } from './records/billable-time.repository.ts';
import type { App } from '../../http/route-types.ts';
import type { Clock } from '../../lib/clock.ts';
import { ephemeralPreviewLinks, type PreviewLinks } from '../notes/uploads/preview-links.ts';
import { createContacts } from '../contacts/contacts.module.ts';
import { registerContactsRoutes } from '../contacts/contacts.routes.ts';
import { createQuery } from '../query/query.module.ts';
import { createTicketingConfigServices } from '../ticketing-config/ticketing-config.module.ts';
import { registerQueryRoutes } from '../query/query.routes.ts';
import { registerTicketingConfigRoutes } from '../ticketing-config/ticketing-config.routes.ts';
import { createChangePipeline } from './change/change-pipeline.ts';
import { createRuleRunsReader } from './rule-runs.repository.ts';
import { registerConversationStatus } from './change/conversation-status.ts';
import { createInterceptorRegistry } from './change/interceptors.ts';
import type { IntegrationId } from './change/ticket-state.ts';
import { createTicketRecordsService } from './records/records.service.ts';
import { registerTicketRecordsRoutes } from './records/ticket-records.routes.ts';
import { createTicketsListRepository } from './tickets-list.repository.ts';
import { createTicketsReadRepository } from './tickets-read.repository.ts';
import { registerTicketsRoutes } from './tickets.routes.ts';
import { createTicketsService, requireTicket } from './tickets.service.ts';
import { createTimersRepository } from './records/timers.repository.ts';
import { createTimersService } from './records/timers.service.ts';

/**
 * The service desk's composition: ticketing configuration, contacts, pickers, and tickets over
 * one change pipeline whose interceptor registry the automations engine will plug into.
 */
export function createServiceDeskServices(db: Database, clock: Clock, options: { log?: (error: unknown) => void; previewLinks?: PreviewLinks } = {}) {
  const { log } = options;
  const { config, forms } = createTicketingConfigServices(db, clock);
  const interceptors = createInterceptorRegistry();
  // First in every round: mail, live updates and the automations see the status the conversation set.
  registerConversationStatus(interceptors);
  const pipeline = createChangePipeline({ db, interceptors, clock, log });
  const read = createTicketsReadRepository(db);
  return {
    interceptors,
    pipeline,
    config,
    forms,
    contacts: createContacts(db, clock),
    query: createQuery(db),
    tickets: createTicketsService({ db, pipeline, read, list: createTicketsListRepository(db), clock }),
    // Without the server's links (demo seeding) the files' preview links are signed for this process only.
    records: createTicketRecordsService({ db, pipeline, read, previewLinks: options.previewLinks ?? ephemeralPreviewLinks(clock) }),
    timers: createTimersService({ db, timers: createTimersRepository(db), pipeline, read, settings: async () => (await config.getConfig()).timer, clock }),
    /** A rule's run history from the tickets' log (the automations screen asks). */
    ruleRuns: createRuleRunsReader(db),
    /** Time entries as billing reads them (the tickets' read model for statements, issue 27). */
    billableTime: createBillableTimeReader(db),
    /**
     * One activity entry written on a ticket by an integration (what it did with the ticket, in words),
     * through the change pipeline like every other change.
     */
    async systemNote(ticketId: number, entry: { field: string; text: string; by: string; integration?: IntegrationId }): Promise<void> {
      const actor = { type: 'SYSTEM' as const, name: entry.by };
      await pipeline.proposeChange({
        actor,
        source: 'SYSTEM',
        ...(entry.integration ? { integration: entry.integration } : {}),
        before: await requireTicket(db, ticketId),
        patch: {},
        notes: [{ field: entry.field, label: entry.text.slice(0, 1000), actor }],
      });
    },
  };
}
export type ServiceDeskServices = ReturnType<typeof createServiceDeskServices>;
export type { BillableTimeEntry, BillableTimeReader } from './records/billable-time.repository.ts';

/** Every service-desk route. */
export function registerServiceDeskRoutes(app: App, desk: ServiceDeskServices) {
  registerTicketingConfigRoutes(app, { config: desk.config, forms: desk.forms });
  registerContactsRoutes(app, desk.contacts);
  registerQueryRoutes(app, desk.query);
  registerTicketsRoutes(app, desk.tickets);
  registerTicketRecordsRoutes(app, { records: desk.records, timers: desk.timers });
}
