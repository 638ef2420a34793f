import type { z } from 'zod';
import type {
  CreatedEnrollmentToken,
  EnrollmentToken,
  Location,
  Organization,
  ParsedTableQuery,
  TablePage,
  enrollmentTokenInputSchema,
  locationInputSchema,
  organizationInputSchema,
} from '@outpost/contracts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';
import { tablePageOf } from '../../lib/table-query.ts';
import type { EnrollmentTokensRepository } from './enrollment-tokens.repository.ts';
import type { OrganizationsRepository } from './organizations.repository.ts';

type OrganizationRow = NonNullable<Awaited<ReturnType<OrganizationsRepository['findById']>>>;
type TokenRow = Awaited<ReturnType<EnrollmentTokensRepository['listForOrganization']>>[number];

const presentOrganization = (row: OrganizationRow): Organization => ({ ...row, createdAt: row.createdAt.toISOString() });
const presentToken = (row: TokenRow): EnrollmentToken => ({
  ...row,
  createdByName: row.createdByName ?? '',
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

const TOKEN_PREFIX = 'oet_';
const DAY_MS = 24 * 60 * 60 * 1000;

export function createOrganizationsService(deps: { organizations: OrganizationsRepository; tokens: EnrollmentTokensRepository; clock: Clock }) {
  const { organizations, tokens, clock } = deps;

  async function requireOrganization(id: number) {
    const row = await organizations.findById(id);
    if (!row) throw notFound('Organization');
    return row;
  }

  return {
    /** The enrolment token an agent presents, if it is known, not revoked and not expired; else the enrolment is refused. */
    async usableEnrollmentToken(token: string) {
      const row = await tokens.findByHash(hashToken(token));
      if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= clock.now())) {
        throw new AppError('ENROLLMENT_TOKEN_INVALID', 'The enrollment token is unknown, revoked or expired');
      }
      return row;
    },
    async page(query: ParsedTableQuery): Promise<TablePage<Organization>> {
      const startedAt = Date.now();
      const { rows, total } = await organizations.page(query);
      return tablePageOf(rows.map(presentOrganization), total, query, startedAt);
    },
    async get(id: number) {
      return presentOrganization(await requireOrganization(id));
    },
    async create(input: z.output<typeof organizationInputSchema>) {
      return presentOrganization((await organizations.findById(await organizations.insert(input)))!);
    },
    async update(id: number, input: z.output<typeof organizationInputSchema>) {
      await requireOrganization(id);
      await organizations.update(id, input);
      return presentOrganization((await organizations.findById(id))!);
    },
    /** Deleting an organization removes its locations, tokens and devices with it. */
    async delete(id: number) {
      await requireOrganization(id);
      await organizations.delete(id);
    },

    async listLocations(organizationId?: number): Promise<Location[]> {
      if (organizationId !== undefined) await requireOrganization(organizationId);
      return organizations.listLocations(organizationId);
    },
    async createLocation(organizationId: number, input: z.output<typeof locationInputSchema>) {
      await requireOrganization(organizationId);
      const id = await organizations.insertLocation({ organizationId, ...input });
      return (await organizations.listLocations(organizationId)).find((l) => l.id === id)!;
    },
    async updateLocation(organizationId: number, id: number, input: z.output<typeof locationInputSchema>) {
      if (!(await organizations.findLocation(organizationId, id))) throw notFound('Location');
      await organizations.updateLocation(id, input);
      return (await organizations.listLocations(organizationId)).find((l) => l.id === id)!;
    },
    async deleteLocation(organizationId: number, id: number) {
      if (!(await organizations.findLocation(organizationId, id))) throw notFound('Location');
      await organizations.deleteLocation(id);
    },

    async listTokens(organizationId: number): Promise<EnrollmentToken[]> {
      await requireOrganization(organizationId);
      return (await tokens.listForOrganization(organizationId)).map(presentToken);
    },
    /** Creates an enrolment token; the whole token is returned this once and only its hash is kept. */
    async createToken(organizationId: number, userId: number, input: z.output<typeof enrollmentTokenInputSchema>): Promise<CreatedEnrollmentToken> {
      await requireOrganization(organizationId);
      if (input.locationId !== null && !(await organizations.findLocation(organizationId, input.locationId))) {
        throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', { locationId: ['Location is not in this organization'] });
      }
      const token = newToken(TOKEN_PREFIX);
      const now = clock.now();
      const id = await tokens.insert({
        organizationId,
        label: input.label,
        locationId: input.locationId,
        nodeRoleId: input.nodeRoleId,
        tokenHash: hashToken(token),
        tokenPrefix: token.slice(0, TOKEN_PREFIX.length + 6),
        createdByUserId: userId,
        expiresAt: input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS),
      });
      const created = (await tokens.listForOrganization(organizationId)).find((t) => t.id === id)!;
      return { ...presentToken(created), token };
    },
    async revokeToken(organizationId: number, id: number) {
      const row = await tokens.findById(id);
      if (!row || row.organizationId !== organizationId) throw notFound('Enrollment token');
      if (!row.revokedAt) await tokens.revoke(id, clock.now());
    },
  };
}
export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
