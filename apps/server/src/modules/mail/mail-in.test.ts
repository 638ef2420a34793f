import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketComment } from '@outpost/contracts';
import { makeOrganization } from '../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { api, signInTechnician, type TicketBody } from '../tickets/tickets.fixtures.ts';
import { MAX_MAIL_COMMENTS_PER_TICKET_PER_HOUR } from './mail-in.service.ts';
import { addressOf, startTestReceiver, type TestReceiver } from './mail.fixtures.ts';
import type { SmtpListener } from './smtp-listener.ts';

type Caller = Awaited<ReturnType<typeof signIn>>;

let ctx: TestContext;
let admin: Caller;
let tech: Caller;
let receiver: TestReceiver;
let listener: SmtpListener;
let port: number;
let orgId: number;
let rita: { uid: string };

// A tiny PNG: an inline image in a reply.
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  tech = (await signInTechnician(ctx)) as Caller;
  receiver = await startTestReceiver();
  orgId = (await makeOrganization(ctx)).id;
  rita = (await api(ctx, admin).post('/api/ticketing/contacts', { organizationId: orgId, name: 'Rita Requester', email: 'rita@customer.test' })).json();
  await api(ctx, admin).post('/api/ticketing/contacts', { organizationId: orgId, name: 'Nora No-mail', email: 'nora@customer.test', canReplyByEmail: false });
  await api(ctx, admin).put('/api/ticketing/mail/settings', {
    enabled: true,
    host: '127.0.0.1',
    port: receiver.port,
    tlsMode: 'NONE',
    username: '',
    fromAddress: 'support@example.com',
    fromName: 'Acme Support',
    newContactOrganizationId: null,
  });
  listener = ctx.services.mail.listener({ port: 0, host: '127.0.0.1' });
  port = await listener.start();
});
afterAll(async () => {
  await listener?.close();
  await receiver?.close();
  await ctx?.close();
});

/** Sends a message to the listener over SMTP; answers the server's reply or its refusal. */
async function send(message: Mail.Options, to = 'support@example.com'): Promise<{ ok: boolean; code: number | undefined; response: string }> {
  const client = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, logger: false });
  try {
    const info = await client.sendMail({ to, ...message });
    return { ok: true, code: 250, response: info.response };
  } catch (error) {
    const e = error as { responseCode?: number; response?: string; message: string };
    return { ok: false, code: e.responseCode, response: e.response ?? e.message };
  } finally {
    client.close();
  }
}
const commentsOf = async (id: number) => (await api(ctx, admin).get(`/api/ticketing/ticket/${id}/comments`)).json<TicketComment[]>();

/** A ticket of Rita's, assigned to the technician, and the reply address of the notification she got. */
async function ticketWithReplyAddress(summary: string) {
  const before = receiver.messages.length;
  const ticket = (await api(ctx, admin).post('/api/ticketing/ticket', { summary, organizationId: orgId, requesterUid: rita.uid, assignedAppUserId: tech.userId })).json<TicketBody>();
  await ctx.services.mail.dispatcher.drain();
  const mails = await receiver.until(before + 2);
  const toRita = mails.slice(before).find((m) => addressOf(m.to) === 'rita@customer.test')!;
  return { ticket, replyTo: addressOf(toRita.replyTo)!, messageId: toRita.messageId! };
}

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

  it('finds the ticket by In-Reply-To when the reply address lost its token, and keeps a technician’s reply private', async () => {
    const { ticket, messageId } = await ticketWithReplyAddress('Token lost');
    expect((await send({ from: tech.email, subject: 'Re: Token lost', text: 'Looking into it', inReplyTo: messageId })).ok).toBe(true);
    const [comment] = await commentsOf(ticket.id);
    expect(comment).toMatchObject({ author: { type: 'USER', id: tech.userId }, isPublic: false, body: 'Looking into it' });
  });

  it('refuses senders who are not on the ticket, contacts not allowed to reply by e-mail, and unknown reply addresses', async () => {
    const { ticket, replyTo } = await ticketWithReplyAddress('Who may reply');
    const stranger = await send({ from: 'mallory@elsewhere.test', subject: 'Re', text: 'Close this ticket' }, replyTo);
    expect(stranger).toMatchObject({ ok: false, code: 550 });
    expect(stranger.response).toContain('The sender is not on this ticket');
    const nora = await send({ from: 'nora@customer.test', subject: 'Re', text: 'Me too' }, replyTo);
    expect(nora.response).toContain('This contact may not reply by e-mail');
    const forged = await send({ from: 'rita@customer.test', subject: 'Re', text: 'Guess' }, 'support+0123456789abcdef01234567@example.com');
    expect(forged.response).toContain('Unknown reply address');
    const elsewhere = await send({ from: 'rita@customer.test', subject: 'Hi', text: 'Hi' }, 'postmaster@example.com');
    expect([elsewhere.ok, elsewhere.code]).toEqual([false, 550]);
    expect(await commentsOf(ticket.id)).toEqual([]);
  });

  it('never turns automatic mail into a comment (auto-replies, bulk mail, our own notifications), so no loop starts', async () => {
    const { ticket, replyTo } = await ticketWithReplyAddress('Out of office');
    const before = receiver.messages.length;
    for (const headers of [{ 'Auto-Submitted': 'auto-replied' }, { Precedence: 'bulk' }, { 'X-Autoreply': 'yes' }, { 'X-Outpost-Notification': 'TICKET_CREATED' }]) {
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
    for (let i = 1; i < MAX_MAIL_COMMENTS_PER_TICKET_PER_HOUR; i++) expect((await send({ from: 'rita@customer.test', subject: 'Re', text: `Reply ${i}` }, replyTo)).ok).toBe(true);
    const over = await send({ from: 'rita@customer.test', subject: 'Re', text: 'One too many' }, replyTo);
    expect(over).toMatchObject({ ok: false, code: 550 });
    expect((await commentsOf(ticket.id)).length).toBe(MAX_MAIL_COMMENTS_PER_TICKET_PER_HOUR);
  }, 60_000);
});

