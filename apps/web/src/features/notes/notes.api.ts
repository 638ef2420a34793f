import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MentionableUser, NoteInput } from '@outpost/contracts';
import { call } from '../../api/typed.ts';

const notesKey = (deviceId: number) => ['devices', deviceId, 'notes'] as const;

export function useDeviceNotes(deviceId: number) {
  return useQuery({ queryKey: notesKey(deviceId), queryFn: () => call('get', '/api/devices/{id}/notes', { params: { id: deviceId } }) });
}

/** Create (no id) or update (id) a note, then refresh the device's notes. */
export function useSaveNote(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: NoteInput }) =>
      id === undefined
        ? call('post', '/api/devices/{id}/notes', { params: { id: deviceId }, body })
        : call('put', '/api/devices/{id}/notes/{noteId}', { params: { id: deviceId, noteId: id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(deviceId) }),
  });
}

export function useDeleteNote(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('delete', '/api/devices/{id}/notes/{noteId}', { params: { id: deviceId, noteId: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(deviceId) }),
  });
}

/** Active users matching a mention query (at most 5). */
export function fetchMentionable(query: string): Promise<MentionableUser[]> {
  return call('get', '/api/users/mentionable', { query: { query } });
}
