/**
 * The rows of a raw `db.execute(sql…)` result. PGlite and node-postgres both answer `{ rows }`;
 * drizzle types the result per driver, so callers name the row shape they selected.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
