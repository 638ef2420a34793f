import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { UnbilledTime } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../shared/PageTitle.tsx';
import { QueryState } from '../../shared/QueryState.tsx';
import { useUnbilledTime } from './billing.api.ts';
import { BillingNav } from './BillingNav.tsx';
import { monthLabel, useMoney } from './StatementView.tsx';
import './billing.strings.ts';

/** Billable time not yet on a billed statement: per organization, agreement and month, with links to its tickets. */
export function UnbilledPage() {
  const { t } = useTranslation();
  const unbilled = useUnbilledTime();
  return (
    <Stack>
      <BillingNav />
      <PageTitle>{t('billing.unbilled.title')}</PageTitle>
      <Text c="dimmed">{t('billing.unbilled.intro')}</Text>
      <QueryState query={unbilled} isEmpty={(u) => u.rows.length === 0} empty={t('billing.unbilled.empty')}>
        {(u) => <UnbilledTable unbilled={u} />}
      </QueryState>
    </Stack>
  );
}

export function UnbilledTable({ unbilled }: { unbilled: UnbilledTime }) {
  const { t, i18n } = useTranslation();
  const money = useMoney(unbilled.currency);
  return (
    <Table striped aria-label={t('billing.unbilled.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('billing.unbilled.organization')}</Table.Th>
          <Table.Th>{t('billing.unbilled.agreement')}</Table.Th>
          <Table.Th>{t('billing.unbilled.month')}</Table.Th>
          <Table.Th ta="right" title={t('billing.unbilled.hoursHint')}>
            {t('billing.unbilled.hours')}
          </Table.Th>
          <Table.Th ta="right">{t('billing.unbilled.amount')}</Table.Th>
          <Table.Th>{t('billing.unbilled.tickets')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {unbilled.rows.map((r) => (
          <Table.Tr key={`${r.agreementId}-${r.month}`}>
            <Table.Td>{r.organizationName}</Table.Td>
            <Table.Td>
              <Anchor renderRoot={(root) => <Link {...root} to="/billing/agreements/$id" params={{ id: r.agreementId }} />}>{r.agreementName}</Anchor>
            </Table.Td>
            <Table.Td>{monthLabel(r.month, i18n.language)}</Table.Td>
            <Table.Td ta="right">{r.hours}</Table.Td>
            <Table.Td ta="right">{money(r.amount)}</Table.Td>
            <Table.Td>
              <Stack gap={2}>
                {r.tickets.map((ticket) => (
                  <Text key={ticket.id} size="sm">
                    <Anchor renderRoot={(root) => <Link {...root} to="/tickets/$id" params={{ id: ticket.id }} />}>
                      #{ticket.id} {ticket.summary}
                    </Anchor>{' '}
                    <Text span c="dimmed" size="sm">
                      {t('billing.unbilled.ticketHours', { hours: ticket.hours })}
                    </Text>
                  </Text>
                ))}
              </Stack>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={3} ta="right">
            {t('billing.unbilled.total')}
          </Table.Th>
          <Table.Th ta="right">{unbilled.totalHours}</Table.Th>
          <Table.Th ta="right">{money(unbilled.totalAmount)}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
