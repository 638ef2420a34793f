import { RULE_MESSAGES, validateRule, type RuleKind } from '@outpost/rules';
import type { Database } from '../../db/client.ts';
import { ruleReferenceLookups, ruleRowsOfKinds } from '../triggers/triggers.queries.ts';
import { loadRule } from './rule-store.ts';

const DELETED_MESSAGES: ReadonlySet<string> = new Set([
  RULE_MESSAGES.deletedUsers,
  RULE_MESSAGES.deletedOrganizations,
  RULE_MESSAGES.deletedLocations,
  RULE_MESSAGES.inactiveForms,
  RULE_MESSAGES.deletedChannels,
]);
const AUTOMATION_KINDS: readonly RuleKind[] = ['EVENT_BASED', 'TIME_BASED', 'RESPONSE_TEMPLATE'];

/**
 * Which saved automations name records that have gone since (a disabled user, a deleted
 * organization or location, an inactive form, a deleted notification channel). Such a rule keeps
 * running for its other parts; the list screens mark it with these problems, and saving it again
 * is refused until they are fixed. Every rule is read twice with packages/rules' validation: once
 * to note the ids it names, then, after one query per kind for all rules, with the answers
 * (the lookups of a rule save, `referenceLookups`).
 */
export async function referenceProblems(db: Database, type?: RuleKind) {
  const rows = await ruleRowsOfKinds(db, type ? [type] : AUTOMATION_KINDS);
  const rules = rows.flatMap((row) => {
    const loaded = loadRule(row);
    return typeof loaded === 'string' ? [] : [{ ...loaded, description: row.description, enabled: row.enabled, uploads: row.uploads }];
  });

  const asRule = (r: (typeof rules)[number]) => ({ ...r, columns: undefined, sortBy: undefined });
  const lookups = ruleReferenceLookups(db);
  for (const rule of rules) validateRule(asRule(rule), { references: lookups.recording });
  const references = await lookups.answer();

  return rules.map((rule) => ({
    id: rule.id,
    problems: validateRule(asRule(rule), { references })
      .filter((issue) => DELETED_MESSAGES.has(issue.message))
      .map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  }));
}
