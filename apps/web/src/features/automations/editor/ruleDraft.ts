import type { Trigger, TriggerInput } from '@outpost/contracts';
import { actionSchema, newRule, ruleSchema, type Action, type ActionField, type Conditions, type Rule, type TicketActionField } from '@outpost/rules';
import type { AutomationKind } from '../automations.api.ts';

/** What the automation editor edits (spec 002 §2.1, §3.1). */
export interface RuleDraft {
  type: AutomationKind;
  enabled: boolean;
  name: string;
  description: string;
  conditions: Conditions;
  actions: Action[];
}

export function emptyDraft(type: AutomationKind): RuleDraft {
  const rule = newRule(type);
  return { type, enabled: rule.enabled, name: '', description: '', conditions: rule.conditions, actions: [] };
}

/** A stored rule as the editor starts from it; a copy gets the suffix appended to its name. */
export function draftOf(rule: Trigger, copySuffix?: string): RuleDraft {
  const parsed = ruleSchema.safeParse({ ...rule, name: copySuffix ? `${rule.name}${copySuffix}` : rule.name });
  const type = rule.type as AutomationKind;
  if (!parsed.success) return { ...emptyDraft(type), name: rule.name, description: rule.description, enabled: rule.enabled };
  const { enabled, name, description, conditions, actions } = parsed.data;
  return { type, enabled, name, description, conditions, actions };
}

/** The draft as the rule model validates it. */
export function ruleOf(draft: RuleDraft): Rule {
  return { ...newRule(draft.type), ...draft };
}

export function bodyOf(draft: RuleDraft): TriggerInput {
  return { type: draft.type, enabled: draft.enabled, name: draft.name, description: draft.description, conditions: draft.conditions, actions: draft.actions };
}

let counter = 0;
const uid = () => `a${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A new action of one kind with its empty value (an update-ticket action starts on status). */
export function newAction(field: ActionField, operator: TicketActionField = 'status'): Action {
  const input = field === 'ticket' ? { uid: uid(), field, operator } : { uid: uid(), field };
  return actionSchema.parse(input);
}
