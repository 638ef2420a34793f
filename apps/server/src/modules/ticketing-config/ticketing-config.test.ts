import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { api, signInTechnician, type Caller, type TicketBody } from '../tickets/tickets.fixtures.ts';

let ctx: TestContext;
let admin: Caller;
let tech: Caller;

type StatusBody = { id: number; key: string | null; name: string; system: boolean; parentKey: string; parentId: number | null; active: boolean };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  tech = await signInTechnician(ctx);
});
afterAll(() => ctx.close());

describe('tags', () => {
  const names = async (query: string) => (await api(ctx, tech).get(`/api/ticketing/tags?${query}`)).json<{ name: string }[]>().map((t) => t.name);

  it('lists every tag with pageSize 0, in name order, and pages after anchorName with a search', async () => {
    for (const name of ['printer', 'Network', 'vpn', 'Net-ops', 'mail'])
      expect((await api(ctx, tech).post('/api/ticketing/tags', { name })).statusCode).toBe(201);
    expect(await names('pageSize=0&sortDirection=ASC')).toEqual(['mail', 'Net-ops', 'Network', 'printer', 'vpn']);
    expect(await names('pageSize=2')).toEqual(['mail', 'Net-ops']);
    expect(await names('pageSize=2&anchorName=Net-ops')).toEqual(['Network', 'printer']);
    expect(await names('pageSize=50&searchCriteria=net')).toEqual(['Net-ops', 'Network']);
    expect(await names('pageSize=0&sortDirection=DESC')).toEqual(['vpn', 'printer', 'Network', 'Net-ops', 'mail']);
  });

  it('refuses a duplicate (in any case) with 409 and a bad name by the shared tag rule', async () => {
    const duplicate = await api(ctx, tech).post('/api/ticketing/tags', { name: ' PRINTER ' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ resultCode: 'CONFLICT', fields: { name: ['Tag already exists'] } });
    expect((await api(ctx, tech).post('/api/ticketing/tags', { name: 'a,b' })).json().fields).toEqual({
      name: ['Tag cannot contain commas, angle brackets or control characters'],
    });
    expect((await api(ctx, tech).post('/api/ticketing/tags', { name: 'x'.repeat(51) })).json().fields).toEqual({ name: ['Tag must be at most 50 characters'] });
    // A ticket naming one tag twice hears the spec's message.
    const twice = await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'x', tags: ['vpn', 'VPN'] });
    expect(twice.json().fields).toEqual({ tags: ['Tag is already selected'] });
  });

  it('lets only administrators rename or delete tags', async () => {
    const tag = (await api(ctx, tech).post('/api/ticketing/tags', { name: 'old-name' })).json<{ id: number }>();
    expect((await api(ctx, tech).put(`/api/ticketing/tags/${tag.id}`, { name: 'new-name' })).statusCode).toBe(403);
    expect((await api(ctx, admin).put(`/api/ticketing/tags/${tag.id}`, { name: 'new-name' })).json()).toEqual({ id: tag.id, name: 'new-name' });
    expect((await api(ctx, admin).delete(`/api/ticketing/tags/${tag.id}`)).statusCode).toBe(204);
  });
});

describe('statuses', () => {
  it('has the six fixed system statuses and adds custom ones under a system parent', async () => {
    const before = (await api(ctx, tech).get('/api/ticketing/statuses')).json<StatusBody[]>();
    expect(before.map((s) => s.key)).toEqual(['NEW', 'OPEN', 'WAITING', 'PAUSED', 'RESOLVED', 'CLOSED']);
    const created = await api(ctx, admin).post('/api/ticketing/statuses', { name: 'Waiting on vendor', parentKey: 'WAITING' });
    expect(created.statusCode, created.body).toBe(201);
    const status = created.json<StatusBody>();
    expect(status).toMatchObject({ key: null, system: false, parentKey: 'WAITING', parentId: before.find((s) => s.key === 'WAITING')!.id });
    const listed = (await api(ctx, tech).get('/api/ticketing/statuses')).json<StatusBody[]>().map((s) => s.name);
    expect(listed.indexOf('Waiting on vendor')).toBe(listed.indexOf('Waiting') + 1);

    // A ticket in the custom status counts under its parent, in lists and conditions alike.
    const ticket = (await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'Vendor', status: status.id })).json<TicketBody>();
    expect(ticket.status).toMatchObject({ id: status.id, name: 'Waiting on vendor', parentKey: 'WAITING' });
    const filters = encodeURIComponent(JSON.stringify({ statusParent: ['WAITING'] }));
    const rows = (await api(ctx, tech).get(`/api/ticketing/tickets?filters=${filters}`)).json<{ data: { id: number }[] }>();
    expect(rows.data.map((r) => r.id)).toEqual([ticket.id]);
    const inUse = await api(ctx, admin).delete(`/api/ticketing/statuses/${status.id}`);
    expect(inUse.statusCode).toBe(409);
  });

  it('keeps system statuses fixed and custom names unique', async () => {
    const open = (await api(ctx, tech).get('/api/ticketing/statuses')).json<StatusBody[]>().find((s) => s.key === 'OPEN')!;
    expect((await api(ctx, admin).put(`/api/ticketing/statuses/${open.id}`, { name: 'Opened', parentKey: 'OPEN' })).json()).toEqual({
      resultCode: 'CONFLICT',
      message: 'System statuses cannot be changed',
    });
    expect((await api(ctx, admin).post('/api/ticketing/statuses', { name: 'open', parentKey: 'OPEN' })).statusCode).toBe(409);
    expect((await api(ctx, admin).post('/api/ticketing/statuses', { name: 'Triage', parentKey: 'SOMEWHERE' })).statusCode).toBe(400);
    expect((await api(ctx, tech).post('/api/ticketing/statuses', { name: 'Triage', parentKey: 'NEW' })).statusCode).toBe(403);
  });
});

