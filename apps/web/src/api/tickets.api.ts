import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TicketCreate, TicketUpdate } from '@outpost/contracts';
import { call } from './typed.ts';

/** Query keys of the service desk; every ticket's records hang under ticketKey(id). */
export const ticketsKey = ['tickets'] as const;
export const ticketKey = (id: number) => [...ticketsKey, id] as const;

export function fetchTicketPage(search: URLSearchParams, signal?: AbortSignal) {
  return call('get', '/api/ticketing/tickets', { search, signal });
}

export function useTicket(id: number) {
  return useQuery({
    queryKey: ticketKey(id),
    queryFn: ({ signal }) => call('get', '/api/ticketing/ticket/{id}', { params: { id }, signal }),
    // A 404 or 403 will not change by asking again.
    retry: false,
  });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketCreate) => call('post', '/api/ticketing/ticket', { body }),
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKey(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: ticketsKey, predicate: (q) => q.queryKey[1] !== ticket.id });
    },
  });
}

/**
 * PATCHes a ticket with the version it was edited from. The answer replaces the cached ticket
 * and its records are reloaded, since a change logs activity and may add a comment.
 */
export function useUpdateTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketUpdate) => call('patch', '/api/ticketing/ticket/{id}', { params: { id }, body }),
    onSuccess: async (ticket) => {
      queryClient.setQueryData(ticketKey(id), ticket);
      await queryClient.invalidateQueries({ queryKey: ticketKey(id), predicate: (q) => q.queryKey.length > 2 });
    },
  });
}

export function useDeleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('delete', '/api/ticketing/ticket/{id}', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsKey }),
  });
}

export function useIncidents(problemId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...ticketKey(problemId), 'incidents'],
    queryFn: ({ signal }) => call('get', '/api/ticketing/ticket/{id}/incidents', { params: { id: problemId }, signal }),
    enabled,
  });
}

/** The signed-in technician's running and paused timers (the list marks their tickets). */
export function useMyTimers() {
  return useQuery({ queryKey: [...ticketsKey, 'my-timers'], queryFn: ({ signal }) => call('get', '/api/ticketing/timers', { signal }) });
}
