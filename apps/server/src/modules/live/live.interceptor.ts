import type { InterceptorRegistry } from '../tickets/change/interceptors.ts';
import type { LiveEvents } from './live-events.ts';

/**
 * Publishes a live event for every saved ticket change, after it commits: a stream never hears
 * of a change that was rolled back, and a slow listener never holds up the save.
 */
export function registerLiveInterceptor(interceptors: InterceptorRegistry, live: LiveEvents): () => void {
  return interceptors.register({
    id: 'live-updates',
    intercept(context) {
      // Later rounds belong to the same save: one effect per proposal is enough.
      if (context.round !== 1) return;
      const unchanged = context.before?.organizationId ?? context.after.organizationId;
      return {
        afterCommit: async (committed) => {
          const fields = [...new Set(committed.changes.map((c) => c.field))];
          // Where the ticket was and is: a stream hears of it by either (ticket-scope, mayReceive).
          const moved = committed.changes.find((c) => c.field === 'organization');
          const organizationIds = moved ? [moved.oldValue as number | null, moved.newValue as number | null] : [unchanged];
          // Fields may be none: a comment, time entry or file alone changes what the ticket shows too.
          live.publish({ type: 'ticket.changed', ticketId: committed.ticketId, created: committed.created, fields, organizationIds });
          for (const commentId of committed.commentIds)
            live.publish({ type: 'ticket.comment_added', ticketId: committed.ticketId, commentId, organizationIds });
        },
      };
    },
  });
}
