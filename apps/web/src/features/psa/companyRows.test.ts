import { describe, expect, it } from 'vitest';
import type { PsaOrganizationMapping } from '@outpost/contracts';
import { flattenCompanyMappings } from './companyRows.ts';

const location = (locationId: number, mapped: boolean) => ({
  locationId,
  locationName: `L${locationId}`,
  psaSiteId: mapped ? 10 : null,
  psaSiteName: mapped ? 'Main' : null,
  productMappingType: 'CLIENT_DEFAULT' as const,
  productMappingId: null,
  productMappingName: null,
  configurationTypeMappingType: 'NONE' as const,
  configurationTypeMappingId: null,
  configurationTypeMappingName: null,
  agreementId: null,
  agreementName: null,
  mapped,
});
const org = (clientId: number, locations: ReturnType<typeof location>[]): PsaOrganizationMapping => ({
  clientId,
  clientName: `Org ${clientId}`,
  companyId: null,
  companyName: null,
  productMappingId: null,
  productMappingName: null,
  configurationTypeMappingId: null,
  configurationTypeMappingName: null,
  locationSiteMappings: locations,
});

describe('Company Mapping rows (spec 001 §4)', () => {
  it('an organization with mapped locations is one row per mapped location, named on the first only; otherwise one row', () => {
    const rows = flattenCompanyMappings([org(1, [location(11, true), location(12, false), location(13, true)]), org(2, [location(21, false)]), org(3, [])]);
    expect(rows.map((r) => [r.id, r.first, r.location?.locationId ?? null])).toEqual([
      ['1:11', true, 11],
      ['1:13', false, 13],
      ['2', true, null],
      ['3', true, null],
    ]);
  });
});
