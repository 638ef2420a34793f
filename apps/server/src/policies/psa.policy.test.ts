import { describe, expect, it } from 'vitest';
import type { Permission, SessionUser } from '@outpost/contracts';
import { SYSTEM_VIEWER, type Caller } from './caller.ts';
import { assertMayPsa, mayPsa, PSA_ACTIONS } from './psa.policy.ts';

const user = (role: SessionUser['role'], permissions: Permission[], organizationIds: number[] | null = null): SessionUser => ({
  id: 1,
  email: 'u@example.com',
  name: 'U',
  role,
  technicianRoleId: role === 'TECHNICIAN' ? 1 : null,
  permissions,
  organizationIds,
});

const callers: Record<string, Caller> = {
  system: SYSTEM_VIEWER,
  administrator: user('SYSTEM_ADMINISTRATOR', []),
  psaAll: user('TECHNICIAN', ['canManagePsa']),
  psaOrg7: user('TECHNICIAN', ['canManagePsa'], [7]),
  noPsa: user('TECHNICIAN', ['canManageTickets', 'canManageDevices']),
};

// caller → [view, manage, map org 7, map org 8, sync], written out by hand.
const EXPECTED: Record<string, [boolean, boolean, boolean, boolean, boolean]> = {
  system: [true, true, true, true, true],
  administrator: [true, true, true, true, true],
  psaAll: [true, true, true, true, true],
  psaOrg7: [true, true, true, false, false],
  noPsa: [false, false, false, false, false],
};

describe('PSA policy', () => {
  it('answers every action for every kind of caller as the table says', () => {
    expect(PSA_ACTIONS).toEqual(['view', 'manage', 'map-organization', 'sync']);
    for (const [name, caller] of Object.entries(callers)) {
      const actual = [
        mayPsa(caller, 'view'),
        mayPsa(caller, 'manage'),
        mayPsa(caller, 'map-organization', { organizationId: 7 }),
        mayPsa(caller, 'map-organization', { organizationId: 8 }),
        mayPsa(caller, 'sync'),
      ];
      expect(actual, name).toEqual(EXPECTED[name]);
    }
  });

  it('an organization outside the scope reads as missing; no permission is forbidden', () => {
    expect(() => assertMayPsa(callers.psaOrg7!, 'map-organization', { organizationId: 8 })).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    expect(() => assertMayPsa(callers.noPsa!, 'map-organization', { organizationId: 7 })).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(() => assertMayPsa(callers.psaOrg7!, 'sync')).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });
});
