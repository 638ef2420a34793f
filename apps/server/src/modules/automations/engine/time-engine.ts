import { randomUUID } from 'node:crypto';
import { timeSinceAnchors, type BusinessHours } from '@outpost/rules';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import type { ChangePipeline } from '../../tickets/change/change-pipeline.ts';
import { loadTicketState } from '../../tickets/tickets.queries.ts';
import type { EffectQueue } from './effects.ts';
import { loadBusinessHours } from './event-engine.ts';
import { automationActor, fireRule, skippedNote } from './fire.ts';
import { placeholderTicketOfDraft, placeholderValues } from './placeholder-values.ts';
import { admissiblePatch, patchFromDraft } from './rule-patch.ts';
import type { LoadedRule, RuleStore } from '../rule-store.ts';
import { factsOf, loadFactNames, loadStatuses } from './state-facts.ts';
import type { TimeEngineRepository } from './time-engine.repository.ts';

export interface TimeEngineOptions {
  /** How often a sweep starts (default 5 minutes). */
  sweepMs: number;
  /** Firings one sweep does at most; tickets past it are carried to the next sweep. */
  capPerSweep: number;
  /** How long a sweep's lease lasts before another process may take over (renewed as it goes). */
  leaseMs: number;
  /** Tickets fired on at once (PostgreSQL has a pool; PGlite serialises them anyway). */
  concurrency: number;
}
export const DEFAULT_TIME_ENGINE_OPTIONS: TimeEngineOptions = { sweepMs: 5 * 60 * 1000, capPerSweep: 1000, leaseMs: 10 * 60 * 1000, concurrency: 4 };

/** What one sweep did. */
export interface SweepResult {
  /** False when another sweep held the lease (in this process or another). */
  ran: boolean;
  rules: number;
  fired: number;
  failed: number;
  /** Due tickets left for the next sweep because the cap was reached. */
  carriedOver: boolean;
  startedAt: string;
  ms: number;
}

const LEASE = 'time-sweep';

/**
 * The time automations engine (DESIGN.md §3 "Automations"). A sweep runs under a lease, so one
 * sweep runs at a time across every process sharing the database. It compiles each enabled
 * time-based rule's conditions to SQL (the board compiler, which agrees with `evaluate`) and asks
 * for open tickets whose current qualifying period the rule has not fired for; each such ticket
 * gets the rule's actions through the change pipeline, and the period is remembered in the same
 * transaction, so a rule fires once per period rather than on every sweep.
 */
