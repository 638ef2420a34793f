import { randomUUID } from 'node:crypto';
import { DEFAULT_TICKETING_CONFIG } from '@outpost/contracts';
import { businessHoursFromConfig, evaluate, type BusinessHours, type CommentType, type RuleEvent } from '@outpost/rules';
import type { Clock } from '../../../lib/clock.ts';
import { storedBusinessHours } from '../../ticketing-config/ticketing-config.queries.ts';
import { ticketLookups } from '../../tickets/tickets.queries.ts';
import { MAX_CHAIN_DEPTH, type InterceptorContext, type InterceptorResult, type TicketInterceptor } from '../../tickets/change/interceptors.ts';
import type { ChangeActor, Executor } from '../../tickets/change/ticket-state.ts';
import type { EffectQueue } from './effects.ts';
import { automationActor, fireRule, onlyActionsOf, skippedNote, type Firing } from './fire.ts';
import { placeholderTicketOfDraft, placeholderValues } from './placeholder-values.ts';
import { admissiblePatch, patchFromDraft } from './rule-patch.ts';
import type { LoadedRule, RuleStore } from '../rule-store.ts';
import { actorRef, factsOf, loadFactNames, loadStatuses, type FactNames, type RuleDraft } from './state-facts.ts';

/** The configured business hours, read in the change's transaction. */
export async function loadBusinessHours(ex: Executor): Promise<BusinessHours> {
  return businessHoursFromConfig((await storedBusinessHours(ex)) ?? DEFAULT_TICKETING_CONFIG.businessHours);
}

/** Figures of one round, for the benchmark and the curious: evaluation alone, and everything. */
export interface RoundMeasure {
  rules: number;
  fired: number;
  /** Evaluating conditions and applying actions in memory. */
  evaluationMs: number;
  /** The whole interceptor call: lookups, evaluation, patch checks. */
  totalMs: number;
}

/** What one proposal's chain remembers across its rounds. */
interface ChainState {
  rules: LoadedRule[];
  fired: Set<number>;
  statuses?: Pick<FactNames, 'statuses' | 'statusesByKey'>;
  businessHours?: BusinessHours | null;
}
const CHAIN_KEY = 'automations.event';

/** The comment type the change carries: public when any comment is, private when all are. */
function commentTypeOf(context: InterceptorContext): CommentType | null {
  if (context.comments.length === 0) return null;
  return context.comments.some((c) => c.isPublic) ? 'PUBLIC' : 'PRIVATE';
}

/**
 * The event automations engine (DESIGN.md §3 "Automations"), a change-pipeline interceptor: on
 * every ticket create and update, from any source, the enabled event rules are evaluated in
 * their order against the proposed change in memory; a rule that matches applies its actions to
 * the in-memory ticket, and the rules after it see that. What they changed is handed back to
 * the pipeline, which runs another round (the changes as a new event) and saves once. A rule
 * fires at most once per chain; the pipeline ends a chain after MAX_CHAIN_DEPTH rounds.
 */
