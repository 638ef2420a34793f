import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, manualClock, signIn, TEST_OUTBOUND_ALLOW, type TestContext } from '../../../test/harness.ts';
import { createLogger } from '../../../lib/logger.ts';
import { createOutboundGuard } from '../../../lib/outbound/index.ts';
import { createServices } from '../../../services.ts';
import { LEASE_MS, leaseFrom } from '../lease.ts';
import { createPsaRepository } from '../psa.repository.ts';
import { pushBackoffMs } from './psa-tickets.ts';
import { validTicket } from '../../help/help.fixtures.ts';
import { saveRule } from '../../automations/automations.fixtures.ts';
import { api, type ActivityBody, type TicketBody } from '../../tickets/tickets.fixtures.ts';
import { startConnectWiseStub, type ConnectWiseStub } from '../connectwise/connectwise.stub.ts';
import { connectToStub, seedPsaFixture } from '../psa.fixtures.ts';

// Issue 26 §8: Send to ConnectWise (an automation action), statuses pulled back, help-desk contacts;
// against the ConnectWise stub, on PGlite and PostgreSQL.

let ctx: TestContext;
let stub: ConnectWiseStub;
let admin: Awaited<ReturnType<typeof signIn>>;
let contoso: number;
let unmapped: number;
const as = () => api(ctx, admin);
const CONTOSO = 250;

const activity = async (id: number) => (await as().get(`/api/ticketing/ticket/${id}/activity?sortDirection=ASC`)).json<ActivityBody[]>();
const psaEntries = async (id: number) => (await activity(id)).filter((a) => a.field === 'psa').map((a) => a.newLabel ?? '');
const pushed = (ticketId: number) => stub.data.tickets.filter((t) => t.externalXRef === `outpost-ticket-${ticketId}`);
/** A ticket of this organization saved with priority HIGH: the rule fires; the push runs after the save. */
async function highTicket(organizationId: number, summary: string) {
  const created = await as().post('/api/ticketing/ticket', { summary, description: '<p>The second floor printer does not answer.</p>', organizationId });
  expect(created.statusCode, created.body).toBe(201);
  const ticket = created.json<TicketBody>();
  expect((await as().editTicket(ticket.id, { priority: 'HIGH' })).statusCode).toBe(200);
  await ctx.services.psa.tickets.idle();
  return ticket;
}

beforeAll(async () => {
  ctx = await createTestContext();
  stub = await startConnectWiseStub();
  admin = await signIn(ctx);
  const fixture = await seedPsaFixture(ctx.database.db, {
    organizations: [
      { name: 'Contoso Tickets', locations: [], devices: 0 },
      { name: 'Unmapped Tickets', locations: [], devices: 0 },
    ],
  });
  contoso = fixture.organizations[0]!.id;
  unmapped = fixture.organizations[1]!.id;
  await saveRule(ctx, admin, {
    type: 'EVENT_BASED',
    name: 'Escalate to ConnectWise',
    all: [{ id: 'c1', field: 'priority', operator: 'equals', value: 'HIGH' }],
    actions: [{ uid: 'a1', field: 'SEND_TO_PSA', value: { boardId: 1 } }],
  });
});
afterAll(async () => {
  await ctx?.close();
  await stub?.close();
});

async function connect() {
  expect(await connectToStub(as(), stub)).toEqual({ connected: 'ok', refreshed: true });
  const mapped = await as().put(`/api/psacw/company-mappings/${contoso}`, { companyId: CONTOSO, productMappingId: null, locationSiteMappings: [] });
  expect(mapped.statusCode, mapped.body).toBe(200);
}

