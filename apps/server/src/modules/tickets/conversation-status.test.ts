import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/harness.ts';
import { startMailInWorld, type MailInWorld } from '../mail/inbound/mail-in.fixtures.ts';
import { api, type TicketBody } from './tickets.fixtures.ts';

// The status follows the conversation (issue 23 item 9): the customer's reply by mail reopens,
// the technician's public reply opens a New ticket, unless the save or an automation sets one.

let world: MailInWorld;
let ctx: TestContext;
beforeAll(async () => {
  world = await startMailInWorld();
  ctx = world.ctx;
}, 300_000);
afterAll(() => world?.close());

const statusOf = async (id: number) => (await api(ctx, world.admin).get(`/api/ticketing/ticket/${id}`)).json<TicketBody>().status.key;
const setStatus = async (id: number, status: string) => {
  const saved = await api(ctx, world.admin).editTicket(id, { status });
  expect(saved.statusCode, saved.body).toBe(200);
};
const reply = async (id: number, body: Record<string, unknown>) => {
  const response = await api(ctx, world.tech).editTicket(id, body);
  expect(response.statusCode, response.body).toBe(200);
};
/** Rita answers the notification she got, by mail. */
async function ritaReplies(replyTo: string, text: string) {
  const result = await world.send({ from: 'Rita Requester <rita@customer.test>', subject: 'Re: your ticket', text }, replyTo);
  expect(result).toMatchObject({ ok: true, code: 250 });
}

describe("the customer's reply", () => {
  it.each(['WAITING', 'RESOLVED'])('reopens a ticket in %s', async (status) => {
    const { ticket, replyTo } = await world.ticketWithReplyAddress(`Printer jams ${status}`);
    await setStatus(ticket.id, status);
    await ritaReplies(replyTo, 'Still jamming, sorry.');
    await expect.poll(() => statusOf(ticket.id)).toBe('OPEN');
    // The log says it was Rita's reply that did it.
    const activity = (await api(ctx, world.admin).get(`/api/ticketing/ticket/${ticket.id}/activity?sortDirection=ASC`)).json<
      { type: string; actor: { name: string | null }; field?: string | null }[]
    >();
    expect(activity.at(-1)?.actor.name ?? JSON.stringify(activity.at(-1))).toContain('Rita');
  });

  it('leaves a closed ticket closed and an open one open', async () => {
    const closed = await world.ticketWithReplyAddress('Old request');
    await setStatus(closed.ticket.id, 'CLOSED');
    await ritaReplies(closed.replyTo, 'One more thing');
    await expect.poll(async () => (await world.commentsOf(closed.ticket.id)).length).toBeGreaterThan(0);
    expect(await statusOf(closed.ticket.id)).toBe('CLOSED');
  });
});

describe("the technician's reply", () => {
  const newTicket = async (summary: string) => {
    const response = await api(ctx, world.admin).post('/api/ticketing/ticket', { summary, organizationId: world.orgId, requesterUid: world.rita.uid });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TicketBody>();
  };

  it('moves a New ticket to Open when public, not when private', async () => {
    const ticket = await newTicket('VPN drops');
    await reply(ticket.id, { comment: { htmlBody: '<p>Looking into it (note)</p>', isPublic: false } });
    expect(await statusOf(ticket.id)).toBe('NEW');
    await reply(ticket.id, { comment: { htmlBody: '<p>We are on it.</p>', isPublic: true } });
    expect(await statusOf(ticket.id)).toBe('OPEN');
  });

  it('keeps the status the same save sets (Submit as Waiting)', async () => {
    const ticket = await newTicket('Need a screenshot');
    await reply(ticket.id, { status: 'WAITING', comment: { htmlBody: '<p>Could you send a screenshot?</p>', isPublic: true } });
    expect(await statusOf(ticket.id)).toBe('WAITING');
  });

  it('lets an automation have the last word', async () => {
    const mark = Math.random().toString(16).slice(2, 8);
    const rule = await api(ctx, world.admin).post('/api/ticketing/trigger/', {
      type: 'EVENT_BASED',
      name: `Pause on reply ${mark}`,
      enabled: true,
      conditions: { all: [{ id: 'c1', field: 'summary', operator: 'contains', value: mark }], any: [] },
      actions: [{ uid: 'a1', field: 'ticket', operator: 'status', value: 'PAUSED' }],
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const ticket = await newTicket(`Licence renewal ${mark}`);
    await reply(ticket.id, { comment: { htmlBody: '<p>Renewal ordered.</p>', isPublic: true } });
    expect(await statusOf(ticket.id)).toBe('PAUSED');
  });
});
