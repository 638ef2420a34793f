import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trigger, TriggerInput } from '@outpost/contracts';
import { CURRENT_USER, DEFAULT_BOARD_COLUMNS, RESULT_CODE_MESSAGES } from '@outpost/rules';
import { users } from '../../db/schema.ts';
import { makeOrganization } from '../../test/factories.ts';
import { createTestContext, signIn, type Session, type TestContext } from '../../test/harness.ts';
import { SYSTEM_BOARDS } from './system-boards.ts';

let ctx: TestContext;
let admin: Session;
let technician: Session;
let bystander: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  const role = await ctx.services.users.createRole({ name: 'Desk', description: '', permissions: ['canManageTickets'] });
  technician = await signIn(ctx, 'TECHNICIAN', role.id);
  const nothing = await ctx.services.users.createRole({ name: 'Nothing', description: '', permissions: [] });
  bystander = await signIn(ctx, 'TECHNICIAN', nothing.id);
});
afterAll(async () => {
  await ctx?.close();
});

const call = (session: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: session.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const board = (overrides: Partial<TriggerInput> = {}): TriggerInput => ({
  type: 'BOARD',
  name: 'VIP tickets',
  description: 'Tickets tagged VIP',
  conditions: { all: [{ id: 'c1', field: 'tags', operator: 'contains_any', value: ['VIP'] }], any: [] },
  columns: [...DEFAULT_BOARD_COLUMNS],
  sortBy: [{ field: 'createTime', direction: 'DESC' }],
  ...overrides,
});

const eventRule = (name: string, overrides: Partial<TriggerInput> = {}): TriggerInput => ({
  type: 'EVENT_BASED',
  name,
  conditions: { all: [{ id: 'c1', field: 'action', operator: 'equals', value: 'INSERT' }], any: [] },
  actions: [{ uid: 'a1', field: 'ticket', operator: 'priority', value: 'HIGH' }],
  ...overrides,
});

describe('system boards', () => {
  it('are seeded by the migration as system-boards.ts defines them', async () => {
    const response = await call(technician, 'GET', '/api/ticketing/trigger?type=BOARD');
    expect(response.statusCode).toBe(200);
    const boards = response.json<Trigger[]>().filter((b) => b.system);
    expect(
      boards.map((b) => ({ key: b.systemKey, name: b.name, description: b.description, conditions: b.conditions, columns: b.columns, sortBy: b.sortBy })),
    ).toEqual(
      SYSTEM_BOARDS.map((b) => ({ key: b.key, name: b.name, description: b.description, conditions: b.conditions, columns: b.columns, sortBy: b.sortBy })),
    );
  });

  it('take new columns and sorting, but refuse other changes and deletion', async () => {
    const mine = (await call(admin, 'GET', '/api/ticketing/trigger?type=BOARD')).json<Trigger[]>().find((b) => b.systemKey === 'MY_TICKETS')!;
    const edited = await call(admin, 'PUT', `/api/ticketing/trigger/${mine.id}`, {
      ...mine,
      columns: ['id', 'summary', 'priority'],
      sortBy: [{ field: 'priority', direction: 'DESC' }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Trigger>()).toMatchObject({
      name: 'My tickets',
      columns: ['id', 'summary', 'priority'],
      sortBy: [{ field: 'priority', direction: 'DESC' }],
      system: true,
    });

    const saved = edited.json<Trigger>();
    const renamed = await call(admin, 'PUT', `/api/ticketing/trigger/${mine.id}`, { ...saved, name: 'Mine' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fields.name).toBeDefined();
    const narrowed = await call(admin, 'PUT', `/api/ticketing/trigger/${mine.id}`, { ...saved, conditions: { all: [], any: [] } });
    expect(narrowed.statusCode).toBe(400);
    expect((await call(admin, 'DELETE', `/api/ticketing/trigger/${mine.id}`)).statusCode).toBe(409);
  });

  it('copied (name + " (Copy)", then create) become ordinary boards', async () => {
    const open = (await call(admin, 'GET', '/api/ticketing/trigger?type=BOARD')).json<Trigger[]>().find((b) => b.systemKey === 'ALL_OPEN')!;
    const copy = await call(admin, 'POST', '/api/ticketing/trigger/', { ...open, name: `${open.name} (Copy)` });
    expect(copy.statusCode).toBe(201);
    const created = copy.json<Trigger>();
    expect(created).toMatchObject({ name: 'All open tickets (Copy)', system: false, systemKey: null, conditions: open.conditions });
    const renamed = await call(admin, 'PUT', `/api/ticketing/trigger/${created.id}`, { ...created, name: 'Open work' });
    expect(renamed.json<Trigger>().name).toBe('Open work');
    expect((await call(admin, 'DELETE', `/api/ticketing/trigger/${created.id}`)).statusCode).toBe(204);
  });
});

describe('saving', () => {
  it('creates, reads and edits a board; technicians read, only administrators write shared ones', async () => {
    const created = await call(admin, 'POST', '/api/ticketing/trigger', board());
    expect(created.statusCode).toBe(201);
    const saved = created.json<Trigger>();
    expect(saved).toMatchObject({ type: 'BOARD', name: 'VIP tickets', system: false, columns: [...DEFAULT_BOARD_COLUMNS] });
    expect((await call(technician, 'GET', `/api/ticketing/trigger/${saved.id}`)).json<Trigger>()).toEqual(saved);
    expect((await call(bystander, 'GET', `/api/ticketing/trigger/${saved.id}`)).statusCode).toBe(403);
    expect((await call(technician, 'PUT', `/api/ticketing/trigger/${saved.id}`, { ...board({ name: 'Mine now' }), version: saved.version })).statusCode).toBe(
      403,
    );
    const edited = await call(admin, 'PUT', `/api/ticketing/trigger/${saved.id}`, { ...board({ name: 'VIPs' }), version: saved.version });
    expect(edited.json<Trigger>()).toMatchObject({ id: saved.id, name: 'VIPs' });
    const retyped = await call(admin, 'PUT', `/api/ticketing/trigger/${saved.id}`, eventRule('VIPs'));
    expect(retyped.statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/ticketing/trigger/999999')).statusCode).toBe(404);
  });

  it("answers the spec's messages under each field, with 'Error saving ticket board'", async () => {
    const response = await call(admin, 'POST', '/api/ticketing/trigger/', board({ name: '', conditions: { all: [], any: [] }, columns: [] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      resultCode: 'VALIDATION_FAILED',
      message: 'Error saving ticket board',
      fields: { name: ['Required'], conditions: ['Add at least 1 condition'], columns: ['Please add at least one column'] },
    });
    const automation = await call(admin, 'POST', '/api/ticketing/trigger/', eventRule('No actions', { actions: [] }));
    expect(automation.json()).toMatchObject({
      resultCode: 'VALIDATION_FAILED',
      message: 'Error saving automation',
      fields: { actions: ['Add at least 1 action'] },
    });
  });

  it('refuses deleted users, organizations and locations and inactive forms', async () => {
    const org = await makeOrganization(ctx);
    const location = await ctx.services.organizations.createLocation(org.id, { name: 'HQ', description: '', address: '' });
    const gone = await makeOrganization(ctx);
    await ctx.services.organizations.delete(gone.id);
    const leaver = await signIn(ctx, 'TECHNICIAN');
    await ctx.database.db.update(users).set({ disabled: true }).where(eq(users.id, leaver.userId));
    const made = await call(admin, 'POST', '/api/ticketing/forms', { name: 'Old form', active: false, attributes: [] });
    expect(made.statusCode).toBe(201);
    const inactive = made.json<{ id: number }>();
    const conditions = {
      all: [
        { id: '1', field: 'organization', operator: 'contains_any', value: [org.id, gone.id] },
        { id: '2', field: 'assignee', operator: 'equals', value: leaver.userId },
        { id: '3', field: 'location', operator: 'contains_any', value: [location.id, 999999] },
        { id: '4', field: 'form', operator: 'contains_any', value: [inactive.id] },
        { id: '5', field: 'requester', operator: 'contains_any', value: ['no-such-contact'] },
        { id: '6', field: 'assignee', operator: 'not_equals', value: CURRENT_USER },
      ],
      any: [],
    };
    const response = await call(admin, 'POST', '/api/ticketing/trigger/', board({ conditions }));
    expect(response.json()).toMatchObject({
      resultCode: 'VALIDATION_FAILED',
      fields: {
        'conditions.all.0.value': ['Must not contain deleted organizations'],
        'conditions.all.1.value': ['Must not contain deleted users'],
        'conditions.all.2.value': ['Must not contain deleted locations'],
        'conditions.all.3.value': ['Must not contain inactive forms'],
        'conditions.all.4.value': ['Must not contain deleted users'],
      },
    });
    expect(Object.keys(response.json().fields)).toHaveLength(5);
    const fine = conditions.all.filter((c) => ['1', '3'].includes(c.id)).map((c) => ({ ...c, value: c.id === '1' ? [org.id] : [location.id] }));
    expect((await call(admin, 'POST', '/api/ticketing/trigger/', board({ conditions: { all: [...fine, conditions.all[5]!], any: [] } }))).statusCode).toBe(201);
  });

  it('answers §8.1 result codes with their messages', async () => {
    const leaver = await signIn(ctx, 'TECHNICIAN');
    await ctx.database.db.update(users).set({ disabled: true }).where(eq(users.id, leaver.userId));
    const assign = await call(
      admin,
      'POST',
      '/api/ticketing/trigger/',
      eventRule('Assign', { actions: [{ uid: 'a', field: 'ticket', operator: 'assignedAppUserId', value: leaver.userId }] }),
    );
    expect(assign.json()).toMatchObject({
      resultCode: 'automation_ticket_assignee_do_not_exists',
      message: RESULT_CODE_MESSAGES.automation_ticket_assignee_do_not_exists,
    });
    const timed = await call(admin, 'POST', '/api/ticketing/trigger/', {
      type: 'TIME_BASED',
      name: 'Nudge mine',
      conditions: {
        all: [
          { id: '1', field: 'time_since_created', operator: 'greater_or_equal_than', value: '24:0' },
          { id: '2', field: 'assignee', operator: 'equals', value: CURRENT_USER },
        ],
        any: [],
      },
      actions: [{ uid: 'a', field: 'ticket', operator: 'priority', value: 'HIGH' }],
    });
    expect(timed.statusCode).toBe(400);
    expect(timed.json()).toMatchObject({ resultCode: 'current_user_unsupported', message: RESULT_CODE_MESSAGES.current_user_unsupported });
  });
});

describe('personal boards (issue 23 item 11)', () => {
  it("are their owner's alone: another technician cannot list, read, run, edit or delete one (404)", async () => {
    const role = await ctx.services.users.createRole({ name: 'Desk two', description: '', permissions: ['canManageTickets'] });
    const colleague = await signIn(ctx, 'TECHNICIAN', role.id);
    const created = await call(technician, 'POST', '/api/ticketing/trigger/', board({ name: 'My VIPs' }));
    expect(created.statusCode).toBe(201);
    const mine = created.json<Trigger>();
    expect(mine).toMatchObject({ name: 'My VIPs', visibility: 'PERSONAL', system: false });

    const listed = async (session: Session) => (await call(session, 'GET', '/api/ticketing/trigger?type=BOARD')).json<Trigger[]>().map((b) => b.id);
    expect(await listed(technician)).toContain(mine.id);
    for (const other of [colleague, admin]) {
      expect(await listed(other)).not.toContain(mine.id);
      expect((await call(other, 'GET', '/api/ticketing/trigger')).json<Trigger[]>().map((b) => b.id)).not.toContain(mine.id);
      const read = await call(other, 'GET', `/api/ticketing/trigger/${mine.id}`);
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe('Ticket board not found');
      expect((await call(other, 'GET', `/api/ticketing/boards/${mine.id}/tickets`)).statusCode).toBe(404);
      expect((await call(other, 'PUT', `/api/ticketing/trigger/${mine.id}`, { ...board({ name: 'Taken' }), version: mine.version })).statusCode).toBe(404);
      expect((await call(other, 'DELETE', `/api/ticketing/trigger/${mine.id}`)).statusCode).toBe(404);
    }
    expect((await call(technician, 'GET', `/api/ticketing/boards/${mine.id}/tickets`)).statusCode).toBe(200);
    const edited = await call(technician, 'PUT', `/api/ticketing/trigger/${mine.id}`, { ...board({ name: 'My VIP tickets' }), version: mine.version });
    expect(edited.json<Trigger>()).toMatchObject({ name: 'My VIP tickets', visibility: 'PERSONAL' });
    expect((await call(technician, 'DELETE', `/api/ticketing/trigger/${mine.id}`)).statusCode).toBe(204);
  });

  it('technicians cannot share a board; administrators choose, and a shared board is seen by every technician', async () => {
    const shared = await call(technician, 'POST', '/api/ticketing/trigger/', board({ name: 'For everyone', visibility: 'SHARED' }));
    expect(shared.statusCode).toBe(403);
    expect(shared.json().message).toBe('Only administrators make shared boards');
    const mine = (await call(technician, 'POST', '/api/ticketing/trigger/', board({ name: 'Mine to share' }))).json<Trigger>();
    const widened = await call(technician, 'PUT', `/api/ticketing/trigger/${mine.id}`, {
      ...board({ name: 'Mine to share', visibility: 'SHARED' }),
      version: mine.version,
    });
    expect(widened.statusCode).toBe(403);
    expect((await call(bystander, 'POST', '/api/ticketing/trigger/', board({ name: 'Nope' }))).statusCode).toBe(403);
    expect((await call(technician, 'POST', '/api/ticketing/trigger/', eventRule('Technician rule'))).statusCode).toBe(403);

    const byAdmin = (await call(admin, 'POST', '/api/ticketing/trigger/', board({ name: 'Team board' }))).json<Trigger>();
    expect(byAdmin.visibility).toBe('SHARED');
    expect((await call(technician, 'GET', `/api/ticketing/trigger/${byAdmin.id}`)).statusCode).toBe(200);
    const personal = (await call(admin, 'POST', '/api/ticketing/trigger/', board({ name: 'Admin only', visibility: 'PERSONAL' }))).json<Trigger>();
    expect(personal.visibility).toBe('PERSONAL');
    expect((await call(technician, 'GET', `/api/ticketing/trigger/${personal.id}`)).statusCode).toBe(404);
    const opened = await call(admin, 'PUT', `/api/ticketing/trigger/${personal.id}`, {
      ...board({ name: 'Admin only', visibility: 'SHARED' }),
      version: personal.version,
    });
    expect(opened.json<Trigger>().visibility).toBe('SHARED');
    expect((await call(technician, 'GET', `/api/ticketing/trigger/${personal.id}`)).statusCode).toBe(200);
    const systemBoard = (await call(admin, 'GET', '/api/ticketing/trigger?type=BOARD')).json<Trigger[]>().find((b) => b.systemKey === 'MY_TICKETS')!;
    expect((await call(admin, 'PUT', `/api/ticketing/trigger/${systemBoard.id}`, { ...systemBoard, visibility: 'PERSONAL' })).statusCode).toBe(400);
  });
});

describe('event rule order', () => {
  it('puts every event-based rule in the order given, refusing unknown, repeated or missing ids', async () => {
    const ids: number[] = [];
    for (const name of ['First', 'Second', 'Third']) ids.push((await call(admin, 'POST', '/api/ticketing/trigger/', eventRule(name))).json<Trigger>().id);
    const listed = async () => (await call(admin, 'GET', '/api/ticketing/trigger?type=EVENT_BASED')).json<Trigger[]>().map((t) => t.id);
    expect(await listed()).toEqual(ids);
    const reordered = await call(admin, 'PUT', '/api/ticketing/trigger/order', { type: 'EVENT_BASED', ids: [...ids].reverse() });
    expect(reordered.statusCode).toBe(200);
    expect(await listed()).toEqual([...ids].reverse());
    expect((await call(admin, 'PUT', '/api/ticketing/trigger/order', { ids: [ids[0], ids[0], ids[1]] })).statusCode).toBe(400);
    expect((await call(admin, 'PUT', '/api/ticketing/trigger/order', { ids: [...ids, 999999] })).statusCode).toBe(400);
    expect((await call(admin, 'PUT', '/api/ticketing/trigger/order', { ids: ids.slice(1) })).statusCode).toBe(409);
    expect((await call(technician, 'PUT', '/api/ticketing/trigger/order', { ids })).statusCode).toBe(403);
  });
});

describe('automation names (issue 23 item 12)', () => {
  it('two automations may not share a name, trimmed and without case, event- and time-based alike', async () => {
    const first = await call(admin, 'POST', '/api/ticketing/trigger/', eventRule('Escalate printers'));
    expect(first.statusCode).toBe(201);
    for (const name of ['Escalate printers', '  escalate PRINTERS ']) {
      const again = await call(admin, 'POST', '/api/ticketing/trigger/', eventRule(name));
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ resultCode: 'VALIDATION_FAILED', fields: { name: ['Automation name already taken'] } });
    }
    const timed = await call(admin, 'POST', '/api/ticketing/trigger/', {
      type: 'TIME_BASED',
      name: 'ESCALATE printers',
      conditions: { all: [{ id: '1', field: 'time_since_created', operator: 'greater_or_equal_than', value: '24:0' }], any: [] },
      actions: [{ uid: 'a', field: 'ticket', operator: 'priority', value: 'HIGH' }],
    });
    expect(timed.json().fields).toEqual({ name: ['Automation name already taken'] });
    // A board or another automation renamed onto it: the same; saving a rule under its own name is fine.
    expect((await call(admin, 'POST', '/api/ticketing/trigger/', board({ name: 'Escalate printers' }))).statusCode).toBe(201);
    const other = (await call(admin, 'POST', '/api/ticketing/trigger/', eventRule('Escalate scanners'))).json<Trigger>();
    const renamed = await call(admin, 'PUT', `/api/ticketing/trigger/${other.id}`, { ...eventRule('escalate printers'), version: other.version });
    expect(renamed.json().fields).toEqual({ name: ['Automation name already taken'] });
    const kept = await call(admin, 'PUT', `/api/ticketing/trigger/${other.id}`, { ...eventRule('Escalate Scanners'), version: other.version });
    expect(kept.statusCode).toBe(200);
  });
});