export function createEventEngine(deps: { rules: RuleStore; effects: EffectQueue; clock: Clock; log: (message: string) => void; publicUrl: string }) {
  const listeners = new Set<(measure: RoundMeasure) => void>();

  async function intercept(context: InterceptorContext): Promise<InterceptorResult | void> {
    const started = performance.now();
    let chain = context.chain.get(CHAIN_KEY) as ChainState | undefined;
    if (!chain) {
      chain = { rules: await deps.rules.enabled(context.ex, 'EVENT_BASED'), fired: new Set() };
      context.chain.set(CHAIN_KEY, chain);
    }
    const state = chain;
    const pending = state.rules.filter((r) => !state.fired.has(r.id));
    if (pending.length === 0) return;

    const ex = context.ex;
    state.statuses ??= await loadStatuses(ex);
    if (state.businessHours === undefined) state.businessHours = state.rules.some((r) => r.usesBusinessHours) ? await loadBusinessHours(ex) : null;
    const names = await loadFactNames(ex, [context.before, context.after], context.actor, state.statuses);
    const base = factsOf(context.after, names);
    const event: RuleEvent = {
      action: context.before ? 'UPDATE' : 'INSERT',
      // Always the stored ticket: every round asks about the whole change, the rules' included.
      previous: context.before ? factsOf(context.before, names) : null,
      commentType: commentTypeOf(context),
      updatedBy: actorRef(context.actor, names),
    };
    const currentUserId = context.actor.type === 'USER' ? context.actor.userId : null;
    const statusParentOf = (key: string) => {
      const status = names.statusesByKey.get(key);
      return status && !status.system ? status.parentKey : null;
    };
    const now = deps.clock.now();

    let draft: RuleDraft = base;
    let evaluationMs = 0;
    const firings: Firing[] = [];
    for (const rule of pending) {
      const t0 = performance.now();
      const matches = evaluate(rule.conditions, draft, event, now, state.businessHours ?? undefined, { currentUserId });
      evaluationMs += performance.now() - t0;
      if (!matches) continue;
      // An integration's own activity entry fires none of its actions; a rule with only those does not fire at all.
      if (context.integration && onlyActionsOf(rule, context.integration)) continue;
      state.fired.add(rule.id);
      const placeholders = rule.usesPlaceholders ? await valuesFor(ex, context, draft, names, now) : {};
      const t1 = performance.now();
      const fired = fireRule(rule, draft, { placeholders, statusParentOf, now, integration: context.integration });
      evaluationMs += performance.now() - t1;
      draft = fired.draft;
      firings.push(fired.firing);
    }

    let result: InterceptorResult | undefined;
    if (firings.length > 0) result = await resultOf(context, firings, base, draft, names);
    const measure: RoundMeasure = { rules: pending.length, fired: firings.length, evaluationMs, totalMs: performance.now() - started };
    for (const listener of listeners) listener(measure);
    return result;
  }

  async function valuesFor(ex: Executor, context: InterceptorContext, draft: RuleDraft, names: FactNames, now: Date) {
    // A ticket being created gets its id now, so a comment or summary the rule writes can name it.
    const state = context.after.id === null ? { ...context.after, id: await context.ticketId() } : context.after;
    const ticket = await placeholderTicketOfDraft(ex, state, draft, names, now);
    const actor = context.actor;
    const [user] = actor.type === 'USER' ? await ticketLookups.users(ex, [actor.userId]) : [];
    return placeholderValues(ticket, { currentUser: user ? { name: user.name, email: user.email } : null, publicUrl: deps.publicUrl });
  }

  async function resultOf(context: InterceptorContext, firings: Firing[], base: RuleDraft, draft: RuleDraft, names: FactNames): Promise<InterceptorResult> {
    const ruleNames = firings.map((f) => `'${f.rule.name}'`).join(', ');
    const wanted = patchFromDraft(base, draft, names);
    const { patch, dropped } = Object.keys(wanted.patch).length > 0 ? await admissiblePatch(context.ex, context.after, wanted) : { patch: {}, dropped: [] };
    if (dropped.length > 0) deps.log(`automations: rule(s) ${ruleNames} on ticket ${context.after.id ?? '(new)'}: left out ${dropped.join(', ')}`);
    if (context.round >= MAX_CHAIN_DEPTH && Object.keys(patch).length > 0) {
      deps.log(
        `automations: ticket ${context.after.id ?? '(new)'}: the rule chain reached depth ${MAX_CHAIN_DEPTH} and stops; changes of rule(s) ${ruleNames} are saved but not evaluated again`,
      );
    }
    const effects = firings.flatMap((f) => f.effects);
    const actor = context.actor;
    // The rules, not the person whose save set them off, made these changes.
    const rulesActor: ChangeActor = firings.length === 1 ? automationActor(firings[0]!.rule) : { type: 'SYSTEM', name: `Automations ${ruleNames}` };
    const notes = firings.map((f) => f.note);
    if (dropped.length > 0)
      notes.push(
        skippedNote(
          rulesActor,
          firings.map((f) => f.rule),
          dropped,
        ),
      );
    return {
      patch,
      actor: rulesActor,
      comments: firings.flatMap((f) => f.comments),
      timeEntries: firings.flatMap((f) => f.timeEntries),
      notes,
      ...(effects.length > 0 ? { afterCommit: (committed) => deps.effects.enqueue(committed.ticketId, effects, actor, randomUUID()) } : {}),
    };
  }

  const interceptor: TicketInterceptor = { id: 'automations', intercept };
  return {
    interceptor,
    /** Hears the figures of every round that had rules to evaluate; answers the unsubscribe. */
    measure(listener: (measure: RoundMeasure) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type EventEngine = ReturnType<typeof createEventEngine>;
