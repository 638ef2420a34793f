import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { enrollDevice, makeEnrollmentToken } from '../../test/factories.ts';
import { api, makeOrgWithLocation, signInTechnician, type ActivityBody, type Caller, type TicketBody } from './tickets.fixtures.ts';

let ctx: TestContext;
let admin: Caller;
let tech: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  tech = await signInTechnician(ctx);
});
afterAll(() => ctx.close());

const create = async (who: Caller, body: Record<string, unknown>) => {
  const response = await api(ctx, who).post('/api/ticketing/ticket', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TicketBody>();
};
const activityOf = async (id: number) => (await api(ctx, tech).get(`/api/ticketing/ticket/${id}/activity?sortDirection=ASC`)).json<ActivityBody[]>();

/** One attribute of each of the eight types, on one form. */
async function makeFormWithEveryType() {
  const make = async (name: string, attributeType: string, values?: string[]) => {
    const response = await api(ctx, admin).post('/api/ticketing/attributes', {
      name,
      attributeType,
      content: values ? { values: values.map((v) => ({ name: v })) } : {},
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number; content: { values: { id: string; name: string }[] } }>();
  };
  const attrs = {
    multi: await make('Affected apps', 'MULTI_SELECT', ['Mail', 'Chat', 'VPN']),
    dropdown: await make('Impact', 'DROPDOWN', ['One user', 'Everyone']),
    checkbox: await make('Onsite visit', 'CHECKBOX'),
    text: await make('Asset tag', 'TEXT'),
    multiline: await make('Steps to reproduce', 'TEXT_MULTILINE'),
    numeric: await make('Users affected', 'NUMERIC'),
    decimal: await make('Cost', 'DECIMAL'),
    date: await make('Due', 'DATE'),
  };
  const form = await api(ctx, admin).post('/api/ticketing/forms', {
    name: 'Outage',
    attributes: Object.values(attrs).map((a, i) => ({ attributeId: a.id, required: i === 1 })),
  });
  expect(form.statusCode, form.body).toBe(201);
  return { formId: form.json<{ id: number }>().id, attrs };
}

describe('creating tickets', () => {
  let everyType: Awaited<ReturnType<typeof makeFormWithEveryType>>;
  beforeAll(async () => {
    everyType = await makeFormWithEveryType();
  });

  it('creates a ticket with NEW status and defaults, sanitises the description and logs one CREATED entry', async () => {
    const { org, location } = await makeOrgWithLocation(ctx);
    const ticket = await create(tech, {
      summary: '  Printer on fire ',
      description: '<p>Smoke<script>alert(1)</script></p>',
      organizationId: org.id,
      locationId: location.id,
    });
    expect(ticket).toMatchObject({
      summary: 'Printer on fire',
      description: '<p>Smoke</p>',
      status: { key: 'NEW', parentKey: 'NEW' },
      priority: 'NONE',
      organization: { id: org.id, deleted: false },
      location: { id: location.id, name: 'HQ' },
    });
    expect((await activityOf(ticket.id)).map((a) => a.type)).toEqual(['CREATED']);
  });

  it('stores a value of each of the eight attribute types from a form', async () => {
    const { formId, attrs } = everyType;
    const values = {
      [attrs.multi.id]: [attrs.multi.content.values[0]!.id, attrs.multi.content.values[2]!.id],
      [attrs.dropdown.id]: attrs.dropdown.content.values[1]!.id,
      [attrs.checkbox.id]: true,
      [attrs.text.id]: '  A-1234 ',
      [attrs.multiline.id]: 'Open Outlook\nIt crashes',
      [attrs.numeric.id]: 12,
      [attrs.decimal.id]: 99.95,
      [attrs.date.id]: '2026-02-28',
    };
    const ticket = await create(tech, { summary: 'Mail is down', formId, attributes: values });
    expect(ticket.attributes).toEqual({ ...values, [attrs.text.id]: 'A-1234' });
  });

  it('keeps text attribute values that look like numbers or booleans as text', async () => {
    const { formId, attrs } = everyType;
    const values = { [attrs.dropdown.id]: attrs.dropdown.content.values[0]!.id, [attrs.text.id]: '42', [attrs.multiline.id]: 'true' };
    const created = await create(tech, { summary: 'Looks numeric', formId, attributes: values });
    const read = (await api(ctx, tech).get(`/api/ticketing/ticket/${created.id}`)).json<{ attributes: Record<string, unknown> }>();
    expect(read.attributes).toEqual(values);
    // An update reads the stored values back too: they must not change type on the way.
    const updated = await api(ctx, tech).editTicket(created.id, { summary: 'Still text' });
    expect(updated.json<{ attributes: Record<string, unknown> }>().attributes).toEqual(values);
  });

  it('refuses invalid attribute values with a message per attribute, and a missing required one', async () => {
    const { formId, attrs } = everyType;
    const id = (key: keyof typeof attrs) => attrs[key].id;
    const response = await api(ctx, tech).post('/api/ticketing/ticket', {
      summary: 'Bad values',
      formId,
      attributes: {
        [id('multi')]: ['nope'],
        [id('checkbox')]: 'yes',
        [id('text')]: 'x'.repeat(251),
        [id('numeric')]: 0,
        [id('decimal')]: 1.23456,
        [id('date')]: '2026-02-30',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      [`attributes.${id('multi')}`]: ['Choose values from the list'],
      [`attributes.${id('checkbox')}`]: ['Must be true or false'],
      [`attributes.${id('text')}`]: ['Must be at most 250 characters'],
      [`attributes.${id('numeric')}`]: ['Value must be an integer between 1 and 2147483647'],
      [`attributes.${id('decimal')}`]: ['Use at most 4 decimal places'],
      [`attributes.${id('date')}`]: ['Must be a date (YYYY-MM-DD)'],
      // The dropdown is the form's required attribute.
      [`attributes.${id('dropdown')}`]: ['Required'],
    });
  });

  it('refuses unknown status, type and priority, a summary over 200 characters, and missing references', async () => {
    const bad = await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'x'.repeat(201), status: 'DONE', type: 'BUG', priority: 'HUGE' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['priority', 'status', 'summary', 'type']);
    expect(bad.json().fields.summary).toEqual(['Must be at most 200 characters']);
    const missing = await api(ctx, tech).post('/api/ticketing/ticket', {
      summary: 'x',
      status: 999999,
      organizationId: 999999,
      assignedAppUserId: 999999,
      tags: ['never-made'],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      status: ['Unknown status'],
      organizationId: ['Organization not found'],
      assignedAppUserId: ['User not found'],
      tags: ['Unknown tag: never-made'],
    });
  });

  it('assigns only technicians who can work tickets and are not deleted', async () => {
    const without = await signInTechnician(ctx, ['canManageDevices']);
    const gone = await signInTechnician(ctx);
    await ctx.services.users.update(gone.userId, admin.userId, { disabled: true });
    const response = await api(ctx, tech).post('/api/ticketing/ticket', {
      summary: 'x',
      assignedAppUserId: without.userId,
      additionalTechnicianIds: [gone.userId],
    });
    expect(response.json().fields).toEqual({
      assignedAppUserId: ['Must be a technician who can work tickets'],
      additionalTechnicianIds: ['Must not contain deleted users'],
    });
    expect((await create(tech, { summary: 'x', assignedAppUserId: admin.userId })).assignee).toMatchObject({ id: admin.userId, found: true, deleted: false });
  });
});

describe('updating tickets', () => {
  it('saves a change once with one activity entry per changed field, old → new', async () => {
    const { org } = await makeOrgWithLocation(ctx, 'Acme Old');
    const { org: other } = await makeOrgWithLocation(ctx, 'Acme New');
    const ticket = await create(tech, { summary: 'Slow laptop', organizationId: org.id, priority: 'LOW' });
    const response = await api(ctx, tech).patch(`/api/ticketing/ticket/${ticket.id}`, {
      version: ticket.version,
      status: 'OPEN',
      priority: 'HIGH',
      organizationId: other.id,
      summary: 'Slow laptop',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TicketBody>()).toMatchObject({
      version: ticket.version + 1,
      status: { key: 'OPEN' },
      priority: 'HIGH',
      organization: { name: 'Acme New' },
    });
    const changes = (await activityOf(ticket.id)).filter((a) => a.type === 'FIELD_CHANGED');
    expect(changes.map(({ field, oldLabel, newLabel }) => ({ field, oldLabel, newLabel }))).toEqual([
      { field: 'status', oldLabel: 'New', newLabel: 'Open' },
      { field: 'priority', oldLabel: 'LOW', newLabel: 'HIGH' },
      { field: 'organization', oldLabel: 'Acme Old', newLabel: 'Acme New' },
    ]);
    expect(new Set(changes.map((c) => c.changeSetId)).size).toBe(1);
    expect(changes[0]!.actor.name).toMatch(/^User \d+$/);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const ticket = await create(tech, { summary: 'Race' });
    await api(ctx, tech).editTicket(ticket.id, { priority: 'HIGH' });
    const stale = await api(ctx, admin).patch(`/api/ticketing/ticket/${ticket.id}`, { version: ticket.version, priority: 'LOW' });
    expect(stale.statusCode).toBe(409);
    expect((await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}`)).json<TicketBody>().priority).toBe('HIGH');
  });

  it('writes nothing when nothing changes', async () => {
    const ticket = await create(tech, { summary: 'Same' });
    const response = await api(ctx, tech).editTicket(ticket.id, { summary: 'Same', priority: 'NONE' });
    expect(response.json<TicketBody>().version).toBe(ticket.version);
    expect(await activityOf(ticket.id)).toHaveLength(1);
  });

  it('sets the solved time on resolving and clears it on reopening', async () => {
    const ticket = await create(tech, { summary: 'Solve me' });
    const solved = (await api(ctx, tech).editTicket(ticket.id, { status: 'RESOLVED' })).json<TicketBody>();
    expect(solved.solvedTime).toBe(ctx.clock.now().toISOString());
    expect((await api(ctx, tech).editTicket(ticket.id, { status: 'OPEN' })).json<TicketBody>().solvedTime).toBeNull();
  });
});

describe('deleted references', () => {
  it("marks a deleted organization and location '(Deleted)' with the names they had, and a disabled assignee deleted", async () => {
    const { org, location } = await makeOrgWithLocation(ctx, 'Gone Corp');
    const assignee = await signInTechnician(ctx);
    const ticket = await create(tech, { summary: 'Orphan', organizationId: org.id, locationId: location.id, assignedAppUserId: assignee.userId });
    await ctx.services.organizations.delete(org.id);
    await ctx.services.users.update(assignee.userId, admin.userId, { disabled: true });
    const read = (await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}`)).json<TicketBody>();
    expect(read.organization).toEqual({ id: org.id, name: 'Gone Corp', deleted: true });
    expect(read.location).toEqual({ id: location.id, name: 'HQ', deleted: true });
    expect(read.assignee).toMatchObject({ id: assignee.userId, deleted: true, found: true });
    // The ticket can still be edited: references it already holds are not checked again.
    expect((await api(ctx, tech).editTicket(ticket.id, { priority: 'HIGH' })).statusCode).toBe(200);
  });
});

describe('access', () => {
  it("refuses a technician without canManageTickets with 'Error ticket forbidden' whether or not the ticket exists", async () => {
    const other = await signInTechnician(ctx, ['canManageDevices']);
    const ticket = await create(tech, { summary: 'Secret' });
    const existing = await api(ctx, other).get(`/api/ticketing/ticket/${ticket.id}`);
    const missing = await api(ctx, other).get('/api/ticketing/ticket/987654');
    expect([existing.statusCode, missing.statusCode]).toEqual([403, 403]);
    expect(existing.json()).toEqual({ resultCode: 'FORBIDDEN', message: 'Error ticket forbidden' });
    expect(missing.body).toBe(existing.body);
    expect((await api(ctx, other).post('/api/ticketing/ticket', { summary: 'x' })).statusCode).toBe(403);
  });

  it("answers 'Error ticket not found' for a missing or deleted ticket", async () => {
    const ticket = await create(tech, { summary: 'Delete me' });
    expect((await api(ctx, tech).delete(`/api/ticketing/ticket/${ticket.id}`)).statusCode).toBe(204);
    for (const url of [`/api/ticketing/ticket/${ticket.id}`, '/api/ticketing/ticket/987654']) {
      const response = await api(ctx, tech).get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ resultCode: 'NOT_FOUND', message: 'Error ticket not found' });
    }
  });

  it('refuses bad input with field errors', async () => {
    const response = await api(ctx, tech).post('/api/ticketing/ticket', { summary: '', cc: { emails: ['not-an-email'] }, attributes: { abc: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ summary: ['Required'], 'cc.emails.0': ['Invalid email address'] });
    expect(Object.keys(response.json().fields)).toContain('attributes.abc');
  });
});

describe('the ticket list', () => {
  it('searches by summary or #id, filters by status parent and organization, sorts by priority, newest first by default', async () => {
    const { org } = await makeOrgWithLocation(ctx);
    const a = await create(tech, { summary: 'Zebra VPN down', organizationId: org.id, priority: 'HIGH' });
    const b = await create(tech, { summary: 'Zebra printer jam', organizationId: org.id, priority: 'LOW', status: 'RESOLVED' });
    const page = async (query: string) =>
      (await api(ctx, tech).get(`/api/ticketing/tickets?${query}`)).json<{ data: { id: number; priority: string }[]; totalCount: number }>();
    expect((await page('globalFilter=zebra')).data.map((r) => r.id)).toEqual([b.id, a.id]);
    expect((await page(`globalFilter=%23${a.id}`)).data.map((r) => r.id)).toContain(a.id);
    const filters = encodeURIComponent(JSON.stringify({ organizationId: [org.id], statusParent: ['NEW'] }));
    expect((await page(`filters=${filters}`)).data.map((r) => r.id)).toEqual([a.id]);
    const sort = encodeURIComponent(JSON.stringify([{ id: 'priority', desc: false }]));
    expect((await page(`globalFilter=zebra&sort=${sort}`)).data.map((r) => r.priority)).toEqual(['LOW', 'HIGH']);
  });

  it('filters by tag names, unassigned tickets and assignee', async () => {
    await api(ctx, tech).post('/api/ticketing/tags', { name: 'Filter-Me' });
    const tagged = await create(tech, { summary: 'Quokka tagged', tags: ['filter-me'] });
    const mine = await create(tech, { summary: 'Quokka mine', assignedAppUserId: tech.userId });
    const page = async (filters: unknown) =>
      (await api(ctx, tech).get(`/api/ticketing/tickets?globalFilter=quokka&filters=${encodeURIComponent(JSON.stringify(filters))}`)).json<{
        data: { id: number; tags: string[] }[];
      }>().data;
    expect(await page({ tags: ['FILTER-ME'] })).toEqual([expect.objectContaining({ id: tagged.id, tags: ['Filter-Me'] })]);
    expect((await page({ assignedAppUserId: [null] })).map((r) => r.id)).toEqual([tagged.id]);
    expect((await page({ assignedAppUserId: [tech.userId, null] })).map((r) => r.id)).toEqual([mine.id, tagged.id]);
  });

  it("filters by requester contact and shows the contact's name and the status on the row (read through the contacts' and configuration's exports)", async () => {
    const { org } = await makeOrgWithLocation(ctx);
    const contact = await api(ctx, tech).post('/api/ticketing/contacts', { organizationId: org.id, name: 'Numbat Requester', email: 'numbat@contoso.example' });
    expect(contact.statusCode, contact.body).toBe(201);
    const { uid } = contact.json<{ uid: string }>();
    const theirs = await create(tech, { summary: 'Numbat theirs', organizationId: org.id, requesterUid: uid, status: 'RESOLVED' });
    await create(tech, { summary: 'Numbat other', organizationId: org.id });
    const filters = encodeURIComponent(JSON.stringify({ requesterUid: [uid] }));
    const rows = (await api(ctx, tech).get(`/api/ticketing/tickets?globalFilter=numbat&filters=${filters}`)).json<{
      data: { id: number; requester: unknown; status: unknown; ticketForm: unknown }[];
    }>().data;
    expect(rows).toEqual([
      expect.objectContaining({
        id: theirs.id,
        requester: { type: 'CONTACT', id: expect.any(Number), name: 'Numbat Requester', deleted: false },
        status: expect.objectContaining({ key: 'RESOLVED', parentKey: 'RESOLVED', system: true }),
        ticketForm: null,
      }),
    ]);
  });

  it("lists one device's tickets (its page's Tickets tab), newest first, and none of another device's", async () => {
    const { org } = await makeOrgWithLocation(ctx);
    const { token } = await makeEnrollmentToken(ctx, org.id, admin.userId);
    const device = async (hostname: string) => {
      const { response } = await enrollDevice(ctx, token, hostname);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ nodeId: number }>().nodeId;
    };
    const laptop = await device('wombat-laptop');
    const printer = await device('wombat-printer');
    const first = await create(tech, { summary: 'Wombat fan noise', organizationId: org.id, nodeId: laptop });
    await create(tech, { summary: 'Wombat paper jam', organizationId: org.id, nodeId: printer });
    const second = await create(tech, { summary: 'Wombat battery', organizationId: org.id, nodeId: laptop, status: 'RESOLVED' });
    const ofDevice = async (nodeId: number) =>
      (await api(ctx, tech).get(`/api/ticketing/tickets?filters=${encodeURIComponent(JSON.stringify({ nodeId: [nodeId] }))}`)).json<{
        data: { id: number }[];
        totalCount: number;
      }>();
    expect(await ofDevice(laptop)).toMatchObject({ data: [{ id: second.id }, { id: first.id }], totalCount: 2 });
    expect((await ofDevice(printer)).totalCount).toBe(1);
    expect((await ofDevice(laptop + printer + 1000)).data).toEqual([]);
  });
});
