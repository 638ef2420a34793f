import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from './typed.ts';

const configKey = ['ticketing-config'] as const;
// Configuration changes rarely while a ticket is open; administrators' screens refresh it there.
const CONFIG_STALE_MS = 60_000;

/** Statuses in workflow order: system ones and custom ones under them. */
export function useStatuses() {
  return useQuery({
    queryKey: [...configKey, 'statuses'],
    queryFn: ({ signal }) => call('get', '/api/ticketing/statuses', { signal }),
    staleTime: CONFIG_STALE_MS,
  });
}

/** Active forms, sorted by name (only active ones may be chosen). */
export function useForms() {
  return useQuery({ queryKey: [...configKey, 'forms'], queryFn: ({ signal }) => call('get', '/api/ticketing/forms', { signal }), staleTime: CONFIG_STALE_MS });
}

/** One form with its attributes, inactive ones too (a ticket keeps its form when it is retired). */
export function useForm(id: number | null) {
  return useQuery({
    queryKey: [...configKey, 'forms', id],
    queryFn: id === null ? skipToken : ({ signal }) => call('get', '/api/ticketing/forms/{id}', { params: { id }, signal }),
    staleTime: CONFIG_STALE_MS,
  });
}

/** Every custom attribute (GetAttributeList): always asked of the server (spec 002 §7). */
export function useAttributes() {
  return useQuery({ queryKey: [...configKey, 'attributes'], queryFn: ({ signal }) => call('get', '/api/ticketing/attributes', { signal }), staleTime: 0 });
}

export function useTicketingConfig() {
  return useQuery({
    queryKey: [...configKey, 'config'],
    queryFn: ({ signal }) => call('get', '/api/ticketing/config', { signal }),
    staleTime: CONFIG_STALE_MS,
  });
}
