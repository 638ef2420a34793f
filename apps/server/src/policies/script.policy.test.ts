import { describe, expect, it } from 'vitest';
import type { Permission, SessionUser } from '@outpost/contracts';
import { SYSTEM_VIEWER, type Caller } from './caller.ts';
import { mayScript, mayScriptRun, SCRIPT_ACTIONS, SCRIPT_RUN_ACTIONS, type ScriptFacts, type ScriptRunFacts } from './script.policy.ts';

// The script policies walked as object-policy.test.ts walks the others: caller × action × object
// against answers written by hand.
const IN = 10;
const OUT = 20;
const tech = (id: number, permissions: Permission[], organizationIds: number[] | null): SessionUser => ({
  id,
  email: `u${id}@example.com`,
  name: `U${id}`,
  role: 'TECHNICIAN',
  technicianRoleId: id,
  permissions,
  organizationIds,
});
const CALLERS: Record<string, Caller> = {
  admin: { id: 1, email: 'a@example.com', name: 'A', role: 'SYSTEM_ADMINISTRATOR', technicianRoleId: null, permissions: [], organizationIds: null },
  system: SYSTEM_VIEWER,
  'scoped runner': tech(2, ['canRunScripts'], [IN]),
  'scoped runner as system': tech(3, ['canRunScripts', 'canRunScriptsAsSystem'], [IN]),
  'scoped manager': tech(4, ['canManageScripts'], [IN]),
  'unscoped manager': tech(5, ['canManageScripts', 'canRunScripts'], null),
  'ticket technician': tech(6, ['canManageTickets'], null),
};
const SCRIPTS: Record<string, ScriptFacts> = {
  'own organization': { organizationId: IN, builtIn: false },
  'other organization': { organizationId: OUT, builtIn: false },
  'shared library': { organizationId: null, builtIn: false },
  'built-in template': { organizationId: null, builtIn: true },
};
const RUNS: Record<string, ScriptRunFacts> = {
  'shared script as user on own device': { deviceOrganizationId: IN, scriptOrganizationId: null, runAs: 'LOGGED_ON_USER' },
  'shared script as system on own device': { deviceOrganizationId: IN, scriptOrganizationId: null, runAs: 'SYSTEM' },
  'as user on other device': { deviceOrganizationId: OUT, scriptOrganizationId: null, runAs: 'LOGGED_ON_USER' },
  "other organization's script on own device": { deviceOrganizationId: IN, scriptOrganizationId: OUT, runAs: 'LOGGED_ON_USER' },
};
// One group per action (read write run / start read cancel), one character per object above.
const EXPECTED_SCRIPT: Record<string, string> = {
  admin: 'YYYY YYY- YYYY',
  system: 'YYYY YYY- YYYY',
  'scoped runner': 'Y-YY ---- Y-YY',
  'scoped runner as system': 'Y-YY ---- Y-YY',
  'scoped manager': 'Y-YY Y--- ----',
  'unscoped manager': 'YYYY YYY- YYYY',
  'ticket technician': '---- ---- ----',
};
const EXPECTED_RUN: Record<string, string> = {
  admin: 'YYY- YYYY YYYY',
  system: 'YYY- YYYY YYYY',
  'scoped runner': 'Y--- YY-Y YY-Y',
  'scoped runner as system': 'YY-- YY-Y YY-Y',
  'scoped manager': '---- ---- ----',
  'unscoped manager': 'Y-Y- YYYY YYYY',
  'ticket technician': '---- ---- ----',
};

const row = <T>(caller: Caller, actions: readonly string[], objects: Record<string, T>, may: (c: Caller, a: never, o: T) => boolean) =>
  actions
    .map((a) =>
      Object.values(objects)
        .map((o) => (may(caller, a as never, o) ? 'Y' : '-'))
        .join(''),
    )
    .join(' ');

describe('script policies', () => {
  it('answer scripts: read, write and run per caller and script as written down', () => {
    for (const [name, caller] of Object.entries(CALLERS)) expect(row(caller, SCRIPT_ACTIONS, SCRIPTS, mayScript), name).toBe(EXPECTED_SCRIPT[name]);
  });

  it('answer runs: start, read and cancel per caller and device as written down', () => {
    for (const [name, caller] of Object.entries(CALLERS)) expect(row(caller, SCRIPT_RUN_ACTIONS, RUNS, mayScriptRun), name).toBe(EXPECTED_RUN[name]);
  });
});
