import { decimals, type Decimal, type Statement, type StatementLine } from '@outpost/contracts';
import { devicesPerRule, type ProductMatchRule } from '@outpost/rules';
import type { AgreementRow, ProductRow } from './billing.repository.ts';

const { add, decimal, divide, format, min, multiply, round, subtract, sum } = decimals;
const ZERO = decimal(0);
const SIXTY = decimal(60);
const money = (d: Decimal) => format(round(d, 2));
const hours = (minutes: Decimal) => format(divide(minutes, SIXTY, 2));
/** Exact, without trailing zeros past two decimals (1.5 × 1.25 = 1.875; 1.00 × 2.00 = 2.00). */
const factor = (d: Decimal) => format(d).replace(/(\.\d\d\d*?)0+$/, '$1');

export interface StatementAgreement {
  row: AgreementRow;
  /** In rank order. */
  lines: { productId: number; quantity: string | null; product: ProductRow }[];
}
export interface StatementDevice {
  id: number;
  name: string;
  roleId: number | null;
  groupIds: readonly number[];
}
export interface StatementEntry {
  id: number;
  ticketId: number;
  userName: string;
  /** The technician role of the entry's user now (labor products may bill only some roles). */
  roleId: number | null;
  remote: boolean;
  startDate: Date;
  durationSeconds: number;
  billingType: string;
  agreementId: number | null;
}
export interface StatementInput {
  organization: { id: number; name: string };
  /** YYYY-MM */
  month: string;
  currency: string;
  agreements: readonly StatementAgreement[];
  devices: readonly StatementDevice[];
  /** When `devices` were recorded (a past month's snapshot); null = enrolled now. */
  devicesAsOf?: Date | null;
  /** When the month was marked as billed; null = not yet. */
  billedAt?: Date | null;
  entries: readonly StatementEntry[];
  /** True when an instant is outside business hours (the off-hours multiplier applies). */
  isOffHours: (at: Date) => boolean;
}

/** The first day of a month and of the next, as instants (UTC: decision 0038) and as dates. */
export function monthWindow(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(y, m - 1, 1));
  const to = new Date(Date.UTC(y, m, 1));
  const lastDay = new Date(to.getTime() - 86_400_000);
  return { from, to, firstDate: from.toISOString().slice(0, 10), lastDate: lastDay.toISOString().slice(0, 10) };
}

const monthIndex = (isoDate: string) => Number(isoDate.slice(0, 4)) * 12 + Number(isoDate.slice(5, 7)) - 1;

/** Whether a fixed product of `billing` frequency bills in `month` of an agreement that started on `startDate`. */
export function billsInMonth(billing: ProductRow['billing'], startDate: string, month: string): boolean {
  const since = monthIndex(`${month}-01`) - monthIndex(startDate);
  if (since < 0) return false;
  switch (billing) {
    case 'ONE_TIME':
      return since === 0;
    case 'MONTHLY':
      return true;
    case 'QUARTERLY':
      return since % 3 === 0;
    case 'ANNUALLY':
      return since % 12 === 0;
  }
}

/** A time entry's minutes (nearest whole minute) and after the labor product's rounding up. */
export function entryMinutes(durationSeconds: number, product: Pick<ProductRow, 'autoRoundTimeEntries' | 'roundingMinutes'> | null) {
  const logged = Math.max(1, Math.floor((durationSeconds + 30) / 60));
  if (!product?.autoRoundTimeEntries) return { logged, rounded: logged };
  const step = product.roundingMinutes;
  return { logged, rounded: Math.ceil(logged / step) * step };
}

/** Remote or on site, times normal or off hours: the labor product's multipliers for one entry. */
export function entryMultiplier(product: ProductRow, remote: boolean, offHours: boolean): Decimal {
  return multiply(
    decimal(remote ? product.remoteMultiplier : product.onSiteMultiplier),
    decimal(offHours ? product.offHoursMultiplier : product.normalHoursMultiplier),
  );
}

/**
 * One organization's statement for one month: fixed products due that month, managed products
 * times the devices they match now (packages/rules' product matching, ranked by their order on
 * the agreement), and labor: each billable entry rounded by its labor product and weighted by its
 * multipliers, at the agreement's hourly rate (or the product's price), less a block's hours.
 * Pure: every amount is an exact decimal, rounded once per line to cents.
 */
