import { describe, expect, it } from 'vitest';
import { agreementInputSchema, decimalProblem, MONEY_RULE, productInputSchema, QUANTITY_RULE } from './billing.ts';
import { add, decimal, divide, format, multiply, round, sum } from './decimal.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('decimal', () => {
  it('adds and multiplies exactly, where floats do not', () => {
    expect(format(add(decimal('0.1'), decimal('0.2')))).toBe('0.3');
    expect(format(multiply(decimal('19.99'), decimal('3')), 2)).toBe('59.97');
    expect(format(sum(['0.10', '0.20', '0.30'].map(decimal)), 2)).toBe('0.60');
  });
  it('rounds halves away from zero and divides to a scale', () => {
    expect(format(round(decimal('2.345'), 2))).toBe('2.35');
    expect(format(round(decimal('-2.345'), 2))).toBe('-2.35');
    expect(format(round(decimal('2.344'), 2))).toBe('2.34');
    expect(format(divide(decimal('100'), decimal('60'), 4))).toBe('1.6667');
    expect(format(decimal('-0.5'), 0)).toBe('-1');
  });
  it('refuses floats and exponents', () => {
    expect(() => decimal(0.1)).toThrow();
    expect(() => decimal('1e3')).toThrow();
  });
});

describe('§5 number rule', () => {
  it('accepts an optional minus, refuses leading zeros, too many decimals and out-of-range values', () => {
    expect(decimalProblem('-12.50', MONEY_RULE)).toBeNull();
    expect(decimalProblem('0.5', MONEY_RULE)).toBeNull();
    expect(decimalProblem('007', MONEY_RULE)).toBe('No leading zeros');
    expect(decimalProblem('1.234', MONEY_RULE)).toBe('At most 2 decimals');
    expect(decimalProblem('1,5', MONEY_RULE)).toBe('Must be a number');
    expect(decimalProblem('-1', QUANTITY_RULE)).toBe('Must be at least 0');
    expect(decimalProblem('100000', QUANTITY_RULE)).toBe('Must be at most 99999');
    expect(decimalProblem('', QUANTITY_RULE)).toBe('Required');
  });
});

describe('product input', () => {
  const base = { name: 'Backup', description: 'Nightly backup', price: '10', cost: '4' };
  it('needs name, description, price and cost within their limits', () => {
    expect(issues(productInputSchema.safeParse({ type: 'STANDARD', name: ' ', description: '', price: '', cost: 'x', quantity: '1' }))).toEqual({
      name: 'Required',
      description: 'Required',
      price: 'Required',
      cost: 'Must be a number',
    });
    expect(issues(productInputSchema.safeParse({ ...base, type: 'STANDARD', name: 'x'.repeat(51), description: 'y'.repeat(251), quantity: '1' }))).toEqual({
      name: 'Must be at most 50 characters',
      description: 'Must be at most 250 characters',
    });
  });
  it('asks each variant for its own fields', () => {
    expect(issues(productInputSchema.safeParse({ ...base, type: 'STANDARD' }))).toEqual({ quantity: 'Required' });
    expect(issues(productInputSchema.safeParse({ ...base, type: 'LICENSED', quantity: '1' }))).toEqual({ licensingType: 'Required', term: 'Required' });
    expect(issues(productInputSchema.safeParse({ ...base, type: 'GROUP', quantity: '1', productIds: [] }))).toEqual({
      productIds: 'Choose at least one product',
    });
    expect(issues(productInputSchema.safeParse({ ...base, type: 'MANAGED', anyRole: false }))).toEqual({ nodeRoleId: 'Required' });
    expect(productInputSchema.safeParse({ ...base, type: 'MANAGED', anyRole: true }).success).toBe(true);
    expect(issues(productInputSchema.safeParse({ ...base, type: 'LABOR', remoteMultiplier: '', offHoursMultiplier: '1.555' }))).toEqual({
      remoteMultiplier: 'Required',
      offHoursMultiplier: 'At most 2 decimals',
    });
    expect(issues(productInputSchema.safeParse({ ...base, type: 'LABOR', allowAllTechnicians: false }))).toEqual({
      permissionUserRoles: 'Choose at least one role',
    });
  });
});

describe('agreement input', () => {
  it('ends on or after it starts; a block of hours needs its hours', () => {
    expect(
      issues(agreementInputSchema.safeParse({ organizationId: 1, name: 'A', type: 'BLOCK_HOURS', startDate: '2026-05-01', endDate: '2026-04-30' })),
    ).toEqual({
      endDate: 'Must not be before the start date',
      blockHours: 'Required',
    });
    expect(issues(agreementInputSchema.safeParse({ organizationId: 1, name: 'A', type: 'MANAGED_SERVICES', startDate: '2026-02-30' }))).toEqual({
      startDate: 'Must be a date (YYYY-MM-DD)',
    });
  });
});
