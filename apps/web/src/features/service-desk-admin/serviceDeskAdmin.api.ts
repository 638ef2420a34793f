import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Channel,
  ChannelInput,
  MailSettings,
  MailSettingsInput,
  SmtpHealth,
  Tag,
  TagInput,
  TicketAttribute,
  TicketAttributeInput,
  TicketForm,
  TicketFormInput,
  TicketingConfig,
  TicketingConfigInput,
  TicketStatus,
  TicketStatusInput,
} from '@outpost/contracts';
import { api } from '../../api/client.ts';

// The ticket screens read statuses, forms, attributes and settings under this key (tickets/api/config.api.ts):
// every change here refreshes them too, so a technician's open editor offers what was just configured.
const configKey = ['ticketing-config'] as const;
const tagsKey = [...configKey, 'tags'] as const;
const mailKey = ['ticketing-mail'] as const;

/** A mutation that refreshes the ticketing configuration (and `also`) once it succeeded. */
function useConfigMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>, also: readonly (readonly unknown[])[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all([configKey, ...also].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

const save = <T>(path: string, id: number | undefined, body: unknown) => api<T>(id ? `${path}/${id}` : path, { method: id ? 'PUT' : 'POST', body });
const remove = (path: string) => (id: number) => api<void>(`${path}/${id}`, { method: 'DELETE' });

/** Every tag (pageSize 0, by name: spec 002 §7). */
export const useAllTags = () =>
  useQuery({ queryKey: tagsKey, queryFn: ({ signal }) => api<Tag[]>('/api/ticketing/tags?pageSize=0&sortDirection=ASC', { signal }) });
// The ticket editor's tag picker pages through tags under its own key.
const pickerTags = ['pickers', 'tags'] as const;
export const useSaveTag = () => useConfigMutation(({ id, body }: { id?: number; body: TagInput }) => save<Tag>('/api/ticketing/tags', id, body), [pickerTags]);
export const useDeleteTag = () => useConfigMutation(remove('/api/ticketing/tags'), [pickerTags]);

export const useSaveStatus = () =>
  useConfigMutation(({ id, body }: { id?: number; body: TicketStatusInput }) => save<TicketStatus>('/api/ticketing/statuses', id, body));
export const useDeleteStatus = () => useConfigMutation(remove('/api/ticketing/statuses'));

export const useSaveAttribute = () =>
  useConfigMutation(({ id, body }: { id?: number; body: TicketAttributeInput }) => save<TicketAttribute>('/api/ticketing/attributes', id, body));
export const useDeleteAttribute = () => useConfigMutation(remove('/api/ticketing/attributes'));

/** Every form, inactive ones too: the administrators' list. */
export const useAllForms = () =>
  useQuery({ queryKey: [...configKey, 'forms', 'all'], queryFn: ({ signal }) => api<TicketForm[]>('/api/ticketing/forms?includeInactive=true', { signal }) });
export const useSaveForm = () =>
  useConfigMutation(({ id, body }: { id?: number; body: TicketFormInput }) => save<TicketForm>('/api/ticketing/forms', id, body));
export const useDeleteForm = () => useConfigMutation(remove('/api/ticketing/forms'));

/** Replaces the whole service-desk settings (the server keeps one record). */
export const useSaveTicketingConfig = () =>
  useConfigMutation((body: TicketingConfigInput) => api<TicketingConfig>('/api/ticketing/config', { method: 'PUT', body }), [mailKey]);

export const useMailSettings = () => useQuery({ queryKey: mailKey, queryFn: ({ signal }) => api<MailSettings>('/api/ticketing/mail/settings', { signal }) });
export function useSaveMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailSettingsInput) => api<MailSettings>('/api/ticketing/mail/settings', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(mailKey, saved),
  });
}
/** Tests the saved SMTP settings; the answer becomes the stored SMTP health. */
export function useTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<SmtpHealth>('/api/ticketing/mail/test', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKey }),
  });
}

// Notification channels (SEND_NOTIFICATION): the automation editor's picker reads ['channels', 'brief'], refreshed with these.
const channelsKey = ['channels'] as const;
/** Every channel with its settings (administrators; secrets are never answered, only whether one is stored). */
export const useChannelList = () => useQuery({ queryKey: [...channelsKey, 'all'], queryFn: ({ signal }) => api<Channel[]>('/api/channel', { signal }) });
export function useSaveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ChannelInput }) => save<Channel>('/api/channel', id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsKey }),
  });
}
export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: remove('/api/channel'), onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsKey }) });
}
