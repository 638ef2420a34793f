import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CommentInput,
  TicketActivity,
  TicketAttachment,
  TicketComment,
  TimeEntry,
  TimeEntryInput,
  Timer,
  TimerStop,
  TimerStopResult,
  Upload,
} from '@outpost/contracts';
import { api } from '../../../api/client.ts';
import { cachedSignedUrls } from '../../../shared/signedUrls.ts';
import { noteOwnChange } from '../model/ownChanges.ts';
import { ticketKey, ticketsKey } from './tickets.api.ts';

const base = (id: number) => `/api/ticketing/ticket/${id}`;
const recordKey = (id: number, record: string) => [...ticketKey(id), record] as const;

/** A record list of one ticket, e.g. its comments. */
function useRecords<T>(ticketId: number, record: string, path: string) {
  return useQuery({ queryKey: recordKey(ticketId, record), queryFn: ({ signal }) => api<T[]>(`${base(ticketId)}/${path}`, { signal }) });
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

export const useComments = (ticketId: number) => useRecords<TicketComment>(ticketId, 'comments', 'comments');
export const useAddComment = (ticketId: number) =>
  useTicketMutation(ticketId, (body: CommentInput) => api<TicketComment>(`${base(ticketId)}/comments`, { method: 'POST', body }));

/** The whole log, oldest first, so it reads in the order things happened. */
export const useActivity = (ticketId: number) => useRecords<TicketActivity>(ticketId, 'activity', 'activity?sortDirection=ASC&pageSize=250');

export const useTimeEntries = (ticketId: number) => useRecords<TimeEntry>(ticketId, 'time-entries', 'time-entries');
export const useAddTimeEntry = (ticketId: number) =>
  useTicketMutation(ticketId, (body: TimeEntryInput) => api<TimeEntry>(`${base(ticketId)}/time-entries`, { method: 'POST', body }));
export const useDeleteTimeEntry = (ticketId: number) =>
  useTicketMutation(ticketId, (entryId: number) => api<void>(`${base(ticketId)}/time-entries/${entryId}`, { method: 'DELETE' }));

export const useAttachments = (ticketId: number) => useRecords<TicketAttachment>(ticketId, 'attachments', 'attachments');
export const useAttach = (ticketId: number) =>
  useTicketMutation(ticketId, (contentIds: string[]) => api<TicketAttachment[]>(`${base(ticketId)}/attachments`, { method: 'POST', body: { contentIds } }));
/** The preview's signed address of one of the ticket's files, reused for about 55 s (spec 002 §7). */
export const fetchAttachmentSignedUrl = cachedSignedUrls((key) => {
  const [ticketId, attachmentId] = key.split('/');
  return api<{ signedUrl: string }>(`${base(Number(ticketId))}/attachments/${attachmentId}/signed-url`).then((r) => r.signedUrl);
});
export const attachmentPreviewKey = (ticketId: number, attachmentId: number) => `${ticketId}/${attachmentId}`;
export const useRemoveAttachment = (ticketId: number) =>
  useTicketMutation(ticketId, (attachmentId: number) => api<void>(`${base(ticketId)}/attachments/${attachmentId}`, { method: 'DELETE' }));

/** The signed-in technician's timer on this ticket; the server keeps it, so it survives a reload. */
export function useTimer(ticketId: number) {
  return useQuery({ queryKey: recordKey(ticketId, 'timer'), queryFn: ({ signal }) => api<Timer>(`${base(ticketId)}/timer`, { signal }) });
}

export type TimerAction = 'start' | 'pause' | 'resume';

/** Start, pause or resume; the answer is the timer's new state. */
export function useTimerAction(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TimerAction) => api<Timer>(`${base(ticketId)}/timer/${action}`, { method: 'POST' }),
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
    mutationFn: (body: TimerStop) => api<TimerStopResult>(`${base(ticketId)}/timer/stop`, { method: 'POST', body }),
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

/** Uploads one file to the server's upload store (images and attachments of rich text, ticket files). */
export function uploadFile(file: File): Promise<Upload> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api<Upload>('/api/uploads', { method: 'POST', body: form });
}
