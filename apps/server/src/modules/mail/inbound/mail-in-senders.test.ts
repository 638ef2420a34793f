import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_IN_MAX_RECIPIENTS_PER_MESSAGE } from '@outpost/contracts';
import { makeOrganization } from '../../../test/factories.ts';
import { api, signInTechnician, type TicketBody } from '../../tickets/tickets.fixtures.ts';
import { MAX_MAIL_MESSAGES_PER_SENDER_PER_HOUR } from './mail-in.service.ts';
import { startMailInWorld, type MailInWorld } from './mail-in.fixtures.ts';
import { addressOf } from '../mail.fixtures.ts';

// Issue 22, findings 4, 1 (second half) and 7: who a message by mail counts as, and whom it makes the help desk mail.
let w: MailInWorld;
let otherOrgId: number;

beforeAll(async () => {
  w = await startMailInWorld();
  otherOrgId = (await makeOrganization(w.ctx)).id;
  await api(w.ctx, w.admin).post('/api/ticketing/contacts', { organizationId: otherOrgId, name: 'Bob Globex', email: 'bob@globex.test' });

  // A fresh database and migrations: slow on a loaded machine.
}, 300_000);
afterAll(async () => {
  await w?.close();
});

const contact = (name: string, email: string, organizationId = w.orgId) =>
  api(w.ctx, w.admin)
    .post('/api/ticketing/contacts', { organizationId, name, email })
    .then((r) => r.json<{ uid: string }>());
const reply = (from: string, text: string, to: string) => w.send({ from, subject: 'Re', text }, to);
const authors = async (ticketId: number) => (await w.commentsOf(ticketId)).map((c) => [c.author.type, c.author.name, c.isPublic]);

describe('a reply counts as a person only from the address its token was issued to', () => {
  it('a technician replying with the token mailed to them writes a private comment as themselves', async () => {
    const { ticket, techReplyTo } = await w.ticketWithReplyAddress('Technician token');
    expect((await reply(w.tech.email, 'On it', techReplyTo)).ok).toBe(true);
    const [comment] = await w.commentsOf(ticket.id);
    expect(comment).toMatchObject({ author: { type: 'USER', id: w.tech.userId }, isPublic: false, body: 'On it' });
  });

  it('a technician’s address on the requester’s token is held, never the technician’s comment', async () => {
    const { ticket, replyTo } = await w.ticketWithReplyAddress('Borrowed token');
    const result = await reply(w.tech.email, 'Private detail please', replyTo);
    expect(result.response).toContain('Held for a technician');
    expect(await authors(ticket.id)).toEqual([['SYSTEM', `Unverified sender ${w.tech.email}`, false]]);
  });

  it('refuses a token of an organization’s ticket used by a sender of another organization', async () => {
    const { ticket } = await w.ticketWithReplyAddress('Cross organization');
    // Bob of Globex holds a token of this ticket (say he was in CC before he moved): his address matches it, his organization does not.
    const token = await w.ctx.services.mail.outbox.replyToken(ticket.id, 'bob@globex.test', w.ctx.clock.now());
    const result = await reply('bob@globex.test', 'Let me in', `support+${token}@example.com`);
    expect(result).toMatchObject({ ok: false, code: 550 });
    expect(result.response).toContain('The sender belongs to another organization than the ticket');
    expect(await w.commentsOf(ticket.id)).toEqual([]);
  });

  it('refuses a technician’s token once they no longer work the ticket’s organization', async () => {
    const { ticket } = await w.ticketWithReplyAddress('Out of scope');
    const scoped = (await signInTechnician(w.ctx, ['canManageTickets'], [otherOrgId])) as Awaited<ReturnType<typeof signInTechnician>> & { email: string };
    const token = await w.ctx.services.mail.outbox.replyToken(ticket.id, scoped.email, w.ctx.clock.now());
    const result = await reply(scoped.email, 'Closing', `support+${token}@example.com`);
    expect(result).toMatchObject({ ok: false, code: 550 });
    expect(result.response).toContain('does not work tickets of this organization');
  });
});

