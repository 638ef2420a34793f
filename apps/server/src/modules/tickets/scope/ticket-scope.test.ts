import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardBulkResult, BoardTicketRow, PickerPage, TablePage, TechnicianRole, TechnicianPickItem, TicketRow, Trigger } from '@outpost/contracts';
import { makeOrganization } from '../../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { PNG, postUpload, type UploadBody } from '../../notes/notes.fixtures.ts';
import { api, signInTechnician, type ActivityBody, type Caller, type TicketBody } from '../tickets.fixtures.ts';

// Decision 0014, "Who works tickets": a role scoped to chosen organizations sees and works only
// their tickets, everywhere tickets are reached; a role scoped to all, and administrators, see all.

let ctx: TestContext;
let admin: Caller;
let everywhere: Caller;
let scoped: Caller;
let orgA: number;
let orgB: number;
const ids = { a: 0, b: 0, none: 0 };

const FORBIDDEN = { resultCode: 'FORBIDDEN', message: 'Error ticket forbidden' };
const create = async (who: Caller, body: Record<string, unknown>) => api(ctx, who).post('/api/ticketing/ticket', body);
const listed = async (who: Caller, search: string) =>
  (await api(ctx, who).get(`/api/ticketing/tickets?pageSize=250&globalFilter=${encodeURIComponent(search)}`))
    .json<TablePage<TicketRow>>()
    .data.map((r) => r.id)
    .sort((x, y) => x - y);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  orgA = (await makeOrganization(ctx, 'Scope A')).id;
  orgB = (await makeOrganization(ctx, 'Scope B')).id;
  everywhere = await signInTechnician(ctx);
  scoped = await signInTechnician(ctx, ['canManageTickets'], [orgA]);
  ids.a = (await create(admin, { summary: 'Scoped in A', organizationId: orgA })).json<TicketBody>().id;
  ids.b = (await create(admin, { summary: 'Scoped in B', organizationId: orgB })).json<TicketBody>().id;
  ids.none = (await create(admin, { summary: 'Scoped nowhere' })).json<TicketBody>().id;
});
afterAll(() => ctx.close());

describe('seeing tickets', () => {
  it('lists only the tickets of the role’s organizations; a role scoped to all and the administrator see every one', async () => {
    expect(await listed(scoped, 'Scoped')).toEqual([ids.a]);
    expect(await listed(everywhere, 'Scoped')).toEqual([ids.a, ids.b, ids.none]);
    expect(await listed(admin, 'Scoped')).toEqual([ids.a, ids.b, ids.none]);
    // A filter cannot widen the scope.
    expect(await listed(scoped, `Scoped&filters=${encodeURIComponent(JSON.stringify({ organizationId: [orgB] }))}`)).toEqual([]);
  });

  it("refuses another organization's ticket, and one without an organization, with 'Error ticket forbidden'; a missing one is 'Error ticket not found'", async () => {
    for (const id of [ids.b, ids.none]) {
      const response = await api(ctx, scoped).get(`/api/ticketing/ticket/${id}`);
      expect([response.statusCode, response.json()]).toEqual([403, FORBIDDEN]);
    }
    expect((await api(ctx, scoped).get(`/api/ticketing/ticket/${ids.a}`)).statusCode).toBe(200);
    expect((await api(ctx, everywhere).get(`/api/ticketing/ticket/${ids.b}`)).statusCode).toBe(200);
    const missing = await api(ctx, scoped).get('/api/ticketing/ticket/999999');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Error ticket not found']);
  });

  it("refuses every record of another organization's ticket: comments, activity, time, files, timer, incidents", async () => {
    const base = `/api/ticketing/ticket/${ids.b}`;
    for (const path of ['comments', 'activity', 'time-entries', 'attachments', 'timer', 'incidents']) {
      const response = await api(ctx, scoped).get(`${base}/${path}`);
      expect([path, response.statusCode, response.json()]).toEqual([path, 403, FORBIDDEN]);
    }
  });

  it('leaves other organizations’ problems out of the problem picker and a problem’s incident list', async () => {
    const problemA = (await create(admin, { summary: 'Outage problem A', organizationId: orgA, type: 'PROBLEM' })).json<TicketBody>();
    const problemB = (await create(admin, { summary: 'Outage problem B', organizationId: orgB, type: 'PROBLEM' })).json<TicketBody>();
    const picked = (await api(ctx, scoped).get('/api/ticketing/ticket/problem?searchCriteria=Outage')).json<PickerPage<{ id: number }>>();
    expect(picked.data.map((p) => p.id)).toEqual([problemA.id]);
    const incidentA = (await create(admin, { summary: 'Incident A', organizationId: orgA, parentTicketId: problemA.id })).json<TicketBody>();
    await create(admin, { summary: 'Incident B', organizationId: orgB, parentTicketId: problemA.id });
    expect((await api(ctx, scoped).get(`/api/ticketing/ticket/${problemA.id}/incidents`)).json<{ id: number }[]>().map((i) => i.id)).toEqual([incidentA.id]);
    expect((await api(ctx, admin).get(`/api/ticketing/ticket/${problemA.id}/incidents`)).json<unknown[]>()).toHaveLength(2);
    // Putting an incident under another organization's problem is refused too.
    const assign = await api(ctx, scoped).put(`/api/ticketing/ticket/${incidentA.id}/problem`, { problemTicketId: problemB.id });
    expect([assign.statusCode, assign.json().message]).toEqual([403, 'Error ticket forbidden']);
  });

  it("refuses a file that only another organization's ticket holds", async () => {
    const upload = (await postUpload(ctx.app, admin, 'plan.png', 'image/png', PNG)).json<UploadBody>();
    expect((await api(ctx, admin).post(`/api/ticketing/ticket/${ids.b}/attachments`, { contentIds: [upload.contentId] })).statusCode).toBe(201);
    const refused = await api(ctx, scoped).get(`/api/uploads/${upload.contentId}`);
    expect([refused.statusCode, refused.json()]).toEqual([403, FORBIDDEN]);
    expect((await api(ctx, everywhere).get(`/api/uploads/${upload.contentId}`)).statusCode).toBe(200);
  });
});

