import { PICKER_PAGE_SIZE, type LocationPickItem, type OrganizationPickItem, type PickerPage } from '@outpost/contracts';
import type { TicketScope } from '../tickets/scope/ticket-scope.ts';
import type { QueryRepository } from './query.repository.ts';

/** Wraps one page of picker items. */
export function pickerPageOf<T>(data: T[], total: number, page: number): PickerPage<T> {
  return { data, page, pageSize: PICKER_PAGE_SIZE, totalCount: total, hasMore: (page + 1) * PICKER_PAGE_SIZE < total };
}

/**
 * Picker searches over organizations and locations (spec 002 §7 `GET /query/organizations`,
 * `GET /query/locations`). Both are deleted outright, so whatever is listed is live: the
 * deleted flag the pick items carry is for references held elsewhere (tickets).
 */
export function createQueryService(deps: { query: QueryRepository }) {
  const { query } = deps;
  return {
    /** Every organization by name (spec 002 §7 `GET /client/list`, the rule and board editors' list). */
    async clientList(): Promise<OrganizationPickItem[]> {
      return (await query.allOrganizations()).map((r) => ({ ...r, deleted: false }));
    },
    /** Organizations by name; `scope` narrows them to those whose tickets one works (null: all). */
    async organizations(search: string, page: number, scope: TicketScope = null): Promise<PickerPage<OrganizationPickItem>> {
      const { rows, total } = await query.organizations(search, page * PICKER_PAGE_SIZE, PICKER_PAGE_SIZE, scope);
      return pickerPageOf(
        rows.map((r) => ({ ...r, deleted: false })),
        total,
        page,
      );
    },
    async locations(search: string, organizationId: number | undefined, page: number): Promise<PickerPage<LocationPickItem>> {
      const { rows, total } = await query.locations(search, organizationId, page * PICKER_PAGE_SIZE, PICKER_PAGE_SIZE);
      return pickerPageOf(
        rows.map((r) => ({ ...r, deleted: false })),
        total,
        page,
      );
    },
  };
}
export type QueryService = ReturnType<typeof createQueryService>;
