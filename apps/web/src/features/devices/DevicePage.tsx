import { Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconCode, IconDatabase, IconInfoCircle, IconNotes, IconTicket } from '@tabler/icons-react';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { DeviceGroupsCard } from '../device-groups/index.ts';
import type { DeviceDetail } from '@outpost/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { QueryState } from '../../shared/QueryState.tsx';
import { formatAgo, formatBytes, formatDateTime } from '../../shared/format.ts';
import { useCan } from '../auth/session.ts';
import { DeviceNotes } from '../notes/index.ts';
import { DeviceBackupsSection } from '../backup/index.ts';
import { isDeviceTab } from './deviceTabs.ts';
import { useDevice } from './devices.api.ts';
import { DeviceEditDialog } from './DeviceEditDialog.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { PageTitle } from '../../shared/PageTitle.tsx';

const route = getRouteApi('/devices/$id');
// The ticket table is the service desk's code: loaded when its tab is first opened.
const DeviceScripts = lazy(() => import('../scripts/lazy.ts').then((m) => ({ default: m.DeviceScripts })));
const DeviceTickets = lazy(() => import('../tickets/lazy.ts').then((m) => ({ default: m.DeviceTickets })));

function FactRow({ label, value }: { label: string; value: string | undefined | null }) {
  return (
    <Table.Tr>
      <Table.Th w={220}>{label}</Table.Th>
      <Table.Td>{value || '-'}</Table.Td>
    </Table.Tr>
  );
}

function Facts({ device }: { device: DeviceDetail }) {
  const { t } = useTranslation();
  const facts = device.facts;
  if (!facts) return <Text c="dimmed">{t('devices.noFacts')}</Text>;
  return (
    <Table withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>
        <FactRow label={t('devices.hostname')} value={facts.hostname} />
        <FactRow label={t('devices.os')} value={`${facts.os.distro} ${facts.os.release} (${facts.os.platform}${facts.os.arch ? `, ${facts.os.arch}` : ''})`} />
        <FactRow label={t('devices.cpu')} value={facts.cpu ? `${facts.cpu.model}, ${facts.cpu.cores} cores` : undefined} />
        <FactRow label={t('devices.ram')} value={formatBytes(facts.ramBytes)} />
        <FactRow
          label={t('devices.disks')}
          value={facts.disks
            .map((d) => t('devices.diskLine', { mount: d.mount, fsType: d.fsType, used: formatBytes(d.usedBytes), size: formatBytes(d.sizeBytes) }))
            .join('\n')}
        />
        <FactRow label={t('devices.network')} value={facts.network.map((n) => [n.iface, n.ip4, n.ip6, n.mac].filter(Boolean).join('  ')).join('\n')} />
        <FactRow label={t('devices.gateway')} value={facts.defaultGateway} />
        <FactRow label={t('devices.lastUser')} value={facts.lastLoginUser} />
        <FactRow label={t('devices.serial')} value={facts.serialNumber} />
        <FactRow label={t('devices.model')} value={[facts.manufacturer, facts.model].filter(Boolean).join(' ')} />
        <FactRow label={t('devices.agentVersion')} value={facts.agentVersion} />
      </Table.Tbody>
    </Table>
  );
}

/** Status, last seen, where the device belongs and the facts its agent reports. */
function Overview({ device: d }: { device: DeviceDetail }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('devices.details')}
        </Title>
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            <FactRow label={t('devices.status')} value={d.isUp ? t('devices.up') : t('devices.down')} />
            <FactRow label={t('devices.lastSeen')} value={`${formatAgo(d.lastSeenAt, t('app.never'))} (${formatDateTime(d.lastSeenAt)})`} />
            <FactRow label={t('devices.systemName')} value={d.systemName} />
            <FactRow label={t('devices.friendlyName')} value={d.friendlyName} />
            <Table.Tr>
              <Table.Th>{t('devices.organization')}</Table.Th>
              <Table.Td>
                <Link to="/organizations/$id" params={{ id: d.clientId }}>
                  {d.organizationName}
                </Link>
              </Table.Td>
            </Table.Tr>
            <FactRow label={t('devices.location')} value={d.locationName} />
            <FactRow label={t('devices.role')} value={d.nodeRole?.name} />
            <FactRow label={t('devices.nodeClass')} value={t(`nodeClass.${d.nodeClass}`)} />
          </Table.Tbody>
        </Table>
      </Card>
      <Card withBorder style={{ whiteSpace: 'pre-line' }}>
        <Title order={2} size="h4" mb="sm">
          {t('devices.facts')}
        </Title>
        <Facts device={d} />
      </Card>
      <DeviceGroupsCard deviceId={d.id} />
    </SimpleGrid>
  );
}

