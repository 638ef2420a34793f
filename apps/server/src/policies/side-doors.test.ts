import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOrganization } from '../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../test/harness.ts';
import { saveRule } from '../modules/automations/automations.fixtures.ts';
import { PNG, postUpload, type UploadBody } from '../modules/notes/notes.fixtures.ts';
import { api, signInTechnician, type Caller, type TicketBody } from '../modules/tickets/tickets.fixtures.ts';

// Issue 22, findings 1, 8, 9 and 11: the objects beside tickets that lead into them (contacts,
// mentions and CC, uploads, automations) follow the same organization scope (decision 0024).

let ctx: TestContext;
let admin: Caller;
let acmeTech: Caller;
let globexTech: Caller;
let acme: number;
let globex: number;

type ContactBody = { uid: string; id: number; name: string; email: string | null; organizationId: number | null };

const addContact = async (organizationId: number, name: string, email: string | null) => {
  const response = await api(ctx, admin).post('/api/ticketing/contacts', { organizationId, name, email });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ContactBody>();
};
const ticketIn = async (organizationId: number, extra: Record<string, unknown> = {}) => {
  const response = await api(ctx, admin).post('/api/ticketing/ticket', { summary: 'Side door', organizationId, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TicketBody>();
};
const upload = async (who: Caller) => {
  const response = await postUpload(ctx.app, who, 'shot.png', 'image/png', PNG);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<UploadBody>();
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  acme = (await makeOrganization(ctx, 'Side Acme')).id;
  globex = (await makeOrganization(ctx, 'Side Globex')).id;
  acmeTech = await signInTechnician(ctx, ['canManageTickets'], [acme]);
  globexTech = await signInTechnician(ctx, ['canManageTickets'], [globex]);
});
afterAll(() => ctx.close());

describe("finding 1: contacts follow the tickets' organization scope", () => {
  it("refuses reading, changing and deleting another organization's contact, and leaves it unchanged", async () => {
    const victim = await addContact(globex, 'Gina Globex', 'gina@globex.example');
    const asAcme = api(ctx, acmeTech);
    expect((await asAcme.get(`/api/ticketing/contacts/${victim.uid}`)).statusCode).toBe(404);
    const takeover = await asAcme.put(`/api/ticketing/contacts/${victim.uid}`, { organizationId: globex, name: 'Gina Globex', email: 'me@acme.example' });
    expect([takeover.statusCode, takeover.json().message]).toEqual([404, 'Contact not found']);
    expect((await asAcme.delete(`/api/ticketing/contacts/${victim.uid}`)).statusCode).toBe(404);
    const kept = (await api(ctx, admin).get(`/api/ticketing/contacts/${victim.uid}`)).json<ContactBody & { deleted: boolean }>();
    expect([kept.email, kept.deleted]).toEqual(['gina@globex.example', false]);
  });

  it('refuses adding a contact to, or moving one into, an organization outside the scope', async () => {
    const created = await api(ctx, acmeTech).post('/api/ticketing/contacts', { organizationId: globex, name: 'Planted', email: null });
    expect([created.statusCode, created.json().fields]).toEqual([403, { organizationId: ['Outside the organizations your role works'] }]);
    const own = await addContact(acme, 'Al Acme', null);
    const moved = await api(ctx, acmeTech).put(`/api/ticketing/contacts/${own.uid}`, { organizationId: globex, name: 'Al Acme', email: null });
    expect([moved.statusCode, moved.json().fields]).toEqual([403, { organizationId: ['Outside the organizations your role works'] }]);
    // Their own organization's contacts they keep as before.
    const renamed = await api(ctx, acmeTech).put(`/api/ticketing/contacts/${own.uid}`, { organizationId: acme, name: 'Al B. Acme', email: null });
    expect([renamed.statusCode, renamed.json().name]).toEqual([200, 'Al B. Acme']);
  });

  it('lists (and so picks) only contacts of the organizations the caller works', async () => {
    await addContact(acme, 'Listed Acme', null);
    await addContact(globex, 'Listed Globex', null);
    const names = async (who: Caller) =>
      (await api(ctx, who).get('/api/ticketing/contacts?globalFilter=Listed')).json<{ data: ContactBody[]; totalCount: number }>();
    const scoped = await names(acmeTech);
    expect([scoped.data.map((c) => c.name), scoped.totalCount]).toEqual([['Listed Acme'], 1]);
    expect((await names(admin)).data.map((c) => c.name)).toEqual(['Listed Acme', 'Listed Globex']);
    // Organization managers keep every organization's list (organizations are not scoped).
    const manager = await signInTechnician(ctx, ['canManageOrganizations'], [acme]);
    expect((await names(manager)).totalCount).toBe(2);
  });

  it("refuses an out-of-scope contact's address as CC of a ticket", async () => {
    const outsider = await addContact(globex, 'Cc Globex', 'cc@globex.example');
    const ticket = await ticketIn(acme);
    const cc = await api(ctx, acmeTech).editTicket(ticket.id, { cc: { userIds: [], emails: [outsider.email] } });
    expect([cc.statusCode, cc.json().fields]).toEqual([
      400,
      { 'cc.emails': ['Some of these addresses belong to contacts of organizations your role does not work'] },
    ]);
    const inside = await addContact(acme, 'Cc Acme', 'cc@acme.example');
    const fine = await api(ctx, acmeTech).editTicket(ticket.id, { cc: { userIds: [], emails: [inside.email, 'someone@else.example'] } });
    expect(fine.statusCode, fine.body).toBe(200);
    // A mailbox that is a contact of Globex and of Acme too (decision 0041) is Acme's to CC.
    await addContact(acme, 'Cc Globex at Acme', outsider.email);
    const shared = await api(ctx, acmeTech).editTicket(ticket.id, { cc: { userIds: [], emails: [inside.email, outsider.email] } });
    expect(shared.statusCode, shared.body).toBe(200);
  });
});

describe('finding 8: mentions and CC users', () => {
  it.each([
    (id: number) => `<p><span data-mention="user" data-mention-id='${id}' data-mention-label='B'>@B</span></p>`,
    (id: number) => `<p><span data-mention=user data-mention-id=${id} data-mention-label=B>@B</span></p>`,
    (id: number) => `<p><span DATA-MENTION="user" DATA-MENTION-ID="${id}" data-mention-label="B">@B</span></p>`,
    (id: number) => `<p><span data-mention="user"\ndata-mention-id = "${id}" data-mention-label="B">@B</span></p>`,
  ])('reads the sanitised document: spelling %# does not tag a technician of another organization', async (spell) => {
    const ticket = await ticketIn(acme);
    const response = await api(ctx, acmeTech).post(`/api/ticketing/ticket/${ticket.id}/comments`, {
      htmlBody: spell(globexTech.userId),
      isPublic: false,
      techniciansTagged: [],
    });
    expect([response.statusCode, response.json().fields]).toEqual([
      400,
      { 'comment.techniciansTagged': ["Some of these technicians do not work tickets of the ticket's organization"] },
    ]);
  });

  it("refuses as CC a user whose scope does not cover the ticket's organization", async () => {
    const ticket = await ticketIn(acme);
    const response = await api(ctx, acmeTech).editTicket(ticket.id, { cc: { userIds: [globexTech.userId], emails: [] } });
    expect([response.statusCode, response.json().fields]).toEqual([
      400,
      { 'cc.userIds': ["Some of these users do not work tickets of the ticket's organization"] },
    ]);
    const created = await api(ctx, acmeTech).post('/api/ticketing/ticket', {
      summary: 'cc',
      organizationId: acme,
      cc: { userIds: [globexTech.userId], emails: [] },
    });
    expect(created.statusCode).toBe(400);
    expect((await api(ctx, acmeTech).editTicket(ticket.id, { cc: { userIds: [admin.userId], emails: [] } })).statusCode).toBe(200);
  });
});

describe('finding 9: referencing an upload needs the right to read it', () => {
  it("refuses attaching, commenting with or embedding another organization's ticket file", async () => {
    const file = await upload(globexTech);
    const globexTicket = await ticketIn(globex);
    expect((await api(ctx, globexTech).post(`/api/ticketing/ticket/${globexTicket.id}/attachments`, { contentIds: [file.contentId] })).statusCode).toBe(201);
    // The Acme technician cannot read it...
    expect((await ctx.app.inject({ method: 'GET', url: file.url, headers: acmeTech.headers })).statusCode).toBe(403);
    // ...so cannot carry it into an Acme ticket by any of the ways a content id is named.
    const acmeTicket = await ticketIn(acme);
    const refusal = [400, { contentIds: ['File not found'] }];
    const attach = await api(ctx, acmeTech).post(`/api/ticketing/ticket/${acmeTicket.id}/attachments`, { contentIds: [file.contentId] });
    expect([attach.statusCode, attach.json().fields]).toEqual(refusal);
    const comment = await api(ctx, acmeTech).post(`/api/ticketing/ticket/${acmeTicket.id}/comments`, {
      htmlBody: '<p>see</p>',
      isPublic: false,
      techniciansTagged: [],
      uploads: [file.contentId],
    });
    expect([comment.statusCode, comment.json().fields]).toEqual([400, { 'comment.uploads': ['File not found'] }]);
    const inline = `<p><img src="${file.url}" data-cid="${file.contentId}"></p>`;
    const embedded = await api(ctx, acmeTech).post(`/api/ticketing/ticket/${acmeTicket.id}/comments`, {
      htmlBody: inline,
      isPublic: false,
      techniciansTagged: [],
    });
    expect([embedded.statusCode, embedded.json().fields]).toEqual([400, { 'comment.htmlBody': ['File not found'] }]);
    const described = await api(ctx, acmeTech).editTicket(acmeTicket.id, { description: inline });
    expect([described.statusCode, described.json().fields]).toEqual([400, { description: ['File not found'] }]);
    const created = await api(ctx, acmeTech).post('/api/ticketing/ticket', { summary: 'x', organizationId: acme, description: inline });
    expect(created.statusCode).toBe(400);
    expect((await api(ctx, admin).get(`/api/ticketing/ticket/${acmeTicket.id}/attachments`)).json()).toEqual([]);
    // Their own file they attach as before.
    const own = await upload(acmeTech);
    expect((await api(ctx, acmeTech).post(`/api/ticketing/ticket/${acmeTicket.id}/attachments`, { contentIds: [own.contentId] })).statusCode).toBe(201);
  });
});

describe('finding 11: reading automations is administrative', () => {
  it('answers technicians who work tickets 403 for automations, and still lists the boards they run', async () => {
    const asTech = api(ctx, acmeTech);
    for (const type of ['EVENT_BASED', 'TIME_BASED', 'RESPONSE_TEMPLATE']) {
      expect((await asTech.get(`/api/ticketing/trigger?type=${type}`)).statusCode, type).toBe(403);
      expect((await api(ctx, admin).get(`/api/ticketing/trigger?type=${type}`)).statusCode, type).toBe(200);
    }
    // Without a type: the rules they may read, the boards.
    const all = await asTech.get('/api/ticketing/trigger');
    expect([all.statusCode, [...new Set(all.json<{ type: string }[]>().map((r) => r.type))]]).toEqual([200, ['BOARD']]);
    expect((await asTech.get('/api/ticketing/automation/references')).statusCode).toBe(403);
    const boards = await asTech.get('/api/ticketing/trigger?type=BOARD');
    expect(boards.statusCode).toBe(200);
    const [board] = boards.json<{ id: number }[]>();
    expect((await asTech.get(`/api/ticketing/trigger/${board!.id}`)).statusCode).toBe(200);
    expect((await asTech.get('/api/ticketing/response-template/options')).statusCode).toBe(200);
  });

  it('answers 403 for one automation read by id', async () => {
    const created = await saveRule(ctx, admin, {
      type: 'RESPONSE_TEMPLATE',
      name: 'Secret recipients',
      actions: [{ uid: 'a1', field: 'ticket', operator: 'priority', value: 'LOW' }],
    });
    expect((await api(ctx, acmeTech).get(`/api/ticketing/trigger/${created.id}`)).statusCode).toBe(403);
    expect((await api(ctx, admin).get(`/api/ticketing/trigger/${created.id}`)).statusCode).toBe(200);
  });
});
