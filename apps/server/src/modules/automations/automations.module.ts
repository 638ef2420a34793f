import type { PsaTicketPush } from './engine/effects.ts';
import { outboundGuardFromEnv, type OutboundGuard } from '../../lib/outbound/index.ts';
import { createLogger, warnWith } from '../../lib/logger.ts';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { App } from '../../http/route-types.ts';
import { aheadClock, type Clock } from '../../lib/clock.ts';
import { createKeySealer, loadMasterKey, type KeySealer } from '../backup/store/master-key.ts';
import type { MailServices } from '../mail/mail.module.ts';
import { AppError } from '../../lib/errors.ts';
import type { ServiceDeskServices } from '../tickets/service-desk.module.ts';
import { ruleKind } from '../triggers/triggers.queries.ts';
import { registerAutomationRoutes } from './automations.routes.ts';
import { createChannelsRepository } from './channels/channels.repository.ts';
import { registerChannelRoutes } from './channels/channels.routes.ts';
import { createChannelsService } from './channels/channels.service.ts';
import { createDeliveriesRepository } from './channels/deliveries.repository.ts';
import { createDeliveryDispatcher, type DeliveryDispatcher, type DeliveryOptions } from './channels/deliveries.dispatcher.ts';
import { createEffectQueue } from './engine/effects.ts';
import { createEventEngine } from './engine/event-engine.ts';
import { referenceProblems } from './references.ts';
import { createRuleStore } from './rule-store.ts';
import { createTemplatesService } from './templates.service.ts';
import { createTimeEngine, type TimeEngineOptions } from './engine/time-engine.ts';
import { createTimeEngineRepository } from './engine/time-engine.repository.ts';

export interface AutomationModuleConfig {
  dataDir: string;
  masterKeyBase64?: string | undefined;
  /** Where the web app is served (ticket links in mail and notifications); relative links without it. */
  publicUrl?: string | undefined;
  timeEngine?: Partial<TimeEngineOptions>;
  deliveries?: Partial<DeliveryOptions>;
  /** How webhook channels are called: the outbound guard (services.ts hands it in). */
  outbound?: OutboundGuard;
  log?: (message: string) => void;
  /**
   * OUTPOST_TEST_CLOCK=true: time rules read a clock that POST /api/ticketing/automation/test-clock
   * moves forward, so journeys against a real server can let 48 hours pass (decision 0021).
   */
  testClock?: boolean;
  /** Send to ConnectWise: the PSA module's ticket push (services.ts hands it in). */
  psaTickets?: PsaTicketPush;
}

const envSchema = z.object({
  OUTPOST_AUTOMATION_SWEEP_SECONDS: z.coerce.number().int().min(10).max(86_400).optional(),
  OUTPOST_AUTOMATION_SWEEP_CAP: z.coerce.number().int().min(1).max(1_000_000).optional(),
  OUTPOST_PUBLIC_URL: z.url().optional(),
  OUTPOST_TEST_CLOCK: z.enum(['true', 'false']).optional(),
});

/** The automations settings from the environment: sweep cadence and cap, the public URL. */
export function automationConfigFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<AutomationModuleConfig> {
  const parsed = envSchema.parse(env);
  return {
    publicUrl: parsed.OUTPOST_PUBLIC_URL?.replace(/\/+$/, ''),
    testClock: parsed.OUTPOST_TEST_CLOCK === 'true',
    timeEngine: {
      ...(parsed.OUTPOST_AUTOMATION_SWEEP_SECONDS ? { sweepMs: parsed.OUTPOST_AUTOMATION_SWEEP_SECONDS * 1000 } : {}),
      ...(parsed.OUTPOST_AUTOMATION_SWEEP_CAP ? { capPerSweep: parsed.OUTPOST_AUTOMATION_SWEEP_CAP } : {}),
    },
  };
}

/**
 * Ticket automations (DESIGN.md §3): the event engine plugged into the change pipeline, the
 * time engine's sweep, response templates, notification channels and their delivery queue.
 */
export function createAutomationServices(db: Database, clock: Clock, desk: ServiceDeskServices, mail: MailServices, config: AutomationModuleConfig) {
  const log = config.log ?? warnWith(createLogger());
  const publicUrl = config.publicUrl ?? '';
  let sealer: Promise<KeySealer> | undefined;
  const seal = () => (sealer ??= loadMasterKey(config.dataDir, config.masterKeyBase64).then(createKeySealer));
  const rules = createRuleStore({ log });
  // Only the time engine reads the test clock: sessions, tickets and the log keep real time.
  const sweepClock = config.testClock ? aheadClock(clock) : null;
  if (sweepClock) log('automations: OUTPOST_TEST_CLOCK is on: time rules read a clock that administrators can move forward (for tests only)');
  const channelsRepo = createChannelsRepository(db);
  const deliveriesRepo = createDeliveriesRepository(db);
  const mailParts = { settings: mail.settings, outbox: mail.outbox, dispatcher: mail.dispatcher };
  let dispatcher: DeliveryDispatcher | undefined;
  const deliveries = () =>
    (dispatcher ??= createDeliveryDispatcher({
      deliveries: deliveriesRepo,
      channels: channelsRepo,
      sealer: seal,
      mail: mailParts,
      outbound: config.outbound ?? outboundGuardFromEnv(),
      clock,
      log,
      options: config.deliveries,
    }));
  const effects = createEffectQueue({
    db,
    sources: { ticket: (id) => desk.tickets.get(id), comments: (id) => deliveriesRepo.comments(id) },
    people: mail.people,
    mail: mailParts,
    channels: channelsRepo,
    deliveries: deliveriesRepo,
    dispatcher: deliveries,
    clock,
    log,
    publicUrl,
    psaTickets: config.psaTickets,
  });
  const events = createEventEngine({ rules, effects, clock, log, publicUrl });
  desk.interceptors.register(events.interceptor);
  const time = createTimeEngine({
    db,
    repo: createTimeEngineRepository(db),
    rules,
    pipeline: desk.pipeline,
    effects,
    clock: sweepClock ?? clock,
    log,
    publicUrl,
    options: config.timeEngine,
  });
  return {
    /** The clock time rules read when OUTPOST_TEST_CLOCK is on; null otherwise (the route answers 404). */
    testClock: sweepClock,
    db,
    rules,
    effects,
    events,
    time,
    dispatcher: deliveries,
    channels: createChannelsService({ channels: channelsRepo, deliveries: deliveriesRepo, dispatcher: deliveries, sealer: seal, clock }),
    templates: createTemplatesService({ db, clock, publicUrl }),
    references: (type?: Parameters<typeof referenceProblems>[1]) => referenceProblems(db, type),
    /** What a rule did on which ticket and what it could not apply, newest first (issue 23 item 2). */
    async runs(id: number) {
      const kind = await ruleKind(db, id);
      if (!kind || kind === 'BOARD') throw new AppError('NOT_FOUND', 'Automation not found');
      return desk.ruleRuns(id);
    },
    /** Starts the sweep and the delivery queue; answers a stop function that waits for work under way. */
    start(): () => Promise<void> {
      const stopSweep = time.start();
      const stopDeliveries = deliveries().start();
      return async () => {
        await stopSweep();
        await stopDeliveries();
      };
    },
  };
}
export type AutomationServices = ReturnType<typeof createAutomationServices>;

/** Every automations route. */
export function registerAutomationModuleRoutes(app: App, automations: AutomationServices) {
  registerAutomationRoutes(app, automations);
  registerChannelRoutes(app, automations.channels);
}
