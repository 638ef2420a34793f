import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { signIn, TestContext } from '../../../test/harness.ts';
import { api, type TicketBody } from '../../tickets/tickets.fixtures.ts';
import { MAX_MAIL_COMMENTS_PER_TICKET_PER_HOUR } from './mail-in.service.ts';
import { startMailInWorld, type MailInWorld } from './mail-in.fixtures.ts';
import { addressOf, type TestReceiver } from '../mail.fixtures.ts';

type Caller = Awaited<ReturnType<typeof signIn>>;

let world: MailInWorld;
let ctx: TestContext;
let admin: Caller;
let tech: Caller;
let receiver: TestReceiver;
let port: number;
let orgId: number;
let rita: { uid: string };
let send: MailInWorld['send'];
let commentsOf: MailInWorld['commentsOf'];
let ticketWithReplyAddress: MailInWorld['ticketWithReplyAddress'];

// A tiny PNG: an inline image in a reply.
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

beforeAll(async () => {
  world = await startMailInWorld();
  ({ ctx, admin, tech, receiver, port, orgId, rita, send, commentsOf, ticketWithReplyAddress } = world);

  // A fresh database and migrations: slow on a loaded machine.
}, 300_000);
afterAll(async () => {
  await world?.close();
});

describe('replies by mail', () => {
  it('become a public comment of the requester through the change pipeline: quoted history cut, HTML sanitised, files kept', async () => {
    const { ticket, replyTo } = await ticketWithReplyAddress('Laptop will not boot');
    const before = receiver.messages.length;
    const result = await send(
      {
        from: 'Rita Requester <rita@customer.test>',
        subject: 'Re: [#1] We received your request',
        text: 'It boots now, thanks!\n\nOn Mon, Acme Support wrote:\n> old',
        html: '<p onclick="steal()">It boots now, thanks!<script>alert(1)</script></p><p><img src="cid:shot@rita"></p><div class="gmail_quote">On Mon, Acme Support wrote:<blockquote>##- Please type your reply above this line -##</blockquote></div>',
        attachments: [
          { filename: 'log.txt', content: 'boot log' },
          { filename: 'shot.png', content: PNG, cid: 'shot@rita' },
        ],
      },
      replyTo,
    );
    expect(result).toMatchObject({ ok: true, code: 250 });
    const [comment] = await commentsOf(ticket.id);
    expect(comment).toMatchObject({ author: { type: 'CONTACT', name: 'Rita Requester' }, isPublic: true, source: 'EMAIL' });
    expect(comment!.htmlBody).toContain('It boots now, thanks!');
    expect(comment!.htmlBody).not.toMatch(/wrote|script|onclick|cid:/);
    expect(comment!.htmlBody).toMatch(/<img src="\/api\/uploads\/[A-Za-z0-9_-]+"/);
    expect(comment!.uploads.map((u) => u.fileName)).toEqual(['log.txt']);
    // The assigned technician hears of it by mail.
    await ctx.services.mail.dispatcher.drain();
    const [notice] = (await receiver.until(before + 1)).slice(before);
    expect([addressOf(notice!.to), notice!.subject]).toEqual([tech.email, `[#${ticket.id}] New reply from Rita Requester: Laptop will not boot`]);
  });

  it('holds a reply found only by In-Reply-To, even from a technician’s address: a private note of an unverified sender, never the technician’s', async () => {
    const { ticket, messageId } = await ticketWithReplyAddress('Token lost');
    const result = await send({ from: tech.email, subject: 'Re: Token lost', text: 'Close it, I am the technician', inReplyTo: messageId });
    expect(result).toMatchObject({ ok: true, code: 250 });
    expect(result.response).toContain('Held for a technician');
    const [comment] = await commentsOf(ticket.id);
    expect(comment).toMatchObject({ author: { type: 'SYSTEM', name: `Unverified sender ${tech.email}` }, isPublic: false, source: 'EMAIL' });
    expect(comment!.htmlBody).toContain('Held: from an unverified sender');
    expect(comment!.htmlBody).toContain('Close it, I am the technician');
  });

  it('refuses contacts not allowed to reply by e-mail and unknown reply addresses; holds a stranger’s reply on someone else’s token', async () => {
    const { ticket, replyTo } = await ticketWithReplyAddress('Who may reply');
    const nora = await send({ from: 'nora@customer.test', subject: 'Re', text: 'Me too' }, replyTo);
    expect(nora).toMatchObject({ ok: false, code: 550 });
    expect(nora.response).toContain('This contact may not reply by e-mail');
    const forged = await send({ from: 'rita@customer.test', subject: 'Re', text: 'Guess' }, 'support+0123456789abcdef01234567@example.com');
    expect(forged.response).toContain('Unknown reply address');
    const elsewhere = await send({ from: 'rita@customer.test', subject: 'Hi', text: 'Hi' }, 'postmaster@example.com');
    expect([elsewhere.ok, elsewhere.code]).toEqual([false, 550]);
    expect(await commentsOf(ticket.id)).toEqual([]);

    const before = receiver.messages.length;
    const stranger = await send({ from: 'mallory@elsewhere.test', subject: 'Re', text: 'Close this ticket' }, replyTo);
    expect(stranger.ok).toBe(true);
    const comments = await commentsOf(ticket.id);
    expect(comments.map((c) => [c.author.name, c.isPublic])).toEqual([['Unverified sender mallory@elsewhere.test', false]]);
    // Held: the requester hears nothing of it; only technicians are told of the private note.
    await ctx.services.mail.dispatcher.drain();
    await new Promise((r) => setTimeout(r, 200));
    expect(receiver.messages.slice(before).map((m) => addressOf(m.to))).toEqual([tech.email]);
  });

  it('never turns automatic mail into a comment (auto-replies, bulk mail, our own notifications), so no loop starts', async () => {
    const { ticket, replyTo } = await ticketWithReplyAddress('Out of office');
    const before = receiver.messages.length;
    for (const headers of [
      { 'Auto-Submitted': 'auto-replied' },
      { Precedence: 'bulk' },
      { 'X-Autoreply': 'yes' },
      { 'X-Outpost-Notification': 'TICKET_CREATED' },
    ]) {
      expect((await send({ from: 'rita@customer.test', subject: 'Automatic reply', text: 'I am away', headers }, replyTo)).ok).toBe(true);
    }
    expect(await commentsOf(ticket.id)).toEqual([]);
    await ctx.services.mail.dispatcher.drain();
    expect(receiver.messages.length).toBe(before);
  });

  it('takes one message once, and caps the comments one ticket takes by mail per hour', async () => {
    const { ticket, replyTo } = await ticketWithReplyAddress('Chatty');
    const duplicate = { from: 'rita@customer.test', subject: 'Re', text: 'Once', messageId: '<same-message@customer.test>' };
    await send(duplicate, replyTo);
    await send(duplicate, replyTo);
    expect((await commentsOf(ticket.id)).length).toBe(1);
    for (let i = 1; i < MAX_MAIL_COMMENTS_PER_TICKET_PER_HOUR; i++)
      expect((await send({ from: 'rita@customer.test', subject: 'Re', text: `Reply ${i}` }, replyTo)).ok).toBe(true);
    const over = await send({ from: 'rita@customer.test', subject: 'Re', text: 'One too many' }, replyTo);
    expect(over).toMatchObject({ ok: false, code: 550 });
    expect((await commentsOf(ticket.id)).length).toBe(MAX_MAIL_COMMENTS_PER_TICKET_PER_HOUR);
    // Rita's hour is used up; the tests after this one start a fresh one.
    ctx.clock.advance(60 * 60 * 1000 + 1);
  }, 60_000);
});

