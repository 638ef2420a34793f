import { describe, expect, it } from 'vitest';
import {
  isBlockedNumberKey,
  sanitiseIpAddressText,
  sanitiseNumberText,
  scriptInputSchema,
  scriptValueError,
  scriptValuesErrors,
  scriptVariableSchema,
  type ScriptVariable,
} from './scripts.ts';

const v = (type: ScriptVariable['type'], extra: Partial<ScriptVariable> = {}): ScriptVariable =>
  scriptVariableSchema.parse({ name: 'X', calculatedName: 'X', type, ...extra });

describe('script variable values (one validator for form and server)', () => {
  it('accepts and refuses each type as the modal and the server must', () => {
    const cases: [ScriptVariable, string, boolean][] = [
      [v('INTEGER'), '-12', true],
      [v('INTEGER'), '012', false],
      [v('INTEGER'), '1e3', false],
      [v('INTEGER'), '99999999999999999999', false],
      [v('DECIMAL'), '3.141592', true],
      [v('DECIMAL'), '3.1415926', false],
      [v('DECIMAL'), '3,5', false],
      [v('DECIMAL'), '-0.5', true],
      [v('CHECKBOX'), 'true', true],
      [v('CHECKBOX'), 'yes', false],
      [v('DATE'), '2024-02-29', true],
      [v('DATE'), '2023-02-29', false],
      [v('DATETIME'), '2024-03-31T02:30', true],
      [v('DATETIME'), '2024-03-31T24:00', false],
      [v('DROPDOWN', { valueList: ['a', 'b'] }), 'b', true],
      [v('DROPDOWN', { valueList: ['a', 'b'] }), 'c', false],
      [v('IPADDRESS'), '192.168.1.10', true],
      [v('IPADDRESS'), '192.168.1.256', false],
      [v('IPADDRESS'), '192.168.01.1', false],
      [v('TEXT'), 'a "quoted" $(rm -rf /) `x`; y\nz', true],
    ];
    for (const [variable, value, ok] of cases) expect(scriptValueError(variable, value) === null, `${variable.type} ${value}`).toBe(ok);
  });

  it('lets an optional value be empty and refuses an empty required one with "Required"', () => {
    expect(scriptValueError(v('INTEGER'), '')).toBeNull();
    expect(scriptValueError(v('INTEGER', { required: true }), '')).toBe('Required');
  });

  it('takes a 32 KiB text value and refuses one byte more', () => {
    expect(scriptValueError(v('TEXT'), 'x'.repeat(32 * 1024))).toBeNull();
    expect(scriptValueError(v('TEXT'), 'x'.repeat(32 * 1024 + 1))).toMatch(/32 KiB/);
  });

  it('names unknown and invalid values by environment name', () => {
    expect(scriptValuesErrors([v('INTEGER')], { X: 'a', Y: '1' })).toEqual({ X: ['Must be a whole number'], Y: ['The script has no such variable'] });
  });
});

describe('script variable definitions', () => {
  it('needs a value list for a drop-down and allows secret only on text', () => {
    expect(scriptVariableSchema.safeParse({ name: 'A', calculatedName: 'A', type: 'DROPDOWN' }).success).toBe(false);
    expect(scriptVariableSchema.safeParse({ name: 'A', calculatedName: 'A', type: 'INTEGER', secret: true }).success).toBe(false);
    expect(scriptVariableSchema.safeParse({ name: 'A', calculatedName: '1A', type: 'TEXT' }).success).toBe(false);
    expect(scriptVariableSchema.safeParse({ name: 'A', calculatedName: 'PATH', type: 'TEXT' }).success).toBe(false);
  });

  it('refuses two variables with one environment name, and a language on an OS it does not run on', () => {
    const base = { name: 'S', language: 'bash', operatingSystems: ['LINUX'], body: 'echo' } as const;
    const twice = scriptInputSchema.safeParse({
      ...base,
      variables: [
        { name: 'a', calculatedName: 'A', type: 'TEXT' },
        { name: 'b', calculatedName: 'a', type: 'TEXT' },
      ],
    });
    expect(twice.success).toBe(false);
    expect(scriptInputSchema.safeParse({ ...base, operatingSystems: ['WINDOWS'] }).success).toBe(false);
  });
});

describe('inputs of spec 001 §5', () => {
  it('strips everything but digits and dots from an IP address', () => {
    expect(sanitiseIpAddressText(' 10.0.0.1abc/24 ')).toBe('10.0.0.124');
  });

  it('keeps an optional minus, drops leading zeros, limits decimals and uses the locale separator', () => {
    expect(sanitiseNumberText('-007', { decimals: 0 })).toBe('-7');
    expect(sanitiseNumberText('12a3.4', { decimals: 0 })).toBe('123');
    expect(sanitiseNumberText('00,12345', { decimals: 2, decimalSeparator: ',' })).toBe('0,12');
    expect(sanitiseNumberText('1.5', { decimals: 2, decimalSeparator: ',' })).toBe('1,5');
    expect(sanitiseNumberText('1-2', { decimals: 0 })).toBe('12');
    expect(sanitiseNumberText('-5', { decimals: 0, allowNegative: false })).toBe('5');
  });

  it('blocks e, +, letters and a second separator', () => {
    const opts = { decimals: 2 };
    expect(['e', 'E', '+', 'a'].map((k) => isBlockedNumberKey(k, '1', opts))).toEqual([true, true, true, true]);
    expect(isBlockedNumberKey('.', '1.2', opts)).toBe(true);
    expect(isBlockedNumberKey('.', '1', { decimals: 0 })).toBe(true);
    expect(isBlockedNumberKey('5', '1', opts)).toBe(false);
    expect(isBlockedNumberKey('Backspace', '1', opts)).toBe(false);
  });
});