describe('working tickets', () => {
  it("refuses to change, comment on, log time on, delete or merge another organization's ticket, and changes nothing", async () => {
    const base = `/api/ticketing/ticket/${ids.b}`;
    const before = (await api(ctx, admin).get(base)).json<TicketBody>();
    const logBefore = (await api(ctx, admin).get(`${base}/activity`)).json<ActivityBody[]>();
    const attempts = [
      await api(ctx, scoped).patch(base, { version: before.version, priority: 'HIGH', comment: { htmlBody: '<p>sneaky</p>' } }),
      await api(ctx, scoped).post(`${base}/comments`, { htmlBody: '<p>sneaky</p>', isPublic: true }),
      await api(ctx, scoped).post(`${base}/time-entries`, { startDate: '2026-01-01T10:00:00Z', duration: 60 }),
      await api(ctx, scoped).post(`${base}/timer/start`),
      await api(ctx, scoped).delete(base),
      await api(ctx, scoped).post(`${base}/merge`, { targetTicketId: ids.a }),
      // Merging one's own ticket into another organization's is refused as well.
      await api(ctx, scoped).post(`/api/ticketing/ticket/${ids.a}/merge`, { targetTicketId: ids.b }),
    ];
    expect(attempts.map((r) => [r.statusCode, r.json().message])).toEqual(attempts.map(() => [403, 'Error ticket forbidden']));
    const after = (await api(ctx, admin).get(base)).json<TicketBody>();
    expect([after.version, after.priority]).toEqual([before.version, before.priority]);
    expect((await api(ctx, admin).get(`${base}/comments`)).json<unknown[]>()).toEqual([]);
    expect((await api(ctx, admin).get(`${base}/time-entries`)).json<unknown[]>()).toEqual([]);
    expect((await api(ctx, admin).get(`${base}/activity`)).json<ActivityBody[]>()).toEqual(logBefore);
  });

  it('creates tickets only in the role’s organizations and moves them only among them', async () => {
    const intoB = await create(scoped, { summary: 'Into B', organizationId: orgB });
    expect([intoB.statusCode, intoB.json()]).toMatchObject([403, { ...FORBIDDEN, fields: { organizationId: ['Outside the organizations your role works'] } }]);
    expect((await create(scoped, { summary: 'Into nowhere' })).statusCode).toBe(403);
    expect(await listed(admin, 'Into ')).toEqual([]);
    const mine = (await create(scoped, { summary: 'Into A', organizationId: orgA })).json<TicketBody>();
    expect(mine.organization?.id).toBe(orgA);
    const moved = await api(ctx, scoped).editTicket(mine.id, { organizationId: orgB });
    expect([moved.statusCode, moved.json().message]).toEqual([403, 'Error ticket forbidden']);
    expect((await api(ctx, admin).get(`/api/ticketing/ticket/${mine.id}`)).json<TicketBody>().organization?.id).toBe(orgA);
    // Those who work every organization move it anywhere.
    expect((await api(ctx, everywhere).editTicket(mine.id, { organizationId: orgB })).statusCode).toBe(200);
  });

  it('lists for an organization only the technicians who work it, and refuses an assignee who does not with a field error', async () => {
    const onlyB = await signInTechnician(ctx, ['canManageTickets'], [orgB]);
    const picker = async (organizationId: number) =>
      (await api(ctx, admin).get(`/api/ticketing/technicians?organizationId=${organizationId}&page=0`))
        .json<PickerPage<TechnicianPickItem>>()
        .data.map((t) => t.id);
    const forA = await picker(orgA);
    expect(forA).toEqual(expect.arrayContaining([admin.userId, everywhere.userId, scoped.userId]));
    expect(forA).not.toContain(onlyB.userId);
    expect(await picker(orgB)).toContain(onlyB.userId);

    const refused = await api(ctx, admin).editTicket(ids.a, { assignedAppUserId: onlyB.userId });
    expect([refused.statusCode, refused.json().fields]).toEqual([
      400,
      { assignedAppUserId: ["This technician does not work tickets of the ticket's organization"] },
    ]);
    const extra = await api(ctx, admin).editTicket(ids.a, { additionalTechnicianIds: [onlyB.userId] });
    expect(extra.json().fields).toEqual({ additionalTechnicianIds: ["Some of these technicians do not work tickets of the ticket's organization"] });
    // Moving a ticket away from its assignee's organizations is refused the same way.
    const ticket = (await create(admin, { summary: 'Assigned in A', organizationId: orgA, assignedAppUserId: scoped.userId })).json<TicketBody>();
    const move = await api(ctx, admin).editTicket(ticket.id, { organizationId: orgB });
    expect(move.json().fields).toEqual({ assignedAppUserId: ["This technician does not work tickets of the ticket's organization"] });
    expect((await api(ctx, admin).editTicket(ticket.id, { organizationId: orgB, assignedAppUserId: onlyB.userId })).statusCode).toBe(200);
  });
});