describe('a sender who is a contact of two organizations (decision 0041)', () => {
  it('writes as the contact of the organization of the ticket its reply token names; a new message without a ticket is refused', async () => {
    const acme = await contact('Dana at Acme', 'dana@shared.test');
    const globex = await contact('Dana at Globex', 'dana@shared.test', otherOrgId);
    const ticketOf = async (organizationId: number, requesterUid: string) =>
      (await api(w.ctx, w.admin).post('/api/ticketing/ticket', { summary: 'Shared mailbox', organizationId, requesterUid })).json<TicketBody>();
    const inAcme = await ticketOf(w.orgId, acme.uid);
    const inGlobex = await ticketOf(otherOrgId, globex.uid);
    for (const [ticket, name] of [
      [inAcme, 'Dana at Acme'],
      [inGlobex, 'Dana at Globex'],
    ] as const) {
      const token = await w.ctx.services.mail.outbox.replyToken(ticket.id, 'dana@shared.test', w.ctx.clock.now());
      expect((await reply('dana@shared.test', `For ${name}`, `support+${token}@example.com`)).ok).toBe(true);
      expect(await authors(ticket.id)).toEqual([['CONTACT', name, true]]);
    }
    const unclear = await w.send({ from: 'dana@shared.test', subject: 'Which one?', text: 'Hello' });
    expect(unclear).toMatchObject({ ok: false, code: 550 });
    expect(unclear.response).toContain('The sender is a contact of several organizations');
  });
});

describe('a contact’s changed address does not take its tickets’ reply tokens along', () => {
  it('the old token stays bound to the old address; the new address gets its own', async () => {
    const paula = await contact('Paula Moved', 'paula@customer.test');
    const before = w.receiver.messages.length;
    const ticket = (
      await api(w.ctx, w.admin).post('/api/ticketing/ticket', { summary: 'Moving mailbox', organizationId: w.orgId, requesterUid: paula.uid })
    ).json<TicketBody>();
    await w.ctx.services.mail.dispatcher.drain();
    const oldReplyTo = addressOf((await w.receiver.until(before + 1)).slice(before).find((m) => addressOf(m.to) === 'paula@customer.test')!.replyTo)!;

    const changed = await api(w.ctx, w.admin).put(`/api/ticketing/contacts/${paula.uid}`, {
      organizationId: w.orgId,
      name: 'Paula Moved',
      email: 'paula@attacker.test',
    });
    expect(changed.statusCode).toBe(200);
    // The new address holding the old token: held, not Paula's.
    expect((await reply('paula@attacker.test', 'I am Paula now', oldReplyTo)).response).toContain('Held for a technician');
    // The old address no longer belongs to anyone on the ticket.
    const old = await reply('paula@customer.test', 'Still me', oldReplyTo);
    expect(old).toMatchObject({ ok: false, code: 550 });
    expect(await authors(ticket.id)).toEqual([['SYSTEM', 'Unverified sender paula@attacker.test', false]]);

    // Mail to the new address carries a new token, bound to it.
    const sent = w.receiver.messages.length;
    expect((await api(w.ctx, w.admin).editTicket(ticket.id, { summary: 'Moving mailbox (new address)' })).statusCode).toBe(200);
    await w.ctx.services.mail.dispatcher.drain();
    const newReplyTo = addressOf((await w.receiver.until(sent + 1)).slice(sent).find((m) => addressOf(m.to) === 'paula@attacker.test')!.replyTo)!;
    expect(newReplyTo).not.toBe(oldReplyTo);
    expect((await reply('paula@attacker.test', 'Yes', newReplyTo)).ok).toBe(true);
    expect((await authors(ticket.id)).at(-1)).toEqual(['CONTACT', 'Paula Moved', true]);
  });
});

