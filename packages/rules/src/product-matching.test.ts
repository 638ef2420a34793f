import { describe, expect, it } from 'vitest';
import { devicesPerRule, matchDevice, moveRank, nextRank, removeRanked, type ProductMatchRule } from './product-matching.ts';

const SERVER = 1;
const WORKSTATION = 2;
const BACKUP = 10;
const VIP = 11;

const rules: ProductMatchRule<string>[] = [
  // Given out of rank order on purpose: rank, not position, decides.
  { id: 'any-device', ranking: 3, nodeRoleId: null, groupIds: [], groupsLogicOperator: 'AND' },
  { id: 'server-backup-and-vip', ranking: 1, nodeRoleId: SERVER, groupIds: [BACKUP, VIP], groupsLogicOperator: 'AND' },
  { id: 'server-backup-or-vip', ranking: 2, nodeRoleId: SERVER, groupIds: [BACKUP, VIP], groupsLogicOperator: 'OR' },
];

const devices = [
  { id: 101, roleId: SERVER, groupIds: [BACKUP, VIP] },
  { id: 102, roleId: SERVER, groupIds: [VIP] },
  { id: 103, roleId: SERVER, groupIds: [] },
  { id: 104, roleId: WORKSTATION, groupIds: [BACKUP, VIP] },
  { id: 105, roleId: null, groupIds: [] },
];

describe('product matching', () => {
  it('SINGLE_HIT maps each device to its first matching rule by rank', () => {
    expect(Object.fromEntries(devicesPerRule(devices, rules, 'SINGLE_HIT'))).toEqual({
      'server-backup-and-vip': [101],
      'server-backup-or-vip': [102],
      'any-device': [103, 104, 105],
    });
  });

  it('MULTIPLE_HIT maps each device to every matching rule', () => {
    expect(Object.fromEntries(devicesPerRule(devices, rules, 'MULTIPLE_HIT'))).toEqual({
      'server-backup-and-vip': [101],
      'server-backup-or-vip': [101, 102],
      'any-device': [101, 102, 103, 104, 105],
    });
  });

  it('a specific role never matches a device without a role; AND needs every group, OR one', () => {
    expect(matchDevice({ roleId: null, groupIds: [BACKUP, VIP] }, rules, 'MULTIPLE_HIT').map((r) => r.id)).toEqual(['any-device']);
    expect(matchDevice({ roleId: SERVER, groupIds: [BACKUP] }, rules, 'MULTIPLE_HIT').map((r) => r.id)).toEqual(['server-backup-or-vip', 'any-device']);
  });

  it('ranks move by swapping neighbours; the ends do not move past the ends', () => {
    const up = moveRank(rules, 'server-backup-or-vip', 'UP');
    expect(up.map((r) => [r.id, r.ranking])).toEqual([
      ['server-backup-or-vip', 1],
      ['server-backup-and-vip', 2],
      ['any-device', 3],
    ]);
    expect(moveRank(rules, 'server-backup-and-vip', 'UP').map((r) => r.id)).toEqual(['server-backup-and-vip', 'server-backup-or-vip', 'any-device']);
    expect(moveRank(rules, 'any-device', 'DOWN').map((r) => r.ranking)).toEqual([1, 2, 3]);
  });

  it('a new rule ranks last; removing one closes the gap', () => {
    expect(nextRank(rules)).toBe(4);
    expect(nextRank([])).toBe(1);
    expect(removeRanked(rules, 'server-backup-and-vip').map((r) => [r.id, r.ranking])).toEqual([
      ['server-backup-or-vip', 1],
      ['any-device', 2],
    ]);
  });
});
