import type { TriggerInput, TriggerUpdate } from '@outpost/contracts';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/typed.ts';

/** Query keys of ticket boards; the list and each board hang under boardsKey. */
export const boardsKey = ['boards'] as const;
const boardKey = (id: number) => [...boardsKey, id] as const;

/** Every board, system ones included (spec 002 §7 /ticketing/trigger, type BOARD). */
export function useBoards() {
  return useQuery({ queryKey: [...boardsKey, 'list'], queryFn: ({ signal }) => call('get', '/api/ticketing/trigger', { query: { type: 'BOARD' }, signal }) });
}

/** One board as the editor loads it before editing or copying (GET /ticketing/trigger/{id}). */
export function useBoard(id: number | null) {
  return useQuery({
    queryKey: boardKey(id ?? 0),
    queryFn: id === null ? skipToken : ({ signal }) => call('get', '/api/ticketing/trigger/{id}', { params: { id }, signal }),
    // The editor must start from what is stored now, not from a copy loaded minutes ago.
    staleTime: 0,
    retry: false,
  });
}

/** One page of a board's tickets: its conditions and the table's search, filters and sort. */
export function fetchBoardTickets(boardId: number, search: URLSearchParams, signal?: AbortSignal) {
  return call('get', '/api/ticketing/boards/{id}/tickets', { params: { id: boardId }, search, signal });
}

/** The board as stored now (after a save was refused for its outdated version). */
export function reloadBoard(id: number) {
  return call('get', '/api/ticketing/trigger/{id}', { params: { id } });
}

/** Creates (no id: adding or copying) or saves a board from the version it was loaded at; the board list is fetched again afterwards (spec 002 §7). */
export function useSaveBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { id: null; body: TriggerInput } | { id: number; body: TriggerUpdate }) =>
      save.id === null
        ? call('post', '/api/ticketing/trigger/', { body: save.body })
        : call('put', '/api/ticketing/trigger/{id}', { params: { id: save.id }, body: save.body }),
    onSuccess: async (board) => {
      queryClient.setQueryData(boardKey(board.id), board);
      await queryClient.invalidateQueries({ queryKey: boardsKey });
    },
  });
}

export function useDeleteBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('delete', '/api/ticketing/trigger/{id}', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardsKey }),
  });
}
