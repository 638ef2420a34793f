/** Test helpers for mail in: a test context with mail set up, a live SMTP listener, and a client that talks to it. */
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { TicketComment } from '@outpost/contracts';
import { makeOrganization } from '../../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { api, signInTechnician, type TicketBody } from '../../tickets/tickets.fixtures.ts';
import { addressOf, startTestReceiver, type TestReceiver } from '../mail.fixtures.ts';
import type { SmtpListener } from './smtp-listener.ts';

type Caller = Awaited<ReturnType<typeof signIn>>;
export interface SendResult {
  ok: boolean;
  code: number | undefined;
  response: string;
}

export interface MailInWorld {
  ctx: TestContext;
  admin: Caller;
  tech: Caller;
  receiver: TestReceiver;
  listener: SmtpListener;
  port: number;
  orgId: number;
  rita: { uid: string };
  /** Sends a message to the listener over SMTP; answers the server's reply or its refusal. */
  send(message: Mail.Options, to?: string): Promise<SendResult>;
  commentsOf(ticketId: number): Promise<TicketComment[]>;
  /** A ticket of Rita's, assigned to the technician, and the reply addresses of the notifications Rita and the technician got. */
  ticketWithReplyAddress(summary: string): Promise<{ ticket: TicketBody; replyTo: string; techReplyTo: string; messageId: string }>;
  close(): Promise<void>;
}

/** Mail out to a test receiver, mail in on a listener on a free loopback port; Rita is a contact of a fresh organization. */
export async function startMailInWorld(): Promise<MailInWorld> {
  const ctx = await createTestContext();
  const admin = await signIn(ctx);
  const tech = (await signInTechnician(ctx)) as Caller;
  const receiver = await startTestReceiver();
  const orgId = (await makeOrganization(ctx)).id;
  const rita = (await api(ctx, admin).post('/api/ticketing/contacts', { organizationId: orgId, name: 'Rita Requester', email: 'rita@customer.test' })).json<{
    uid: string;
  }>();
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
  const listener = ctx.services.mail.listener({ port: 0, host: '127.0.0.1' });
  const port = await listener.start();

  async function send(message: Mail.Options, to = 'support@example.com'): Promise<SendResult> {
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

  async function ticketWithReplyAddress(summary: string) {
    const before = receiver.messages.length;
    const ticket = (
      await api(ctx, admin).post('/api/ticketing/ticket', { summary, organizationId: orgId, requesterUid: rita.uid, assignedAppUserId: tech.userId })
    ).json<TicketBody>();
    await ctx.services.mail.dispatcher.drain();
    // Mail of earlier tickets (the acknowledgement of one Rita wrote in) may still be arriving: pick this ticket's.
    const ofTicket = (m: (typeof receiver.messages)[number]) => m.subject?.startsWith(`[#${ticket.id}] `) === true;
    let mails = (await receiver.until(before + 2)).slice(before).filter(ofTicket);
    for (let waited = 0; mails.length < 2 && waited < 10_000; waited += 25) {
      await new Promise((r) => setTimeout(r, 25));
      mails = receiver.messages.slice(before).filter(ofTicket);
    }
    const toRita = mails.find((m) => addressOf(m.to) === 'rita@customer.test')!;
    const toTech = mails.find((m) => addressOf(m.to) === tech.email)!;
    return { ticket, replyTo: addressOf(toRita.replyTo)!, techReplyTo: addressOf(toTech.replyTo)!, messageId: toRita.messageId! };
  }

  return {
    ctx,
    admin,
    tech,
    receiver,
    listener,
    port,
    orgId,
    rita,
    send,
    commentsOf: async (id) => (await api(ctx, admin).get(`/api/ticketing/ticket/${id}/comments`)).json<TicketComment[]>(),
    ticketWithReplyAddress,
    async close() {
      await listener.close();
      await receiver.close();
      await ctx.close();
    },
  };
}
