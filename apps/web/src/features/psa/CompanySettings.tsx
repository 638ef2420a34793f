import { Alert, Button, Checkbox, Group, Modal, MultiSelect, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PSA_LIMITS, PSA_MESSAGES, type PsaOrganizationMapping } from '@outpost/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/typed.ts';
import { DataTable, type DataTableColumn } from '../../components/data-table/index.ts';
import { flattenCompanyMappings, type MappingRow } from './companyRows.ts';
import { draftsOf, LocationsToSites, type LocationDraft } from './LocationsToSites.tsx';
import {
  useCompanyCriteria,
  useCompanyMappings,
  useConfigurationMappings,
  useHelpDesk,
  useProductMappings,
  useProviderData,
  usePsaMutation,
} from './psa.api.ts';

const nameOf = (type: string, own: string | null, orgs: string | null) => (type === 'CLIENT_DEFAULT' ? orgs : type === 'NONE' ? null : own);

function CompanyMappingTable({ onOpen }: { onOpen: (org: PsaOrganizationMapping) => void }) {
  const { t } = useTranslation();
  const mappings = useCompanyMappings();
  const [selected, setSelected] = useState<number[]>([]);
  const [confirmClear, setConfirmClear] = useState(false);
  const [preview, setPreview] = useState<{ message: string; count: number; clientIds: number[] } | null>(null);
  const refresh = usePsaMutation(() => call('post', '/api/psacw/refresh'));
  const clear = usePsaMutation((clientIds: number[]) => call('post', '/api/psacw/company-mappings/clear', { body: { clientIds } }));
  const autoMap = usePsaMutation((clientIds: number[]) => call('post', '/api/psacw/company-mappings/auto-map', { body: { clientIds } }));
  const rows = useMemo(() => flattenCompanyMappings(mappings.data ?? []), [mappings.data]);
  const columns = useMemo<DataTableColumn<MappingRow>[]>(
    () => [
      {
        id: 'org',
        header: t('psa.companies.organizationCompany'),
        disableSortBy: true,
        priorityWidth: 240,
        // What search reads: every row of an organization (its locations too) carries its name and its company's.
        accessor: (r) => `${r.org.clientName} ${r.org.companyName ?? ''}`,
        render: (r) =>
          r.first ? (
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {r.org.clientName}
              </Text>
              <Text size="xs" c={r.org.companyName ? undefined : 'dimmed'}>
                {r.org.companyName ?? PSA_MESSAGES.notMapped}
              </Text>
            </Stack>
          ) : null,
      },
      {
        id: 'location',
        header: t('psa.companies.locationSite'),
        disableSortBy: true,
        accessor: (r) => (r.location ? `${r.location.locationName} ${r.location.psaSiteName ?? ''}` : ''),
        render: (r) =>
          r.location ? (
            <Stack gap={0}>
              <Text size="sm">{r.location.locationName}</Text>
              <Text size="xs">{r.location.psaSiteName ?? PSA_MESSAGES.none}</Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {PSA_MESSAGES.none}
            </Text>
          ),
      },
      {
        id: 'products',
        header: t('psa.companies.products'),
        disableSortBy: true,
        accessor: (r) =>
          (r.location ? nameOf(r.location.productMappingType, r.location.productMappingName, r.org.productMappingName) : r.org.productMappingName) ??
          PSA_MESSAGES.none,
      },
      {
        id: 'configurationTypes',
        header: t('psa.companies.configurationTypes'),
        disableSortBy: true,
        accessor: (r) =>
          (r.location
            ? nameOf(r.location.configurationTypeMappingType, r.location.configurationTypeMappingName, r.org.configurationTypeMappingName)
            : r.org.configurationTypeMappingName) ?? PSA_MESSAGES.none,
      },
    ],
    [t],
  );
  const openPreview = async () => {
    const answer = await call('get', '/api/psacw/company-mappings/auto-map');
    setPreview({ message: answer.message, count: answer.count, clientIds: answer.pairs.map((p) => p.clientId) });
  };
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={4}>{t('psa.companies.mapping')}</Title>
        <Group>
          <Button variant="default" onClick={() => void openPreview()}>
            {t('psa.companies.autoMap')}
          </Button>
          {selected.length > 0 && (
            <Button variant="default" color="red" onClick={() => setConfirmClear(true)}>
              {t('psa.companies.clearMapping')}
            </Button>
          )}
          <Button
            variant="default"
            loading={refresh.isPending}
            onClick={() => refresh.mutate(undefined, { onSuccess: (r) => notifications.show({ color: r.ok ? 'green' : 'red', message: r.message }) })}
          >
            {t('psa.companies.refresh')}
          </Button>
        </Group>
      </Group>
      <DataTable<MappingRow>
        mode="client"
        tableId="psa-company-mapping"
        data={rows}
        loading={mappings.isPending}
        error={mappings.error}
        onRefresh={() => void mappings.refetch()}
        getRowId={(r) => r.id}
        columns={columns}
        searchable
        searchPlaceholder={t('psa.companies.search')}
        selection="multi"
        onSelectionChange={(s) => setSelected([...new Set(s.rows.map((r) => r.org.clientId))])}
        emptyMessage={PSA_MESSAGES.noOrganizations}
        onRowClick={(r) => onOpen(r.org)}
        onRowAction={(r) => onOpen(r.org)}
      />
      <Modal opened={preview !== null} onClose={() => setPreview(null)} title={t('psa.companies.autoMap')}>
        <Stack>
          <Text>{preview?.message}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPreview(null)}>
              {t('psa.companies.cancel')}
            </Button>
            <Button loading={autoMap.isPending} onClick={() => autoMap.mutate(preview?.clientIds ?? [], { onSuccess: () => setPreview(null) })}>
              {t('psa.companies.autoMap')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={confirmClear} onClose={() => setConfirmClear(false)} title={t('psa.companies.clearMapping')}>
        <Stack>
          <Text>{t('psa.companies.clearConfirm', { count: selected.length })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmClear(false)}>
              {t('psa.companies.cancel')}
            </Button>
            <Button
              color="red"
              loading={clear.isPending}
              onClick={() =>
                clear.mutate(selected, {
                  onSuccess: () => {
                    setConfirmClear(false);
                    notifications.show({ message: t('psa.companies.cleared') });
                  },
                })
              }
            >
              {t('psa.companies.clearMapping')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** The organization-to-company modal: Company is required (OK stays disabled until one is chosen). */
function OrganizationModal({ org, onClose }: { org: PsaOrganizationMapping; onClose: () => void }) {
  const { t } = useTranslation();
  const data = useProviderData();
  const products = useProductMappings();
  const configurations = useConfigurationMappings();
  const [companyId, setCompanyId] = useState<string | null>(org.companyId === null ? null : String(org.companyId));
  const [productMappingId, setProduct] = useState<string | null>(org.productMappingId === null ? null : String(org.productMappingId));
  const [configurationTypeMappingId, setConfiguration] = useState<string | null>(
    org.configurationTypeMappingId === null ? null : String(org.configurationTypeMappingId),
  );
  const [drafts, setDrafts] = useState<LocationDraft[]>(() => draftsOf(org, true));
  const save = usePsaMutation(() =>
    call('put', '/api/psacw/company-mappings/{clientId}', {
      params: { clientId: org.clientId },
      body: {
        companyId: Number(companyId),
        productMappingId: productMappingId ? Number(productMappingId) : null,
        configurationTypeMappingId: configurationTypeMappingId ? Number(configurationTypeMappingId) : null,
        locationSiteMappings: drafts
          .filter((d) => d.psaSiteId !== null || d.productMapping !== 'CLIENT_DEFAULT' || d.configurationTypeMapping !== 'CLIENT_DEFAULT')
          .map(({ locationName: _name, ...d }) => d),
      },
    }),
  );
  return (
    <Modal opened onClose={onClose} title={t('psa.companies.modalTitle', { name: org.clientName })} size="xl">
      <Stack>
        <Select
          label={t('psa.companies.company')}
          required
          searchable
          data={(data.data?.companies ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={companyId}
          onChange={(v) => {
            setCompanyId(v);
            // Sites and agreements belong to a company: another company starts the locations afresh.
            setDrafts(draftsOf(org, v !== null && Number(v) === org.companyId));
          }}
          error={save.error?.message}
        />
        <Select
          label={t('psa.companies.productMapping')}
          clearable
          data={(products.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={productMappingId}
          onChange={setProduct}
        />
        <Select
          label={t('psa.companies.configurationTypeMapping')}
          clearable
          data={(configurations.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={configurationTypeMappingId}
          onChange={setConfiguration}
        />
        {companyId !== null && (
          <LocationsToSites
            organizationId={org.clientId}
            companyId={Number(companyId)}
            orgProductMappingId={productMappingId ? Number(productMappingId) : null}
            orgConfigurationTypeMappingId={configurationTypeMappingId ? Number(configurationTypeMappingId) : null}
            drafts={drafts}
            onChange={setDrafts}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('psa.companies.cancel')}
          </Button>
          <Button
            disabled={companyId === null}
            loading={save.isPending}
            onClick={() =>
              save.mutate(undefined, {
                onSuccess: () => {
                  notifications.show({ message: t('psa.companies.mapped') });
                  onClose();
                },
              })
            }
          >
            {t('psa.companies.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CompanyCriteria() {
  const { t } = useTranslation();
  const data = useProviderData();
  const criteria = useCompanyCriteria();
  const [types, setTypes] = useState<string[]>([]);
  const [statuses, setStatuses] = useState<string[]>([]);
  useEffect(() => {
    if (!criteria.data) return;
    setTypes(criteria.data.types.map((x) => String(x.id)));
    setStatuses(criteria.data.statuses.map((x) => String(x.id)));
  }, [criteria.data]);
  const save = usePsaMutation(() => {
    const pick = (ids: string[], list: { id: number; name: string }[]) =>
      ids.map((id) => list.find((x) => String(x.id) === id) ?? { id: Number(id), name: id });
    return call('put', '/api/psacw/company-criteria', {
      body: { types: pick(types, data.data?.companyTypes ?? []), statuses: pick(statuses, data.data?.companyStatuses ?? []) },
    });
  });
  return (
    <Stack gap="xs">
      <Title order={4}>{t('psa.companies.criteria')}</Title>
      <Text size="sm" c="dimmed">
        {PSA_MESSAGES.criteriaHint}
      </Text>
      <Group align="flex-end">
        <MultiSelect
          miw={240}
          label={t('psa.companies.types')}
          data={(data.data?.companyTypes ?? []).map((x) => ({ value: String(x.id), label: x.name }))}
          value={types}
          onChange={setTypes}
          maxValues={PSA_LIMITS.criteriaMax}
          searchable
        />
        <MultiSelect
          miw={240}
          label={t('psa.companies.statuses')}
          data={(data.data?.companyStatuses ?? []).map((x) => ({ value: String(x.id), label: x.name }))}
          value={statuses}
          onChange={setStatuses}
          maxValues={PSA_LIMITS.criteriaMax}
          searchable
        />
        <Button
          variant="default"
          loading={save.isPending}
          onClick={() => save.mutate(undefined, { onSuccess: () => notifications.show({ message: t('psa.companies.criteriaSaved') }) })}
        >
          {t('psa.companies.saveCriteria')}
        </Button>
      </Group>
    </Stack>
  );
}

function HelpDeskTab() {
  const { t } = useTranslation();
  const helpDesk = useHelpDesk();
  const save = usePsaMutation((createContact: boolean) => call('put', '/api/psacw/help-desk', { body: { createContact } }));
  if (helpDesk.error) return <Alert color="red">{t('psa.loadFailed', { message: helpDesk.error.message })}</Alert>;
  return (
    <Checkbox
      label={t('psa.companies.createContact')}
      checked={helpDesk.data?.createContact ?? false}
      disabled={helpDesk.isPending || save.isPending}
      onChange={(e) => save.mutate(e.currentTarget.checked, { onSuccess: () => notifications.show({ message: t('psa.companies.helpDeskSaved') }) })}
    />
  );
}

/** Company settings of the second provider (spec 001 §2.2): Sync and Help Desk tabs. */
export function CompanySettings() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<PsaOrganizationMapping | null>(null);
  return (
    <Tabs defaultValue="sync" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="sync">{t('psa.companies.syncTab')}</Tabs.Tab>
        <Tabs.Tab value="help">{t('psa.companies.helpDeskTab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="sync" pt="md">
        <Stack gap="xl">
          <CompanyCriteria />
          <CompanyMappingTable onOpen={setOpen} />
        </Stack>
        {open && <OrganizationModal org={open} onClose={() => setOpen(null)} />}
      </Tabs.Panel>
      <Tabs.Panel value="help" pt="md">
        <HelpDeskTab />
      </Tabs.Panel>
    </Tabs>
  );
}
