import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/client.ts';

/** Loading, error (with retry) and empty states around a query's content. */
export function QueryState<T>({
  query,
  empty,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center py="xl" aria-busy="true">
        <Loader role="status" aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={errorMessage(query.error)}>
        <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
          {t('app.retry')}
        </Button>
      </Alert>
    );
  }
  if (empty && isEmpty?.(query.data)) {
    return (
      <Stack py="xl" align="center">
        <Text c="dimmed">{empty}</Text>
      </Stack>
    );
  }
  return <>{children(query.data)}</>;
}
