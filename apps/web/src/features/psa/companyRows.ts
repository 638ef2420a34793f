import type { PsaOrganizationMapping } from '@outpost/contracts';

/** One row of the Company Mapping table: an organization, or one of its mapped locations (spec 001 §4). */
export interface MappingRow {
  id: string;
  org: PsaOrganizationMapping;
  first: boolean;
  location: PsaOrganizationMapping['locationSiteMappings'][number] | null;
}

/** Organizations with mapped locations become one row per location, the name on the first only; others one row. */
export function flattenCompanyMappings(orgs: PsaOrganizationMapping[]): MappingRow[] {
  return orgs.flatMap((org): MappingRow[] => {
    const mapped = org.locationSiteMappings.filter((l) => l.mapped);
    if (mapped.length === 0) return [{ id: `${org.clientId}`, org, first: true, location: null }];
    return mapped.map((location, i) => ({ id: `${org.clientId}:${location.locationId}`, org, first: i === 0, location }));
  });
}
