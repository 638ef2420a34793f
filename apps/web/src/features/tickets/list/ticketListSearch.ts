import { TICKET_PRIORITIES, TICKET_TYPES } from '@outpost/contracts';
import { z } from 'zod';
import type { FilterValues } from '../../../components/data-table/index.ts';

/**
 * The ticket list's search and filters as they stand in the address (issue 23 item 8): a reload
 * or a shared link shows the same tickets. People and organizations carry their names so the
 * filter shows them without asking the server; id 0 is "Unassigned".
 */
const named = z.object({ id: z.number().int().min(0), name: z.string().max(200) });
const list = <T extends z.ZodTypeAny>(item: T) =>
  z
    .array(z.unknown())
    .max(100)
    // One bad entry (an edited link) drops that entry, not the whole filter.
    .transform((items) => items.flatMap((i) => (item.safeParse(i).success ? [item.parse(i) as z.output<T>] : [])))
    .optional()
    .catch(undefined);

export const ticketListSearchSchema = z.object({
  q: z.string().max(500).optional().catch(undefined),
  status: list(z.coerce.string().regex(/^\d+$/)),
  priority: list(z.enum(TICKET_PRIORITIES)),
  type: list(z.enum(TICKET_TYPES)),
  assignee: list(named),
  organization: list(named),
});
export type TicketListSearch = z.output<typeof ticketListSearchSchema>;

/** The address's search, anything unreadable left out. */
export function parseTicketListSearch(raw: Record<string, unknown>): TicketListSearch {
  const parsed = ticketListSearchSchema.parse(raw);
  // Empty lists and an empty search are no filter: left out, the address stays short.
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)));
}

/** The table's filter values for the address's filters (null: no filter; the assignee filter keeps user choices). */
export function filterValuesOf(search: TicketListSearch): FilterValues {
  const orNull = <T>(items: T[] | undefined) => (items && items.length > 0 ? items : null);
  return {
    status: orNull(search.status),
    priority: orNull(search.priority),
    type: orNull(search.type),
    assignedAppUserId: orNull(search.assignee?.map((u) => ({ id: u.id, name: u.name, deleted: false, found: true }))),
    organizationId: orNull(search.organization?.map((o) => ({ id: o.id, name: o.name, deleted: false }))),
  };
}

/** The address's search for the table's filter values. */
export function searchOfFilters(values: FilterValues, q: string | undefined): TicketListSearch {
  const names = (value: unknown) =>
    Array.isArray(value) ? (value as { id: number; name: string | null }[]).map((v) => ({ id: v.id, name: v.name ?? '' })) : [];
  return parseTicketListSearch({
    q,
    status: values.status,
    priority: values.priority,
    type: values.type,
    assignee: names(values.assignedAppUserId),
    organization: names(values.organizationId),
  });
}

/**
 * The ticket list's server filters for an address search: what the dashboard counts with, so a
 * count and the list its link opens agree (the list reaches the same through toServerFilters).
 */
export function serverFiltersOf(search: TicketListSearch): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (search.status) out.status = search.status;
  if (search.priority) out.priority = search.priority;
  if (search.type) out.type = search.type;
  if (search.assignee) out.assignedAppUserId = search.assignee.map((u) => (u.id === 0 ? null : u.id));
  if (search.organization) out.organizationId = search.organization.map((o) => o.id);
  return out;
}
