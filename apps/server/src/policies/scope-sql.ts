import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TicketScope } from './caller.ts';

/** `scopeCovers` in SQL, over an organization column; undefined when the scope is every organization. */
export function scopeSql(scope: TicketScope, organizationColumn: AnyColumn): SQL | undefined {
  if (scope === null) return undefined;
  return scope.length === 0 ? sql`false` : inArray(organizationColumn, [...scope]);
}
