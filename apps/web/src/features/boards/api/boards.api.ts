import type { BoardTicketRow, TablePage, Trigger, TriggerInput } from '@outpost/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** Query keys of ticket boards; the list and each board hang under boardsKey. */
export const boardsKey = ['boards'] as const;
const boardKey = (id: number) => [...boardsKey, id] as const;

/** Every board, system ones included (spec 002 §7 /ticketing/trigger, type BOARD). */
export function useBoards() {
  return useQuery({ queryKey: [...boardsKey, 'list'], queryFn: ({ signal }) => api<Trigger[]>('/api/ticketing/trigger?type=BOARD', { signal }) });
}

/** One board as the editor loads it before editing or copying (GET /ticketing/trigger/{id}). */
export function useBoard(id: number | null) {
  return useQuery({
    queryKey: boardKey(id ?? 0),
    queryFn: ({ signal }) => api<Trigger>(`/api/ticketing/trigger/${id}`, { signal }),
    enabled: id !== null,
    // The editor must start from what is stored now, not from a copy loaded minutes ago.
    staleTime: 0,
    retry: false,
  });
}

/** One page of a board's tickets: its conditions and the table's search, filters and sort. */
export function fetchBoardTickets(boardId: number, search: URLSearchParams, signal?: AbortSignal) {
  return api<TablePage<BoardTicketRow>>(`/api/ticketing/boards/${boardId}/tickets?${search}`, { signal });
}

/** Creates (no id: adding or copying) or saves a board; the board list is fetched again afterwards (spec 002 §7). */
export function useSaveBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TriggerInput }) =>
      id === null ? api<Trigger>('/api/ticketing/trigger/', { method: 'POST', body }) : api<Trigger>(`/api/ticketing/trigger/${id}`, { method: 'PUT', body }),
    onSuccess: async (board) => {
      queryClient.setQueryData(boardKey(board.id), board);
      await queryClient.invalidateQueries({ queryKey: boardsKey });
    },
  });
}

export function useDeleteBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/api/ticketing/trigger/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardsKey }),
  });
}