export function createTimeEngine(deps: {
  db: Database;
  repo: TimeEngineRepository;
  rules: RuleStore;
  pipeline: ChangePipeline;
  effects: EffectQueue;
  clock: Clock;
  log: (message: string) => void;
  publicUrl: string;
  options?: Partial<TimeEngineOptions>;
  /** Names this process as a lease holder (tests make two engines to race). */
  holder?: string;
}) {
  const options = { ...DEFAULT_TIME_ENGINE_OPTIONS, ...deps.options };
  const holder = deps.holder ?? `sweep-${randomUUID()}`;
  const { repo, clock } = deps;
  let running: Promise<SweepResult> | null = null;

  /** Fires one rule on one ticket in one transaction with the remembered period. */
  async function fireOn(
    rule: LoadedRule,
    ticketId: number,
    periodKey: string,
    now: Date,
    statuses: Awaited<ReturnType<typeof loadStatuses>>,
  ): Promise<'fired' | 'gone' | 'failed'> {
    const actor = automationActor(rule);
    try {
      return await deps.pipeline.transaction(async (session) => {
        const before = await loadTicketState(session.tx, ticketId);
        if (!before) return 'gone' as const;
        const names = await loadFactNames(session.tx, [before], actor, statuses);
        const base = factsOf(before, names);
        const placeholders = rule.usesPlaceholders
          ? placeholderValues(await placeholderTicketOfDraft(session.tx, before, base, names, now), { publicUrl: deps.publicUrl })
          : {};
        const statusParentOf = (key: string) => {
          const status = statuses.statusesByKey.get(key);
          return status && !status.system ? status.parentKey : null;
        };
        const { draft, firing } = fireRule(rule, base, { placeholders, statusParentOf, now });
        const wanted = patchFromDraft(base, draft, statuses);
        const { patch, dropped } = Object.keys(wanted.patch).length > 0 ? await admissiblePatch(session.tx, before, wanted) : { patch: {}, dropped: [] };
        if (dropped.length > 0) deps.log(`automations: time rule '${rule.name}' on ticket ${ticketId}: left out ${dropped.join(', ')}`);
        const notes = dropped.length > 0 ? [firing.note, skippedNote(actor, [rule], dropped)] : [firing.note];
        await deps.pipeline.proposeChange(
          { actor, source: 'AUTOMATION', before, patch, comments: firing.comments, timeEntries: firing.timeEntries, notes },
          session,
        );
        if (firing.effects.length > 0) session.afterCommit.push(() => deps.effects.enqueue(ticketId, firing.effects, actor, randomUUID()));
        // Fired, with what it could not apply kept in its firing record.
        await repo.recordFiring(session.tx, {
          triggerId: rule.id,
          ticketId,
          periodKey,
          at: now,
          error: dropped.length > 0 ? `Not applied: ${dropped.join('; ')}`.slice(0, 1000) : null,
        });
        return 'fired' as const;
      });
    } catch (error) {
      // Saved meanwhile by someone else: the next sweep looks again.
      if (error instanceof AppError && (error.code === 'STALE_VERSION' || error.code === 'CONFLICT')) return 'failed';
      const message = error instanceof AppError && error.fields ? `${error.message}: ${JSON.stringify(error.fields)}` : (error as Error).message;
      deps.log(`automations: time rule '${rule.name}' failed on ticket ${ticketId} (${message}); not retried in this period`);
      // Remembered all the same, so a rule that cannot apply is not tried again every sweep.
      await repo.recordFiring(deps.db, { triggerId: rule.id, ticketId, periodKey, at: now, error: message.slice(0, 1000) }).catch(() => undefined);
      return 'failed';
    }
  }

  async function sweepUnderLease(now: Date, started: number): Promise<SweepResult> {
    const rules = await deps.rules.enabled(deps.db, 'TIME_BASED');
    const result: SweepResult = { ran: true, rules: rules.length, fired: 0, failed: 0, carriedOver: false, startedAt: now.toISOString(), ms: 0 };
    if (rules.length === 0) return result;
    const statuses = await loadStatuses(deps.db);
    let businessHours: BusinessHours | undefined;
    if (rules.some((r) => r.usesBusinessHours)) businessHours = await loadBusinessHours(deps.db);
    let remaining = options.capPerSweep;
    for (const rule of rules) {
      if (remaining <= 0) {
        result.carriedOver = true;
        break;
      }
      const due = await repo.due(
        rule.id,
        rule.conditions,
        { now, ...(businessHours ? { businessHours } : {}) },
        timeSinceAnchors(rule.conditions),
        remaining + 1,
      );
      if (due.length > remaining) result.carriedOver = true;
      const batch = due.slice(0, remaining);
      remaining -= batch.length;
      for (let i = 0; i < batch.length; i += options.concurrency) {
        const outcomes = await Promise.all(batch.slice(i, i + options.concurrency).map((d) => fireOn(rule, d.ticketId, d.periodKey, now, statuses)));
        result.fired += outcomes.filter((o) => o === 'fired').length;
        result.failed += outcomes.filter((o) => o === 'failed').length;
        // A long sweep keeps its lease; one that lost it (it ran past the lease) stops here.
        if (!(await repo.renew(LEASE, holder, new Date(clock.now().getTime() + options.leaseMs)))) {
          deps.log('automations: the time sweep lost its lease to another process and stops');
          result.carriedOver = true;
          result.ms = performance.now() - started;
          return result;
        }
      }
    }
    result.ms = performance.now() - started;
    return result;
  }

  async function sweepOnce(): Promise<SweepResult> {
    const started = performance.now();
    const now = clock.now();
    const skipped: SweepResult = { ran: false, rules: 0, fired: 0, failed: 0, carriedOver: false, startedAt: now.toISOString(), ms: 0 };
    if (!(await repo.acquire(LEASE, holder, now, new Date(now.getTime() + options.leaseMs)))) return skipped;
    let result = skipped;
    try {
      result = await sweepUnderLease(now, started);
      return result;
    } finally {
      await repo
        .release(LEASE, holder, clock.now(), result)
        .catch((error: unknown) => deps.log(`automations: releasing the sweep lease failed (${(error as Error).message})`));
      if (result.carriedOver) deps.log(`automations: time sweep reached its cap of ${options.capPerSweep}; the rest is carried to the next sweep`);
    }
  }

  /** Runs one sweep now unless one is under way here or in another process (then `ran` is false). */
  function sweep(): Promise<SweepResult> {
    if (running) return running.then((r) => ({ ...r, ran: false }));
    running = sweepOnce().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    holder,
    sweep,
    /** Sweeps every `sweepMs`; answers a stop function that waits for a sweep under way. */
    start(): () => Promise<void> {
      const timer = setInterval(() => {
        void sweep().catch((error: unknown) => deps.log(`automations: time sweep failed (${(error as Error).message})`));
      }, options.sweepMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running?.catch(() => undefined);
      };
    },
    /** The last finished sweep and whether one holds the lease now. */
    async status() {
      const lease = await repo.lease(LEASE);
      return {
        sweepSeconds: options.sweepMs / 1000,
        capPerSweep: options.capPerSweep,
        running: lease ? lease.expiresAt > clock.now() : false,
        lastStartedAt: lease?.lastStartedAt?.toISOString() ?? null,
        lastFinishedAt: lease?.lastFinishedAt?.toISOString() ?? null,
        lastResult: (lease?.lastResult as SweepResult | null | undefined) ?? null,
      };
    },
  };
}
export type TimeEngine = ReturnType<typeof createTimeEngine>;
