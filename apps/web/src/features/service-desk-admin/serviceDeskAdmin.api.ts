import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChannelInput,
  MailSettingsInput,
  TagInput,
  TicketAttributeInput,
  TicketFormInput,
  TicketingConfigInput,
  TicketStatusInput,
} from '@outpost/contracts';
import { call } from '../../api/typed.ts';

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

/** Every tag (pageSize 0, by name: spec 002 §7). */
export const useAllTags = () =>
  useQuery({ queryKey: tagsKey, queryFn: ({ signal }) => call('get', '/api/ticketing/tags', { query: { pageSize: 0, sortDirection: 'ASC' }, signal }) });
// The ticket editor's tag picker pages through tags under its own key.
const pickerTags = ['pickers', 'tags'] as const;
export const useSaveTag = () =>
  useConfigMutation(
    ({ id, body }: { id?: number; body: TagInput }) =>
      id ? call('put', '/api/ticketing/tags/{id}', { params: { id }, body }) : call('post', '/api/ticketing/tags', { body }),
    [pickerTags],
  );
export const useDeleteTag = () => useConfigMutation((id: number) => call('delete', '/api/ticketing/tags/{id}', { params: { id } }), [pickerTags]);

export const useSaveStatus = () =>
  useConfigMutation(({ id, body }: { id?: number; body: TicketStatusInput }) =>
    id ? call('put', '/api/ticketing/statuses/{id}', { params: { id }, body }) : call('post', '/api/ticketing/statuses', { body }),
  );
export const useDeleteStatus = () => useConfigMutation((id: number) => call('delete', '/api/ticketing/statuses/{id}', { params: { id } }));

export const useSaveAttribute = () =>
  useConfigMutation(({ id, body }: { id?: number; body: TicketAttributeInput }) =>
    id ? call('put', '/api/ticketing/attributes/{id}', { params: { id }, body }) : call('post', '/api/ticketing/attributes', { body }),
  );
export const useDeleteAttribute = () => useConfigMutation((id: number) => call('delete', '/api/ticketing/attributes/{id}', { params: { id } }));

/** Every form, inactive ones too: the administrators' list. */
export const useAllForms = () =>
  useQuery({
    queryKey: [...configKey, 'forms', 'all'],
    queryFn: ({ signal }) => call('get', '/api/ticketing/forms', { query: { includeInactive: 'true' }, signal }),
  });
export const useSaveForm = () =>
  useConfigMutation(({ id, body }: { id?: number; body: TicketFormInput }) =>
    id ? call('put', '/api/ticketing/forms/{id}', { params: { id }, body }) : call('post', '/api/ticketing/forms', { body }),
  );
export const useDeleteForm = () => useConfigMutation((id: number) => call('delete', '/api/ticketing/forms/{id}', { params: { id } }));

/** Replaces the whole service-desk settings (the server keeps one record). */
export const useSaveTicketingConfig = () => useConfigMutation((body: TicketingConfigInput) => call('put', '/api/ticketing/config', { body }), [mailKey]);

export const useMailSettings = () => useQuery({ queryKey: mailKey, queryFn: ({ signal }) => call('get', '/api/ticketing/mail/settings', { signal }) });
export function useSaveMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailSettingsInput) => call('put', '/api/ticketing/mail/settings', { body }),
    onSuccess: (saved) => queryClient.setQueryData(mailKey, saved),
  });
}
/** Tests the saved SMTP settings; the answer becomes the stored SMTP health. */
export function useTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('post', '/api/ticketing/mail/test'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKey }),
  });
}

// Notification channels (SEND_NOTIFICATION): the automation editor's picker reads ['channels', 'brief'], refreshed with these.
const channelsKey = ['channels'] as const;
/** Every channel with its settings (administrators; secrets are never answered, only whether one is stored). */
export const useChannelList = () => useQuery({ queryKey: [...channelsKey, 'all'], queryFn: ({ signal }) => call('get', '/api/channel', { signal }) });
export function useSaveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ChannelInput }) =>
      id ? call('put', '/api/channel/{id}', { params: { id }, body }) : call('post', '/api/channel', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsKey }),
  });
}
export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('delete', '/api/channel/{id}', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsKey }),
  });
}