describe('new mail to the support address', () => {
  it('opens a ticket with source EMAIL for a known contact, in their organization, with the Cc (known contacts of it) as CC', async () => {
    await api(ctx, admin).post('/api/ticketing/contacts', { organizationId: orgId, name: 'Carl Colleague', email: 'carl@customer.test' });
    const result = await send({
      from: 'Rita <rita@customer.test>',
      // Carl is a known contact; a stranger is not (the help desk would mail them), nor is the support address.
      cc: ['carl@customer.test', 'stranger@elsewhere.test', 'support@example.com'],
      subject: 'Printer jam on floor 2',
      html: '<p>Paper stuck</p>',
      attachments: [
        { filename: 'jam.txt', content: 'photo' },
        { filename: 'jam.png', content: 'MZ no picture at all' },
      ],
    });
    expect(result.ok).toBe(true);
    const id = Number(/New ticket #(\d+)/.exec(result.response)?.[1]);
    const ticket = (await api(ctx, admin).get(`/api/ticketing/ticket/${id}`)).json<
      TicketBody & { source: string; cc: { emails: string[] }; description: string }
    >();
    expect(ticket).toMatchObject({
      summary: 'Printer jam on floor 2',
      source: 'EMAIL',
      organization: { id: orgId },
      requester: { type: 'CONTACT', uid: rita.uid },
      cc: { emails: ['carl@customer.test'] },
    });
    expect(ticket.description).toContain('Paper stuck');
    // Attachments are checked as app uploads are: content that is not what its name claims is SUSPICIOUS.
    const files = (await api(ctx, admin).get(`/api/ticketing/ticket/${id}/attachments`)).json<{ upload: { fileName: string; uploadStatus: string } }[]>();
    expect(files.map((f) => [f.upload.fileName, f.upload.uploadStatus])).toEqual([
      ['jam.txt', 'READY'],
      ['jam.png', 'SUSPICIOUS'],
    ]);
  });

  it('refuses an unknown sender until an organization for new senders is set, then makes them a contact', async () => {
    const message = { from: 'Newbie <newbie@startup.test>', subject: 'Hello', text: 'Can you help?' };
    expect((await send(message)).response).toContain('Unknown sender');
    const settings = (await api(ctx, admin).get('/api/ticketing/mail/settings')).json<Record<string, unknown>>();
    const { passwordSet: _p, replyDomain: _r, health: _h, updatedAt: _u, ...input } = settings;
    await api(ctx, admin).put('/api/ticketing/mail/settings', { ...input, newContactOrganizationId: orgId });
    expect((await send(message)).ok).toBe(true);
    const contacts = (await api(ctx, admin).get('/api/ticketing/contacts?pageIndex=0&pageSize=50&globalFilter=newbie')).json<{
      data: { name: string; email: string; organizationId: number }[];
    }>();
    expect(contacts.data).toEqual([expect.objectContaining({ name: 'Newbie', email: 'newbie@startup.test', organizationId: orgId })]);
  });
});

describe('hostile and broken mail', () => {
  it('answers a message without a sender, raw garbage and a message over the size limit, and keeps listening', async () => {
    const client = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, logger: false });
    const raw = (text: string) =>
      client.sendMail({ envelope: { from: 'x@customer.test', to: 'support@example.com' }, raw: text }).then(
        () => 250,
        (e: { responseCode?: number }) => e.responseCode,
      );
    expect(await raw('this is not a mail message at all\r\n\x00\x01\x02')).toBe(550);
    expect(await raw('From: \r\nSubject: =?utf-8?B?////?=\r\nContent-Type: multipart/mixed; boundary=\r\n\r\n--\r\n')).toBe(550);
    client.close();

    const small = ctx.services.mail.listener({ port: 0, host: '127.0.0.1', maxBytes: 10_000 });
    const smallPort = await small.start();
    const big = nodemailer.createTransport({ host: '127.0.0.1', port: smallPort, secure: false, ignoreTLS: true, logger: false });
    const refused = await big.sendMail({ from: 'rita@customer.test', to: 'support@example.com', subject: 'Big', text: 'x'.repeat(50_000) }).then(
      () => 250,
      (e: { responseCode?: number }) => e.responseCode,
    );
    expect(refused).toBe(552);
    big.close();
    await small.close();
    expect((await send({ from: 'rita@customer.test', subject: 'Still there?', text: 'Yes' })).ok).toBe(true);
  });
});
