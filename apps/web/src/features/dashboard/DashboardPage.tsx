import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../shared/QueryState.tsx';
import { useCan } from '../auth/session.ts';
// The counts are asked for directly, not through the devices' and organizations' index.ts (their
// read-only list fetchers): those are two more chunks on the first page, 0.4 KiB of its 250 KiB
// budget (bench/web/bundle-size.ts, 28 November: 249.5 as it is, 249.9 through index.ts).
import { call } from '../../api/typed.ts';
import { PageTitle } from '../../shared/PageTitle.tsx';
import { FailedBackupsCard } from '../backup/index.ts';
import { TicketWorkCard } from '../tickets/index.ts';

const countDevices = async (status?: 'UP' | 'DOWN') =>
  (await call('get', '/api/devices', { search: new URLSearchParams({ pageSize: '1', ...(status ? { filters: JSON.stringify({ status }) } : {}) }) }))
    .totalCount;

function Stat({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Card withBorder>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} c={color} data-testid={`stat-${label}`}>
        {value}
      </Text>
    </Card>
  );
}

/** The dashboard overview: device health and what needs attention. */
export function DashboardPage() {
  const { t } = useTranslation();
  const canApprove = useCan('canApproveNodes');
  const canSeeJobs = [useCan('canViewAndRestoreBackupData'), useCan('canManageDevices')].some(Boolean);
  const canWorkTickets = useCan('canManageTickets');
  const summary = useQuery({
    queryKey: ['dashboard'],
    queryFn: async () => {
      const [total, up, down, organizations, pending] = await Promise.all([
        countDevices(),
        countDevices('UP'),
        countDevices('DOWN'),
        call('get', '/api/organizations', { search: new URLSearchParams({ pageSize: '1' }) }).then((p) => p.totalCount),
        canApprove ? call('get', '/api/node-approvals', { query: { status: 'PENDING' } }).then((l) => l.length) : Promise.resolve(0),
      ]);
      return { total, up, down, organizations, pending };
    },
    refetchInterval: 15_000,
  });
  return (
    <Stack>
      <PageTitle>{t('dashboard.title')}</PageTitle>
      {/* The day's work first (issue 23 item 14): each count opens the list it counts. */}
      {canWorkTickets && <TicketWorkCard />}
      <QueryState query={summary}>
        {(s) => (
          <Stack>
            <SimpleGrid cols={{ base: 2, md: 5 }}>
              <Stat label={t('dashboard.devices')} value={s.total} />
              <Stat label={t('dashboard.up')} value={s.up} color="green" />
              <Stat label={t('dashboard.down')} value={s.down} color={s.down > 0 ? 'red' : undefined} />
              <Stat label={t('dashboard.organizations')} value={s.organizations} />
              {canApprove && <Stat label={t('dashboard.pending')} value={s.pending} color={s.pending > 0 ? 'orange' : undefined} />}
            </SimpleGrid>
            {s.total === 0 && <Text c="dimmed">{t('dashboard.empty')}</Text>}
            <Group>
              <Button component={Link} to="/devices" variant="light">
                {t('dashboard.viewDevices')}
              </Button>
              {s.down > 0 && (
                <Button renderRoot={(root) => <Link {...root} to="/devices" search={{ status: 'DOWN' }} />} variant="light" color="red">
                  {t('dashboard.downLink', { count: s.down })}
                </Button>
              )}
              {canApprove && s.pending > 0 && (
                <Button component={Link} to="/approvals" variant="light" color="orange">
                  {t('dashboard.pendingLink', { count: s.pending })}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </QueryState>
      {canSeeJobs && <FailedBackupsCard />}
    </Stack>
  );
}
