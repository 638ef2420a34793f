import type { Permission } from '@outpost/contracts';
import { makeOrganization } from '../../test/factories.ts';
import { signIn, type Session, type TestContext } from '../../test/harness.ts';

export type Caller = Session & { userId: number };

/**
 * A technician whose role grants the given permissions (canManageTickets by default), working
 * the tickets of every organization or, given `organizationIds`, of those only.
 */
export async function signInTechnician(ctx: TestContext, permissions: Permission[] = ['canManageTickets'], organizationIds?: number[]): Promise<Caller> {
  const scope = organizationIds ? { organizationScope: 'SELECTED' as const, organizationIds } : {};
  const role = await ctx.services.users.createRole({ name: `Role ${Math.random().toString(16).slice(2, 8)}`, description: '', permissions, ...scope });
  return signIn(ctx, 'TECHNICIAN', role.id);
}

/** JSON requests as a signed-in caller. */
export function api(ctx: TestContext, who: Partial<Session>) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: who.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    patch: (url: string, payload: unknown) => call('PATCH', url, payload),
    delete: (url: string) => call('DELETE', url),
    /**
     * Saves a ticket as the ticket page does: from its current version (read without an access
     * check, so a refusal is the save's own). Tests of the version rule itself use `patch`.
     */
    editTicket: async (id: number, payload: Record<string, unknown>) => {
      const current = await ctx.services.serviceDesk.tickets.get(id).catch(() => null);
      return call('PATCH', `/api/ticketing/ticket/${id}`, { version: current?.version ?? 1, ...payload });
    },
  };
}

/** An organization with one location, made through the services. */
export async function makeOrgWithLocation(ctx: TestContext, name?: string) {
  const org = await makeOrganization(ctx, name);
  const location = await ctx.services.organizations.createLocation(org.id, { name: 'HQ', description: '', address: '' });
  return { org, location };
}

export type TicketBody = {
  id: number;
  version: number;
  summary: string;
  description: string;
  status: { id: number; key: string | null; name: string; parentKey: string };
  type: string | null;
  priority: string;
  organization: { id: number; name: string; deleted: boolean } | null;
  location: { id: number; name: string; deleted: boolean } | null;
  requester: { type: string; id: number; uid: string | null; name: string | null; deleted: boolean; found: boolean } | null;
  assignee: { id: number; name: string | null; deleted: boolean; found: boolean } | null;
  tags: string[];
  attributes: Record<string, unknown>;
  parentTicketId: number | null;
  incidentCount: number;
  solvedTime: string | null;
  totalTimeTracked: number;
  resolvedIncidentIds?: number[];
};

export type ActivityBody = {
  type: string;
  field: string | null;
  oldValue: unknown;
  newValue: unknown;
  oldLabel: string | null;
  newLabel: string | null;
  actor: { name: string };
  changeSetId: string;
};
