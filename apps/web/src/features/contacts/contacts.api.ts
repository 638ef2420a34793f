import { useMutation, useQuery } from '@tanstack/react-query';
import type { Contact, ContactInput, OrganizationPickItem, TablePage } from '@outpost/contracts';
import { api } from '../../api/client.ts';
import { publishReloadTable, toRemoteSearchParams, type RemoteQuery } from '../../components/data-table/index.ts';

/** The reload channel of every contacts table: a save or delete anywhere refreshes them all. */
export const CONTACTS_TABLE_CHANNEL = 'contacts';

/** One page of the server-driven contacts table (filter `organizationId`; search name or e-mail). */
export function fetchContactsPage(query: RemoteQuery, signal: AbortSignal) {
  return api<TablePage<Contact>>(`/api/ticketing/contacts?${toRemoteSearchParams(query)}`, { signal });
}

const reloadContacts = () => publishReloadTable(CONTACTS_TABLE_CHANNEL, { keepCurrentPage: true });

export const useSaveContact = () =>
  useMutation({
    mutationFn: ({ uid, body }: { uid?: string; body: ContactInput }) =>
      api<Contact>(uid ? `/api/ticketing/contacts/${uid}` : '/api/ticketing/contacts', { method: uid ? 'PUT' : 'POST', body }),
    onSuccess: reloadContacts,
  });

export const useDeleteContact = () =>
  useMutation({ mutationFn: (uid: string) => api<void>(`/api/ticketing/contacts/${uid}`, { method: 'DELETE' }), onSuccess: reloadContacts });

/** An organization known only by id, as a pick item (its name fetched once). */
export function useOrganizationItem(id: number | null) {
  return useQuery({
    queryKey: ['organizations', id, 'pick-item'],
    queryFn: async ({ signal }): Promise<OrganizationPickItem> => {
      const org = await api<{ id: number; name: string }>(`/api/organizations/${id}`, { signal });
      return { id: org.id, name: org.name, deleted: false };
    },
    enabled: id !== null,
  });
}
