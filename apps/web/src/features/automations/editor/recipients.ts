import type { PickerPage } from '@outpost/contracts';
import type { EmailRecipientKey, RefId } from '@outpost/rules';
import { fetchContacts, fetchTechnicians } from '../../../api/pickers.api.ts';
import type { PickerFetch } from '../../../components/pickers/usePickerSearch.ts';

/**
 * One recipient of an e-mail action or CC list (spec 002 §3.1 emails, uids, keys): a special
 * recipient resolved when sending, a user or contact, or a typed address.
 */
export type Recipient =
  | { kind: 'KEY'; key: EmailRecipientKey }
  | { kind: 'PERSON'; id: RefId; name: string; deleted: boolean; inactive?: boolean; contact: boolean }
  | { kind: 'EMAIL'; email: string };

export type PersonRecipient = Extract<Recipient, { kind: 'PERSON' }>;

/** What an e-mail action or CC list keeps of its recipients. */
export interface RecipientLists {
  emails: string[];
  uids: RefId[];
  keys: EmailRecipientKey[];
}

export const recipientId = (r: Recipient): string =>
  r.kind === 'KEY' ? `k:${r.key}` : r.kind === 'PERSON' ? `p:${String(r.id)}` : `e:${r.email.toLowerCase()}`;

/** Splits picked recipients into the lists the action keeps, in the order picked. */
export function listsOf(recipients: readonly Recipient[]): RecipientLists {
  return {
    emails: recipients.flatMap((r) => (r.kind === 'EMAIL' ? [r.email] : [])),
    uids: recipients.flatMap((r) => (r.kind === 'PERSON' ? [r.id] : [])),
    keys: recipients.flatMap((r) => (r.kind === 'KEY' ? [r.key] : [])),
  };
}

/**
 * Pages of the contacts start here. The picker's pages are numbered one after another; once the
 * technicians run out the numbers jump to this offset, so the next page asked for is the next
 * page of contacts without the picker keeping any state of its own.
 */
export const CONTACT_PAGES = 1_000_000;

/**
 * People to pick as recipients: technicians (users of the app who work tickets), then contacts of
 * every organization, each from its own picker endpoint at 50 a page (spec 002 §7, §9). The last
 * page of technicians carries the first page of contacts, so a short list of technicians does
 * not hide the contacts behind "Show more".
 */
export const fetchPeople: PickerFetch<PersonRecipient> = async (search, page, signal) => {
  const contactsAt = async (contactPage: number, before: PersonRecipient[]): Promise<PickerPage<PersonRecipient>> => {
    const found = await fetchContacts(null, search, contactPage, signal);
    const data = found.data.map((c): PersonRecipient => ({ kind: 'PERSON', id: c.uid, name: c.name, deleted: c.deleted, contact: true }));
    return { data: [...before, ...data], page: CONTACT_PAGES + contactPage, pageSize: found.pageSize, totalCount: found.totalCount, hasMore: found.hasMore };
  };
  if (page >= CONTACT_PAGES) return contactsAt(page - CONTACT_PAGES, []);
  const technicians = await fetchTechnicians(search, page, signal);
  const data = technicians.data.map((u): PersonRecipient => ({ kind: 'PERSON', id: u.id, name: u.name, deleted: u.deleted, contact: false }));
  if (technicians.hasMore) return { ...technicians, data };
  return contactsAt(0, data);
};
