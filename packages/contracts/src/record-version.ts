import { z } from 'zod';

/**
 * Optimistic concurrency for records people edit (issue 29 §6, decision 0032). Each such record
 * carries a `version` that every save raises by one; a save names the version it was edited from,
 * and a save from an older version is refused (409, STALE_VERSION) instead of overwriting what
 * someone else saved meanwhile. Tickets, automations, response templates, boards and help
 * articles today; every record edited by people from now on (scripts, policies, mappings).
 */

/** The largest version a column holds (PostgreSQL integer). */
export const RECORD_VERSION_MAX = 2_147_483_647;

/** The answer's code for a save from an outdated version (the HTTP status is 409). */
export const STALE_VERSION_CODE = 'STALE_VERSION' as const;

export const VERSION_REQUIRED_MESSAGE = 'Required: the version of the record you edited';

/** The `version` a save must send: the one it loaded. */
export const recordVersionSchema = z
  .number({ error: (issue) => (issue.input === undefined ? VERSION_REQUIRED_MESSAGE : 'Must be a whole number') })
  .int('Must be a whole number')
  .min(1, 'Must be at least 1')
  .max(RECORD_VERSION_MAX, `Must be at most ${RECORD_VERSION_MAX}`);

/** A save body: the record's fields plus the version they were edited from. */
export const versionedSchema = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) => schema.extend({ version: recordVersionSchema });

/** The kinds of versioned records, as the refusal names them. */
export const VERSIONED_RECORDS = ['ticket', 'automation', 'responseTemplate', 'board', 'article', 'deviceGroup'] as const;
export type VersionedRecord = (typeof VERSIONED_RECORDS)[number];

const RECORD_WORDS: Record<VersionedRecord, string> = {
  ticket: 'ticket',
  automation: 'automation',
  responseTemplate: 'response template',
  board: 'board',
  article: 'article',
  deviceGroup: 'device group',
};

/** What a refused save says: whose change won, and what to do next. */
export function staleVersionMessage(record: VersionedRecord): string {
  return `This ${RECORD_WORDS[record]} was changed by someone else since you opened it. Reload to see their changes.`;
}

/** Whether an error answer is a save refused for its outdated version. */
export function isStaleVersionAnswer(status: number, body: unknown): boolean {
  return status === 409 && typeof body === 'object' && body !== null && (body as { resultCode?: unknown }).resultCode === STALE_VERSION_CODE;
}
