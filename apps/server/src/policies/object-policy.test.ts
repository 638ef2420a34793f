import { describe, expect, it } from 'vitest';
import type { Permission, SessionUser, TriggerType } from '@outpost/contracts';
import { AGREEMENT_ACTIONS, mayAgreement } from './agreement.policy.ts';
import { AUTOMATION_ACTIONS, mayAutomation } from './automation.policy.ts';
import { SYSTEM_VIEWER, type Caller } from './caller.ts';
import { CONTACT_ACTIONS, mayContact } from './contact.policy.ts';
import { mayTicket, TICKET_ACTIONS } from './ticket.policy.ts';
import { mayUpload, UPLOAD_ACTIONS, type UploadFacts } from './upload.policy.ts';

// The object-policy walker (decision 0024), as access-matrix.test.ts is for routes: every object
// type × action × caller kind × object (in the caller's scope, outside it, of no organization…)
// against the answer written out below by hand. A policy change shows here as a changed row.

const IN = 10;
const OUT = 20;
const user = (id: number, role: SessionUser['role'], permissions: Permission[], organizationIds: number[] | null): SessionUser => ({
  id,
  email: `u${id}@example.com`,
  name: `User ${id}`,
  role,
  technicianRoleId: role === 'TECHNICIAN' ? id : null,
  permissions,
  organizationIds,
});
const CALLERS: Record<string, Caller> = {
  admin: user(1, 'SYSTEM_ADMINISTRATOR', [], null),
  system: SYSTEM_VIEWER,
  'scoped technician': user(2, 'TECHNICIAN', ['canManageTickets'], [IN]),
  'unscoped technician': user(3, 'TECHNICIAN', ['canManageTickets'], null),
  'technician without permissions': user(4, 'TECHNICIAN', [], null),
  'organization manager (scoped role)': user(5, 'TECHNICIAN', ['canManageOrganizations'], [IN]),
};
/** Each caller's own upload is uploaded by them; system's by no one in particular. */
const idOf = (caller: Caller) => ('system' in caller ? -1 : caller.id);

const ORGANIZATION_OBJECTS = { 'in scope': { organizationId: IN }, 'out of scope': { organizationId: OUT }, 'no organization': { organizationId: null } };
const uploadObjects = (caller: Caller): Record<string, UploadFacts> => {
  const held = (ticketOrganizationIds: (number | null)[], onNote = false) => ({ ownerUserId: 999, onNote, ticketOrganizationIds });
  return {
    'own draft': { ownerUserId: idOf(caller), onNote: false, ticketOrganizationIds: [] },
    "another's draft": held([]),
    "a note's file": held([], true),
    'in-scope ticket file': held([IN]),
    'out-of-scope ticket file': held([OUT]),
    'file of a ticket without organization': held([null]),
    'file of tickets in and out of scope': held([OUT, IN]),
  };
};
// A billing agreement always belongs to one organization.
const AGREEMENT_OBJECTS = { 'in scope': { organizationId: IN }, 'out of scope': { organizationId: OUT } };
// A personal board is its owner's (issue 23 item 11): the caller's own, and another technician's.
const triggerObjects = (caller: Caller): Record<string, { type: TriggerType; ownerUserId: number | null }> => ({
  'shared board': { type: 'BOARD', ownerUserId: null },
  'own personal board': { type: 'BOARD', ownerUserId: idOf(caller) },
  "another's personal board": { type: 'BOARD', ownerUserId: 999 },
  'event automation': { type: 'EVENT_BASED', ownerUserId: null },
  'time automation': { type: 'TIME_BASED', ownerUserId: null },
  'response template': { type: 'RESPONSE_TEMPLATE', ownerUserId: null },
});

/**
 * The expected answers: per object type and caller, one group of Y/- per action (in the order
 * of the type's ACTIONS), one character per object (in the order of its objects above).
 */
