import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../tickets/tickets.fixtures.ts';
import { startMailInWorld, type MailInWorld } from './mail-in.fixtures.ts';
import { addressOf } from '../mail.fixtures.ts';

/**
 * The conversation with a customer over real SMTP under the default notification settings
 * (issue 23 bug 5, decision 0039): what a contact who writes in receives, and that a technician's
 * public reply reaches them with its text and the thread, whatever the per-event table says.
 */
let world: MailInWorld;

beforeAll(async () => {
  world = await startMailInWorld();
}, 300_000);
afterAll(async () => {
  await world?.close();
});

/** Waits for queued mail, then answers what arrived since `from`, keyed by recipient. */
async function mailsSince(from: number, count: number): Promise<Record<string, ParsedMail>> {
  await world.ctx.services.mail.dispatcher.drain();
  const mails = (await world.receiver.until(from + count)).slice(from);
  return Object.fromEntries(mails.map((m) => [addressOf(m.to)!, m]));
}
/** Gives queued mail a moment more, and answers how many messages arrived in all. */
async function settled() {
  await world.ctx.services.mail.dispatcher.drain();
  await new Promise((r) => setTimeout(r, 150));
  await world.ctx.services.mail.dispatcher.drain();
  return world.receiver.messages.length;
}

describe('a contact who writes in, under the default notification settings', () => {
  let ticketId: number;
  let replyTo: string;

  it('is told by mail that the request arrived, with a reply address', async () => {
    const before = world.receiver.messages.length;
    const result = await world.send({ from: 'Rita Requester <rita@customer.test>', subject: 'Mailbox full', text: 'My mailbox says it is full.' });
    expect(result.ok).toBe(true);
    ticketId = Number(/New ticket #(\d+)/.exec(result.response)?.[1]);
    const mails = await mailsSince(before, 1);
    const ack = mails['rita@customer.test']!;
    expect(ack.subject).toBe(`[#${ticketId}] We received your request: Mailbox full`);
    replyTo = addressOf(ack.replyTo)!;
    expect(replyTo).toMatch(/^support\+[0-9a-f]{24}@example\.com$/);
  });

  it("receives the technician's public reply with its text and the thread below it", async () => {
    // Taking the ticket is the desk's business: no content-less "Ticket updated" reaches the requester.
    let before = await settled();
    const taken = await api(world.ctx, world.tech).editTicket(ticketId, { assignedAppUserId: world.tech.userId });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await settled()) - before).toBe(0);

    before = world.receiver.messages.length;
    const reply = await api(world.ctx, world.tech).post(`/api/ticketing/ticket/${ticketId}/comments`, {
      htmlBody: '<p>I have doubled your quota.</p>',
      isPublic: true,
    });
    expect(reply.statusCode).toBe(201);
    const toRita = (await mailsSince(before, 1))['rita@customer.test']!;
    expect(toRita.subject).toMatch(new RegExp(`^\\[#${ticketId}\\] New reply from .+: Mailbox full$`));
    expect(toRita.text).toContain('I have doubled your quota.');
    expect(toRita.text).toMatch(/Earlier in this conversation:[\s\S]*Rita Requester, [\d-]+ [\d:]+ UTC:\n> My mailbox says it is full\./);
    expect(toRita.html).toContain('I have doubled your quota.');

    // Her answer by mail becomes a comment; the next reply quotes it, newest first, above the request.
    expect((await world.send({ from: 'rita@customer.test', subject: 'Re: Mailbox full', text: 'Works now, thank you.' }, addressOf(toRita.replyTo))).ok).toBe(
      true,
    );
    await api(world.ctx, world.tech).post(`/api/ticketing/ticket/${ticketId}/comments`, { htmlBody: '<p>Internal: quota raised by hand</p>', isPublic: false });
    before = await settled();
    await api(world.ctx, world.tech).post(`/api/ticketing/ticket/${ticketId}/comments`, { htmlBody: '<p>Glad to hear it.</p>', isPublic: true });
    const second = (await mailsSince(before, 1))['rita@customer.test']!;
    const text = second.text ?? '';
    expect(text.indexOf('Glad to hear it.')).toBeLessThan(text.indexOf('Works now, thank you.'));
    expect(text.indexOf('Works now, thank you.')).toBeLessThan(text.indexOf('I have doubled your quota.'));
    expect(text.indexOf('I have doubled your quota.')).toBeLessThan(text.indexOf('My mailbox says it is full.'));
    // A private note is never in a customer's thread.
    expect(text).not.toContain('Internal');
    expect(second.html).not.toContain('Internal');
  });

  it('gets an empty reply bounced with the reason, not dropped without a word', async () => {
    const before = (await world.commentsOf(ticketId)).length;
    const result = await world.send(
      { from: 'rita@customer.test', subject: 'Re: Mailbox full', text: '\n\n> ##- Please type your reply above this line -##\n> old' },
      replyTo,
    );
    expect(result).toMatchObject({ ok: false, code: 550 });
    expect(result.response).toContain('Empty reply: write your answer above the quoted message');
    expect((await world.commentsOf(ticketId)).length).toBe(before);
  });

  it('does not receive a private note, nor mail about their own reply', async () => {
    const before = await settled();
    await api(world.ctx, world.tech).post(`/api/ticketing/ticket/${ticketId}/comments`, { htmlBody: '<p>Internal only</p>', isPublic: false });
    await settled();
    expect(world.receiver.messages.slice(before).map((m) => addressOf(m.to))).not.toContain('rita@customer.test');
  });
});

describe('a contact copied on a ticket (CC), under the default notification settings', () => {
  it("receives the technician's public reply with its text, and no private note", async () => {
    const created = await api(world.ctx, world.admin).post('/api/ticketing/ticket', {
      summary: 'Shared printer offline',
      organizationId: world.orgId,
      requesterUid: world.rita.uid,
      cc: { userIds: [], emails: ['cora@customer.test'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    let before = await settled();
    await api(world.ctx, world.tech).post(`/api/ticketing/ticket/${id}/comments`, { htmlBody: '<p>Internal: driver issue</p>', isPublic: false });
    await settled();
    expect(world.receiver.messages.slice(before).map((m) => addressOf(m.to))).not.toContain('cora@customer.test');

    before = world.receiver.messages.length;
    await api(world.ctx, world.tech).post(`/api/ticketing/ticket/${id}/comments`, { htmlBody: '<p>The printer is back online.</p>', isPublic: true });
    // Copied people are part of the conversation (as in Zendesk): the reply reaches them whatever the table says.
    await expect.poll(async () => (await settled(), world.receiver.messages.slice(before).map((m) => addressOf(m.to)))).toContain('cora@customer.test');
    const toCora = world.receiver.messages.slice(before).find((m) => addressOf(m.to) === 'cora@customer.test')!;
    expect(toCora.text).toContain('The printer is back online.');
    expect(toCora.text).not.toContain('Internal');
  });
});
