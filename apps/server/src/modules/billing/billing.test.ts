import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agreement, Product, Statement, TimeEntry, UnbilledTime } from '@outpost/contracts';
import { enrollDevice, makeEnrollmentToken, makeOrganization } from '../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { pdfTextRuns } from './pdf-text.test-support.ts';
import { api, signInTechnician, type Caller, type TicketBody } from '../tickets/tickets.fixtures.ts';

// The billing module end to end over HTTP and a real database: products, an agreement for Acme,
// time logged on Acme's tickets, and January's statement against totals worked out by hand below.

let ctx: TestContext;
let admin: Caller;
let acme: number;
let globex: number;
let serverRole: number;
let backupGroup: number;
const device: Record<string, number> = {};
const product = {} as Record<'serverCare' | 'backup' | 'labor' | 'firewall' | 'setup', Product>;
let agreement: Agreement;

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

async function create(body: Record<string, unknown>): Promise<Product> {
  const res = await api(ctx, admin).post('/api/billing/products', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Product>();
}

async function logTime(ticketId: number, body: Record<string, unknown>) {
  return api(ctx, admin).post(`/api/ticketing/ticket/${ticketId}/time-entries`, body);
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  acme = (await makeOrganization(ctx, 'Acme')).id;
  globex = (await makeOrganization(ctx, 'Globex')).id;
  serverRole = (await api(ctx, admin).post('/api/device-roles', { name: 'Server', nodeClass: 'LINUX_SERVER' })).json<{ id: number }>().id;
  const token = (await makeEnrollmentToken(ctx, acme, admin.userId)).token;
  for (const host of ['srv-1', 'srv-2', 'ws-1']) {
    device[host] = (await enrollDevice(ctx, token, host)).response.json<{ nodeId: number }>().nodeId;
  }
  for (const host of ['srv-1', 'srv-2']) expect((await api(ctx, admin).patch(`/api/devices/${device[host]}`, { nodeRoleId: serverRole })).statusCode).toBe(200);
  backupGroup = (await api(ctx, admin).post('/api/device-groups', { name: 'Backup', type: 'STATIC' })).json<{ id: number }>().id;
  await api(ctx, admin).post(`/api/device-groups/${backupGroup}/members`, { deviceIds: [device['srv-1']] });

  // Business hours Monday to Friday, 09:00–17:00 UTC: the rest is off hours.
  const { updatedAt: _, ...config } = (await api(ctx, admin).get('/api/ticketing/config')).json<Record<string, unknown>>();
  const days = Object.fromEntries(WEEKDAYS.map((d, i) => [d, { enabled: i < 5, start: '09:00', end: '17:00' }]));
  expect((await api(ctx, admin).put('/api/ticketing/config', { ...config, businessHours: { twentyFourSeven: false, timeZone: 'UTC', days } })).statusCode).toBe(
    200,
  );
}, 180_000);
afterAll(() => ctx.close());

