import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MentionableUser, Note, NoteInput, Upload } from '@outpost/contracts';
import { api } from '../../api/client.ts';

const notesKey = (deviceId: number) => ['devices', deviceId, 'notes'] as const;

export function useDeviceNotes(deviceId: number) {
  return useQuery({ queryKey: notesKey(deviceId), queryFn: () => api<Note[]>(`/api/devices/${deviceId}/notes`) });
}

/** Create (no id) or update (id) a note, then refresh the device's notes. */
export function useSaveNote(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: NoteInput }) =>
      id === undefined
        ? api<Note>(`/api/devices/${deviceId}/notes`, { method: 'POST', body })
        : api<Note>(`/api/devices/${deviceId}/notes/${id}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(deviceId) }),
  });
}

export function useDeleteNote(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/api/devices/${deviceId}/notes/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(deviceId) }),
  });
}

/** Uploads one file to the server's upload store; the answer carries `contentId` and `url`. */
export function uploadFile(file: File): Promise<Upload> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api<Upload>('/api/uploads', { method: 'POST', body: form });
}

/** Active users matching a mention query (at most 5). */
export function fetchMentionable(query: string): Promise<MentionableUser[]> {
  return api<MentionableUser[]>(`/api/users/mentionable?query=${encodeURIComponent(query)}`);
}