/** One device, a tab per concern: overview, backups, its tickets (for those who work tickets) and notes. */
export function DevicePage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const search = route.useSearch();
  const navigate = useNavigate();
  const device = useDevice(id);
  const canManage = useCan('canManageDevices');
  const canWorkTickets = useCan('canManageTickets');
  const canRunScripts = useCan('canRunScripts');
  const [editing, setEditing] = useState(false);
  // A Tickets link opened by someone who does not work tickets shows the overview.
  const tab = (search.tab === 'tickets' && !canWorkTickets) || (search.tab === 'scripts' && !canRunScripts) ? 'overview' : (search.tab ?? 'overview');
  const setTab = (next: string | null) =>
    void navigate({ to: '/devices/$id', params: { id }, search: isDeviceTab(next) && next !== 'overview' ? { tab: next } : {}, replace: true });

  if (device.error instanceof ApiError && device.error.status === 404) {
    return (
      <Stack align="flex-start">
        <Text>{t('devices.notFound')}</Text>
        <Anchor component={Link} to="/devices">
          {t('devices.title')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <QueryState query={device}>
      {(d) => (
        <Stack>
          <Group justify="space-between">
            <Group>
              <PageTitle>{d.displayName}</PageTitle>
              <StatusBadge isUp={d.isUp} />
            </Group>
            {canManage && <Button onClick={() => setEditing(true)}>{t('app.edit')}</Button>}
          </Group>
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List aria-label={t('devices.tabs')}>
              <Tabs.Tab value="overview" leftSection={<IconInfoCircle size={16} />}>
                {t('devices.tabOverview')}
              </Tabs.Tab>
              <Tabs.Tab value="backups" leftSection={<IconDatabase size={16} />}>
                {t('devices.tabBackups')}
              </Tabs.Tab>
              {canWorkTickets && (
                <Tabs.Tab value="tickets" leftSection={<IconTicket size={16} />}>
                  {t('devices.tabTickets')}
                </Tabs.Tab>
              )}
              {canRunScripts && (
                <Tabs.Tab value="scripts" leftSection={<IconCode size={16} />}>
                  {t('devices.tabScripts')}
                </Tabs.Tab>
              )}
              <Tabs.Tab value="notes" leftSection={<IconNotes size={16} />}>
                {t('devices.tabNotes')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview" pt="md">
              <Overview device={d} />
            </Tabs.Panel>
            <Tabs.Panel value="backups" pt="md">
              <DeviceBackupsSection device={d} />
            </Tabs.Panel>
            {canWorkTickets && (
              <Tabs.Panel value="tickets" pt="md">
                <Suspense fallback={<Loader size="sm" role="status" aria-label={t('app.loading')} />}>
                  <DeviceTickets deviceId={d.id} />
                </Suspense>
              </Tabs.Panel>
            )}
            {canRunScripts && (
              <Tabs.Panel value="scripts" pt="md">
                <Suspense fallback={<Loader size="sm" role="status" aria-label={t('app.loading')} />}>
                  <DeviceScripts device={d} />
                </Suspense>
              </Tabs.Panel>
            )}
            <Tabs.Panel value="notes" pt="md">
              <DeviceNotes deviceId={d.id} />
            </Tabs.Panel>
          </Tabs>
          {editing && <DeviceEditDialog device={d} onClose={() => setEditing(false)} />}
        </Stack>
      )}
    </QueryState>
  );
}