describe('forms and attributes', () => {
  it('lists active forms by name for pickers, and refuses an inactive form on a ticket', async () => {
    const attribute = (await api(ctx, admin).post('/api/ticketing/attributes', { name: 'Room', attributeType: 'TEXT' })).json<{ id: number }>();
    for (const [name, active] of [
      ['Zeta', true],
      ['alpha', true],
      ['Old', false],
    ] as const) {
      expect(
        (await api(ctx, admin).post('/api/ticketing/forms', { name, active, attributes: [{ attributeId: attribute.id, required: true }] })).statusCode,
      ).toBe(201);
    }
    const forms = (await api(ctx, tech).get('/api/ticketing/forms')).json<{ id: number; name: string; attributes: { name: string; required: boolean }[] }[]>();
    expect(forms.map((f) => f.name)).toEqual(['alpha', 'Zeta']);
    expect(forms[0]!.attributes).toEqual([expect.objectContaining({ name: 'Room', required: true })]);
    const all = (await api(ctx, admin).get('/api/ticketing/forms?includeInactive=true')).json<{ id: number; name: string }[]>();
    const old = all.find((f) => f.name === 'Old')!;
    const refused = await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'x', formId: old.id, attributes: { [attribute.id]: 'B12' } });
    expect(refused.json().fields).toEqual({ formId: ['Must not contain inactive forms'] });
  });

  it('keeps an attribute’s type and used choices while tickets hold its values', async () => {
    const created = await api(ctx, admin).post('/api/ticketing/attributes', {
      name: 'Site',
      attributeType: 'DROPDOWN',
      content: { values: [{ name: 'Berlin' }, { name: 'Paris' }] },
    });
    const site = created.json<{ id: number; content: { values: { id: string; name: string }[] } }>();
    const [berlin, paris] = site.content.values;
    await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'x', attributes: { [site.id]: berlin!.id } });
    const retype = await api(ctx, admin).put(`/api/ticketing/attributes/${site.id}`, { name: 'Site', attributeType: 'TEXT' });
    expect(retype.json()).toMatchObject({ message: 'The type of an attribute in use cannot be changed' });
    const dropUsed = await api(ctx, admin).put(`/api/ticketing/attributes/${site.id}`, {
      name: 'Site',
      attributeType: 'DROPDOWN',
      content: { values: [paris] },
    });
    expect(dropUsed.statusCode).toBe(409);
    const rename = await api(ctx, admin).put(`/api/ticketing/attributes/${site.id}`, {
      name: 'Site',
      attributeType: 'DROPDOWN',
      content: { values: [{ ...berlin, name: 'Berlin HQ' }, { name: 'Madrid' }] },
    });
    expect(rename.json<{ content: { values: { id: string; name: string }[] }; usageCount: number }>()).toMatchObject({
      usageCount: 1,
      content: { values: [{ id: berlin!.id, name: 'Berlin HQ' }, { name: 'Madrid' }] },
    });
    expect((await api(ctx, admin).delete(`/api/ticketing/attributes/${site.id}`)).statusCode).toBe(409);
    expect((await api(ctx, admin).post('/api/ticketing/attributes', { name: 'Empty', attributeType: 'MULTI_SELECT' })).json().fields).toEqual({
      'content.values': ['Add at least 1 value'],
    });
  });
});

describe('ticketing configuration', () => {
  it('answers the defaults (24/7, notifications per event) until an administrator saves a change', async () => {
    const config = (await api(ctx, tech).get('/api/ticketing/config')).json<
      Record<string, unknown> & {
        businessHours: { twentyFourSeven: boolean };
        notifications: Record<string, Record<string, boolean>>;
        updatedAt: string | null;
      }
    >();
    expect(config.businessHours.twentyFourSeven).toBe(true);
    expect(config.notifications.TICKET_CREATED).toEqual({ technicians: true, endUsers: true, contacts: true });
    expect(config.notifications.PRIVATE_COMMENT_ADDED).toEqual({ technicians: true, endUsers: false, contacts: false });
    const { updatedAt: _, ...input } = config;
    const changed = {
      ...input,
      fromEmailDomain: 'Help.Example.com',
      businessHours: { ...config.businessHours, twentyFourSeven: false, timeZone: 'Europe/Berlin' },
    };
    const saved = await api(ctx, admin).put('/api/ticketing/config', changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      fromEmailDomain: 'help.example.com',
      businessHours: { twentyFourSeven: false, timeZone: 'Europe/Berlin' },
      updatedAt: expect.any(String),
    });
    expect(
      (await api(ctx, admin).put('/api/ticketing/config', { ...changed, businessHours: { ...changed.businessHours, timeZone: 'Mars/Olympus' } })).json().fields,
    ).toEqual({ 'businessHours.timeZone': ['Unknown time zone'] });
    expect((await api(ctx, tech).put('/api/ticketing/config', changed)).statusCode).toBe(403);
  });
});
