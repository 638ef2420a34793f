import type { ChannelBrief, TemplateOption, TemplatePreview, Trigger, TriggerInput, TriggerUpdate } from '@outpost/contracts';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/typed.ts';

// The shapes are the server's (packages/contracts ticketing/automations.ts).
export type { ChannelBrief, TemplateOption, TemplatePreview };

/** The rule kinds administered here (boards have their own screens). */
export type AutomationKind = 'EVENT_BASED' | 'TIME_BASED' | 'RESPONSE_TEMPLATE';

export const automationsKey = ['automations'] as const;
const ruleKey = (id: number) => [...automationsKey, 'rule', id] as const;

/** ConnectWise's service boards as last refreshed (Send to ConnectWise picks one); none when no PSA is connected. */
export function usePsaBoards() {
  return useQuery({
    queryKey: [...automationsKey, 'psa-boards'],
    queryFn: async ({ signal }) => (await call('get', '/api/psacw/provider-data', { signal })).boards,
    retry: false,
  });
}

/** Every rule of one kind, event rules in run order (spec 002 §7 /ticketing/trigger). */
export function useAutomations(kind: AutomationKind) {
  return useQuery({
    queryKey: [...automationsKey, 'list', kind],
    queryFn: ({ signal }) => call('get', '/api/ticketing/trigger', { query: { type: kind }, signal }),
  });
}

/** One rule as the editor loads it before editing or copying. */
export function useAutomation(id: number | null) {
  return useQuery({
    queryKey: ruleKey(id ?? 0),
    queryFn: id === null ? skipToken : ({ signal }) => call('get', '/api/ticketing/trigger/{id}', { params: { id }, signal }),
    staleTime: 0,
    retry: false,
  });
}

/** The rule as stored now (after a save was refused for its outdated version). */
export function reloadAutomation(id: number): Promise<Trigger> {
  return call('get', '/api/ticketing/trigger/{id}', { params: { id } });
}

/** Creates (no id: adding or copying) or saves a rule from the version it was loaded at; the lists are fetched again afterwards. */
export function useSaveAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { id: null; body: TriggerInput } | { id: number; body: TriggerUpdate }) =>
      save.id === null
        ? call('post', '/api/ticketing/trigger/', { body: save.body })
        : call('put', '/api/ticketing/trigger/{id}', { params: { id: save.id }, body: save.body }),
    onSuccess: async (rule) => {
      queryClient.setQueryData(ruleKey(rule.id), rule);
      await queryClient.invalidateQueries({ queryKey: [...automationsKey, 'list'] });
      await queryClient.invalidateQueries({ queryKey: templateOptionsKey });
    },
  });
}

export function useDeleteAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('delete', '/api/ticketing/trigger/{id}', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: automationsKey }),
  });
}

/** The new run order of event-based rules (every id once). */
export function useOrderAutomations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call('put', '/api/ticketing/trigger/order', { body: { type: 'EVENT_BASED', ids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...automationsKey, 'list', 'EVENT_BASED'] }),
  });
}

/** The stored body of a rule as a save call takes it, with the version it was read at. */
export function inputOf(rule: Trigger, patch: Partial<TriggerInput> = {}): TriggerUpdate {
  return {
    version: rule.version,
    type: rule.type,
    enabled: rule.enabled,
    name: rule.name,
    description: rule.description,
    conditions: rule.conditions,
    actions: rule.actions,
    uploads: rule.uploads,
    ...patch,
  };
}

/** Notification channels for SEND_NOTIFICATION (GET /api/channel/list/brief). */
export function useChannels() {
  return useQuery({ queryKey: ['channels', 'brief'], queryFn: ({ signal }) => call('get', '/api/channel/list/brief', { signal }) });
}

const templateOptionsKey = ['response-templates', 'options'] as const;

/** Enabled response templates the ticket page offers. */
export function useTemplateOptions(enabled = true) {
  return useQuery({
    queryKey: templateOptionsKey,
    queryFn: ({ signal }) => call('get', '/api/ticketing/response-template/options', { signal }),
    enabled,
  });
}

/** Applies a template to a ticket's unsaved state; the answer goes into the editor for review. */
export function useApplyTemplate(ticketId: number) {
  return useMutation({
    mutationFn: ({ templateId, draft }: { templateId: number; draft: Record<string, unknown> }) =>
      call('post', '/api/ticketing/ticket/{id}/response-template/{templateId}', { params: { id: ticketId, templateId }, body: { draft } }),
  });
}
