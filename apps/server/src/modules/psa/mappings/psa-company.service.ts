import {
  PSA_MESSAGES,
  agreementAllowed,
  psaNameKey,
  resolveLocationChoice,
  type PsaAgreement,
  type PsaCompanyCriteria,
  type PsaLocationSiteMapping,
  type PsaOrganizationMapping,
  type PsaRef,
  type SessionUser,
  type psaOrganizationMappingInputSchema,
} from '@outpost/contracts';
import type { z } from 'zod';
import { AppError } from '../../../lib/errors.ts';
import { assertMayPsa, psaScopeOf } from '../../../policies/psa.policy.ts';
import type { PsaConnectionService } from '../connection/psa-connection.service.ts';
import type { LocationMappingRow, PsaRepository } from '../psa.repository.ts';

type OrganizationInput = z.output<typeof psaOrganizationMappingInputSchema>;

const invalid = (fields: Record<string, string[]>) => new AppError('VALIDATION_FAILED', 'Some fields are invalid', fields);

/**
 * Company settings of spec 001 §2.2 and §4: each organization's company with its product and
 * configuration type mappings, each location's site and its own choices under the
 * CLIENT_DEFAULT / SPECIFIED / NONE rule, Auto Map by trimmed, case-insensitive name, Clear
 * Mapping, Company Criteria, and the company's sites and agreements read from the provider.
 */