describe('boards', () => {
  it("run over the role's organizations only, and bulk actions refuse other organizations' tickets one by one", async () => {
    const boards = (await api(ctx, admin).get('/api/ticketing/trigger?type=BOARD')).json<Trigger[]>();
    const allOpen = boards.find((b) => b.systemKey === 'ALL_OPEN')!;
    const run = async (who: Caller) =>
      (await api(ctx, who).get(`/api/ticketing/boards/${allOpen.id}/tickets?pageSize=250&globalFilter=Scoped`))
        .json<TablePage<BoardTicketRow>>()
        .data.map((r) => r.id)
        .sort((x, y) => x - y);
    expect(await run(scoped)).toEqual([ids.a]);
    expect(await run(everywhere)).toEqual([ids.a, ids.b, ids.none]);

    expect((await api(ctx, admin).post('/api/ticketing/tags', { name: 'scope-tag' })).statusCode).toBe(201);
    const bulk = (
      await api(ctx, scoped).post('/api/ticketing/boards/bulk', { ticketIds: [ids.a, ids.b], action: { type: 'ADD_TAGS', tags: ['scope-tag'] } })
    ).json<BoardBulkResult>();
    expect(bulk.failed).toEqual([{ id: ids.b, resultCode: 'FORBIDDEN', message: 'Error ticket forbidden' }]);
  });
});

describe('roles', () => {
  it('stores a chosen organization list, and deleting an organization removes it from every scope', async () => {
    const gone = await makeOrganization(ctx, 'Scope C');
    const created = await api(ctx, admin).post('/api/technician-roles', {
      name: 'Two orgs',
      permissions: ['canManageTickets'],
      organizationScope: 'SELECTED',
      organizationIds: [orgA, gone.id],
    });
    expect(created.json<TechnicianRole>()).toMatchObject({
      organizationScope: 'SELECTED',
      organizations: [
        { id: orgA, name: 'Scope A' },
        { id: gone.id, name: 'Scope C' },
      ],
    });
    const unknown = await api(ctx, admin).post('/api/technician-roles', { name: 'Ghost', organizationScope: 'SELECTED', organizationIds: [999999] });
    expect([unknown.statusCode, unknown.json().fields]).toEqual([400, { organizationIds: ['Organization not found'] }]);

    expect((await api(ctx, admin).delete(`/api/organizations/${gone.id}`)).statusCode).toBe(204);
    const role = (await api(ctx, admin).get('/api/technician-roles')).json<TechnicianRole[]>().find((r) => r.name === 'Two orgs')!;
    expect(role.organizations).toEqual([{ id: orgA, name: 'Scope A' }]);
    // A role scoped to all keeps no list, whatever it was sent.
    const all = (
      await api(ctx, admin).put(`/api/technician-roles/${role.id}`, { name: 'Two orgs', organizationScope: 'ALL', organizationIds: [orgA] })
    ).json<TechnicianRole>();
    expect([all.organizationScope, all.organizations]).toEqual(['ALL', []]);
  });
});