describe('products', () => {
  it('creates each variant, keeping only the fields its variant uses', async () => {
    product.serverCare = await create({
      type: 'MANAGED',
      name: 'Server care',
      description: 'Monitoring and patching',
      price: '40',
      cost: '10',
      anyRole: false,
      nodeRoleId: serverRole,
      remoteMultiplier: '3',
    });
    expect(product.serverCare).toMatchObject({ price: '40.00', quantity: null, nodeRoleId: serverRole, remoteMultiplier: '1.00' });
    product.backup = await create({
      type: 'MANAGED',
      name: 'Backup add-on',
      description: 'Cloud backup',
      price: '12.50',
      cost: '3',
      groupIds: [backupGroup],
      nodeRoleId: serverRole,
    });
    expect(product.backup).toMatchObject({ anyRole: true, nodeRoleId: null, groupIds: [backupGroup] });
    product.labor = await create({
      type: 'LABOR',
      name: 'Desk support',
      description: 'Help desk labor',
      price: '90',
      cost: '35',
      taxable: true,
      autoRoundTimeEntries: true,
      roundingMinutes: 15,
      onSiteMultiplier: '1.5',
      remoteMultiplier: '1',
      normalHoursMultiplier: '1',
      offHoursMultiplier: '2',
      quantity: '3',
    });
    expect(product.labor).toMatchObject({ quantity: null, onSiteMultiplier: '1.50', offHoursMultiplier: '2.00', autoRoundTimeEntries: true });
    product.firewall = await create({
      type: 'LICENSED',
      name: 'Firewall licence',
      description: 'Per device',
      price: '19.99',
      cost: '12',
      quantity: '2',
      licensingType: 'PER_DEVICE',
      term: 'ONE_YEAR',
    });
    product.setup = await create({
      type: 'STANDARD',
      name: 'Setup fee',
      description: 'Onboarding',
      price: '250',
      cost: '0',
      quantity: '1',
      billing: 'ONE_TIME',
      licensingType: 'PER_USER',
    });
    expect(product.setup.licensingType).toBeNull();
    const group = await create({
      type: 'GROUP',
      name: 'Starter pack',
      description: 'Setup and firewall',
      price: '260',
      cost: '12',
      quantity: '1',
      productIds: [product.setup.id, product.firewall.id],
    });
    expect(group.productIds).toEqual([product.setup.id, product.firewall.id]);
    const list = (await api(ctx, admin).get('/api/billing/products')).json<Product[]>();
    expect(list.map((p) => p.name)).toEqual(['Backup add-on', 'Desk support', 'Firewall licence', 'Server care', 'Setup fee', 'Starter pack']);
  });

  it('refuses bad input with field messages, and saves nothing', async () => {
    const bad = await api(ctx, admin).post('/api/billing/products', {
      type: 'MANAGED',
      name: 'x'.repeat(51),
      description: '',
      price: '01',
      cost: '1.005',
      anyRole: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      name: ['Must be at most 50 characters'],
      description: ['Required'],
      price: ['No leading zeros'],
      cost: ['At most 2 decimals'],
      nodeRoleId: ['Required'],
    });
    const nested = await api(ctx, admin).post('/api/billing/products', {
      type: 'GROUP',
      name: 'Nested',
      description: 'd',
      price: '1',
      cost: '1',
      quantity: '1',
      productIds: [(await api(ctx, admin).get('/api/billing/products')).json<Product[]>().find((p) => p.type === 'GROUP')!.id],
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().fields).toEqual({ productIds: ['A group cannot contain another group'] });
    const dup = await api(ctx, admin).post('/api/billing/products', {
      type: 'STANDARD',
      name: 'setup FEE',
      description: 'd',
      price: '1',
      cost: '1',
      quantity: '1',
    });
    expect(dup.statusCode).toBe(409);
    expect((await api(ctx, admin).get('/api/billing/products')).json<Product[]>()).toHaveLength(6);
  });

  it('needs canManageBilling; a stale save is refused with 409', async () => {
    const tech = await signInTechnician(ctx, ['canManageTickets']);
    expect((await api(ctx, tech).get('/api/billing/products')).statusCode).toBe(403);
    const body = { ...product.firewall, price: '21.00' };
    const saved = await api(ctx, admin).put(`/api/billing/products/${product.firewall.id}`, body);
    expect(saved.json<Product>()).toMatchObject({ price: '21.00', version: 2 });
    expect((await api(ctx, admin).put(`/api/billing/products/${product.firewall.id}`, body)).statusCode).toBe(409);
    product.firewall = (
      await api(ctx, admin).put(`/api/billing/products/${product.firewall.id}`, { ...saved.json<Product>(), price: '19.99' })
    ).json<Product>();
    expect((await api(ctx, admin).delete(`/api/billing/products/${product.setup.id}`)).json().message).toBe(
      'This product is used by group "Starter pack"; remove it there first',
    );
  });
});

describe('agreements and billable time', () => {
  it("creates Acme's agreement with its products in rank order", async () => {
    const res = await api(ctx, admin).post('/api/billing/agreements', {
      organizationId: acme,
      name: 'Acme managed',
      type: 'MANAGED_SERVICES',
      startDate: '2026-01-01',
      productMappingType: 'MULTIPLE_HIT',
      hourlyRate: '80',
      products: [
        { productId: product.serverCare.id },
        { productId: product.backup.id },
        { productId: product.labor.id },
        { productId: product.firewall.id },
        { productId: product.setup.id },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    agreement = res.json<Agreement>();
    expect(agreement).toMatchObject({ organizationName: 'Acme', coversLabor: true, hourlyRate: '80.00', endDate: null });
    expect(agreement.products.map((p) => p.productName)).toEqual(['Server care', 'Backup add-on', 'Desk support', 'Firewall licence', 'Setup fee']);
    const wrongQuantity = await api(ctx, admin).post('/api/billing/agreements', {
      organizationId: acme,
      name: 'X',
      type: 'MANAGED_SERVICES',
      startDate: '2026-01-01',
      products: [{ productId: product.serverCare.id, quantity: '3' }],
    });
    expect(wrongQuantity.json().fields).toEqual({ 'products.0.quantity': ['This product counts its quantity itself'] });
  });

  it("refuses agreements on time entries while billing is off, then defaults to the organization's labor agreement", async () => {
    const ticket = (await api(ctx, admin).post('/api/ticketing/ticket', { summary: 'Printer', organizationId: acme })).json<TicketBody>();
    const off = await logTime(ticket.id, { startDate: '2026-01-05T10:00:00Z', duration: 600, agreementId: agreement.id });
    expect(off.statusCode).toBe(400);
    expect(off.json().fields).toEqual({ agreementId: ['Agreements need the professional-services module, which is not enabled'] });
    expect((await api(ctx, admin).put('/api/billing/settings', { enabled: true, currency: 'EUR' })).statusCode).toBe(200);

    const entries: [string, number, boolean, string][] = [
      ['2026-01-05T10:00:00Z', 50 * 60, true, 'BILLABLE'], // Monday, business hours, remote: 50 → 60 min × 1 × 1
      ['2026-01-10T11:00:00Z', 20 * 60, false, 'BILLABLE'], // Saturday, on site: 20 → 30 min × 1.5 × 2
      ['2026-01-06T18:00:00Z', 7 * 60, true, 'BILLABLE'], // Tuesday evening, remote: 7 → 15 min × 1 × 2
      ['2026-01-07T10:00:00Z', 30 * 60, true, 'NO_CHARGE'],
      ['2026-01-07T11:00:00Z', 60 * 60, true, 'NON_BILLABLE'],
    ];
    for (const [startDate, duration, remote, billingType] of entries) {
      const res = await logTime(ticket.id, { startDate, duration, remote, billingType });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<TimeEntry>()).toMatchObject({ agreementId: agreement.id, agreementOriginType: 'ORGANIZATION' });
    }
    // Chosen: MANUAL. Another organization's agreement, or a day before it started, is refused.
    const globexAgreement = (
      await api(ctx, admin).post('/api/billing/agreements', {
        organizationId: globex,
        name: 'Globex T&M',
        type: 'TIME_AND_MATERIALS',
        startDate: '2026-01-01',
        products: [{ productId: product.labor.id }],
      })
    ).json<Agreement>();
    const foreign = await logTime(ticket.id, { startDate: '2026-01-08T10:00:00Z', duration: 60, agreementId: globexAgreement.id });
    expect(foreign.json().fields).toEqual({ agreementId: ["Not an agreement of the ticket's organization that covers labor on this date"] });
    const early = await logTime(ticket.id, { startDate: '2025-12-31T10:00:00Z', duration: 60, agreementId: agreement.id });
    expect(early.statusCode).toBe(400);
    const chosen = await logTime(ticket.id, { startDate: '2026-02-02T10:00:00Z', duration: 3600, agreementId: agreement.id, remote: true });
    expect(chosen.json<TimeEntry>()).toMatchObject({ agreementId: agreement.id, agreementOriginType: 'MANUAL' });
    const choices = (await api(ctx, admin).get(`/api/billing/organizations/${acme}/labor-agreements?date=2026-01-05`)).json();
    expect(choices).toEqual([{ id: agreement.id, name: 'Acme managed', isDefault: true }]);
  });

  it("January's statement matches the totals worked out by hand", async () => {
    const res = await api(ctx, admin).get(`/api/billing/organizations/${acme}/statement?month=2026-01`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json<Statement>();
    const lines = Object.fromEntries(s.lines.map((l) => [l.productName, [l.quantity, l.unitPrice, l.amount]]));
    expect(lines).toEqual({
      'Server care': ['2', '40.00', '80.00'], // srv-1, srv-2 (role Server)
      'Backup add-on': ['1', '12.50', '12.50'], // srv-1 (in Backup): MULTIPLE_HIT counts it twice
      'Desk support': ['3.00', '80.00', '240.00'], // (60 + 90 + 30) min = 3 h at the agreement's rate
      'Firewall licence': ['2.00', '19.99', '39.98'],
      'Setup fee': ['1.00', '250.00', '250.00'], // ONE_TIME: the agreement's first month
    });
    const labor = s.lines.find((l) => l.kind === 'LABOR')!;
    expect([labor.hoursLogged, labor.hoursRounded, labor.hoursCovered]).toEqual(['1.28', '1.75', '0.00']); // 77 min, 105 min
    expect(s.timeEntries.map((e) => [e.minutesLogged, e.minutesRounded, e.multiplier, e.billedHours, e.offHours])).toEqual([
      [50, 60, '1.00', '1.00', false],
      [7, 15, '2.00', '0.50', true],
      [30, 30, '1.00', '0.00', false],
      [20, 30, '3.00', '1.50', true],
    ]);
    expect(s).toMatchObject({ currency: 'EUR', subtotalTaxable: '240.00', subtotalNonTaxable: '382.48', total: '622.48' });
    expect(s.devices.filter((d) => d.productId === product.serverCare.id).map((d) => d.deviceName)).toEqual(['srv-1', 'srv-2']);

    const csv = await api(ctx, admin).get(`/api/billing/organizations/${acme}/statement.csv?month=2026-01`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="statement-${acme}-2026-01.csv"`);
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe('Organization,Month,Currency,Agreement,Product,Kind,Quantity,Unit price,Amount,Taxable');
    expect(rows).toContain('Acme,2026-01,EUR,Acme managed,Desk support,LABOR,3.00,80.00,240.00,yes');
    expect(rows.at(-1)).toBe('Acme,2026-01,EUR,,Total,,,,622.48,');

    // The PDF prints the same figures (read back from its text).
    const pdf = await api(ctx, admin).get(`/api/billing/organizations/${acme}/statement.pdf?month=2026-01`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="statement-${acme}-2026-01.pdf"`);
    const runs = pdfTextRuns(pdf.rawPayload);
    expect(runs.slice(0, 4)).toEqual(['Statement', 'Organization: Acme', 'Month: January 2026 (UTC)', 'Currency: EUR']);
    const row = (name: string, n: number) => runs.slice(runs.indexOf(name), runs.indexOf(name) + n);
    expect(row('Server care', 5)).toEqual(['Server care', '2', '40.00', '80.00', 'no']);
    expect(row('Desk support', 8)).toEqual(['Desk support', '1.28', '1.75', '0.00', '3.00', '80.00', '240.00', 'yes']);
    expect(row('Setup fee', 4)).toEqual(['Setup fee', '1.00', '250.00', '250.00']);
    expect(runs.slice(-3)).toEqual(['Subtotal taxable: 240.00 EUR', 'Subtotal non-taxable: 382.48 EUR', 'Total: 622.48 EUR']);
  });

  it('managed quantities follow the devices as they change role, enrol and leave', async () => {
    const count = async () =>
      (await api(ctx, admin).get(`/api/billing/agreements/${agreement.id}/month?month=2026-02`))
        .json<Statement>()
        .lines.find((l) => l.productId === product.serverCare.id)!.quantity;
    expect(await count()).toBe('2');
    await api(ctx, admin).patch(`/api/devices/${device['srv-2']}`, { nodeRoleId: null });
    expect(await count()).toBe('1');
    const token = (await makeEnrollmentToken(ctx, acme, admin.userId)).token;
    const added = (await enrollDevice(ctx, token, 'srv-3')).response.json<{ nodeId: number }>().nodeId;
    device['srv-3'] = added;
    await api(ctx, admin).patch(`/api/devices/${added}`, { nodeRoleId: serverRole });
    expect(await count()).toBe('2');
    expect((await api(ctx, admin).delete(`/api/devices/${device['srv-1']}`)).statusCode).toBe(204);
    expect(await count()).toBe('1');
    // February: no setup fee (one time), one hour remote in business hours at 80.
    const feb = (await api(ctx, admin).get(`/api/billing/organizations/${acme}/statement?month=2026-02`)).json<Statement>();
    expect(feb.lines.map((l) => [l.productName, l.amount])).toEqual([
      ['Server care', '40.00'],
      ['Backup add-on', '0.00'],
      ['Desk support', '80.00'],
      ['Firewall licence', '39.98'],
    ]);
    expect(feb.total).toBe('159.98');
  });

  it("shows a ticket's agreement on a board only with billing on and to those who manage billing", async () => {
    const created = await api(ctx, admin).post('/api/ticketing/trigger/', {
      type: 'BOARD',
      name: 'Acme work',
      conditions: { all: [{ id: '1', field: 'organization', operator: 'contains_any', value: [acme] }], any: [] },
      columns: ['summary', 'agreement'],
      sortBy: [{ field: 'id', direction: 'ASC' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const board = created.json<{ id: number }>();
    const rows = async (who: Caller) => {
      const res = await api(ctx, who).get(`/api/ticketing/boards/${board.id}/tickets`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { summary: string; agreement?: unknown }[] }>().data;
    };
    expect((await rows(admin)).map((r) => [r.summary, r.agreement])).toEqual([['Printer', { id: agreement.id, name: 'Acme managed' }]]);
    const ticketsOnly = await signInTechnician(ctx, ['canManageTickets']);
    expect((await rows(ticketsOnly)).map((r) => r.agreement)).toEqual([null]);
    await api(ctx, admin).put('/api/billing/settings', { enabled: false, currency: 'EUR' });
    expect((await rows(admin)).map((r) => r.agreement)).toEqual([null]);
    await api(ctx, admin).put('/api/billing/settings', { enabled: true, currency: 'EUR' });
  });

  it("keeps agreements within the technician's organizations, and one with time billed is not deleted", async () => {
    const scoped = await signInTechnician(ctx, ['canManageBilling'], [globex]);
    expect((await api(ctx, scoped).get('/api/billing/agreements')).json<Agreement[]>().map((a) => a.organizationName)).toEqual(['Globex']);
    expect((await api(ctx, scoped).get(`/api/billing/agreements/${agreement.id}`)).statusCode).toBe(404);
    expect((await api(ctx, scoped).get(`/api/billing/organizations/${acme}/statement?month=2026-01`)).statusCode).toBe(404);
    expect(
      (await api(ctx, scoped).post('/api/billing/agreements', { organizationId: acme, name: 'Sneaky', type: 'TIME_AND_MATERIALS', startDate: '2026-01-01' }))
        .statusCode,
    ).toBe(404);
    const del = await api(ctx, admin).delete(`/api/billing/agreements/${agreement.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('6 time entries bill to this agreement; end it instead of deleting it');
  });
});

describe('past months and unbilled time', () => {
  const statementOf = async (month: string) => {
    const res = await api(ctx, admin).get(`/api/billing/organizations/${acme}/statement?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Statement>();
  };
  const serverCare = (s: Statement) => s.lines.find((l) => l.productId === product.serverCare.id)!.quantity;

  it("a past month's statement counts the devices recorded in that month, not today's", async () => {
    // January (this month on the test clock): the devices enrolled now, recorded by the hourly job.
    expect(await ctx.services.billing.recordDeviceSnapshots()).toBe(1); // Acme only: Globex bills no managed product
    const january = await statementOf('2026-01');
    expect([serverCare(january), january.devicesAsOf]).toEqual(['1', null]); // srv-3 (srv-1 left, srv-2 lost its role)

    ctx.clock.advance(Date.parse('2026-02-01T00:30:00Z') - ctx.clock.now().getTime());
    admin = await signIn(ctx); // the session of January has expired
    expect((await api(ctx, admin).patch(`/api/devices/${device['srv-2']}`, { nodeRoleId: serverRole })).statusCode).toBe(200);
    await ctx.services.billing.recordDeviceSnapshots(); // February's record; January's stays

    const past = await statementOf('2026-01');
    expect([serverCare(past), past.devicesAsOf]).toEqual(['1', '2026-01-05T10:00:00.000Z']);
    expect(past.devices.filter((d) => d.productId === product.serverCare.id).map((d) => d.deviceName)).toEqual(['srv-3']);
    const current = await statementOf('2026-02');
    expect([serverCare(current), current.devicesAsOf]).toEqual(['2', null]);
    const pdf = pdfTextRuns((await api(ctx, admin).get(`/api/billing/organizations/${acme}/statement.pdf?month=2026-01`)).rawPayload);
    expect(pdf).toContain('Devices: as recorded on 2026-01-05 10:00 UTC');
  });

  it('lists billable time per agreement and month until the month is marked as billed, with its tickets', async () => {
    const unbilled = async (who: Caller = admin) => {
      const res = await api(ctx, who).get('/api/billing/unbilled-time');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<UnbilledTime>();
    };
    // January: 1.00 + 0.50 + 1.50 billed hours = 3.00 at 80 (no-charge and non-billable time left out); February: 1 h.
    const before = await unbilled();
    expect(before.rows.map((r) => [r.organizationName, r.agreementName, r.month, r.hours, r.amount])).toEqual([
      ['Acme', 'Acme managed', '2026-01', '3.00', '240.00'],
      ['Acme', 'Acme managed', '2026-02', '1.00', '80.00'],
    ]);
    expect(before.rows[0]!.tickets).toEqual([{ id: expect.any(Number), summary: 'Printer', hours: '3.00' }]);
    expect([before.currency, before.totalHours, before.totalAmount]).toEqual(['EUR', '4.00', '320.00']);

    const mark = await api(ctx, admin).post(`/api/billing/organizations/${acme}/billed-months`, { month: '2026-01' });
    expect(mark.statusCode, mark.body).toBe(200);
    expect(mark.json<Statement>().billedAt).toBe('2026-02-01T00:30:00.000Z');
    expect((await unbilled()).rows.map((r) => r.month)).toEqual(['2026-02']);
    const again = await api(ctx, admin).post(`/api/billing/organizations/${acme}/billed-months`, { month: '2026-01' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This month is already marked as billed']);
    const open = await api(ctx, admin).post(`/api/billing/organizations/${acme}/billed-months`, { month: '2026-02' });
    expect([open.statusCode, open.json().fields]).toEqual([400, { month: ['A month can be marked as billed once it is over'] }]);

    // Out of scope: nothing of Acme's, and no marking it.
    const scoped = await signInTechnician(ctx, ['canManageBilling'], [globex]);
    expect((await unbilled(scoped)).rows).toEqual([]);
    expect((await api(ctx, scoped).delete(`/api/billing/organizations/${acme}/billed-months/2026-01`)).statusCode).toBe(404);

    const undo = await api(ctx, admin).delete(`/api/billing/organizations/${acme}/billed-months/2026-01`);
    expect([undo.statusCode, undo.json<Statement>().billedAt]).toEqual([200, null]);
    expect((await unbilled()).rows.map((r) => r.month)).toEqual(['2026-01', '2026-02']);
  });

  it("a month's snapshot is its last recording: refreshed through the month, kept once it is over", async () => {
    // February, on the test clock: srv-2 and srv-3 are servers; then srv-3 loses its role and the hourly job records again.
    await ctx.services.billing.recordDeviceSnapshots();
    expect((await api(ctx, admin).patch(`/api/devices/${device['srv-3']}`, { nodeRoleId: null })).statusCode).toBe(200);
    ctx.clock.advance(3_600_000);
    await ctx.services.billing.recordDeviceSnapshots();
    const lastFebruaryRecord = ctx.clock.now().toISOString();

    ctx.clock.advance(Date.parse('2026-03-02T08:00:00Z') - ctx.clock.now().getTime());
    admin = await signIn(ctx);
    // Enrolled later: not in February's count.
    const token = (await makeEnrollmentToken(ctx, acme, admin.userId)).token;
    const late = (await enrollDevice(ctx, token, 'srv-4')).response.json<{ nodeId: number }>().nodeId;
    await api(ctx, admin).patch(`/api/devices/${late}`, { nodeRoleId: serverRole });
    const february = await statementOf('2026-02');
    expect([serverCare(february), february.devicesAsOf]).toEqual(['1', lastFebruaryRecord]);
    expect((await statementOf('2026-03')).devicesAsOf).toBeNull();
  });
});
