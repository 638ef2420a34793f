import { Grid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The ticket page's shape while it loads, so nothing jumps when it arrives. */
export function TicketSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack aria-busy="true" aria-label={t('tickets.ticket.loading')} role="status">
      <Skeleton height={14} width={120} />
      <Skeleton height={32} width="50%" />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack>
            <Skeleton height={36} />
            <Skeleton height={140} />
            <Skeleton height={32} width="60%" />
            <Skeleton height={200} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
