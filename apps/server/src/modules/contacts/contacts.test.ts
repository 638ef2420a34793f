import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOrganization } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { api, signInTechnician, type Caller, type TicketBody } from '../tickets/tickets.fixtures.ts';

let ctx: TestContext;
let tech: Caller;

type ContactBody = { uid: string; id: number; name: string; email: string | null; organizationName: string | null; deleted: boolean };

beforeAll(async () => {
  ctx = await createTestContext();
  tech = await signInTechnician(ctx);
});
afterAll(() => ctx.close());

const addContact = async (body: Record<string, unknown>) => {
  const response = await api(ctx, tech).post('/api/ticketing/contacts', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ContactBody>();
};

describe('contacts', () => {
  it('keeps end users per organization, searchable, with one live contact per e-mail address in an organization', async () => {
    const org = await makeOrganization(ctx, 'Contoso');
    const other = await makeOrganization(ctx, 'Fabrikam');
    const ann = await addContact({ organizationId: org.id, name: 'Ann Lee', email: 'Ann@Contoso.example', phone: '+1 555 0100' });
    await addContact({ organizationId: other.id, name: 'Bob Ray', email: null });
    expect(ann).toMatchObject({ email: 'ann@contoso.example', organizationName: 'Contoso', deleted: false });
    const filters = encodeURIComponent(JSON.stringify({ organizationId: [org.id] }));
    const page = (await api(ctx, tech).get(`/api/ticketing/contacts?filters=${filters}`)).json<{ data: ContactBody[]; totalCount: number }>();
    expect(page.data.map((c) => c.name)).toEqual(['Ann Lee']);
    expect((await api(ctx, tech).get('/api/ticketing/contacts?globalFilter=contoso.example')).json<{ data: ContactBody[] }>().data.map((c) => c.name)).toEqual([
      'Ann Lee',
    ]);
    const duplicate = await api(ctx, tech).post('/api/ticketing/contacts', { organizationId: org.id, name: 'Ann again', email: 'ANN@contoso.example' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      message: 'A contact with this email already exists in this organization',
      fields: { email: ['Already in use in this organization'] },
    });
    // The same mailbox may be a contact of another organization too (decision 0041).
    const elsewhere = await addContact({ organizationId: other.id, name: 'Ann at Fabrikam', email: 'ann@contoso.example' });
    expect(elsewhere).toMatchObject({ email: 'ann@contoso.example', organizationName: 'Fabrikam' });
    // Moving it into Contoso would make two there: refused too.
    const moved = await api(ctx, tech).put(`/api/ticketing/contacts/${elsewhere.uid}`, {
      organizationId: org.id,
      name: 'Ann at Fabrikam',
      email: 'ann@contoso.example',
    });
    expect(moved.statusCode).toBe(409);
    expect((await api(ctx, tech).post('/api/ticketing/contacts', { organizationId: 999999, name: 'Nobody', phone: 'call me' })).json().fields).toEqual({
      phone: ['Invalid phone number'],
    });
  });

  it('holds one address per organization in the database too: of two racing creations one is refused', async () => {
    const org = await makeOrganization(ctx);
    const create = (name: string) => api(ctx, tech).post('/api/ticketing/contacts', { organizationId: org.id, name, email: 'race@example.com' });
    const statuses = (await Promise.all([create('First'), create('Second'), create('Third')])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
  });

  it('names a contact as requester by uid, and shows it deleted once deleted', async () => {
    const org = await makeOrganization(ctx);
    const contact = await addContact({ organizationId: org.id, name: 'Cara Diaz', email: 'cara@example.com' });
    const ticket = (
      await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'VPN', organizationId: org.id, requesterUid: contact.uid })
    ).json<TicketBody>();
    expect(ticket.requester).toEqual({
      type: 'CONTACT',
      id: contact.id,
      uid: contact.uid,
      name: 'Cara Diaz',
      email: 'cara@example.com',
      deleted: false,
      found: true,
    });
    expect((await api(ctx, tech).delete(`/api/ticketing/contacts/${contact.uid}`)).statusCode).toBe(204);
    const read = (await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}`)).json<TicketBody>();
    expect(read.requester).toMatchObject({ name: 'Cara Diaz', deleted: true });
    // A deleted contact cannot be chosen again, and leaves the list.
    const again = await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'x', requesterUid: contact.uid });
    expect(again.json().fields).toEqual({ requesterUid: ['Must not contain deleted users'] });
    expect((await api(ctx, tech).get(`/api/ticketing/contacts?globalFilter=Cara`)).json<{ data: unknown[] }>().data).toEqual([]);
  });

  it("refuses a requester from another organization than the ticket's", async () => {
    const [a, b] = [await makeOrganization(ctx), await makeOrganization(ctx)];
    const contact = await addContact({ organizationId: a.id, name: 'Dan Eze' });
    const response = await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'x', organizationId: b.id, requesterUid: contact.uid });
    expect(response.json().fields).toEqual({ requesterUid: ["Requester must belong to the ticket's organization"] });
  });
});

describe('organization and location pickers', () => {
  it('search by name, 50 a page, with location rows naming their organization', async () => {
    const org = await makeOrganization(ctx, 'Picker Org');
    await ctx.services.organizations.createLocation(org.id, { name: 'Picker Branch', description: '', address: '' });
    const orgs = (await api(ctx, tech).get('/api/query/organizations?searchCriteria=picker')).json<{ data: unknown[]; pageSize: number }>();
    expect(orgs).toMatchObject({ data: [{ id: org.id, name: 'Picker Org', deleted: false }], pageSize: 50 });
    const locations = (await api(ctx, tech).get(`/api/query/locations?searchCriteria=branch&organizationId=${org.id}`)).json<{ data: unknown[] }>();
    expect(locations.data).toEqual([{ id: expect.any(Number), name: 'Picker Branch', organizationId: org.id, organizationName: 'Picker Org', deleted: false }]);
  });
});
