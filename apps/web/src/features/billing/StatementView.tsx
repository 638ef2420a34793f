import { Badge, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { Statement } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format.ts';
import './billing.strings.ts';

/** This month and the 23 before it, newest first, as YYYY-MM. */
export function recentMonths(now = new Date(), count = 24): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return d.toISOString().slice(0, 7);
  });
}

export const currentMonth = () => new Date().toISOString().slice(0, 7);

/** A calendar date (YYYY-MM-DD) in the reader's locale; no time zone moves it. */
export const formatDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(undefined, { timeZone: 'UTC' });

/** "2026-01" as "January 2026": statement months are UTC calendar months. */
export const monthLabel = (month: string, locale?: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function MonthSelect({ value, onChange }: { value: string; onChange: (month: string) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Select
      label={t('billing.statement.month')}
      w={200}
      data={recentMonths().map((m) => ({ value: m, label: monthLabel(m, i18n.language) }))}
      value={value}
      onChange={(v) => v && onChange(v)}
      allowDeselect={false}
    />
  );
}

/** An amount in the installation's currency, in the reader's locale; the exact text stays in the title. */
export function useMoney(currency: string) {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency });
  // Formatting rounds through a float for display only; every sum was made exactly on the server.
  return (amount: string) => <span title={amount}>{format.format(Number(amount))}</span>;
}

/** A statement's lines with subtotals, then the devices counted and the time billed. */
export function StatementView({ statement, showAgreement = true }: { statement: Statement; showAgreement?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney(statement.currency);
  const agreementName = new Map(statement.agreements.map((a) => [a.id, a.name]));
  if (statement.lines.length === 0 && statement.timeEntries.length === 0) return <Text c="dimmed">{t('billing.statement.empty')}</Text>;
  return (
    <Stack>
      <Title order={3} size="h4">
        {t('billing.agreements.amounts')}
      </Title>
      <Table striped aria-label={t('billing.agreements.amounts')}>
        <Table.Thead>
          <Table.Tr>
            {showAgreement && <Table.Th>{t('billing.statement.agreement')}</Table.Th>}
            <Table.Th>{t('billing.statement.product')}</Table.Th>
            <Table.Th>{t('billing.statement.kind')}</Table.Th>
            <Table.Th ta="right">{t('billing.statement.quantity')}</Table.Th>
            <Table.Th ta="right">{t('billing.statement.unitPrice')}</Table.Th>
            <Table.Th ta="right">{t('billing.statement.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {statement.lines.map((l) => (
            <Table.Tr key={`${l.agreementId}-${l.productId}`}>
              {showAgreement && <Table.Td>{agreementName.get(l.agreementId)}</Table.Td>}
              <Table.Td>
                {l.productName}
                {l.hoursLogged !== null && (
                  <Text size="xs" c="dimmed">
                    {t('billing.statement.hours', { logged: l.hoursLogged, rounded: l.hoursRounded, covered: l.hoursCovered })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="light">{t(`billing.statement.kinds.${l.kind}`)}</Badge>
              </Table.Td>
              <Table.Td ta="right">{l.quantity}</Table.Td>
              <Table.Td ta="right">{money(l.unitPrice)}</Table.Td>
              <Table.Td ta="right">{money(l.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {(
            [
              ['subtotalTaxable', statement.subtotalTaxable],
              ['subtotalNonTaxable', statement.subtotalNonTaxable],
              ['total', statement.total],
            ] as const
          ).map(([key, amount]) => (
            <Table.Tr key={key}>
              <Table.Th colSpan={showAgreement ? 5 : 4} ta="right">
                {t(`billing.statement.${key}`)}
              </Table.Th>
              <Table.Th ta="right">{money(amount)}</Table.Th>
            </Table.Tr>
          ))}
        </Table.Tfoot>
      </Table>

      <Title order={3} size="h4">
        {t('billing.agreements.devices')}
      </Title>
      {statement.devices.length === 0 ? (
        <Text c="dimmed">{t('billing.agreements.noDevices')}</Text>
      ) : (
        <Table aria-label={t('billing.agreements.devices')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('billing.statement.device')}</Table.Th>
              <Table.Th>{t('billing.statement.product')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {statement.devices.map((d) => (
              <Table.Tr key={`${d.agreementId}-${d.productId}-${d.deviceId}`}>
                <Table.Td>{d.deviceName}</Table.Td>
                <Table.Td>{statement.lines.find((l) => l.productId === d.productId && l.agreementId === d.agreementId)?.productName}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      <Title order={3} size="h4">
        {t('billing.agreements.time')}
      </Title>
      {statement.timeEntries.length === 0 ? (
        <Text c="dimmed">{t('billing.agreements.noTime')}</Text>
      ) : (
        <Table aria-label={t('billing.agreements.time')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('billing.statement.ticket')}</Table.Th>
              <Table.Th>{t('billing.statement.technician')}</Table.Th>
              <Table.Th>{t('billing.statement.started')}</Table.Th>
              <Table.Th>{t('billing.statement.where')}</Table.Th>
              <Table.Th ta="right">{t('billing.statement.logged')}</Table.Th>
              <Table.Th ta="right">{t('billing.statement.multiplier')}</Table.Th>
              <Table.Th ta="right">{t('billing.statement.billed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {statement.timeEntries.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>#{e.ticketId}</Table.Td>
                <Table.Td>{e.technician}</Table.Td>
                <Table.Td>{formatDateTime(e.startDate, '')}</Table.Td>
                <Table.Td>
                  {e.remote ? t('billing.statement.remote') : t('billing.statement.onSite')}
                  {e.offHours && <> · {t('billing.statement.offHours')}</>}
                  {e.billingType !== 'BILLABLE' && <> · {e.billingType === 'NO_CHARGE' ? t('billing.statement.noCharge') : e.billingType}</>}
                </Table.Td>
                <Table.Td ta="right">
                  {e.minutesLogged} ({e.minutesRounded})
                </Table.Td>
                <Table.Td ta="right">×{e.multiplier}</Table.Td>
                <Table.Td ta="right">{e.billedHours}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
