import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgreementInput, BillingSettings, ProductInput } from '@outpost/contracts';
import { call } from '../../api/typed.ts';
import { useSession } from '../auth/session.ts';

export const billingKey = ['billing'] as const;
const productsKey = [...billingKey, 'products'] as const;
const agreementsKey = [...billingKey, 'agreements'] as const;

/** Whether billing is on and in which currency (everyone signed in may ask: boards offer the Agreement column by it). */
export const useBillingSettings = () =>
  useQuery({ queryKey: [...billingKey, 'settings'], queryFn: ({ signal }) => call('get', '/api/billing/settings', { signal }) });

export function useSaveBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingSettings) => call('put', '/api/billing/settings', { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: billingKey }),
  });
}

export const useProducts = () => useQuery({ queryKey: productsKey, queryFn: ({ signal }) => call('get', '/api/billing/products', { signal }) });

/** Creates (no id) or saves a product; a save carries the version it was read at. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, body }: { id: number | null; version?: number; body: ProductInput }) =>
      id === null
        ? call('post', '/api/billing/products', { body })
        : call('put', '/api/billing/products/{id}', { params: { id }, body: { ...body, version: version ?? 1 } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('delete', '/api/billing/products/{id}', { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}

export const useAgreements = (organizationId?: number) =>
  useQuery({
    queryKey: [...agreementsKey, organizationId ?? 'all'],
    queryFn: ({ signal }) => call('get', '/api/billing/agreements', { query: { organizationId }, signal }),
  });

export const useAgreement = (id: number | null) =>
  useQuery({
    queryKey: [...agreementsKey, 'one', id],
    queryFn: id === null ? skipToken : ({ signal }) => call('get', '/api/billing/agreements/{id}', { params: { id }, signal }),
  });

export function useSaveAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, body }: { id: number | null; version?: number; body: AgreementInput }) =>
      id === null
        ? call('post', '/api/billing/agreements', { body })
        : call('put', '/api/billing/agreements/{id}', { params: { id }, body: { ...body, version: version ?? 1 } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: billingKey }),
  });
}

export function useDeleteAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('delete', '/api/billing/agreements/{id}', { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agreementsKey }),
  });
}

export const useAgreementMonth = (id: number, month: string) =>
  useQuery({
    queryKey: [...agreementsKey, 'month', id, month],
    queryFn: ({ signal }) => call('get', '/api/billing/agreements/{id}/month', { params: { id }, query: { month }, signal }),
  });

export const useStatement = (organizationId: number | null, month: string) =>
  useQuery({
    queryKey: [...billingKey, 'statement', organizationId, month],
    queryFn:
      organizationId === null
        ? skipToken
        : ({ signal }) => call('get', '/api/billing/organizations/{id}/statement', { params: { id: organizationId }, query: { month }, signal }),
  });

/** The agreements a time entry may bill to on a day (the default first); empty when billing is off. */
export const useLaborAgreements = (organizationId: number | null, date: string | null, enabled: boolean) =>
  useQuery({
    queryKey: [...billingKey, 'labor', organizationId, date],
    queryFn:
      organizationId === null || date === null || !enabled
        ? skipToken
        : ({ signal }) => call('get', '/api/billing/organizations/{id}/labor-agreements', { params: { id: organizationId }, query: { date }, signal }),
  });

/** The address of a statement's CSV download. */
export const statementCsvUrl = (organizationId: number, month: string) =>
  `/api/billing/organizations/${organizationId}/statement.csv?month=${encodeURIComponent(month)}`;

/** The address of a statement's PDF download. */
export const statementPdfUrl = (organizationId: number, month: string) =>
  `/api/billing/organizations/${organizationId}/statement.pdf?month=${encodeURIComponent(month)}`;

/** Billable time not yet on a billed statement (the unbilled-time dashboard). */
export const useUnbilledTime = () =>
  useQuery({ queryKey: [...billingKey, 'unbilled'], queryFn: ({ signal }) => call('get', '/api/billing/unbilled-time', { signal }) });

/** Marks a month that is over as billed, or takes the mark back; answers the month's statement. */
export function useBilledMark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, month, billed }: { organizationId: number; month: string; billed: boolean }) =>
      billed
        ? call('post', '/api/billing/organizations/{id}/billed-months', { params: { id: organizationId }, body: { month } })
        : call('delete', '/api/billing/organizations/{id}/billed-months/{month}', { params: { id: organizationId, month } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: billingKey }),
  });
}

/** Technician roles a product may be limited to (never the administrator role). */
export const useBillingRoles = () => useQuery({ queryKey: [...billingKey, 'roles'], queryFn: ({ signal }) => call('get', '/api/billing/roles', { signal }) });

/**
 * Spec 002 §3.1, §6: boards show and offer the Agreement column only when billing is on and the
 * signed-in user may use billing's administrative actions (canManageBilling; administrators hold it).
 * `undefined` while the session or the billing switch is still being read.
 */
export function useAgreementColumnAllowed(): boolean | undefined {
  const session = useSession();
  const settings = useBillingSettings();
  if (!session.data) return undefined;
  if (!session.data.permissions.includes('canManageBilling')) return false;
  // Undecided until the billing switch is read: a table drawn without the column would keep it hidden.
  if (settings.isPending) return undefined;
  return settings.data?.enabled === true;
}
