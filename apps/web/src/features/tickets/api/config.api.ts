import { useQuery } from '@tanstack/react-query';
import type { TicketAttribute, TicketForm, TicketingConfig, TicketStatus } from '@outpost/contracts';
import { api } from '../../../api/client.ts';

const configKey = ['ticketing-config'] as const;
// Configuration changes rarely while a ticket is open; administrators' screens refresh it there.
const CONFIG_STALE_MS = 60_000;

/** Statuses in workflow order: system ones and custom ones under them. */
export function useStatuses() {
  return useQuery({ queryKey: [...configKey, 'statuses'], queryFn: ({ signal }) => api<TicketStatus[]>('/api/ticketing/statuses', { signal }), staleTime: CONFIG_STALE_MS });
}

/** Active forms, sorted by name (only active ones may be chosen). */
export function useForms() {
  return useQuery({ queryKey: [...configKey, 'forms'], queryFn: ({ signal }) => api<TicketForm[]>('/api/ticketing/forms', { signal }), staleTime: CONFIG_STALE_MS });
}

/** One form with its attributes, inactive ones too (a ticket keeps its form when it is retired). */
export function useForm(id: number | null) {
  return useQuery({
    queryKey: [...configKey, 'forms', id],
    queryFn: ({ signal }) => api<TicketForm>(`/api/ticketing/forms/${id}`, { signal }),
    enabled: id !== null,
    staleTime: CONFIG_STALE_MS,
  });
}

/** Every custom attribute (GetAttributeList): always asked of the server (spec 002 §7). */
export function useAttributes() {
  return useQuery({ queryKey: [...configKey, 'attributes'], queryFn: ({ signal }) => api<TicketAttribute[]>('/api/ticketing/attributes', { signal }), staleTime: 0 });
}

export function useTicketingConfig() {
  return useQuery({ queryKey: [...configKey, 'config'], queryFn: ({ signal }) => api<TicketingConfig>('/api/ticketing/config', { signal }), staleTime: CONFIG_STALE_MS });
}
