import { and, asc, eq, inArray, notExists, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { RuleKind } from '@outpost/rules';
import type { Database, Tx } from '../../db/client.ts';
import { referenceLookups } from './rule-validation.ts';
import { createTriggersRepository } from './triggers.repository.ts';
import { ticketingTriggers } from './triggers.schema.ts';

/**
 * What other modules may ask of the rules' table (docs/ARCHITECTURE.md, "Module boundaries"): the
 * automation engines' enabled rules and their fingerprint, response templates, and whether a rule
 * names an upload. The table and the JSON shape of a rule's actions stay here, beside each other.
 */

type Executor = Database | Tx;

/**
 * A fingerprint of the rules of one kind (ids, positions, switches and versions: every save raises
 * the version); it changes whenever a rule of the kind is saved, reordered or deleted.
 */
export async function rulesFingerprint(ex: Executor, type: RuleKind): Promise<string> {
  const [row] = await ex
    .select({
      value: sql<string>`coalesce(md5(string_agg(${ticketingTriggers.id}::text || ':' || ${ticketingTriggers.position}::text || ':' || ${ticketingTriggers.enabled}::text || ':' || ${ticketingTriggers.version}::text, ',' order by ${ticketingTriggers.id})), '')`,
    })
    .from(ticketingTriggers)
    .where(eq(ticketingTriggers.type, type))
    // Named: asked at every ticket change, so PostgreSQL parses and plans it once per connection.
    .prepare('rule_fingerprint')
    .execute();
  return row?.value ?? '';
}

/** The enabled rules of one kind as stored, in run order (position, then id). */
export function enabledRuleRows(ex: Executor, type: RuleKind) {
  return ex
    .select({
      id: ticketingTriggers.id,
      name: ticketingTriggers.name,
      type: ticketingTriggers.type,
      conditions: ticketingTriggers.conditions,
      actions: ticketingTriggers.actions,
    })
    .from(ticketingTriggers)
    .where(and(eq(ticketingTriggers.type, type), eq(ticketingTriggers.enabled, true)))
    .orderBy(asc(ticketingTriggers.position), asc(ticketingTriggers.id));
}

/** An enabled response template as stored, or undefined. */
export async function enabledResponseTemplate(ex: Executor, id: number) {
  const [row] = await ex
    .select()
    .from(ticketingTriggers)
    .where(and(eq(ticketingTriggers.id, id), eq(ticketingTriggers.type, 'RESPONSE_TEMPLATE'), eq(ticketingTriggers.enabled, true)));
  return row;
}

/** The enabled response templates by name (id, name, description). */
export function enabledResponseTemplateOptions(ex: Executor) {
  return ex
    .select({ id: ticketingTriggers.id, name: ticketingTriggers.name, description: ticketingTriggers.description })
    .from(ticketingTriggers)
    .where(and(eq(ticketingTriggers.type, 'RESPONSE_TEMPLATE'), eq(ticketingTriggers.enabled, true)))
    .orderBy(asc(ticketingTriggers.name), asc(ticketingTriggers.id));
}

/**
 * True where no rule (automation or board) names the upload whose content id is `contentId`: not
 * among its editor's uploads, not among an action's attachments (`actions[*].value.uploads[*].id`).
 */
export function noRuleNamesUpload(db: Database | Tx, contentId: AnyColumn): SQL {
  const named = sql`jsonb_build_object('id', ${contentId})`;
  return notExists(
    db
      .select({ one: sql`1` })
      .from(ticketingTriggers)
      .where(
        sql`${ticketingTriggers.uploads} @> jsonb_build_array(${named}) or jsonb_path_exists(${ticketingTriggers.actions}, '$[*].value.uploads[*] ? (@.id == $id)', ${named})`,
      ),
  );
}

/** Every stored rule of these kinds, in run order (position, then id): what the automations' reference check reads. */
export function ruleRowsOfKinds(ex: Executor, types: readonly RuleKind[]) {
  return ex
    .select()
    .from(ticketingTriggers)
    .where(inArray(ticketingTriggers.type, [...types]))
    .orderBy(asc(ticketingTriggers.position), asc(ticketingTriggers.id));
}

/** The kind of the rule `id`, or undefined when there is none. */
export async function ruleKind(ex: Executor, id: number): Promise<RuleKind | undefined> {
  const [row] = await ex.select({ type: ticketingTriggers.type }).from(ticketingTriggers).where(eq(ticketingTriggers.id, id));
  return row?.type as RuleKind | undefined;
}

/** The database look-ups of a rule save (deleted users, organizations, locations, inactive forms, channels), batched. */
export function ruleReferenceLookups(db: Database) {
  return referenceLookups(createTriggersRepository(db));
}
