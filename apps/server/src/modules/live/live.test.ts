import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@outpost/contracts';
import { createInProcessNotifier, type Notifier } from '../../lib/notifier.ts';
import { makeOrganization } from '../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { api, signInTechnician, type Caller, type TicketBody } from '../tickets/tickets.fixtures.ts';
import { createEventStreams } from './event-streams.ts';
import { createLiveEvents, parseLiveEvents, type LiveEvent } from './live-events.ts';
import { openSse, type SseClient } from './live.fixtures.ts';

let ctx: TestContext;
let base: string;
let alice: Caller;
let bob: Caller;
const clients: SseClient[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  alice = await signInTechnician(ctx);
  bob = await signInTechnician(ctx);
});
afterAll(async () => {
  for (const c of clients) c.close();
  await ctx?.close();
});

const stream = async (who: { headers: Record<string, string> }) => {
  const client = await openSse(`${base}/api/events`, who.headers);
  clients.push(client);
  await client.until((e) => e.event === 'ready');
  return client;
};

describe('GET /api/events', () => {
  it('two streams on one ticket see each other’s comments', async () => {
    const ticket = (await api(ctx, alice).post('/api/ticketing/ticket', { summary: 'Printer on fire' })).json<TicketBody>();
    const a = await stream(alice);
    const b = await stream(bob);
    expect([a.status, a.contentType]).toEqual([200, 'text/event-stream; charset=utf-8']);

    const fromAlice = (await api(ctx, alice).post(`/api/ticketing/ticket/${ticket.id}/comments`, { htmlBody: '<p>On my way</p>', isPublic: true })).json<{
      id: number;
    }>();
    const seenByBob = await b.until((e) => e.event === 'ticket.comment_added' && e.data.ticketId === ticket.id);
    expect(seenByBob.data).toEqual({ ticketId: ticket.id, commentId: fromAlice.id });

    const fromBob = (await api(ctx, bob).post(`/api/ticketing/ticket/${ticket.id}/comments`, { htmlBody: '<p>Bring a bucket</p>', isPublic: false })).json<{
      id: number;
    }>();
    await a.until((e) => e.event === 'ticket.comment_added' && e.data.commentId === fromBob.id);
    // Each stream also hears its own user's comment: every tab of one user stays current.
    await a.until((e) => e.event === 'ticket.comment_added' && e.data.commentId === fromAlice.id);
    expect(b.events.some((e) => e.event === 'ticket.changed' && e.data.ticketId === ticket.id)).toBe(true);
  });

  it('announces a new ticket and names the fields a change touched, after it commits', async () => {
    const b = await stream(bob);
    const ticket = (await api(ctx, alice).post('/api/ticketing/ticket', { summary: 'New' })).json<TicketBody>();
    await b.until((e) => e.event === 'ticket.changed' && e.data.ticketId === ticket.id && e.data.created === true);
    await api(ctx, alice).editTicket(ticket.id, { priority: 'HIGH' });
    const changed = await b.until((e) => e.event === 'ticket.changed' && e.data.ticketId === ticket.id && e.data.created === false);
    expect(changed.data.fields).toEqual(['priority']);
    // A refused change saves nothing and tells nobody.
    const before = b.events.length;
    expect((await api(ctx, alice).editTicket(ticket.id, { assignedAppUserId: 999999 })).statusCode).toBe(400);
    await new Promise((r) => setTimeout(r, 200));
    expect(b.events.slice(before)).toEqual([]);
  });

  it('tells no stream of a save that changes nothing, and of the next real change at once', async () => {
    // Why issue 29 §8's bench heard 749 events for 1,002 saves: a quarter of its saves set the
    // priority the ticket already had. Nothing changed, so there is nothing to refetch.
    const b = await stream(bob);
    const ticket = (await api(ctx, alice).post('/api/ticketing/ticket', { summary: 'Same again', priority: 'HIGH' })).json<TicketBody>();
    await b.until((e) => e.event === 'ticket.changed' && e.data.ticketId === ticket.id && e.data.created === true);
    const before = b.events.length;
    expect((await api(ctx, alice).editTicket(ticket.id, { priority: 'HIGH' })).statusCode).toBe(200);
    expect((await api(ctx, alice).editTicket(ticket.id, { priority: 'LOW' })).statusCode).toBe(200);
    await b.until((e) => e.event === 'ticket.changed' && e.data.ticketId === ticket.id && e.data.created === false);
    expect(b.events.slice(before).map((e) => [e.event, e.data.fields])).toEqual([['ticket.changed', ['priority']]]);
  });

  it('opens for any signed-in user but carries ticket events only to those who may see tickets', async () => {
    const outsider = await signInTechnician(ctx, []);
    const o = await stream(outsider);
    const b = await stream(bob);
    const ticket = (await api(ctx, alice).post('/api/ticketing/ticket', { summary: 'Private matter' })).json<TicketBody>();
    await b.until((e) => e.event === 'ticket.changed' && e.data.ticketId === ticket.id);
    await new Promise((r) => setTimeout(r, 100));
    expect(o.events.map((e) => e.event)).toEqual(['ready']);
  });

  it("carries to a technician scoped to chosen organizations only their tickets' events, and the one that leaves them", async () => {
    const [orgA, orgB] = [await makeOrganization(ctx, 'Live A'), await makeOrganization(ctx, 'Live B')];
    const scoped = await signInTechnician(ctx, ['canManageTickets'], [orgA.id]);
    const s = await stream(scoped);
    const b = await stream(bob);
    const inB = (await api(ctx, alice).post('/api/ticketing/ticket', { summary: 'Elsewhere', organizationId: orgB.id })).json<TicketBody>();
    const inA = (await api(ctx, alice).post('/api/ticketing/ticket', { summary: 'Here', organizationId: orgA.id })).json<TicketBody>();
    await api(ctx, alice).post(`/api/ticketing/ticket/${inB.id}/comments`, { htmlBody: '<p>not for you</p>' });
    await s.until((e) => e.event === 'ticket.changed' && e.data.ticketId === inA.id);
    await b.until((e) => e.event === 'ticket.comment_added' && e.data.ticketId === inB.id);
    // Moved away, it is heard once more, so the list drops it; then no more.
    await api(ctx, alice).editTicket(inA.id, { organizationId: orgB.id });
    await s.until((e) => e.event === 'ticket.changed' && e.data.ticketId === inA.id && e.data.created === false);
    await api(ctx, alice).editTicket(inA.id, { priority: 'LOW' });
    await b.until((e) => e.event === 'ticket.changed' && e.data.ticketId === inA.id && (e.data.fields as string[]).includes('priority'));
    expect(s.events.filter((e) => e.data.ticketId === inB.id)).toEqual([]);
    expect(s.events.filter((e) => e.data.ticketId === inA.id).map((e) => e.data.fields)).toEqual([expect.anything(), ['organization']]);
  });

  it('refuses a caller without a session', async () => {
    const response = await fetch(`${base}/api/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ resultCode: 'UNAUTHENTICATED' });
  });

  it('ends the streams when the server closes, instead of waiting for browsers to hang up', async () => {
    const other = await createTestContext();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await signIn(other);
    const client = await openSse(`http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}/api/events`, admin.headers);
    await client.until((e) => e.event === 'ready');
    await other.close();
    await client.ended;
    expect(other.services.live.streams.count()).toBe(0);
  });
});

describe('event streams', () => {
  const user = (id: number, permissions: SessionUser['permissions'] = ['canManageTickets']): SessionUser => ({
    id,
    email: `u${id}@example.com`,
    name: `U${id}`,
    role: 'TECHNICIAN',
    technicianRoleId: null,
    permissions,
  });
  const read = (body: NodeJS.ReadableStream) => {
    let text = '';
    body.on('data', (chunk: Buffer) => (text += chunk.toString()));
    return () => text;
  };

  it('sends heartbeats, follows a change of permissions and ends with signed-out once the session is gone', async () => {
    const notifier = createInProcessNotifier();
    const live = createLiveEvents(notifier, undefined, { gatherMs: 1 });
    const streams = createEventStreams(live, { heartbeatMs: 20, maxStreamsPerUser: 10, flushMs: 5 });
    let session: SessionUser | null = user(1, []);
    const body = streams.open(user(1, []), async () => session);
    const text = read(body);
    await new Promise((r) => setTimeout(r, 60));
    expect(text()).toContain(': heartbeat');
    // Granted the permission meanwhile: the next heartbeat's check lets ticket events through.
    session = user(1);
    await new Promise((r) => setTimeout(r, 60));
    live.publish({ type: 'ticket.comment_added', ticketId: 4, commentId: 9, organizationIds: [null] });
    await new Promise((r) => setTimeout(r, 20));
    expect(text()).toContain('event: ticket.comment_added\ndata: {"ticketId":4,"commentId":9}\n\n');
    session = null;
    await new Promise<void>((resolve) => body.once('end', resolve).resume());
    expect(text()).toContain('event: signed-out');
    expect(streams.count()).toBe(0);
    streams.closeAll();
  });

  it('writes the events of one gathering window to each stream at once, in order, only those its user may hear', async () => {
    const live = createLiveEvents(createInProcessNotifier(), undefined, { gatherMs: 1 });
    const streams = createEventStreams(live, { heartbeatMs: 60_000, maxStreamsPerUser: 10, flushMs: 30 });
    const writes = (body: NodeJS.ReadableStream) => {
      const chunks: string[] = [];
      body.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
      return chunks;
    };
    const everywhere = writes(streams.open(user(1), async () => user(1)));
    const onlyOrg7 = writes(streams.open({ ...user(2), organizationIds: [7] }, async () => null));
    await new Promise((r) => setTimeout(r, 5));
    everywhere.length = 0;
    onlyOrg7.length = 0;
    live.publish({ type: 'ticket.changed', ticketId: 1, created: false, fields: ['priority'], organizationIds: [3] });
    live.publish({ type: 'ticket.changed', ticketId: 2, created: true, fields: [], organizationIds: [7] });
    live.publish({ type: 'ticket.comment_added', ticketId: 1, commentId: 5, organizationIds: [3] });
    // Nothing is written until the window closes.
    expect(everywhere).toEqual([]);
    await new Promise((r) => setTimeout(r, 60));
    expect(everywhere).toEqual([
      'event: ticket.changed\ndata: {"ticketId":1,"created":false,"fields":["priority"]}\n\n' +
        'event: ticket.changed\ndata: {"ticketId":2,"created":true,"fields":[]}\n\n' +
        'event: ticket.comment_added\ndata: {"ticketId":1,"commentId":5}\n\n',
    ]);
    expect(onlyOrg7).toEqual(['event: ticket.changed\ndata: {"ticketId":2,"created":true,"fields":[]}\n\n']);
    streams.closeAll();
  });

  it('closes a user’s oldest stream when they open one more than allowed', () => {
    const streams = createEventStreams(createLiveEvents(createInProcessNotifier()), { heartbeatMs: 60_000, maxStreamsPerUser: 2, flushMs: 5 });
    const first = streams.open(user(1), async () => user(1));
    streams.open(user(1), async () => user(1));
    streams.open(user(2), async () => user(2));
    expect(streams.count()).toBe(3);
    streams.open(user(1), async () => user(1));
    expect([streams.count(), first.writableEnded]).toEqual([3, true]);
    streams.closeAll();
  });

  it('ignores a payload on the channel that is not a live event', () => {
    expect(parseLiveEvents('not json')).toEqual([]);
    expect(parseLiveEvents('{"type":"ticket.changed","ticketId":"1; drop"}')).toEqual([]);
    expect(parseLiveEvents('{"type":"attachment.status","ticketId":3,"contentId":"abc","uploadStatus":"HACKED"}')).toEqual([]);
    expect(parseLiveEvents('[{"type":"ticket.comment_added","ticketId":3,"commentId":4,"extra":1},{"type":"nope","ticketId":1},7]')).toEqual([
      { type: 'ticket.comment_added', ticketId: 3, commentId: 4, organizationIds: [] },
    ]);
  });

  it('sends the events of one gathering window as one notification, split only where a payload would pass 8000 bytes', async () => {
    const inner = createInProcessNotifier();
    const payloads: string[] = [];
    const counting: Notifier = { ...inner, publish: (channel, payload) => (payloads.push(payload), inner.publish(channel, payload)) };
    const live = createLiveEvents(counting, undefined, { gatherMs: 10 });
    const heard: LiveEvent[] = [];
    live.subscribe((event) => heard.push(event));
    const fields = Array.from({ length: 40 }, (_, i) => `attribute:${1000 + i}`);
    const sent = Array.from({ length: 30 }, (_, i) => ({ type: 'ticket.changed' as const, ticketId: i + 1, created: false, fields, organizationIds: [null] }));
    for (const event of sent) live.publish(event);
    expect(payloads).toEqual([]);
    await new Promise((r) => setTimeout(r, 40));
    // 30 events of ~600 bytes: three payloads, each under the limit, heard in the order published.
    expect(payloads.length).toBe(3);
    expect(payloads.every((p) => Buffer.byteLength(p) < 8000)).toBe(true);
    expect(heard).toEqual(sent);
  });

  it('sends what was gathered when the notifier closes (the database closing), and nothing twice', async () => {
    const inner = createInProcessNotifier();
    const payloads: string[] = [];
    const counting: Notifier = { ...inner, publish: (channel, payload) => (payloads.push(payload), inner.publish(channel, payload)) };
    const live = createLiveEvents(counting, undefined, { gatherMs: 30 });
    live.publish({ type: 'ticket.comment_added', ticketId: 9, commentId: 1, organizationIds: [null] });
    await counting.close();
    expect(payloads).toEqual(['[{"type":"ticket.comment_added","ticketId":9,"commentId":1,"organizationIds":[null]}]']);
    await new Promise((r) => setTimeout(r, 60));
    expect(payloads.length).toBe(1);
  });
});