describe('Send to ConnectWise (issue 26 §8)', () => {
  it('says in the ticket’s activity why a ticket was not sent while no PSA is connected', async () => {
    const ticket = await highTicket(contoso, 'Before the connection');
    expect(await psaEntries(ticket.id)).toEqual([expect.stringMatching(/^Not sent to the PSA: no PSA is connected \(automation 'Escalate to ConnectWise'\)$/)]);
    expect(stub.data.tickets).toHaveLength(0);
  });

  it('pushes a ticket of a mapped organization once, with its company and board, and says so with the remote id', async () => {
    await connect();
    const ticket = await highTicket(contoso, 'Printer offline');
    const remote = pushed(ticket.id);
    expect(remote).toHaveLength(1);
    expect(remote[0]).toMatchObject({
      summary: 'Printer offline',
      initialDescription: 'The second floor printer does not answer.',
      company: { id: CONTOSO },
      board: { id: 1 },
    });
    const writes = () => stub.requests.filter((r) => r.method !== 'GET').length;
    // The rule fires again on a later save: the same remote ticket is updated, never a second one.
    expect((await as().editTicket(ticket.id, { summary: 'Printer offline (2nd floor)' })).statusCode).toBe(200);
    await ctx.services.psa.tickets.idle();
    expect(pushed(ticket.id)).toHaveLength(1);
    expect(pushed(ticket.id)[0]).toMatchObject({ summary: 'Printer offline (2nd floor)' });
    // A save that changes nothing the PSA holds sends nothing (the activity entries' own saves included).
    const before = writes();
    expect((await as().editTicket(ticket.id, { severity: 'CRITICAL' })).statusCode).toBe(200);
    await ctx.services.psa.tickets.idle();
    expect(writes()).toBe(before);
    expect(await psaEntries(ticket.id)).toEqual([
      `Sent to ConnectWise as ticket #${remote[0]!.id} (company Contoso Ltd, status New) (automation 'Escalate to ConnectWise')`,
      `ConnectWise ticket #${remote[0]!.id} updated (summary) (automation 'Escalate to ConnectWise')`,
    ]);
  });

  it('adopts a ticket whose answer was lost (found by externalXRef) instead of creating a second one', async () => {
    const created = await as().post('/api/ticketing/ticket', { summary: 'Lost answer', organizationId: contoso });
    const ticket = created.json<TicketBody>();
    // As if an earlier push reached ConnectWise but its answer never came back.
    const first = await (
      await ctx.services.psa.connection.client()
    ).client.createTicket({
      companyId: CONTOSO,
      boardId: 1,
      summary: 'Lost answer',
      description: '',
      contactId: null,
      contactEmail: null,
      externalRef: `outpost-ticket-${ticket.id}`,
    });
    expect((await as().editTicket(ticket.id, { priority: 'HIGH' })).statusCode).toBe(200);
    await ctx.services.psa.tickets.idle();
    expect(pushed(ticket.id).map((t) => t.id)).toEqual([first.id]);
    expect((await psaEntries(ticket.id))[0]).toContain(`Sent to ConnectWise as ticket #${first.id}`);
  });

  it('does not send a ticket whose organization is not mapped, and says so', async () => {
    const ticket = await highTicket(unmapped, 'Not mapped');
    expect(pushed(ticket.id)).toHaveLength(0);
    expect(await psaEntries(ticket.id)).toEqual([
      "Not sent to ConnectWise: its organization is not mapped to a ConnectWise company (automation 'Escalate to ConnectWise')",
    ]);
  });

  it('pulls statuses back: a change in ConnectWise is written to the activity once; Outpost’s own status is left alone', async () => {
    const ticket = await highTicket(contoso, 'Status pull');
    const remoteId = pushed(ticket.id)[0]!.id as number;
    const statusBefore = (await as().get(`/api/ticketing/ticket/${ticket.id}`)).json<TicketBody>().status.name;
    stub.setTicketStatus(remoteId, 'Completed');
    expect(await ctx.services.psa.tickets.pullStatuses()).toMatchObject({ changed: 1 });
    expect(await ctx.services.psa.tickets.pullStatuses()).toMatchObject({ changed: 0 });
    expect((await psaEntries(ticket.id)).at(-1)).toBe(`ConnectWise status of ticket #${remoteId}: Completed (closed)`);
    expect(await ctx.services.psa.tickets.statusOf(ticket.id)).toEqual({ remoteId, status: 'Completed', closed: true });
    expect((await as().get(`/api/ticketing/ticket/${ticket.id}`)).json<TicketBody>().status.name).toBe(statusBefore);
  });

  it('creates the contact of an unknown help-desk address in the mapped company only when the Help Desk option is on; a known one is found', async () => {
    const contacts = () => stub.data.contacts.length;
    const before = contacts();
    expect(await ctx.services.psa.tickets.contactForSubmission(contoso, 'new.person@contoso.example')).toBeNull();
    expect(contacts()).toBe(before);
    expect((await as().put('/api/psacw/help-desk', { createContact: true })).statusCode).toBe(200);
    expect(await ctx.services.psa.tickets.contactForSubmission(contoso, 'dana@contoso.example')).toBe(601);
    const id = await ctx.services.psa.tickets.contactForSubmission(contoso, 'new.person@contoso.example');
    expect(contacts()).toBe(before + 1);
    expect(stub.data.contacts.find((c) => c.id === id)).toMatchObject({ company: { id: CONTOSO } });
    // Found by e-mail the second time: not created again.
    expect(await ctx.services.psa.tickets.contactForSubmission(contoso, 'New.Person@contoso.example')).toBe(id);
    expect(contacts()).toBe(before + 1);
    expect(await ctx.services.psa.tickets.contactForSubmission(unmapped, 'someone@unmapped.example')).toBeNull();
  });

  it('a help-desk submission pushed to ConnectWise creates its unknown requester as a contact of the company and names it on the ticket', async () => {
    expect((await as().put('/api/psacw/help-desk', { createContact: true })).statusCode).toBe(200);
    const contactsBefore = stub.data.contacts.length;
    const filed = await as().post('/api/help/tickets', validTicket());
    expect(filed.statusCode, filed.body).toBe(201);
    const ticketId = filed.json<{ ticketId: number }>().ticketId;
    await ctx.services.psa.tickets.idle();
    const email = (await as().get(`/api/ticketing/ticket/${ticketId}`)).json<TicketBody>().requester!;
    expect((await as().editTicket(ticketId, { organizationId: contoso, priority: 'HIGH' })).statusCode).toBe(200);
    await ctx.services.psa.tickets.idle();
    const [remote] = pushed(ticketId);
    const contact = stub.data.contacts.find((c) => c.id === (remote!.contact as { id: number }).id)!;
    expect(contact).toMatchObject({ company: { id: CONTOSO } });
    expect(stub.data.contacts.length).toBe(contactsBefore + 1);
    expect(JSON.stringify(contact.communicationItems).toLowerCase()).toContain(remote!.contactEmailAddress as string);
    expect(email.found).toBe(true);
  });
});

