import { describe, expect, it } from 'vitest';
import { checkAttributeValue, NUMERIC_ATTRIBUTE_MAX } from './attributes.ts';
import { validateTagName } from './tags.ts';

const choices = {
  values: [
    { id: 'a', name: 'A' },
    { id: 'b', name: 'B' },
  ],
};
const check = (attributeType: Parameters<typeof checkAttributeValue>[0]['attributeType'], value: unknown) =>
  checkAttributeValue({ attributeType, content: choices }, value);

describe('attribute values by type', () => {
  it('treats empty values as unset for every type', () => {
    for (const value of [null, undefined, '', []]) expect(check('TEXT', value)).toEqual({ ok: true, value: null });
  });

  it.each([
    ['MULTI_SELECT', ['a', 'b', 'a'], ['a', 'b']],
    ['DROPDOWN', 'b', 'b'],
    ['CHECKBOX', false, false],
    ['TEXT', '  tag 1 ', 'tag 1'],
    ['TEXT_MULTILINE', 'line 1\nline 2', 'line 1\nline 2'],
    ['NUMERIC', NUMERIC_ATTRIBUTE_MAX, NUMERIC_ATTRIBUTE_MAX],
    ['DECIMAL', -12.5, -12.5],
    ['DATE', '2028-02-29', '2028-02-29'],
  ] as const)('accepts a valid %s value', (type, value, stored) => {
    expect(check(type, value)).toEqual({ ok: true, value: stored });
  });

  it.each([
    ['MULTI_SELECT', ['c'], 'Choose values from the list'],
    ['DROPDOWN', 'c', 'Choose a value from the list'],
    ['CHECKBOX', 'true', 'Must be true or false'],
    ['TEXT', 'two\nlines', 'Must be a single line'],
    ['TEXT_MULTILINE', 'x'.repeat(5001), 'Must be at most 5000 characters'],
    ['NUMERIC', 1.5, `Value must be an integer between 1 and ${NUMERIC_ATTRIBUTE_MAX}`],
    ['NUMERIC', NUMERIC_ATTRIBUTE_MAX + 1, `Value must be an integer between 1 and ${NUMERIC_ATTRIBUTE_MAX}`],
    ['DECIMAL', Number.NaN, 'Value must be a number between -1000000000000 and 1000000000000'],
    ['DATE', '2027-02-29', 'Must be a date (YYYY-MM-DD)'],
  ] as const)('refuses an invalid %s value', (type, value, message) => {
    expect(check(type, value)).toEqual({ ok: false, message });
  });
});

describe('tag names', () => {
  it('allows 1 to 50 characters without commas, angle brackets or control characters', () => {
    expect(validateTagName(' vpn ')).toBeNull();
    expect(validateTagName('  ')).toBe('Required');
    expect(validateTagName('x'.repeat(51))).toBe('Tag must be at most 50 characters');
    expect(validateTagName('<b>')).toBe('Tag cannot contain commas, angle brackets or control characters');
  });
});
