import { notExists, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { ticketingTriggers } from './triggers.schema.ts';

/**
 * What other modules may ask of the rules' table (docs/ARCHITECTURE.md, "Module boundaries"): the
 * JSON shape of a rule's actions stays here, beside the table that stores it.
 */

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