const EXPECTED: Record<string, Record<string, string>> = {
  ticket: {
    admin: 'YYY YYY',
    system: 'YYY YYY',
    'scoped technician': 'Y-- Y--',
    'unscoped technician': 'YYY YYY',
    'technician without permissions': '--- ---',
    'organization manager (scoped role)': '--- ---',
  },
  contact: {
    admin: 'YYY YYY YYY YYY YYY',
    system: 'YYY YYY YYY YYY YYY',
    'scoped technician': 'Y-- Y-- Y-- Y-- Y--',
    'unscoped technician': 'YYY YYY YYY YYY YYY',
    'technician without permissions': '--- --- --- --- ---',
    'organization manager (scoped role)': 'YYY YYY YYY YYY YYY',
  },
  upload: {
    admin: 'YYYYYYY YYYYYYY',
    system: 'YYYYYYY YYYYYYY',
    'scoped technician': 'YYYY--Y Y-YY--Y',
    'unscoped technician': 'YYYYYYY Y-YYYYY',
    'technician without permissions': 'YYY---- Y-Y----',
    'organization manager (scoped role)': 'YYY---- Y-Y----',
  },
  // read, write; objects: shared board, own personal board, another's personal board, event and time automations, template.
  automation: {
    admin: 'YY-YYY YY-YYY',
    system: 'YYYYYY YYYYYY',
    'scoped technician': 'YY---- -Y----',
    'unscoped technician': 'YY---- -Y----',
    'technician without permissions': '------ ------',
    'organization manager (scoped role)': '------ ------',
  },
  // read, manage (both need canManageBilling), bill-time (canManageTickets or canManageBilling); in / out of scope.
  agreement: {
    admin: 'YY YY YY',
    system: 'YY YY YY',
    'scoped technician': '-- -- Y-',
    'unscoped technician': '-- -- YY',
    'technician without permissions': '-- -- --',
    'organization manager (scoped role)': '-- -- --',
  },
};

type Walk = {
  actions: readonly string[];
  objects: (caller: Caller) => Record<string, unknown>;
  may: (caller: Caller, action: string, object: unknown) => boolean;
};
const WALKS: Record<string, Walk> = {
  ticket: { actions: TICKET_ACTIONS, objects: () => ORGANIZATION_OBJECTS, may: (c, a, o) => mayTicket(c, a as never, o as never) },
  contact: { actions: CONTACT_ACTIONS, objects: () => ORGANIZATION_OBJECTS, may: (c, a, o) => mayContact(c, a as never, o as never) },
  upload: { actions: UPLOAD_ACTIONS, objects: uploadObjects, may: (c, a, o) => mayUpload(c, a as never, o as never) },
  automation: { actions: AUTOMATION_ACTIONS, objects: triggerObjects, may: (c, a, o) => mayAutomation(c, a as never, o as never) },
  agreement: { actions: AGREEMENT_ACTIONS, objects: () => AGREEMENT_OBJECTS, may: (c, a, o) => mayAgreement(c, a as never, o as never) },
};

/** Every (type, caller, action, object) answer, named so a failure says which. */
function walk(answer: (type: string, caller: string, action: string, object: string, index: number) => boolean | string) {
  return Object.entries(WALKS).flatMap(([type, w]) =>
    Object.keys(CALLERS).flatMap((callerName) =>
      w.actions.flatMap((action, a) =>
        Object.keys(w.objects(CALLERS[callerName]!)).map(
          (object, o) =>
            `${type} · ${callerName} · ${action} · ${object}: ${answer(type, callerName, action, object, a * (Object.keys(w.objects(CALLERS[callerName]!)).length + 1) + o)}`,
        ),
      ),
    ),
  );
}

describe('object policies', () => {
  it('answer every object type × action × caller kind × object as written down', () => {
    const actual = walk((type, callerName, action, object) => {
      const caller = CALLERS[callerName]!;
      return WALKS[type]!.may(caller, action, WALKS[type]!.objects(caller)[object]) ? 'Y' : '-';
    });
    const expected = walk((type, callerName, _action, _object, index) => EXPECTED[type]![callerName]![index]!);
    expect(actual).toEqual(expected);
    // The walker's size, for the report and so a shrinking walk is noticed: 36 + 90 + 84 + 72 + 36.
    expect(actual).toHaveLength(318);
  });

  it('has an expected row for every caller of every type, and no stray ones', () => {
    for (const [type, w] of Object.entries(WALKS)) {
      expect(Object.keys(EXPECTED[type]!).sort(), type).toEqual(Object.keys(CALLERS).sort());
      for (const caller of Object.keys(CALLERS)) {
        const objects = Object.keys(w.objects(CALLERS[caller]!)).length;
        expect(EXPECTED[type]![caller]!, `${type} · ${caller}`).toMatch(new RegExp(`^[Y-]{${objects}}( [Y-]{${objects}}){${w.actions.length - 1}}$`));
      }
    }
  });
});
