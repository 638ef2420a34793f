import { Button, Group, Select, Table, Text, Title } from '@mantine/core';
import { agreementAllowed, PSA_MESSAGES, resolveLocationChoice, type PsaLocationChoice, type PsaOrganizationMapping } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/typed.ts';
import { useAgreements, useConfigurationMappings, useProductMappings, useSites } from './psa.api.ts';

/** One location's choices as the modal edits them. */
export interface LocationDraft {
  locationId: number;
  locationName: string;
  psaSiteId: number | null;
  productMapping: PsaLocationChoice;
  configurationTypeMapping: PsaLocationChoice;
  agreementId: number | null;
}

export const draftsOf = (org: PsaOrganizationMapping, sameCompany: boolean): LocationDraft[] =>
  org.locationSiteMappings.map((l) => ({
    locationId: l.locationId,
    locationName: l.locationName,
    psaSiteId: sameCompany ? l.psaSiteId : null,
    productMapping: !sameCompany || !l.mapped ? 'CLIENT_DEFAULT' : l.productMappingType === 'SPECIFIED' ? l.productMappingId! : l.productMappingType,
    configurationTypeMapping:
      !sameCompany || !l.mapped
        ? 'CLIENT_DEFAULT'
        : l.configurationTypeMappingType === 'SPECIFIED'
          ? l.configurationTypeMappingId!
          : l.configurationTypeMappingType,
    agreementId: sameCompany ? l.agreementId : null,
  }));

const asValue = (choice: PsaLocationChoice) => String(choice);
const fromValue = (value: string | null): PsaLocationChoice =>
  value === null || value === 'CLIENT_DEFAULT' ? 'CLIENT_DEFAULT' : value === 'NONE' ? 'NONE' : Number(value);

/**
 * The Locations to Sites section of the organization modal (spec 001 §2.2, §4): choosing the
 * organization's own mapping stores CLIENT_DEFAULT, None stores NONE and clears the agreement, and
 * the Agreement is open only when a product mapping applies.
 */
export function LocationsToSites(props: {
  organizationId: number;
  companyId: number;
  orgProductMappingId: number | null;
  orgConfigurationTypeMappingId: number | null;
  drafts: LocationDraft[];
  onChange: (drafts: LocationDraft[]) => void;
}) {
  const { t } = useTranslation();
  const sites = useSites(props.companyId);
  const agreements = useAgreements(props.companyId);
  const products = useProductMappings();
  const configurations = useConfigurationMappings();
  const choices = (list: { id: number; name: string }[] | undefined) => [
    { value: 'CLIENT_DEFAULT', label: t('psa.companies.sameAsOrganization') },
    { value: 'NONE', label: PSA_MESSAGES.none },
    ...(list ?? []).map((x) => ({ value: String(x.id), label: x.name })),
  ];
  const set = (i: number, change: Partial<LocationDraft>) =>
    props.onChange(
      props.drafts.map((d, j) => {
        if (j !== i) return d;
        const next = { ...d, ...change };
        // The same rule the server applies: the organization's own value is CLIENT_DEFAULT; None clears the agreement.
        const product = resolveLocationChoice(props.orgProductMappingId, next.productMapping);
        next.productMapping = product.type === 'SPECIFIED' ? product.id! : product.type;
        const configuration = resolveLocationChoice(props.orgConfigurationTypeMappingId, next.configurationTypeMapping);
        next.configurationTypeMapping = configuration.type === 'SPECIFIED' ? configuration.id! : configuration.type;
        if (!agreementAllowed(product)) next.agreementId = null;
        return next;
      }),
    );
  const auto = async () => {
    const preview = await call('get', '/api/psacw/company-mappings/{clientId}/locations/auto-map', {
      params: { clientId: props.organizationId },
      query: { companyId: props.companyId },
    });
    const siteOf = new Map(preview.pairs.map((p) => [p.locationId, p.psaSiteId]));
    props.onChange(props.drafts.map((d) => (siteOf.has(d.locationId) ? { ...d, psaSiteId: siteOf.get(d.locationId)! } : d)));
  };
  if (props.drafts.length === 0) return null;
  return (
    <>
      <Group justify="space-between">
        <Title order={5}>{t('psa.companies.locationsToSites')}</Title>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => void auto()}>
            {t('psa.companies.auto')}
          </Button>
          <Button size="xs" variant="default" onClick={() => props.onChange(props.drafts.map((d) => ({ ...d, psaSiteId: null, agreementId: null })))}>
            {t('psa.companies.clear')}
          </Button>
          <Button size="xs" variant="default" loading={sites.isFetching} onClick={() => void sites.refetch()}>
            {t('psa.companies.refreshSites')}
          </Button>
        </Group>
      </Group>
      {agreements.error && (
        <Text c="red" size="sm">
          {PSA_MESSAGES.agreementsFailed}
        </Text>
      )}
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('psa.companies.location')}</Table.Th>
            <Table.Th>{t('psa.companies.site')}</Table.Th>
            <Table.Th>{t('psa.companies.productMapping')}</Table.Th>
            <Table.Th>{t('psa.companies.configurationTypeMapping')}</Table.Th>
            <Table.Th>{t('psa.companies.agreement')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.drafts.map((d, i) => {
            const product = resolveLocationChoice(props.orgProductMappingId, d.productMapping);
            const productApplies = product.type === 'SPECIFIED' || (product.type === 'CLIENT_DEFAULT' && props.orgProductMappingId !== null);
            return (
              <Table.Tr key={d.locationId}>
                <Table.Td>{d.locationName}</Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`${t('psa.companies.site')}: ${d.locationName}`}
                    clearable
                    placeholder={PSA_MESSAGES.none}
                    data={(sites.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
                    value={d.psaSiteId === null ? null : String(d.psaSiteId)}
                    onChange={(v) => set(i, { psaSiteId: v === null ? null : Number(v) })}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`${t('psa.companies.productMapping')}: ${d.locationName}`}
                    allowDeselect={false}
                    data={choices(products.data)}
                    value={asValue(d.productMapping)}
                    onChange={(v) => set(i, { productMapping: fromValue(v) })}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`${t('psa.companies.configurationTypeMapping')}: ${d.locationName}`}
                    allowDeselect={false}
                    data={choices(configurations.data)}
                    value={asValue(d.configurationTypeMapping)}
                    onChange={(v) => set(i, { configurationTypeMapping: fromValue(v) })}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`${t('psa.companies.agreement')}: ${d.locationName}`}
                    clearable
                    disabled={!agreementAllowed(product) || !productApplies}
                    data={(agreements.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
                    value={d.agreementId === null ? null : String(d.agreementId)}
                    onChange={(v) => set(i, { agreementId: v === null ? null : Number(v) })}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </>
  );
}
