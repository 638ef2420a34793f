import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ticketKey, ticketsKey } from './tickets.api.ts';

/** Events close together (a save logs several) reload a list once. */
const LIST_RELOAD_DELAY_MS = 300;

/**
 * Live updates on the ticket screens (issue 13 item 9): the server's event stream (`/api/events`)
 * names the ticket that changed, got a comment or had a file scanned; what is cached of that ticket
 * is refetched, and `onListChange` lets a list reload. `resync` (events may have been missed)
 * refetches every ticket. The browser reconnects by itself after a dropped stream.
 */
export function useTicketLiveUpdates(onListChange?: () => void) {
  const queryClient = useQueryClient();
  const listChange = useRef(onListChange);
  useEffect(() => {
    listChange.current = onListChange;
  }, [onListChange]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reloadList = () => {
      if (!listChange.current) return;
      clearTimeout(timer);
      timer = setTimeout(() => listChange.current?.(), LIST_RELOAD_DELAY_MS);
    };
    const onTicket = (event: MessageEvent<string>) => {
      const { ticketId } = JSON.parse(event.data) as { ticketId?: unknown };
      if (typeof ticketId === 'number') void queryClient.invalidateQueries({ queryKey: ticketKey(ticketId) });
      reloadList();
    };
    const onResync = () => {
      void queryClient.invalidateQueries({ queryKey: ticketsKey });
      reloadList();
    };
    for (const name of ['ticket.changed', 'ticket.comment_added', 'attachment.status']) source.addEventListener(name, onTicket);
    source.addEventListener('resync', onResync);
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [queryClient]);
}
