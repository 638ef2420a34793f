import { useQuery } from '@tanstack/react-query';
import { PICKER_PAGE_SIZE, TAG_PAGE_SIZE, type OrganizationPickItem, type PickerPage } from '@outpost/contracts';
import { call } from './typed.ts';

// The pickers of the ticket editor. Each answers a PickerPage so one picker widget serves all.

export function fetchOrganizations(search: string, page: number, signal?: AbortSignal) {
  return call('get', '/api/query/organizations', { query: { searchCriteria: search, page }, signal });
}

/** An organization known only by id, as a pick item (its name fetched once). */
export function useOrganizationItem(id: number | null) {
  return useQuery({
    queryKey: ['organizations', id, 'pick-item'],
    queryFn: async ({ signal }): Promise<OrganizationPickItem> => {
      const org = await call('get', '/api/organizations/{id}', { params: { id: id! }, signal });
      return { id: org.id, name: org.name, deleted: false };
    },
    enabled: id !== null,
  });
}

/** Organizations whose tickets the signed-in user works (decision 0014): the ticket form's and the ticket filters' choice. */
export function fetchTicketOrganizations(search: string, page: number, signal?: AbortSignal) {
  return call('get', '/api/query/organizations', { query: { searchCriteria: search, page, forTickets: 'true' }, signal });
}

export function fetchLocations(organizationId: number | null, search: string, page: number, signal?: AbortSignal) {
  return call('get', '/api/query/locations', { query: { searchCriteria: search, page, organizationId: organizationId ?? undefined }, signal });
}

/**
 * Users who can work tickets: the only ones an assignee or additional technician may be (spec
 * 002 §6); given the ticket's organization, or the ticket itself (mentions in its comments),
 * only those whose role works it (decision 0014).
 */
export function fetchTechnicians(search: string, page: number, signal?: AbortSignal, organizationId?: number | null, ticketId?: number) {
  const scope = ticketId !== undefined ? { ticketId } : { organizationId: organizationId ?? undefined };
  return call('get', '/api/ticketing/technicians', { query: { searchCriteria: search, page, ...scope }, signal });
}

/** Problem tickets labelled '#id name' (spec 002 §2.2). */
export function fetchProblems(search: string, page: number, signal?: AbortSignal) {
  return call('get', '/api/ticketing/ticket/problem', { query: { searchCriteria: search, page }, signal });
}

/** A table page as a picker page. */
function asPickerPage<T>(table: { data: T[]; totalCount: number; pageCount: number }, page: number): PickerPage<T> {
  return { data: table.data, page, pageSize: PICKER_PAGE_SIZE, totalCount: table.totalCount, hasMore: page + 1 < table.pageCount };
}

const tableParams = (search: string, page: number, filters: Record<string, unknown>, sort: { id: string; desc: boolean }) =>
  new URLSearchParams({
    pageIndex: String(page),
    pageSize: String(PICKER_PAGE_SIZE),
    globalFilter: search,
    sort: JSON.stringify([sort]),
    filters: JSON.stringify(filters),
  });

/** Contacts (end users) of one organization, the requesters who are not users of the app. */
export async function fetchContacts(organizationId: number | null, search: string, page: number, signal?: AbortSignal) {
  const filters = organizationId === null ? {} : { organizationId: [organizationId] };
  const table = await call('get', '/api/ticketing/contacts', { search: tableParams(search, page, filters, { id: 'name', desc: false }), signal });
  return asPickerPage(table, page);
}

/** Devices of one organization (a ticket's device must be in its organization). */
export async function fetchDevices(organizationId: number | null, search: string, page: number, signal?: AbortSignal) {
  const filters = organizationId === null ? {} : { clientId: [organizationId] };
  const table = await call('get', '/api/devices', { search: tableParams(search, page, filters, { id: 'displayName', desc: false }), signal });
  return asPickerPage(table, page);
}

/**
 * Users of the app (requesters and CC). Only administrators may list users, so this uses the
 * mention search every signed-in user has: the few best matches, one page.
 */
export async function fetchUsers(search: string, _page: number, signal?: AbortSignal) {
  const data = await call('get', '/api/users/mentionable', { query: { query: search }, signal });
  return { data, page: 0, pageSize: data.length, totalCount: data.length, hasMore: false };
}

/** Tags matching the text, 50 a page, each page starting after the previous page's last name (spec 002 §7). */
function tagPageFetcher() {
  const anchors = new Map<string, string>();
  return async (search: string, page: number, signal?: AbortSignal) => {
    const anchorName = page > 0 ? anchors.get(`${search}\u0000${page}`) : undefined;
    const query = { pageSize: TAG_PAGE_SIZE, sortDirection: 'ASC' as const, searchCriteria: search || undefined, anchorName };
    const data = await call('get', '/api/ticketing/tags', { query, signal });
    const last = data[data.length - 1];
    if (last) anchors.set(`${search}\u0000${page + 1}`, last.name);
    return { data, page, pageSize: TAG_PAGE_SIZE, totalCount: data.length, hasMore: data.length === TAG_PAGE_SIZE };
  };
}

export const fetchTags = tagPageFetcher();

export function createTag(name: string) {
  return call('post', '/api/ticketing/tags', { body: { name } });
}
