import type { QueryClient } from '@tanstack/react-query';
import type { TicketDetail } from '@outpost/contracts';
import { ticketKey } from '../../../api/tickets.api.ts';

/**
 * Versions of tickets this browser moved on by itself (a comment, a time entry, a file: each is
 * saved as a change of the ticket). Unsaved field edits made from an older version are carried
 * onto the newer one only when every step between them is one of these, so a change someone
 * else saved meanwhile is still refused (409) instead of overwritten.
 */
const own = new Map<number, Set<number>>();

/** Notes that a change of ours was saved on top of the cached version of the ticket. */
export function noteOwnChange(queryClient: QueryClient, ticketId: number) {
  const cached = queryClient.getQueryData<TicketDetail>(ticketKey(ticketId));
  if (!cached) return;
  const versions = own.get(ticketId) ?? new Set<number>();
  versions.add(cached.version);
  own.set(ticketId, versions);
}

/** Whether every version from `from` up to (not including) `to` was moved on by us. */
export function explainedByOwnChanges(ticketId: number, from: number, to: number): boolean {
  const versions = own.get(ticketId);
  if (!versions || to <= from) return false;
  for (let v = from; v < to; v++) if (!versions.has(v)) return false;
  return true;
}
