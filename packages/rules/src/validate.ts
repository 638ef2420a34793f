import type { AttributeDefinition } from './catalogue.ts';
import { RULE_LIMITS, RULE_MESSAGES, type RuleIssue } from './messages.ts';
import type { ReferenceChecks } from './references.ts';
import { ruleSchema, type Rule } from './rule.ts';
import { validateActions } from './validate-actions.ts';
import { validateConditions } from './validate-conditions.ts';

/** What `validateRule` may be told besides the rule itself. */
export interface ValidateRuleOptions {
  /** Ticket attributes (GetAttributeList); without them attribute conditions are only checked for a value. */
  attributes?: readonly AttributeDefinition[];
  /** Deleted/inactive lookups, supplied by the server. */
  references?: ReferenceChecks;
  /** A system board: only columns and sorting are editable, so its conditions are not checked. */
  systemBoard?: boolean;
}

function validateGeneral(rule: Rule): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (rule.name.trim() === '') issues.push({ path: ['name'], message: RULE_MESSAGES.required, code: 'required' });
  else if (rule.name.length > RULE_LIMITS.nameMax) {
    issues.push({ path: ['name'], message: RULE_MESSAGES.maxLength(RULE_LIMITS.nameMax), code: 'too_long' });
  }
  if (rule.description.length > RULE_LIMITS.descriptionMax) {
    issues.push({ path: ['description'], message: RULE_MESSAGES.maxLength(RULE_LIMITS.descriptionMax), code: 'too_long' });
  }
  return issues;
}

function validateBoard(rule: Rule): RuleIssue[] {
  if (rule.type !== 'BOARD') return [];
  if (!rule.columns || rule.columns.length === 0) {
    return [{ path: ['columns'], message: RULE_MESSAGES.addColumn, code: 'no_columns' }];
  }
  return [];
}

/**
 * Validates a parsed rule for saving (spec 002 §5.1, §5.2, §8.1). Returns every problem with
 * its path and the spec's message; an empty list means the rule can be saved.
 */
export function validateRule(rule: Rule, options: ValidateRuleOptions = {}): RuleIssue[] {
  return [
    ...validateGeneral(rule),
    ...validateConditions(rule.conditions, { kind: rule.type, ...options }),
    ...validateActions(rule.actions, { kind: rule.type, ...(options.references ? { references: options.references } : {}) }),
    ...validateBoard(rule),
  ];
}

/** The result of `parseRule`. */
export type ParseRuleResult = { success: true; rule: Rule; issues: [] } | { success: false; rule?: Rule; issues: RuleIssue[] };

/**
 * Parses an untrusted body (a save request) and validates it. Shape errors (wrong types, unknown
 * action kinds or enum values) come back as 'Invalid value' at their path; a parsed rule then
 * gets `validateRule`'s checks.
 */
export function parseRule(input: unknown, options: ValidateRuleOptions = {}): ParseRuleResult {
  const parsed = ruleSchema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue): RuleIssue => ({
      path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
      message: issue.message === RULE_MESSAGES.unknownColumn ? issue.message : RULE_MESSAGES.invalidValue,
      code: 'invalid_value',
    }));
    return { success: false, issues };
  }
  const issues = validateRule(parsed.data, options);
  return issues.length === 0 ? { success: true, rule: parsed.data, issues: [] } : { success: false, rule: parsed.data, issues };
}