export function computeStatement(input: StatementInput): Statement {
  const { firstDate, lastDate } = monthWindow(input.month);
  const lines: StatementLine[] = [];
  const devices: Statement['devices'] = [];
  const timeEntries: Statement['timeEntries'] = [];
  const totals: Statement['agreements'] = [];
  const names = new Map(input.devices.map((d) => [d.id, d.name]));

  for (const { row: agreement, lines: products } of input.agreements) {
    if (agreement.startDate > lastDate || (agreement.endDate !== null && agreement.endDate < firstDate)) continue;
    const agreementLines: StatementLine[] = [];
    const line = (
      product: ProductRow,
      kind: StatementLine['kind'],
      quantity: string,
      unitPrice: string,
      amount: string,
      labor?: Pick<StatementLine, 'hoursLogged' | 'hoursRounded' | 'hoursCovered'>,
    ) =>
      agreementLines.push({
        agreementId: agreement.id,
        productId: product.id,
        productName: product.name,
        kind,
        quantity,
        unitPrice,
        amount,
        taxable: product.taxable,
        hoursLogged: labor?.hoursLogged ?? null,
        hoursRounded: labor?.hoursRounded ?? null,
        hoursCovered: labor?.hoursCovered ?? null,
      });

    // Managed products: a device counts towards the first (SINGLE_HIT) or every (MULTIPLE_HIT) product it matches.
    const managed = products.filter((p) => p.product.type === 'MANAGED');
    const rules: ProductMatchRule<number>[] = managed
      // A product whose role was deleted matches no device rather than every device.
      .filter((p) => p.product.anyRole || p.product.nodeRoleId !== null)
      .map((p, rank) => ({
        id: p.productId,
        ranking: rank + 1,
        nodeRoleId: p.product.anyRole ? null : p.product.nodeRoleId,
        groupIds: p.product.groupIds,
        groupsLogicOperator: p.product.allGroups ? 'AND' : 'OR',
      }));
    const matched = devicesPerRule(input.devices, rules, agreement.productMappingType);

    // Labor: entries of this agreement, each to the first labor product that bills its technician's role.
    const labor = products.filter((p) => p.product.type === 'LABOR');
    const laborMinutes = new Map<number, { logged: number; rounded: number; weighted: Decimal }>(
      labor.map((p) => [p.productId, { logged: 0, rounded: 0, weighted: ZERO }]),
    );
    for (const entry of input.entries.filter((e) => e.agreementId === agreement.id)) {
      const product =
        labor.find((p) => p.product.userRoles.length === 0 || (entry.roleId !== null && p.product.userRoles.includes(entry.roleId)))?.product ?? null;
      const { logged, rounded } = entryMinutes(entry.durationSeconds, product);
      const offHours = input.isOffHours(entry.startDate);
      const multiplier = product ? entryMultiplier(product, entry.remote, offHours) : decimal(1);
      const weighted = multiply(decimal(rounded), multiplier);
      const charged = product !== null && entry.billingType === 'BILLABLE';
      if (charged) {
        const acc = laborMinutes.get(product.id)!;
        laborMinutes.set(product.id, { logged: acc.logged + logged, rounded: acc.rounded + rounded, weighted: add(acc.weighted, weighted) });
      }
      timeEntries.push({
        id: entry.id,
        ticketId: entry.ticketId,
        agreementId: agreement.id,
        productId: product?.id ?? null,
        technician: entry.userName,
        startDate: entry.startDate.toISOString(),
        remote: entry.remote,
        offHours,
        billingType: entry.billingType,
        minutesLogged: logged,
        minutesRounded: rounded,
        multiplier: factor(multiplier),
        billedHours: charged ? hours(weighted) : '0.00',
      });
    }

    let blockLeft = agreement.type === 'BLOCK_HOURS' && agreement.blockHours !== null ? multiply(decimal(agreement.blockHours), SIXTY) : ZERO;
    for (const { productId, quantity, product } of products) {
      if (product.type === 'MANAGED') {
        const ids = matched.get(productId) ?? [];
        for (const id of ids) devices.push({ agreementId: agreement.id, productId, deviceId: id, deviceName: names.get(id) ?? '' });
        line(product, 'DEVICES', String(ids.length), product.price, money(multiply(decimal(ids.length), decimal(product.price))));
      } else if (product.type === 'LABOR') {
        const acc = laborMinutes.get(productId)!;
        const covered = min(acc.weighted, blockLeft);
        blockLeft = subtract(blockLeft, covered);
        const chargedMinutes = subtract(acc.weighted, covered);
        const rate = agreement.hourlyRate ?? product.price;
        line(product, 'LABOR', hours(chargedMinutes), rate, money(divide(multiply(chargedMinutes, decimal(rate)), SIXTY, 2)), {
          hoursLogged: hours(decimal(acc.logged)),
          hoursRounded: hours(decimal(acc.rounded)),
          hoursCovered: hours(covered),
        });
      } else if (billsInMonth(product.billing, agreement.startDate, input.month)) {
        const q = quantity ?? product.quantity ?? '0';
        line(product, 'FIXED', q, product.price, money(multiply(decimal(q), decimal(product.price))));
      }
    }
    lines.push(...agreementLines);
    totals.push({ id: agreement.id, name: agreement.name, type: agreement.type, total: money(sum(agreementLines.map((l) => decimal(l.amount)))) });
  }

  const taxable = sum(lines.filter((l) => l.taxable).map((l) => decimal(l.amount)));
  const nonTaxable = sum(lines.filter((l) => !l.taxable).map((l) => decimal(l.amount)));
  return {
    organizationId: input.organization.id,
    organizationName: input.organization.name,
    month: input.month,
    currency: input.currency,
    agreements: totals,
    lines,
    devices,
    timeEntries,
    devicesAsOf: input.devicesAsOf?.toISOString() ?? null,
    billedAt: input.billedAt?.toISOString() ?? null,
    subtotalTaxable: money(taxable),
    subtotalNonTaxable: money(nonTaxable),
    total: money(add(taxable, nonTaxable)),
  };
}

/** A cell a spreadsheet will not run as a formula (names come from users). */
function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The statement as CSV: one row per line, then the subtotals and the total. Amounts keep their decimals as text. */
export function statementCsv(s: Statement): string {
  const agreementName = new Map(s.agreements.map((a) => [a.id, a.name]));
  const rows: string[][] = [['Organization', 'Month', 'Currency', 'Agreement', 'Product', 'Kind', 'Quantity', 'Unit price', 'Amount', 'Taxable']];
  for (const l of s.lines) {
    rows.push([
      csvText(s.organizationName),
      s.month,
      s.currency,
      csvText(agreementName.get(l.agreementId) ?? ''),
      csvText(l.productName),
      l.kind,
      l.quantity,
      l.unitPrice,
      l.amount,
      l.taxable ? 'yes' : 'no',
    ]);
  }
  const total = (label: string, amount: string) => rows.push([csvText(s.organizationName), s.month, s.currency, '', label, '', '', '', amount, '']);
  total('Subtotal taxable', s.subtotalTaxable);
  total('Subtotal non-taxable', s.subtotalNonTaxable);
  total('Total', s.total);
  return `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;
}
