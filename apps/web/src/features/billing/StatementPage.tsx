import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconDownload } from '@tabler/icons-react';
import type { Statement } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { formatDateTime } from '../../shared/format.ts';
import { PageTitle } from '../../shared/PageTitle.tsx';
import { QueryState } from '../../shared/QueryState.tsx';
import { OrganizationSelect } from './AgreementForm.tsx';
import { statementCsvUrl, statementPdfUrl, useBilledMark, useStatement } from './billing.api.ts';
import { BillingNav } from './BillingNav.tsx';
import { MonthSelect, StatementView, currentMonth } from './StatementView.tsx';
import './billing.strings.ts';

/** An organization's monthly statement (UTC months), its CSV and PDF downloads, and its billed mark. */
export function StatementPage() {
  const { t } = useTranslation();
  const [organizationId, setOrganizationId] = useState<number | null>(null);
  const [month, setMonth] = useState(currentMonth);
  const statement = useStatement(organizationId, month);
  return (
    <Stack>
      <BillingNav />
      <PageTitle>{t('billing.statement.title')}</PageTitle>
      <Group align="flex-end">
        <OrganizationSelect label={t('billing.statement.organization')} value={organizationId} onChange={(id) => setOrganizationId(id)} />
        <MonthSelect value={month} onChange={setMonth} />
        {organizationId !== null && (
          <>
            <Button component="a" href={statementCsvUrl(organizationId, month)} download leftSection={<IconDownload size={16} />} variant="default">
              {t('billing.statement.download')}
            </Button>
            <Button component="a" href={statementPdfUrl(organizationId, month)} download leftSection={<IconDownload size={16} />} variant="default">
              {t('billing.statement.downloadPdf')}
            </Button>
          </>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('billing.statement.utcNote')}
      </Text>
      {organizationId === null ? (
        <Text c="dimmed">{t('billing.statement.chooseOrganization')}</Text>
      ) : (
        <QueryState query={statement}>
          {(s) => (
            <Stack>
              <StatementStatus statement={s} />
              <StatementView statement={s} />
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}

/** Where a statement's device counts come from: a past month's last snapshot, or the devices enrolled now. */
export function DevicesSource({ statement }: { statement: Statement }) {
  const { t } = useTranslation();
  return (
    <Text size="sm">
      {statement.devicesAsOf === null
        ? t('billing.statement.devicesNow')
        : t('billing.statement.devicesAsOf', { at: statement.devicesAsOf.slice(0, 16).replace('T', ' ') })}
    </Text>
  );
}

/** Where the device counts come from, and whether the month is billed (a month that is over can be marked). */
export function StatementStatus({ statement }: { statement: Statement }) {
  const { t } = useTranslation();
  const mark = useBilledMark();
  const over = statement.month < currentMonth();
  const save = (billed: boolean) =>
    mark.mutate(
      { organizationId: statement.organizationId, month: statement.month, billed },
      {
        onSuccess: () => notifications.show({ message: t(billed ? 'billing.statement.marked' : 'billing.statement.unmarked') }),
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );
  return (
    <Group justify="space-between" align="center">
      <DevicesSource statement={statement} />
      {statement.billedAt !== null ? (
        <Group gap="xs">
          <Badge color="green" leftSection={<IconCheck size={12} />}>
            {t('billing.statement.billedOn', { at: formatDateTime(statement.billedAt) })}
          </Badge>
          <Button size="xs" variant="subtle" loading={mark.isPending} onClick={() => save(false)}>
            {t('billing.statement.unmarkBilled')}
          </Button>
        </Group>
      ) : (
        over && (
          <Button size="xs" variant="light" loading={mark.isPending} onClick={() => save(true)} title={t('billing.statement.markBilledHint')}>
            {t('billing.statement.markBilled')}
          </Button>
        )
      )}
    </Group>
  );
}
