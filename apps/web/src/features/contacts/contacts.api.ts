import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@outpost/contracts';
import { call } from '../../api/typed.ts';
import { publishReloadTable, toRemoteSearchParams, type RemoteQuery } from '../../components/data-table/index.ts';

/** The reload channel of every contacts table: a save or delete anywhere refreshes them all. */
export const CONTACTS_TABLE_CHANNEL = 'contacts';

/** One page of the server-driven contacts table (filter `organizationId`; search name or e-mail). */
export function fetchContactsPage(query: RemoteQuery, signal: AbortSignal) {
  return call('get', '/api/ticketing/contacts', { search: toRemoteSearchParams(query), signal });
}

const reloadContacts = () => publishReloadTable(CONTACTS_TABLE_CHANNEL, { keepCurrentPage: true });

export const useSaveContact = () =>
  useMutation({
    mutationFn: ({ uid, body }: { uid?: string; body: ContactInput }) =>
      uid ? call('put', '/api/ticketing/contacts/{uid}', { params: { uid }, body }) : call('post', '/api/ticketing/contacts', { body }),
    onSuccess: reloadContacts,
  });

export const useDeleteContact = () =>
  useMutation({ mutationFn: (uid: string) => call('delete', '/api/ticketing/contacts/{uid}', { params: { uid } }), onSuccess: reloadContacts });
