import { describe, expect, it } from 'vitest';
import type { AgreementRow, ProductRow } from './billing.repository.ts';
import { billsInMonth, computeStatement, entryMinutes, statementCsv, type StatementEntry } from './statement.ts';

const at = new Date('2026-01-01T00:00:00Z');
const product = (id: number, over: Partial<ProductRow>): ProductRow => ({
  id,
  type: 'STANDARD',
  name: `P${id}`,
  description: 'd',
  price: '0.00',
  cost: '0.00',
  quantity: null,
  dynamicQuantityText: '',
  taxable: false,
  billing: 'MONTHLY',
  licensingType: null,
  term: null,
  productIds: [],
  anyRole: true,
  nodeRoleId: null,
  groupIds: [],
  allGroups: true,
  autoRoundTimeEntries: false,
  roundingMinutes: 15,
  onSiteMultiplier: '1.00',
  remoteMultiplier: '1.00',
  normalHoursMultiplier: '1.00',
  offHoursMultiplier: '1.00',
  userRoles: [],
  allowAllTechnicians: true,
  permissionUserRoles: [],
  version: 1,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const agreement = (over: Partial<AgreementRow>): AgreementRow => ({
  id: 1,
  organizationId: 1,
  name: 'A',
  type: 'MANAGED_SERVICES',
  startDate: '2026-01-01',
  endDate: null,
  productMappingType: 'SINGLE_HIT',
  hourlyRate: null,
  blockHours: null,
  version: 1,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const entry = (id: number, minutes: number, over: Partial<StatementEntry> = {}): StatementEntry => ({
  id,
  ticketId: 1,
  userName: 'T',
  roleId: null,
  remote: true,
  startDate: new Date('2026-03-02T10:00:00Z'),
  durationSeconds: minutes * 60,
  billingType: 'BILLABLE',
  agreementId: 1,
  ...over,
});

describe('statement rules', () => {
  it("rounds entries up to the labor product's increment, to the nearest minute first", () => {
    expect(entryMinutes(29, null)).toEqual({ logged: 1, rounded: 1 });
    expect(entryMinutes(31 * 60 + 29, { autoRoundTimeEntries: true, roundingMinutes: 15 })).toEqual({ logged: 31, rounded: 45 });
    expect(entryMinutes(45 * 60, { autoRoundTimeEntries: true, roundingMinutes: 15 })).toEqual({ logged: 45, rounded: 45 });
  });

  it('bills one-time, quarterly and annual products in their months only', () => {
    expect([1, 2, 3, 4].map((m) => billsInMonth('QUARTERLY', '2026-01-15', `2026-0${m}`))).toEqual([true, false, false, true]);
    expect(billsInMonth('ANNUALLY', '2025-03-01', '2026-03')).toBe(true);
    expect(billsInMonth('ONE_TIME', '2026-01-01', '2026-02')).toBe(false);
    expect(billsInMonth('MONTHLY', '2026-02-01', '2026-01')).toBe(false);
  });

  it('a block of hours covers labor first; beyond it the rate applies (SINGLE_HIT counts a device once)', () => {
    const labor = product(1, { type: 'LABOR', name: 'Labor', price: '100.00', taxable: true });
    const laborL2 = product(4, { type: 'LABOR', name: 'Engineering', price: '150.00', userRoles: [7] });
    const servers = product(2, { type: 'MANAGED', name: 'Servers', price: '30.00', anyRole: false, nodeRoleId: 5 });
    const anyDevice = product(3, { type: 'MANAGED', name: 'Any device', price: '5.00' });
    const s = computeStatement({
      organization: { id: 1, name: '=Acme' },
      month: '2026-03',
      currency: 'USD',
      agreements: [
        {
          row: agreement({ type: 'BLOCK_HOURS', blockHours: '2.00' }),
          lines: [servers, anyDevice, laborL2, labor].map((p) => ({ productId: p.id, quantity: null, product: p })),
        },
      ],
      devices: [
        { id: 1, name: 'srv', roleId: 5, groupIds: [] },
        { id: 2, name: 'pc', roleId: null, groupIds: [] },
      ],
      // 90 min (role 7: Engineering) + 75 min + 20 min (Labor); 120 covered in line order.
      entries: [entry(1, 90, { roleId: 7 }), entry(2, 75), entry(3, 20)],
      isOffHours: () => false,
    });
    expect(s.lines.map((l) => [l.productName, l.quantity, l.amount, l.hoursCovered])).toEqual([
      ['Servers', '1', '30.00', null],
      ['Any device', '1', '5.00', null],
      ['Engineering', '0.00', '0.00', '1.50'],
      ['Labor', '1.08', '108.33', '0.50'], // 95 − 30 = 65 min at 100/h = 108.333…
    ]);
    expect(s.total).toBe('143.33');
    expect(s.subtotalTaxable).toBe('108.33');
    // Names that a spreadsheet would run as formulas are quoted.
    expect(statementCsv(s).split('\r\n')[1]!.startsWith("'=Acme,2026-03,USD,A,Servers")).toBe(true);
  });

  it('leaves out agreements that do not run in the month', () => {
    const fixed = product(1, { name: 'Fixed', price: '10.00', quantity: '1.00' });
    const lines = [{ productId: 1, quantity: null, product: fixed }];
    const s = computeStatement({
      organization: { id: 1, name: 'Acme' },
      month: '2026-03',
      currency: 'USD',
      agreements: [
        { row: agreement({ id: 1, endDate: '2026-02-28' }), lines },
        { row: agreement({ id: 2, startDate: '2026-04-01' }), lines },
        { row: agreement({ id: 3, startDate: '2026-03-31', endDate: '2026-03-31' }), lines },
      ],
      devices: [],
      entries: [],
      isOffHours: () => false,
    });
    expect(s.agreements.map((a) => a.id)).toEqual([3]);
    expect(s.total).toBe('10.00');
  });
});
