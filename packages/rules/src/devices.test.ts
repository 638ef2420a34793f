import { describe, expect, it } from 'vitest';
import { deviceOperatorsFor, deviceSizesFromReport, deviceValueSpecFor, evaluateDevice, validateDeviceConditions, type DeviceRuleFacts } from './devices.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const device: DeviceRuleFacts = {
  id: 1,
  organizationId: 3,
  locationId: null,
  roleId: 5,
  nodeClass: 'LINUX_SERVER',
  name: 'db-01',
  os: 'linux Ubuntu 24.04',
  online: true,
  lastSeenAt: new Date('2026-03-01T10:30:00Z'),
  tags: ['Prod', 'eu'],
  ramGb: 16,
  freeDiskGb: 4.5,
};
const rule = (field: string, operator: string, value: unknown) => ({ all: [{ id: 'a', field, operator, value }], any: [] }) as never;

describe('device catalogue', () => {
  it('offers the operators of each field, the first one first', () => {
    expect(deviceOperatorsFor('organization')[0]).toBe('equals');
    expect(deviceOperatorsFor('online')).toEqual(['equals']);
    expect(deviceOperatorsFor('status')).toEqual([]);
    expect(deviceValueSpecFor('role', 'contains_any')).toEqual({ kind: 'id_list', reference: 'device_role' });
    expect(deviceValueSpecFor('location', 'present')).toEqual({ kind: 'none' });
  });

  it('reads RAM and the fullest disk from an agent report in GiB', () => {
    const gib = 1024 ** 3;
    const sizes = deviceSizesFromReport({
      ramBytes: 8 * gib,
      disks: [
        { sizeBytes: 100 * gib, usedBytes: 40 * gib },
        { sizeBytes: 10 * gib, usedBytes: 9 * gib },
      ],
    });
    expect(sizes).toEqual({ ramGb: 8, freeDiskGb: 1 });
    expect(deviceSizesFromReport(null)).toEqual({ ramGb: null, freeDiskGb: null });
  });
});

describe('evaluateDevice', () => {
  it.each([
    ['organization', 'equals', '3', true],
    ['organization', 'contains_none', [3], false],
    ['location', 'not_present', null, true],
    ['location', 'not_equals', 1, true],
    ['role', 'contains_any', ['5', '6'], true],
    ['node_class', 'equals', 'LINUX_SERVER', true],
    ['os', 'contains', 'ubuntu', true],
    ['name', 'contains_any', ['web', 'DB'], true],
    ['online', 'equals', false, false],
    ['online', 'equals', 'true', false],
    ['last_seen', 'greater_or_equal_than', '1:30', true],
    ['last_seen', 'less_or_equal_than', '1:15', false],
    ['tags', 'contains_any', ['PROD'], true],
    ['tags', 'contains_none', ['eu'], false],
    ['ram_gb', 'greater_or_equal_than', 16, true],
    ['ram_gb', 'less_or_equal_than', '8', false],
    ['free_disk_gb', 'less_or_equal_than', 5, true],
    ['free_disk_gb', 'less_or_equal_than', 'lots', false],
  ])('%s %s %j is %s', (field, operator, value, expected) => {
    expect(evaluateDevice(rule(field, operator, value), device, NOW)).toBe(expected);
  });

  it('treats missing facts as the ticket operators do', () => {
    const bare = { ...device, os: null, lastSeenAt: null, ramGb: null, tags: [] };
    expect(evaluateDevice(rule('os', 'does_not_contain', 'linux'), bare, NOW)).toBe(true);
    expect(evaluateDevice(rule('last_seen', 'greater_or_equal_than', '0:0'), bare, NOW)).toBe(false);
    expect(evaluateDevice(rule('ram_gb', 'not_present', null), bare, NOW)).toBe(true);
    expect(evaluateDevice(rule('tags', 'present', null), bare, NOW)).toBe(false);
  });

  it('needs every all condition and one any condition', () => {
    const all = [{ id: '1', field: 'online', operator: 'equals' as const, value: true }];
    const any = [
      { id: '2', field: 'tags', operator: 'contains_any' as const, value: ['nope'] },
      { id: '3', field: 'ram_gb', operator: 'greater_or_equal_than' as const, value: 8 },
    ];
    expect(evaluateDevice({ all, any }, device, NOW)).toBe(true);
    expect(evaluateDevice({ all, any: [any[0]!] }, device, NOW)).toBe(false);
  });
});

describe('validateDeviceConditions', () => {
  it('says Required, Invalid value and names unknown fields and operators', () => {
    const issues = validateDeviceConditions(
      {
        all: [
          { id: '1', field: 'organization', operator: 'equals', value: null },
          { id: '2', field: 'node_class', operator: 'equals', value: 'TOASTER' },
          { id: '3', field: 'status', operator: 'equals', value: 'OPEN' },
          { id: '4', field: 'online', operator: 'contains', value: 'x' },
          { id: '5', field: 'ram_gb', operator: 'greater_or_equal_than', value: 'much' },
        ],
        any: [{ id: '6', field: 'location', operator: 'contains_any', value: [1] }],
      },
      { isDeletedLocation: new Set([1]) },
    );
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['conditions.all.0.value', 'Required'],
      ['conditions.all.1.value', 'Invalid value'],
      ['conditions.all.2.field', 'This field is not available here'],
      ['conditions.all.3.operator', 'This operator is not available for this field'],
      ['conditions.all.4.value', 'Value must be a number'],
      ['conditions.any.0.value', 'Must not contain deleted locations'],
    ]);
    expect(validateDeviceConditions({ all: [], any: [] })[0]?.message).toBe('Add at least 1 condition');
  });
});