export function createPsaCompanyService(deps: { repo: PsaRepository; connection: PsaConnectionService; log: (message: string) => void }) {
  const { repo, connection } = deps;

  async function providerCall<T>(message: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppError) throw error;
      deps.log(`PSA call failed: ${(error as Error).message}`);
      throw new AppError('PSA_PROVIDER_FAILED', message);
    }
  }

  async function listFor(user: SessionUser): Promise<PsaOrganizationMapping[]> {
    const { provider } = await connection.active();
    const { orgs, locs } = await repo.organizations(psaScopeOf(user));
    const [orgMaps, locMaps, products, configurations] = await Promise.all([
      repo.organizationMappings(provider),
      repo.locationMappings(provider),
      repo.productMappings(provider),
      repo.configurationMappings(provider),
    ]);
    const byOrg = new Map(orgMaps.map((m) => [m.organizationId, m]));
    const byLoc = new Map(locMaps.map((m) => [m.locationId, m]));
    const productName = new Map(products.map((p) => [p.id, p.name]));
    const configurationName = new Map(configurations.map((c) => [c.id, c.name]));
    return orgs.map((org) => {
      const m = byOrg.get(org.id);
      const locationSiteMappings: PsaLocationSiteMapping[] = locs
        .filter((l) => l.organizationId === org.id)
        .map((l) => {
          const lm = m ? byLoc.get(l.id) : undefined;
          return {
            locationId: l.id,
            locationName: l.name,
            psaSiteId: lm?.siteId ?? null,
            psaSiteName: lm?.siteName ?? null,
            productMappingType: lm?.productMappingType ?? 'NONE',
            productMappingId: lm?.productMappingId ?? null,
            productMappingName: lm?.productMappingId ? (productName.get(lm.productMappingId) ?? null) : null,
            configurationTypeMappingType: lm?.configurationTypeMappingType ?? 'NONE',
            configurationTypeMappingId: lm?.configurationTypeMappingId ?? null,
            configurationTypeMappingName: lm?.configurationTypeMappingId ? (configurationName.get(lm.configurationTypeMappingId) ?? null) : null,
            agreementId: lm?.agreementId ?? null,
            agreementName: lm?.agreementName ?? null,
            mapped: lm !== undefined,
          };
        });
      return {
        clientId: org.id,
        clientName: org.name,
        companyId: m?.companyId ?? null,
        companyName: m?.companyName ?? null,
        productMappingId: m?.productMappingId ?? null,
        productMappingName: m?.productMappingId ? (productName.get(m.productMappingId) ?? null) : null,
        configurationTypeMappingId: m?.configurationTypeMappingId ?? null,
        configurationTypeMappingName: m?.configurationTypeMappingId ? (configurationName.get(m.configurationTypeMappingId) ?? null) : null,
        locationSiteMappings,
      };
    });
  }

  /** Unmapped organizations of the scope whose trimmed name equals a company's, without case. */
  async function autoMatches(user: SessionUser) {
    const companies = (await connection.providerData()).companies;
    const byName = new Map<string, PsaRef>();
    for (const c of companies) if (!byName.has(psaNameKey(c.name))) byName.set(psaNameKey(c.name), c);
    return (await listFor(user))
      .filter((o) => o.companyId === null && byName.has(psaNameKey(o.clientName)))
      .map((o) => {
        const company = byName.get(psaNameKey(o.clientName))!;
        return { clientId: o.clientId, clientName: o.clientName, companyId: company.id, companyName: company.name };
      });
  }

  return {
    list: listFor,

    async save(user: SessionUser, organizationId: number, input: OrganizationInput): Promise<PsaOrganizationMapping> {
      assertMayPsa(user, 'map-organization', { organizationId });
      const { provider, client } = await connection.client();
      if (!(await repo.organizationExists(organizationId))) throw new AppError('NOT_FOUND', 'Organization not found');
      const data = await connection.providerData();
      const company = data.companies.find((c) => c.id === input.companyId);
      if (!company) throw invalid({ companyId: ['Invalid'] });
      const [products, configurations] = await Promise.all([repo.productMappings(provider), repo.configurationMappings(provider)]);
      const productIds = new Set(products.map((p) => p.id));
      const configurationIds = new Set(configurations.map((c) => c.id));
      if (input.productMappingId !== null && !productIds.has(input.productMappingId)) throw invalid({ productMappingId: ['Invalid'] });
      if (input.configurationTypeMappingId !== null && !configurationIds.has(input.configurationTypeMappingId))
        throw invalid({ configurationTypeMappingId: ['Invalid'] });

      const own = new Set((await repo.locationsOf(organizationId)).map((l) => l.id));
      const needSites = input.locationSiteMappings.some((l) => l.psaSiteId !== null);
      const needAgreements = input.locationSiteMappings.some((l) => l.agreementId !== null);
      const sites: PsaRef[] = needSites ? await providerCall('The company’s sites could not be read', () => client.sites(company.id)) : [];
      const agreements: PsaAgreement[] = needAgreements ? await providerCall(PSA_MESSAGES.agreementsFailed, () => client.agreements(company.id)) : [];

      const rows: Omit<LocationMappingRow, 'provider'>[] = [];
      const seen = new Set<number>();
      input.locationSiteMappings.forEach((l, i) => {
        const at = `locationSiteMappings.${i}`;
        if (!own.has(l.locationId) || seen.has(l.locationId)) throw invalid({ [`${at}.locationId`]: ['Invalid'] });
        seen.add(l.locationId);
        const product = resolveLocationChoice(input.productMappingId, l.productMapping);
        const configuration = resolveLocationChoice(input.configurationTypeMappingId, l.configurationTypeMapping);
        if (product.id !== null && !productIds.has(product.id)) throw invalid({ [`${at}.productMapping`]: ['Invalid'] });
        if (configuration.id !== null && !configurationIds.has(configuration.id)) throw invalid({ [`${at}.configurationTypeMapping`]: ['Invalid'] });
        const site = l.psaSiteId === null ? null : sites.find((s) => s.id === l.psaSiteId);
        if (site === undefined) throw invalid({ [`${at}.psaSiteId`]: ['Invalid'] });
        // None for the product mapping clears the agreement (spec 001 §4).
        const agreementId = agreementAllowed(product) ? l.agreementId : null;
        const agreement = agreementId === null ? null : agreements.find((a) => a.id === agreementId);
        if (agreement === undefined) throw invalid({ [`${at}.agreementId`]: ['Invalid'] });
        rows.push({
          locationId: l.locationId,
          siteId: site?.id ?? null,
          siteName: site?.name ?? null,
          productMappingType: product.type,
          productMappingId: product.id,
          configurationTypeMappingType: configuration.type,
          configurationTypeMappingId: configuration.id,
          agreementId: agreement?.id ?? null,
          agreementName: agreement?.name ?? null,
        });
      });
      await repo.saveOrganizationMapping(
        provider,
        organizationId,
        {
          companyId: company.id,
          companyName: company.name,
          productMappingId: input.productMappingId,
          configurationTypeMappingId: input.configurationTypeMappingId,
        },
        rows,
      );
      return (await listFor(user)).find((o) => o.clientId === organizationId)!;
    },

    async clear(user: SessionUser, organizationIds: number[]): Promise<void> {
      for (const organizationId of organizationIds) assertMayPsa(user, 'map-organization', { organizationId });
      const { provider } = await connection.active();
      await repo.clearOrganizationMappings(provider, organizationIds);
    },

    async autoMapPreview(user: SessionUser) {
      assertMayPsa(user, 'view');
      const pairs = await autoMatches(user);
      return { count: pairs.length, message: PSA_MESSAGES.organizationsWillBeMapped(pairs.length), pairs };
    },

    /** Maps what the preview showed (the organizations named, if they still match); answers how many. */
    async autoMap(user: SessionUser, organizationIds: number[]): Promise<{ mapped: number }> {
      const { provider } = await connection.active();
      const wanted = new Set(organizationIds);
      const pairs = (await autoMatches(user)).filter((p) => wanted.has(p.clientId));
      for (const p of pairs) {
        assertMayPsa(user, 'map-organization', { organizationId: p.clientId });
        await repo.saveOrganizationMapping(
          provider,
          p.clientId,
          { companyId: p.companyId, companyName: p.companyName, productMappingId: null, configurationTypeMappingId: null },
          [],
        );
      }
      return { mapped: pairs.length };
    },

    /** Locations of an organization whose name matches a site of the company, for the modal's Auto. */
    async locationAutoMapPreview(user: SessionUser, organizationId: number, companyId: number) {
      assertMayPsa(user, 'map-organization', { organizationId });
      const { client } = await connection.client();
      const sites = await providerCall('The company’s sites could not be read', () => client.sites(companyId));
      const byName = new Map(sites.map((s) => [psaNameKey(s.name), s]));
      const pairs = (await repo.locationsOf(organizationId))
        .filter((l) => byName.has(psaNameKey(l.name)))
        .map((l) => ({
          locationId: l.id,
          locationName: l.name,
          psaSiteId: byName.get(psaNameKey(l.name))!.id,
          psaSiteName: byName.get(psaNameKey(l.name))!.name,
        }));
      return { count: pairs.length, message: PSA_MESSAGES.locationsWillBeMapped(pairs.length), pairs };
    },

    async sites(companyId: number): Promise<PsaRef[]> {
      const { client } = await connection.client();
      return providerCall('The company’s sites could not be read', () => client.sites(companyId));
    },

    async agreements(companyId: number): Promise<PsaAgreement[]> {
      const { client } = await connection.client();
      return providerCall(PSA_MESSAGES.agreementsFailed, () => client.agreements(companyId));
    },

    async saveCriteria(criteria: PsaCompanyCriteria): Promise<PsaCompanyCriteria> {
      return (await connection.saveOptions({ criteria })).criteria;
    },
  };
}
export type PsaCompanyService = ReturnType<typeof createPsaCompanyService>;
