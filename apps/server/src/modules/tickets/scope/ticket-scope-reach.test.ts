import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationPickItem, PickerPage, TechnicianPickItem } from '@outpost/contracts';
import { makeOrganization } from '../../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { api, signInTechnician, type ActivityBody, type Caller, type TicketBody } from '../tickets.fixtures.ts';

// Decision 0014, "Who works tickets": what a scoped technician reaches beside the tickets
// themselves — the organization picker of the ticket form, the technicians a comment may tag,
// a linked problem's summary, a problem's incident count, and the technicians a merge copies —
// stays within the organizations their role works.

let ctx: TestContext;
let admin: Caller;
let scoped: Caller;
let onlyB: Caller;
let orgA: number;
let orgB: number;

const create = async (who: Caller, body: Record<string, unknown>) => (await api(ctx, who).post('/api/ticketing/ticket', body)).json<TicketBody>();
type Detail = TicketBody & { parentTicket: { id: number; name: string } | null; additionalTechnicians: { id: number }[] };
const detail = async (who: Caller, id: number) => (await api(ctx, who).get(`/api/ticketing/ticket/${id}`)).json<Detail>();

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  orgA = (await makeOrganization(ctx, 'Reach A')).id;
  orgB = (await makeOrganization(ctx, 'Reach B')).id;
  scoped = await signInTechnician(ctx, ['canManageTickets'], [orgA]);
  onlyB = await signInTechnician(ctx, ['canManageTickets'], [orgB]);
});
afterAll(() => ctx.close());

describe('the ticket form’s pickers', () => {
  it('lists only the organizations the caller works when the ticket form asks; other screens still list every one', async () => {
    const names = async (who: Caller, extra: string) =>
      (await api(ctx, who).get(`/api/query/organizations?searchCriteria=Reach&page=0${extra}`)).json<PickerPage<OrganizationPickItem>>();
    const forTickets = await names(scoped, '&forTickets=true');
    expect([forTickets.data.map((o) => o.name), forTickets.totalCount]).toEqual([['Reach A'], 1]);
    expect((await names(admin, '&forTickets=true')).data.map((o) => o.name)).toEqual(['Reach A', 'Reach B']);
    // Contacts and other screens are not narrowed by the ticket scope (decision 0014).
    expect((await names(scoped, '')).data.map((o) => o.name)).toEqual(['Reach A', 'Reach B']);
  });

  it("offers for mentions only the technicians who work the ticket's organization, and refuses tagging another", async () => {
    const ticket = await create(admin, { summary: 'Mention me', organizationId: orgA });
    const taggable = async (who: Caller, ticketId: number) => api(ctx, who).get(`/api/ticketing/technicians?ticketId=${ticketId}&page=0`);
    const ids = (await taggable(scoped, ticket.id)).json<PickerPage<TechnicianPickItem>>().data.map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining([admin.userId, scoped.userId]));
    expect(ids).not.toContain(onlyB.userId);
    // Another organization's ticket is not the caller's to ask about.
    const other = await create(admin, { summary: 'Not yours', organizationId: orgB });
    const refused = await taggable(scoped, other.id);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Error ticket forbidden']);

    const comment = await api(ctx, scoped).post(`/api/ticketing/ticket/${ticket.id}/comments`, {
      htmlBody: `<p>Look <span data-mention="user" data-mention-id="${onlyB.userId}" data-mention-label="B">@user:${onlyB.userId}</span></p>`,
      isPublic: false,
      techniciansTagged: [onlyB.userId],
    });
    expect([comment.statusCode, comment.json().fields]).toEqual([
      400,
      { 'comment.techniciansTagged': ["Some of these technicians do not work tickets of the ticket's organization"] },
    ]);
    expect((await api(ctx, admin).get(`/api/ticketing/ticket/${ticket.id}/comments`)).json<unknown[]>()).toEqual([]);
  });
});

describe('problems and incidents', () => {
  it("shows a linked problem's summary only to those who may see the problem; others get 'N/A'", async () => {
    const problemB = await create(admin, { summary: 'Secret outage in B', organizationId: orgB, type: 'PROBLEM' });
    const incidentA = await create(admin, { summary: 'Printer down in A', organizationId: orgA, parentTicketId: problemB.id });
    const seen = await detail(scoped, incidentA.id);
    expect(seen.parentTicket).toEqual({ id: problemB.id, name: 'N/A' });
    expect(JSON.stringify(seen)).not.toContain('Secret outage');
    expect((await detail(admin, incidentA.id)).parentTicket).toEqual({ id: problemB.id, name: 'Secret outage in B' });
    // What a save answers is held to the same rule.
    const saved = (await api(ctx, scoped).editTicket(incidentA.id, { priority: 'HIGH' })).json<Detail>();
    expect(saved.parentTicket?.name).toBe('N/A');
    // So is the activity log, which keeps the label the problem had when it was linked.
    const linkedLater = await create(admin, { summary: 'Scanner down in A', organizationId: orgA });
    expect((await api(ctx, admin).put(`/api/ticketing/ticket/${linkedLater.id}/problem`, { problemTicketId: problemB.id })).statusCode).toBe(200);
    const logged = async (who: Caller) =>
      (await api(ctx, who).get(`/api/ticketing/ticket/${linkedLater.id}/activity`)).json<ActivityBody[]>().find((a) => a.field === 'parentTicket');
    expect(await logged(scoped)).toMatchObject({ newValue: problemB.id, newLabel: `#${problemB.id} N/A` });
    expect(await logged(admin)).toMatchObject({ newLabel: `#${problemB.id} Secret outage in B` });
  });

  it("counts a problem's incidents only in the organizations the caller works", async () => {
    const problemA = await create(admin, { summary: 'Shared outage', organizationId: orgA, type: 'PROBLEM' });
    await create(admin, { summary: 'Incident A', organizationId: orgA, parentTicketId: problemA.id });
    await create(admin, { summary: 'Incident B', organizationId: orgB, parentTicketId: problemA.id });
    await create(admin, { summary: 'Incident nowhere', parentTicketId: problemA.id });
    expect((await detail(scoped, problemA.id)).incidentCount).toBe(1);
    expect((await detail(admin, problemA.id)).incidentCount).toBe(3);
  });
});

describe('merging', () => {
  it("drops the merged ticket's technicians who do not work the target's organization", async () => {
    const source = await create(admin, { summary: 'Merge from B', organizationId: orgB, additionalTechnicianIds: [onlyB.userId, admin.userId] });
    const target = await create(admin, { summary: 'Merge into A', organizationId: orgA, additionalTechnicianIds: [scoped.userId] });
    const merged = await api(ctx, admin).post(`/api/ticketing/ticket/${source.id}/merge`, { targetTicketId: target.id });
    expect(merged.statusCode).toBe(200);
    const technicians = merged
      .json<Detail>()
      .additionalTechnicians.map((t) => t.id)
      .sort((x, y) => x - y);
    expect(technicians).toEqual([admin.userId, scoped.userId].sort((x, y) => x - y));
    expect((await detail(admin, source.id)).status.parentKey).toBe('CLOSED');
  });
});
