import { describe, expect, it } from 'vitest';
import type { Statement } from '@outpost/contracts';
import { pdfTextRuns } from './pdf-text.test-support.ts';
import { monthTitle, statementPdf } from './statement-pdf.ts';

// A statement worked out by hand (two agreements, every kind of line) printed and read back.
const statement: Statement = {
  organizationId: 7,
  organizationName: 'Acme Ltd',
  month: '2026-03',
  currency: 'EUR',
  agreements: [
    { id: 1, name: 'Acme managed', type: 'MANAGED_SERVICES', total: '338.33' },
    { id: 2, name: 'Acme block', type: 'BLOCK_HOURS', total: '60.00' },
  ],
  lines: [
    // 3 servers × 30.00 = 90.00
    {
      agreementId: 1,
      productId: 1,
      productName: 'Server care',
      kind: 'DEVICES',
      quantity: '3',
      unitPrice: '30.00',
      amount: '90.00',
      taxable: false,
      hoursLogged: null,
      hoursRounded: null,
      hoursCovered: null,
    },
    // 149 weighted minutes = 2.48 h; the amount from the minutes: 149 × 100.00 / 60 = 248.33
    {
      agreementId: 1,
      productId: 2,
      productName: 'Desk support',
      kind: 'LABOR',
      quantity: '2.48',
      unitPrice: '100.00',
      amount: '248.33',
      taxable: true,
      hoursLogged: '1.75',
      hoursRounded: '2.00',
      hoursCovered: '0.00',
    },
    // 2 licences × 30.00 = 60.00
    {
      agreementId: 2,
      productId: 3,
      productName: 'Firewall licence',
      kind: 'FIXED',
      quantity: '2.00',
      unitPrice: '30.00',
      amount: '60.00',
      taxable: false,
      hoursLogged: null,
      hoursRounded: null,
      hoursCovered: null,
    },
  ],
  devices: [],
  timeEntries: [],
  devicesAsOf: '2026-03-31T23:00:00.000Z',
  billedAt: null,
  subtotalTaxable: '248.33', // labor
  subtotalNonTaxable: '150.00', // 90.00 + 60.00
  total: '398.33',
};

describe('statement PDF', () => {
  it('prints the title, organization, month in UTC, currency, a table per kind of product and the totals', async () => {
    const pdf = await statementPdf(statement, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const runs = pdfTextRuns(pdf);
    expect(runs.slice(0, 5)).toEqual([
      'Statement',
      'Organization: Acme Ltd',
      'Month: March 2026 (UTC)',
      'Currency: EUR',
      'Devices: as recorded on 2026-03-31 23:00 UTC',
    ]);
    const after = (label: string, n: number) => runs.slice(runs.indexOf(label), runs.indexOf(label) + n);
    expect(after('Managed products', 11)).toEqual([
      'Managed products',
      'Product',
      'Devices',
      'Unit price',
      'Amount',
      'Taxable',
      'Server care',
      '3',
      '30.00',
      '90.00',
      'no',
    ]);
    expect(after('Desk support', 8)).toEqual(['Desk support', '1.75', '2.00', '0.00', '2.48', '100.00', '248.33', 'yes']);
    expect(after('Firewall licence', 5)).toEqual(['Firewall licence', '2.00', '30.00', '60.00', 'no']);
    // The tables sit under their agreement, each agreement closed by its total.
    expect(runs.indexOf('Agreement: Acme managed')).toBeLessThan(runs.indexOf('Server care'));
    expect(runs.indexOf('Agreement total: 338.33 EUR')).toBeLessThan(runs.indexOf('Agreement: Acme block'));
    expect(runs.indexOf('Agreement: Acme block')).toBeLessThan(runs.indexOf('Firewall licence'));
    expect(runs.slice(-4)).toEqual(['Agreement total: 60.00 EUR', 'Subtotal taxable: 248.33 EUR', 'Subtotal non-taxable: 150.00 EUR', 'Total: 398.33 EUR']);
  });

  it('says when no agreement runs in the month, and that the devices are those enrolled now', async () => {
    const runs = pdfTextRuns(
      await statementPdf({ ...statement, agreements: [], lines: [], devicesAsOf: null, subtotalTaxable: '0.00', subtotalNonTaxable: '0.00', total: '0.00' }),
    );
    expect(runs).toContain('Devices: as enrolled now');
    expect(runs).toContain('No agreement runs in this month.');
    expect(runs.at(-1)).toBe('Total: 0.00 EUR');
  });

  it('names months in UTC', () => {
    expect(monthTitle('2026-01')).toBe('January 2026');
    expect(monthTitle('2025-12')).toBe('December 2025');
  });
});