describe('mail in does not relay', () => {
  it('one message from a known contact with 60 addresses in Cc mails only the known contacts of its organization', async () => {
    const carl = 'carl@customer.test';
    await contact('Carl Colleague', carl);
    const strangers = Array.from({ length: 58 }, (_, i) => `victim${i}@spam.test`);
    const before = w.receiver.messages.length;
    const result = await w.send({ from: 'rita@customer.test', cc: [...strangers, carl, 'bob@globex.test'], subject: 'Relay attempt', text: 'Hello all' });
    expect(result.ok).toBe(true);
    const id = Number(/New ticket #(\d+)/.exec(result.response)?.[1]);
    const ticket = (await api(w.ctx, w.admin).get(`/api/ticketing/ticket/${id}`)).json<{ cc: { emails: string[] } }>();
    expect(ticket.cc.emails).toEqual([carl]);
    // Rita is told her request arrived, Carl that he is on it, and nobody else.
    await w.ctx.services.mail.dispatcher.drain();
    await w.receiver.until(before + 2);
    await new Promise((r) => setTimeout(r, 500));
    expect(w.receiver.envelopes.slice(before).flat().sort()).toEqual([carl, 'rita@customer.test']);
  });

  it('keeps at most the recipient cap of known contacts from one message', async () => {
    const colleagues = Array.from({ length: MAIL_IN_MAX_RECIPIENTS_PER_MESSAGE + 3 }, (_, i) => `colleague${i}@customer.test`);
    for (const [i, email] of colleagues.entries()) await contact(`Colleague ${i}`, email);
    const result = await w.send({ from: 'rita@customer.test', cc: colleagues, subject: 'Team request', text: 'For all of us' });
    const id = Number(/New ticket #(\d+)/.exec(result.response)?.[1]);
    const ticket = (await api(w.ctx, w.admin).get(`/api/ticketing/ticket/${id}`)).json<{ cc: { emails: string[] } }>();
    expect(ticket.cc.emails).toEqual(colleagues.slice(0, MAIL_IN_MAX_RECIPIENTS_PER_MESSAGE));
  });

  it('rate-limits one sender across tickets: past the hourly budget a message is deferred (451)', async () => {
    w.ctx.clock.advance(60 * 60 * 1000 + 1);
    // Three tickets, so no one ticket reaches its own cap first.
    const tickets = [await w.ticketWithReplyAddress('Flood one'), await w.ticketWithReplyAddress('Flood two'), await w.ticketWithReplyAddress('Flood three')];
    for (let i = 0; i < MAX_MAIL_MESSAGES_PER_SENDER_PER_HOUR; i++) {
      expect(await reply('rita@customer.test', `Message ${i}`, tickets[i % 3]!.replyTo)).toMatchObject({ ok: true });
    }
    const over = await reply('rita@customer.test', 'One more', tickets[0]!.replyTo);
    expect(over).toMatchObject({ ok: false, code: 451 });
    expect(over.response).toContain('Too many messages from this sender');
    // Another sender is not held back by Rita's flood.
    expect(await reply(w.tech.email, 'Unrelated', tickets[0]!.techReplyTo)).toMatchObject({ ok: true });
    expect((await w.commentsOf(tickets[0]!.ticket.id)).length).toBe(Math.ceil(MAX_MAIL_MESSAGES_PER_SENDER_PER_HOUR / 3) + 1);
  }, 240_000);
});

describe('a message by mail tags nobody', () => {
  it('keeps a mention in a verified reply or a new request only as text: no technician is tagged or mailed', async () => {
    w.ctx.clock.advance(60 * 60 * 1000 + 1); // past the hour of the flood test's messages from Rita
    const bystander = (await signInTechnician(w.ctx)) as Awaited<ReturnType<typeof signInTechnician>> & { email: string };
    const id = bystander.userId;
    // The editor's marker, another spelling of it, and the marker merely typed as text.
    const html = `<p>Please look <span data-mention="user" data-mention-id="${id}" data-mention-label="Bystander">@Bystander</span>, <span data-mention='user' data-mention-id='${id}'>@B</span> data-mention-id="${id}"</p>`;
    const { ticket, replyTo } = await w.ticketWithReplyAddress('Mention by mail');
    const before = w.receiver.messages.length;
    expect((await w.send({ from: 'rita@customer.test', subject: 'Re', html, text: 'Please look' }, replyTo)).ok).toBe(true);
    const [comment] = await w.commentsOf(ticket.id);
    expect(comment).toMatchObject({ author: { type: 'CONTACT' }, isPublic: true, techniciansTagged: [] });
    expect(comment!.htmlBody).toContain('@Bystander');
    expect(comment!.htmlBody).not.toMatch(/<span[^>]*data-mention/);

    const created = await w.send({ from: 'rita@customer.test', subject: 'Mention in a request', html, text: 'Please look' });
    const newId = Number(/New ticket #(\d+)/.exec(created.response)?.[1]);
    const description = (await api(w.ctx, w.admin).get(`/api/ticketing/ticket/${newId}`)).json<{ description: string }>().description;
    expect(description).toContain('@Bystander');
    expect(description).not.toMatch(/<span[^>]*data-mention/);

    // The technician assigned to the first ticket hears of the reply; the bystander hears of nothing.
    await w.ctx.services.mail.dispatcher.drain();
    await w.receiver.until(before + 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(w.receiver.envelopes.slice(before).flat()).not.toContain(bystander.email);
  });
});
