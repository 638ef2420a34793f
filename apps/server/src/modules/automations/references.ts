import { asc, inArray } from 'drizzle-orm';
import { RULE_MESSAGES, validateRule, type RefId, type ReferenceChecks, type RuleKind } from '@outpost/rules';
import type { Database } from '../../db/client.ts';
import type { TriggersRepository } from '../triggers/triggers.repository.ts';
import { ticketingTriggers } from '../triggers/triggers.schema.ts';
import { loadRule } from './rule-store.ts';

const DELETED_MESSAGES: ReadonlySet<string> = new Set([
  RULE_MESSAGES.deletedUsers,
  RULE_MESSAGES.deletedOrganizations,
  RULE_MESSAGES.deletedLocations,
  RULE_MESSAGES.inactiveForms,
  RULE_MESSAGES.deletedChannels,
]);
const AUTOMATION_KINDS: readonly RuleKind[] = ['EVENT_BASED', 'TIME_BASED', 'RESPONSE_TEMPLATE'];
type Kind = 'user' | 'organization' | 'location' | 'form' | 'channel';

const asInt = (id: RefId) => (typeof id === 'number' ? id : /^\d{1,10}$/.test(id) ? Number(id) : null);

/**
 * Which saved automations name records that have gone since (a disabled user, a deleted
 * organization or location, an inactive form, a deleted notification channel). Such a rule keeps
 * running for its other parts; the list screens mark it with these problems, and saving it again
 * is refused until they are fixed. Every rule is read twice with packages/rules' validation: once
 * to note the ids it names, then, after one query per kind for all rules, with the answers.
 */
export async function referenceProblems(deps: { db: Database; triggers: TriggersRepository }, type?: RuleKind) {
  const rows = await deps.db
    .select()
    .from(ticketingTriggers)
    .where(inArray(ticketingTriggers.type, type ? [type] : [...AUTOMATION_KINDS]))
    .orderBy(asc(ticketingTriggers.position), asc(ticketingTriggers.id));
  const rules = rows.flatMap((row) => {
    const loaded = loadRule(row);
    return typeof loaded === 'string' ? [] : [{ ...loaded, description: row.description, enabled: row.enabled, uploads: row.uploads }];
  });

  const named: Record<Kind, Set<RefId>> = { user: new Set(), organization: new Set(), location: new Set(), form: new Set(), channel: new Set() };
  const noting = (kind: Kind) => (id: RefId) => {
    named[kind].add(id);
    return false;
  };
  const asRule = (r: (typeof rules)[number]) => ({ ...r, columns: undefined, sortBy: undefined });
  const recording: ReferenceChecks = {
    isDeletedUser: noting('user'),
    isDeletedOrganization: noting('organization'),
    isDeletedLocation: noting('location'),
    isInactiveForm: noting('form'),
    isDeletedChannel: noting('channel'),
  };
  for (const rule of rules) validateRule(asRule(rule), { references: recording });

  const ints = (kind: Kind) => [...named[kind]].map(asInt).filter((n): n is number => n !== null);
  const gone = await deps.triggers.unavailable({
    userIds: ints('user'),
    contactUids: [...named.user].filter((id) => asInt(id) === null).map(String),
    organizationIds: ints('organization'),
    locationIds: ints('location'),
    formIds: ints('form'),
    channelIds: ints('channel'),
  });
  const byId = (set: ReadonlySet<number>) => (id: RefId) => {
    const n = asInt(id);
    return n === null || set.has(n);
  };
  const references: ReferenceChecks = {
    isDeletedUser: (id) => (asInt(id) === null ? gone.contacts.has(String(id)) : gone.users.has(asInt(id)!)),
    isDeletedOrganization: byId(gone.organizations),
    isDeletedLocation: byId(gone.locations),
    isInactiveForm: byId(gone.forms),
    isDeletedChannel: byId(gone.channels),
  };

  return rules.map((rule) => ({
    id: rule.id,
    problems: validateRule(asRule(rule), { references })
      .filter((issue) => DELETED_MESSAGES.has(issue.message))
      .map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  }));
}