describe('new mail to the support address', () => {
  it('opens a ticket with source EMAIL for a known contact, in their organization, with the Cc as CC', async () => {
    const result = await send({ from: 'Rita <rita@customer.test>', cc: ['carl@customer.test', 'support@example.com'], subject: 'Printer jam on floor 2', html: '<p>Paper stuck</p>', attachments: [{ filename: 'jam.txt', content: 'photo' }, { filename: 'jam.png', content: 'MZ no picture at all' }] });
    expect(result.ok).toBe(true);
    const id = Number(/New ticket #(\d+)/.exec(result.response)?.[1]);
    const ticket = (await api(ctx, admin).get(`/api/ticketing/ticket/${id}`)).json<TicketBody & { source: string; cc: { emails: string[] }; description: string }>();
    expect(ticket).toMatchObject({ summary: 'Printer jam on floor 2', source: 'EMAIL', organization: { id: orgId }, requester: { type: 'CONTACT', uid: rita.uid }, cc: { emails: ['carl@customer.test'] } });
    expect(ticket.description).toContain('Paper stuck');
    // Attachments are checked as app uploads are: content that is not what its name claims is SUSPICIOUS.
    const files = (await api(ctx, admin).get(`/api/ticketing/ticket/${id}/attachments`)).json<{ upload: { fileName: string; uploadStatus: string } }[]>();
    expect(files.map((f) => [f.upload.fileName, f.upload.uploadStatus])).toEqual([['jam.txt', 'READY'], ['jam.png', 'SUSPICIOUS']]);
  });

  it('refuses an unknown sender until an organization for new senders is set, then makes them a contact', async () => {
    const message = { from: 'Newbie <newbie@startup.test>', subject: 'Hello', text: 'Can you help?' };
    expect((await send(message)).response).toContain('Unknown sender');
    const settings = (await api(ctx, admin).get('/api/ticketing/mail/settings')).json<Record<string, unknown>>();
    const { passwordSet: _p, replyDomain: _r, health: _h, updatedAt: _u, ...input } = settings;
    await api(ctx, admin).put('/api/ticketing/mail/settings', { ...input, newContactOrganizationId: orgId });
    expect((await send(message)).ok).toBe(true);
    const contacts = (await api(ctx, admin).get('/api/ticketing/contacts?pageIndex=0&pageSize=50&globalFilter=newbie')).json<{ data: { name: string; email: string; organizationId: number }[] }>();
    expect(contacts.data).toEqual([expect.objectContaining({ name: 'Newbie', email: 'newbie@startup.test', organizationId: orgId })]);
  });
});

describe('hostile and broken mail', () => {
  it('answers a message without a sender, raw garbage and a message over the size limit, and keeps listening', async () => {
    const client = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, logger: false });
    const raw = (text: string) => client.sendMail({ envelope: { from: 'x@customer.test', to: 'support@example.com' }, raw: text }).then(() => 250, (e: { responseCode?: number }) => e.responseCode);
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
