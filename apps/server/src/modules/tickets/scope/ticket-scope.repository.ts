import { and, eq, inArray, isNull } from 'drizzle-orm';
import { technicianRoles, users } from '../../../db/schema.ts';
import { organizationIdsFor } from '../../auth/auth.service.ts';
import { roleOrganizationIds } from '../../users/users.queries.ts';
import type { TicketScope } from './ticket-scope.ts';
import type { Executor } from '../change/ticket-state.ts';
import { tickets } from '../tickets.schema.ts';

const uniq = (ids: readonly number[]) => [...new Set(ids)];

/** What ticket-scope checks read: the organization of tickets, the scope of technicians. */
export const scopeLookups = {
  /** Organization of each live ticket named (missing and deleted ones are left out). */
  async ticketOrganizations(ex: Executor, ids: number[]): Promise<Map<number, number | null>> {
    if (ids.length === 0) return new Map();
    const rows = await ex
      .select({ id: tickets.id, organizationId: tickets.organizationId })
      .from(tickets)
      .where(and(inArray(tickets.id, uniq(ids)), isNull(tickets.deletedAt)));
    return new Map(rows.map((r) => [r.id, r.organizationId]));
  },

  /** Each named user's scope as their session would carry it (users not found are left out). */
  async userScopes(ex: Executor, ids: number[]): Promise<Map<number, TicketScope>> {
    if (ids.length === 0) return new Map();
    const rows = await ex
      .select({
        id: users.id,
        role: users.role,
        scope: technicianRoles.organizationScope,
        organizationIds: roleOrganizationIds,
      })
      .from(users)
      .leftJoin(technicianRoles, eq(technicianRoles.id, users.technicianRoleId))
      .where(inArray(users.id, uniq(ids)));
    return new Map(rows.map((r) => [r.id, organizationIdsFor(r.role, r.scope, r.organizationIds)]));
  },
};