describe('the durable push queue (decision 0052)', () => {
  /** A second server on the same database, as after a restart (its own clock). */
  function secondServer(clock = manualClock(ctx.clock.now())) {
    return createServices(ctx.database.db, clock, {
      logger: createLogger('silent'),
      nodeOfflineAfterSeconds: 90,
      heartbeatSeconds: 30,
      dataDir: ctx.dataDir,
      listCacheMs: 0,
      outbound: createOutboundGuard({ allow: TEST_OUTBOUND_ALLOW }),
    });
  }

  it('a rule that fires on every save of the ticket pushes once per change, not again for its own activity entry', async () => {
    const ticket = await highTicket(contoso, 'Once per change');
    expect(pushed(ticket.id)).toHaveLength(1);
    // The save to HIGH queued one push; "Sent to ConnectWise…" (written by the PSA) queued none.
    const pushes = await ctx.services.psa.tickets.pushesOf(ticket.id);
    expect(pushes.map((p) => [p.kind, p.status])).toEqual([['PUSH', 'SUCCEEDED']]);
    expect((await as().editTicket(ticket.id, { summary: 'Once per change (edited)' })).statusCode).toBe(200);
    await ctx.services.psa.tickets.idle();
    expect((await ctx.services.psa.tickets.pushesOf(ticket.id)).map((p) => p.outcome)).toEqual([
      expect.stringMatching(/^sent as #\d+$/),
      expect.stringMatching(/^updated #\d+$/),
    ]);
    // The rule fired for the two saves a person made, never for the PSA's entries.
    const fired = (await activity(ticket.id)).filter((a) => a.field === 'automation');
    expect(fired).toHaveLength(2);
    expect(await psaEntries(ticket.id)).toHaveLength(2);
  });

  it('a push queued when the server stops is sent once by the next server on the same database', async () => {
    // This server queues (its worker is not running, as when it stops right after the save).
    const ticket = await highTicket(contoso, 'Queued before the stop');
    const created = await as().post('/api/ticketing/ticket', { summary: 'Queued before the stop (2)', organizationId: contoso });
    const second = created.json<TicketBody>();
    expect((await as().editTicket(second.id, { priority: 'HIGH' })).statusCode).toBe(200);
    expect((await ctx.services.psa.tickets.pushesOf(second.id)).map((p) => p.status)).toEqual(['QUEUED']);
    expect(pushed(second.id)).toHaveLength(0);
    const next = secondServer();
    const stop = next.psa.tickets.start();
    try {
      await next.psa.tickets.idle();
    } finally {
      await stop();
    }
    expect(pushed(second.id)).toHaveLength(1);
    expect((await ctx.services.psa.tickets.pushesOf(second.id)).map((p) => p.status)).toEqual(['SUCCEEDED']);
    // The first server, back, finds nothing left to send.
    await ctx.services.psa.tickets.idle();
    expect(pushed(second.id)).toHaveLength(1);
    expect(pushed(ticket.id)).toHaveLength(1);
  });

  it('saves queuing a push of one ticket at the same moment leave one waiting row, with the newest request', async () => {
    const created = await as().post('/api/ticketing/ticket', { summary: 'Saved twice at once', organizationId: unmapped });
    const ticket = created.json<TicketBody>();
    const repo = createPsaRepository(ctx.database.db);
    // On PostgreSQL these run in parallel transactions: a select-then-insert queued eight rows here.
    const ids = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((boardId) => repo.queuePush('PUSH', ticket.id, { boardId, ruleName: 'Twice' }, ctx.clock.now())),
    );
    expect(new Set(ids).size).toBe(1);
    const waiting = await ctx.services.psa.tickets.pushesOf(ticket.id);
    expect(waiting.map((p) => p.status)).toEqual(['QUEUED']);
    // A later request while it still waits takes the same row.
    expect(await repo.queuePush('PUSH', ticket.id, { boardId: 9, ruleName: 'Twice' }, ctx.clock.now())).toBe(ids[0]);
    expect((await ctx.services.psa.tickets.pushesOf(ticket.id)).map((p) => p.request)).toEqual([{ boardId: 9, ruleName: 'Twice' }]);
    await ctx.services.psa.tickets.idle();
    // Once it has run (the organization is not mapped: it ends with a note), a new request queues a new row.
    expect(await repo.queuePush('PUSH', ticket.id, { boardId: 1, ruleName: 'Twice' }, ctx.clock.now())).not.toBe(ids[0]);
    await ctx.services.psa.tickets.idle();
    expect((await ctx.services.psa.tickets.pushesOf(ticket.id)).map((p) => p.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
  });

  it('a push whose server died while sending is taken over once its lease passed, and sent once', async () => {
    const created = await as().post('/api/ticketing/ticket', { summary: 'Server died mid-push', organizationId: contoso });
    const ticket = created.json<TicketBody>();
    const clock = manualClock(ctx.clock.now());
    const dying = secondServer(clock);
    // As if a push had been queued and claimed by a process that then died: RUNNING with a lease.
    await dying.psa.tickets.push(ticket.id, { boardId: 1, ruleName: 'Escalate to ConnectWise' });
    const claimed = await createPsaRepository(ctx.database.db).claimPush(clock.now(), leaseFrom(clock.now()));
    expect(claimed).toMatchObject({ ticketId: ticket.id, status: 'RUNNING', attempts: 1 });
    // Another server does not take it while the lease holds…
    await ctx.services.psa.tickets.idle();
    expect(pushed(ticket.id)).toHaveLength(0);
    // …and does once it has passed.
    ctx.clock.advance(LEASE_MS + 1000);
    await ctx.services.psa.tickets.idle();
    expect(pushed(ticket.id)).toHaveLength(1);
    expect(await ctx.services.psa.tickets.pushesOf(ticket.id)).toEqual([expect.objectContaining({ status: 'SUCCEEDED', attempts: 2 })]);
    // The dead claim can no longer change the row (its attempt number is not the row's).
    await createPsaRepository(ctx.database.db).finishPush(claimed!, 'FAILED', 'late', clock.now());
    expect((await ctx.services.psa.tickets.pushesOf(ticket.id))[0]!.status).toBe('SUCCEEDED');
  });

  it('retries with back-off while ConnectWise answers 429 past its retries or fails, then sends once', async () => {
    const created = await as().post('/api/ticketing/ticket', { summary: 'Busy ConnectWise', organizationId: contoso });
    const ticket = created.json<TicketBody>();
    // Nine 429s in a row: the client's own retries (8) are spent and the push is queued again.
    stub.throttleNext(...Array<number>(9).fill(0));
    expect((await as().editTicket(ticket.id, { priority: 'HIGH' })).statusCode).toBe(200);
    await ctx.services.psa.tickets.idle();
    const [waiting] = await ctx.services.psa.tickets.pushesOf(ticket.id);
    expect(waiting).toMatchObject({ status: 'QUEUED', attempts: 1, outcome: expect.stringMatching(/^Attempt 1: /) });
    expect(pushed(ticket.id)).toHaveLength(0);
    // Not before its back-off.
    await ctx.services.psa.tickets.idle();
    expect((await ctx.services.psa.tickets.pushesOf(ticket.id))[0]!.attempts).toBe(1);
    ctx.clock.advance(pushBackoffMs(1) + 1000);
    await ctx.services.psa.tickets.idle();
    expect(pushed(ticket.id)).toHaveLength(1);
    expect((await ctx.services.psa.tickets.pushesOf(ticket.id))[0]).toMatchObject({ status: 'SUCCEEDED' });
    expect(await psaEntries(ticket.id)).toEqual([expect.stringMatching(/^Sent to ConnectWise as ticket #\d+/)]);
  });

  it('a rule with other actions too still fires on the PSA’s own entry, without its Send to ConnectWise', async () => {
    await saveRule(ctx, admin, {
      type: 'EVENT_BASED',
      name: 'Mixed rule',
      all: [{ id: 'c1', field: 'summary', operator: 'contains', value: 'Mixed rule ticket' }],
      actions: [
        { uid: 'a1', field: 'SEND_TO_PSA', value: { boardId: null } },
        { uid: 'a2', field: 'ADD_TICKET_COMMENT', value: { body: '<p>Escalated</p>', public: false } },
      ],
    });
    const created = await as().post('/api/ticketing/ticket', { summary: 'Mixed rule ticket', organizationId: contoso });
    const ticket = created.json<TicketBody>();
    await ctx.services.psa.tickets.idle();
    expect(pushed(ticket.id)).toHaveLength(1);
    expect(await ctx.services.psa.tickets.pushesOf(ticket.id)).toHaveLength(1);
    // Fired on the creation and on "Sent to ConnectWise…" (its comment), which queued no second push.
    const fired = (await activity(ticket.id)).filter((a) => a.field === 'automation' && a.newLabel === 'Mixed rule');
    expect(fired).toHaveLength(2);
  });
});
