import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../shared/QueryState.tsx';
import { formatAgo } from '../../../shared/format.ts';
import { useFailedBackups } from './jobs.api.ts';

/** The dashboard's backups that failed in the last 24 hours: how many, the newest five with device, plan and error. */
export function FailedBackupsCard() {
  const { t } = useTranslation();
  const failed = useFailedBackups(true);
  return (
    <Card withBorder component="section" aria-labelledby="failed-backups-title">
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Title order={2} size="h5" id="failed-backups-title">
            {t('dashboard.failedBackups')}
          </Title>
          {failed.data && (
            <Badge color={failed.data.totalCount > 0 ? 'red' : 'gray'} variant="light" data-testid="failed-backups-count">
              {failed.data.totalCount}
            </Badge>
          )}
        </Group>
        <Group gap="md">
          {failed.data && failed.data.totalCount > 0 && (
            <Anchor size="sm" renderRoot={(root) => <Link {...root} to="/jobs" search={{ type: ['BACKUP'], status: ['FAILED'] }} />}>
              {t('dashboard.failedLink')}
            </Anchor>
          )}
          <Anchor size="sm" renderRoot={(root) => <Link {...root} to="/jobs" />}>
            {t('dashboard.allJobs')}
          </Anchor>
        </Group>
      </Group>
      <QueryState query={failed} isEmpty={(page) => page.totalCount === 0} empty={t('dashboard.noFailedBackups')}>
        {(page) => (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {page.data.map((j) => (
              <li key={j.jobUID}>
                <Group gap="xs" wrap="nowrap" align="baseline">
                  <Anchor size="sm" fw={500} renderRoot={(root) => <Link {...root} to="/devices/$id" params={{ id: j.nodeId }} />}>
                    {j.nodeName}
                  </Anchor>
                  <Text size="sm">{j.planName ?? '-'}</Text>
                  <Text size="xs" c="dimmed">
                    {formatAgo(j.completed, '')}
                  </Text>
                </Group>
                {j.error && (
                  <Text size="xs" c="red" lineClamp={1} title={j.error}>
                    {j.error}
                  </Text>
                )}
              </li>
            ))}
            {page.totalCount > page.data.length && (
              <Text size="xs" c="dimmed" component="li">
                {t('dashboard.failedMore', { count: page.totalCount - page.data.length })}
              </Text>
            )}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
