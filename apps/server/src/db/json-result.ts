import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';
import { rowsOf } from './raw-rows.ts';

/**
 * Runs a query answering one row with one JSON value (a `json_agg` of a page, say) and returns
 * that value. PGlite decodes every field of a result in JavaScript, about a microsecond each, so a
 * page of 250 rows of 13 columns costs ~4 ms as rows but ~1 ms as one JSON document, which is
 * parsed natively; node-postgres parses json columns the same way.
 */
export async function selectJson<T>(db: Database, query: SQL): Promise<T> {
  const row = rowsOf<Record<string, unknown>>(await db.execute(query))[0];
  return (row ? Object.values(row)[0] : null) as T;
}
