import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommentInput, TimeEntryInput, TimerStop } from '@outpost/contracts';
import { call } from '../../../api/typed.ts';
import { cachedSignedUrls } from '../../../shared/signedUrls.ts';
import { noteOwnChange } from '../model/ownChanges.ts';
import { ticketKey, ticketsKey } from '../../../api/tickets.api.ts';

const recordKey = (id: number, record: string) => [...ticketKey(id), record] as const;

/** A record list of one ticket, e.g. its comments. */
function useRecords<T>(ticketId: number, record: string, fetch: (signal: AbortSignal) => Promise<T[]>) {
  return useQuery({ queryKey: recordKey(ticketId, record), queryFn: ({ signal }) => fetch(signal) });
}

/** After a record is added the ticket (version, totals) and its log change as well. */
function useTicketMutation<V, R>(ticketId: number, fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      noteOwnChange(queryClient, ticketId);
      return queryClient.invalidateQueries({ queryKey: ticketKey(ticketId) });
    },
  });
}

const ticket = (id: number) => ({ params: { id } });

export const useComments = (ticketId: number) =>
  useRecords(ticketId, 'comments', (signal) => call('get', '/api/ticketing/ticket/{id}/comments', { ...ticket(ticketId), signal }));
export const useAddComment = (ticketId: number) =>
  useTicketMutation(ticketId, (body: CommentInput) => call('post', '/api/ticketing/ticket/{id}/comments', { ...ticket(ticketId), body }));

/** The whole log, oldest first, so it reads in the order things happened. */
export const useActivity = (ticketId: number) =>
  useRecords(ticketId, 'activity', (signal) =>
    call('get', '/api/ticketing/ticket/{id}/activity', { ...ticket(ticketId), query: { sortDirection: 'ASC', pageSize: 250 }, signal }),
  );

export const useTimeEntries = (ticketId: number) =>
  useRecords(ticketId, 'time-entries', (signal) => call('get', '/api/ticketing/ticket/{id}/time-entries', { ...ticket(ticketId), signal }));
export const useAddTimeEntry = (ticketId: number) =>
  useTicketMutation(ticketId, (body: TimeEntryInput) => call('post', '/api/ticketing/ticket/{id}/time-entries', { ...ticket(ticketId), body }));
export const useDeleteTimeEntry = (ticketId: number) =>
  useTicketMutation(ticketId, (childId: number) => call('delete', '/api/ticketing/ticket/{id}/time-entries/{childId}', { params: { id: ticketId, childId } }));

export const useAttachments = (ticketId: number) =>
  useRecords(ticketId, 'attachments', (signal) => call('get', '/api/ticketing/ticket/{id}/attachments', { ...ticket(ticketId), signal }));
export const useAttach = (ticketId: number) =>
  useTicketMutation(ticketId, (contentIds: string[]) => call('post', '/api/ticketing/ticket/{id}/attachments', { ...ticket(ticketId), body: { contentIds } }));
/** The preview's signed address of one of the ticket's files, reused for about 55 s (spec 002 §7). */
export const fetchAttachmentSignedUrl = cachedSignedUrls((key) => {
  const [ticketId, attachmentId] = key.split('/');
  return call('get', '/api/ticketing/ticket/{id}/attachments/{childId}/signed-url', { params: { id: Number(ticketId), childId: Number(attachmentId) } }).then(
    (r) => r.signedUrl,
  );
});
export const attachmentPreviewKey = (ticketId: number, attachmentId: number) => `${ticketId}/${attachmentId}`;
export const useRemoveAttachment = (ticketId: number) =>
  useTicketMutation(ticketId, (childId: number) => call('delete', '/api/ticketing/ticket/{id}/attachments/{childId}', { params: { id: ticketId, childId } }));

/** The signed-in technician's timer on this ticket; the server keeps it, so it survives a reload. */
export function useTimer(ticketId: number) {
  return useQuery({
    queryKey: recordKey(ticketId, 'timer'),
    queryFn: ({ signal }) => call('get', '/api/ticketing/ticket/{id}/timer', { ...ticket(ticketId), signal }),
  });
}

export type TimerAction = 'start' | 'pause' | 'resume';

/** Start, pause or resume; the answer is the timer's new state. */
export function useTimerAction(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TimerAction) => call('post', `/api/ticketing/ticket/{id}/timer/${action}`, ticket(ticketId)),
    onSuccess: async (timer) => {
      queryClient.setQueryData(recordKey(ticketId, 'timer'), timer);
      // Starting one timer may pause the technician's others.
      await queryClient.invalidateQueries({ queryKey: [...ticketsKey, 'my-timers'] });
    },
  });
}

/** Stops the timer: its time becomes a time entry. */
export function useStopTimer(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimerStop) => call('post', '/api/ticketing/ticket/{id}/timer/stop', { ...ticket(ticketId), body }),
    onSuccess: async (result) => {
      if (result.timeEntry) noteOwnChange(queryClient, ticketId);
      queryClient.setQueryData(recordKey(ticketId, 'timer'), result.timer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKey(ticketId), predicate: (q) => q.queryKey[2] !== 'timer' }),
        queryClient.invalidateQueries({ queryKey: [...ticketsKey, 'my-timers'] }),
      ]);
    },
  });
}
