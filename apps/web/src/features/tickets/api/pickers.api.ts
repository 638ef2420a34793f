import {
  PICKER_PAGE_SIZE,
  TAG_PAGE_SIZE,
  type Contact,
  type Device,
  type LocationPickItem,
  type MentionableUser,
  type OrganizationPickItem,
  type PickerPage,
  type ProblemPickItem,
  type TablePage,
  type Tag,
  type TechnicianPickItem,
} from '@outpost/contracts';
import { api } from '../../../api/client.ts';

// The pickers of the ticket editor. Each answers a PickerPage so one picker widget serves all.

const pickerParams = (searchCriteria: string, page: number, extra: Record<string, string> = {}) =>
  new URLSearchParams({ searchCriteria, page: String(page), ...extra });

export function fetchOrganizations(search: string, page: number, signal?: AbortSignal) {
  return api<PickerPage<OrganizationPickItem>>(`/api/query/organizations?${pickerParams(search, page)}`, { signal });
}

/** Organizations whose tickets the signed-in user works (decision 0014): the ticket form's and the ticket filters' choice. */
export function fetchTicketOrganizations(search: string, page: number, signal?: AbortSignal) {
  return api<PickerPage<OrganizationPickItem>>(`/api/query/organizations?${pickerParams(search, page, { forTickets: 'true' })}`, { signal });
}

export function fetchLocations(organizationId: number | null, search: string, page: number, signal?: AbortSignal) {
  const extra: Record<string, string> = organizationId === null ? {} : { organizationId: String(organizationId) };
  return api<PickerPage<LocationPickItem>>(`/api/query/locations?${pickerParams(search, page, extra)}`, { signal });
}

/**
 * Users who can work tickets: the only ones an assignee or additional technician may be (spec
 * 002 §6); given the ticket's organization, or the ticket itself (mentions in its comments),
 * only those whose role works it (decision 0014).
 */
export function fetchTechnicians(search: string, page: number, signal?: AbortSignal, organizationId?: number | null, ticketId?: number) {
  const extra: Record<string, string> = ticketId !== undefined ? { ticketId: String(ticketId) } : organizationId == null ? {} : { organizationId: String(organizationId) };
  return api<PickerPage<TechnicianPickItem>>(`/api/ticketing/technicians?${pickerParams(search, page, extra)}`, { signal });
}

/** Problem tickets labelled '#id name' (spec 002 §2.2). */
export function fetchProblems(search: string, page: number, signal?: AbortSignal) {
  return api<PickerPage<ProblemPickItem>>(`/api/ticketing/ticket/problem?${pickerParams(search, page)}`, { signal });
}

/** A table page as a picker page. */
function asPickerPage<T>(table: TablePage<T>, page: number): PickerPage<T> {
  return { data: table.data, page, pageSize: PICKER_PAGE_SIZE, totalCount: table.totalCount, hasMore: page + 1 < table.pageCount };
}

const tableParams = (search: string, page: number, filters: Record<string, unknown>, sort: { id: string; desc: boolean }) =>
  new URLSearchParams({ pageIndex: String(page), pageSize: String(PICKER_PAGE_SIZE), globalFilter: search, sort: JSON.stringify([sort]), filters: JSON.stringify(filters) });

/** Contacts (end users) of one organization, the requesters who are not users of the app. */
export async function fetchContacts(organizationId: number | null, search: string, page: number, signal?: AbortSignal) {
  const filters = organizationId === null ? {} : { organizationId: [organizationId] };
  const table = await api<TablePage<Contact>>(`/api/ticketing/contacts?${tableParams(search, page, filters, { id: 'name', desc: false })}`, { signal });
  return asPickerPage(table, page);
}

/** Devices of one organization (a ticket's device must be in its organization). */
export async function fetchDevices(organizationId: number | null, search: string, page: number, signal?: AbortSignal) {
  const filters = organizationId === null ? {} : { clientId: [organizationId] };
  const table = await api<TablePage<Device>>(`/api/devices?${tableParams(search, page, filters, { id: 'displayName', desc: false })}`, { signal });
  return asPickerPage(table, page);
}

/**
 * Users of the app (requesters and CC). Only administrators may list users, so this uses the
 * mention search every signed-in user has: the few best matches, one page.
 */
export async function fetchUsers(search: string, _page: number, signal?: AbortSignal): Promise<PickerPage<MentionableUser>> {
  const data = await api<MentionableUser[]>(`/api/users/mentionable?query=${encodeURIComponent(search)}`, { signal });
  return { data, page: 0, pageSize: data.length, totalCount: data.length, hasMore: false };
}

/** Tags matching the text, 50 a page, each page starting after the previous page's last name (spec 002 §7). */
function tagPageFetcher() {
  const anchors = new Map<string, string>();
  return async (search: string, page: number, signal?: AbortSignal): Promise<PickerPage<Tag>> => {
    const params = new URLSearchParams({ pageSize: String(TAG_PAGE_SIZE), sortDirection: 'ASC' });
    if (search) params.set('searchCriteria', search);
    const anchor = page > 0 ? anchors.get(`${search}\u0000${page}`) : undefined;
    if (anchor !== undefined) params.set('anchorName', anchor);
    const data = await api<Tag[]>(`/api/ticketing/tags?${params}`, { signal });
    const last = data[data.length - 1];
    if (last) anchors.set(`${search}\u0000${page + 1}`, last.name);
    return { data, page, pageSize: TAG_PAGE_SIZE, totalCount: data.length, hasMore: data.length === TAG_PAGE_SIZE };
  };
}

export const fetchTags = tagPageFetcher();

export function createTag(name: string) {
  return api<Tag>('/api/ticketing/tags', { method: 'POST', body: { name } });
}
