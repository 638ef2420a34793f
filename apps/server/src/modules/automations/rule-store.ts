import { actionSchema, conditionsSchema, findPlaceholders, type Action, type Conditions, type RuleKind } from '@outpost/rules';
import type { Executor } from '../tickets/change/ticket-state.ts';
import { enabledRuleRows, rulesFingerprint } from '../triggers/triggers.queries.ts';

/** An enabled rule as the engines run it: parsed once, with what each run needs to know up front. */
export interface LoadedRule {
  id: number;
  name: string;
  type: RuleKind;
  conditions: Conditions;
  actions: Action[];
  /** Its conditions ask about business hours, so the configuration must be read. */
  usesBusinessHours: boolean;
  /** Some action text holds a placeholder, so values must be looked up before applying it. */
  usesPlaceholders: boolean;
}

/** The texts of an action that take placeholders. */
export function actionTexts(action: Action): string[] {
  switch (action.field) {
    case 'ticket':
      return action.operator === 'summary' ? [action.value] : [];
    case 'ADD_TICKET_COMMENT':
      return [action.value.body];
    case 'SEND_EMAIL':
      return [action.value.subject, action.value.body];
    default:
      return [];
  }
}

/** Parses a stored rule; null (and the reason) when it no longer reads as the model says. */
export function loadRule(row: { id: number; name: string; type: RuleKind; conditions: unknown; actions: unknown }): LoadedRule | string {
  const conditions = conditionsSchema.safeParse(row.conditions);
  const actions = actionSchema.array().safeParse(row.actions);
  if (!conditions.success || !actions.success) return `rule ${row.id} '${row.name}' is not a valid rule and is skipped`;
  const all = [...conditions.data.all, ...conditions.data.any];
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    conditions: conditions.data,
    actions: actions.data,
    usesBusinessHours: all.some((c) => c.field === 'business_hours'),
    usesPlaceholders: actions.data.some((a) => actionTexts(a).some((text) => findPlaceholders(text).length > 0)),
  };
}

/**
 * The enabled rules of one kind, in run order, cached in memory. Whether the cache is still
 * right is asked of the database once per ticket change (a fingerprint of ids, positions,
 * switches and versions: every save raises the version), so a rule saved, reordered or deleted through any process is seen by the next
 * change in every process, without a notification channel the rule store would have to call.
 */
export function createRuleStore(deps: { log: (message: string) => void }) {
  const cached = new Map<RuleKind, { fingerprint: string; rules: LoadedRule[] }>();

  return {
    /** Enabled rules of a kind in run order (position, then id). */
    async enabled(ex: Executor, type: RuleKind): Promise<LoadedRule[]> {
      const current = await rulesFingerprint(ex, type);
      const hit = cached.get(type);
      if (hit && hit.fingerprint === current) return hit.rules;
      const rows = await enabledRuleRows(ex, type);
      const rules: LoadedRule[] = [];
      for (const row of rows) {
        const loaded = loadRule(row);
        if (typeof loaded === 'string') deps.log(`automations: ${loaded}`);
        else rules.push(loaded);
      }
      cached.set(type, { fingerprint: current, rules });
      return rules;
    },
  };
}
export type RuleStore = ReturnType<typeof createRuleStore>;
