import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailSettings, NotificationSettings, SmtpHealth } from '@outpost/contracts';
import { OUTBOUND_OUTCOMES } from '../../../lib/outbound/index.ts';
import { freePort } from '../../../test/server-process.ts';
import { createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { makeOrganization } from '../../../test/factories.ts';
import { api, signInTechnician, type TicketBody } from '../../tickets/tickets.fixtures.ts';
import { addressOf, startTestReceiver, type TestReceiver } from '../mail.fixtures.ts';

// One of the passwords the suite's log check looks for (scripts/test-all.mjs).
const SMTP_PASSWORD = 'Log-Secret-Password-1';

type Caller = Awaited<ReturnType<typeof signIn>>;

let ctx: TestContext;
let logged = '';
let admin: Caller;
let tech: Caller;
let receiver: TestReceiver;
let orgId: number;
let requesterUid: string;

const settingsBody = (port: number, extra: Record<string, unknown> = {}) => ({
  enabled: true,
  host: '127.0.0.1',
  port,
  tlsMode: 'NONE',
  username: 'outpost',
  fromAddress: 'support@example.com',
  fromName: 'Acme Support',
  newContactOrganizationId: null,
  ...extra,
});

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  ctx = await createTestContext({ app: { logLevel: 'debug', logStream } });
  admin = await signIn(ctx);
  tech = (await signInTechnician(ctx)) as Caller;
  receiver = await startTestReceiver({ user: 'outpost', pass: SMTP_PASSWORD });
  orgId = (await makeOrganization(ctx)).id;
  requesterUid = (await api(ctx, admin).post('/api/ticketing/contacts', { organizationId: orgId, name: 'Rita Requester', email: 'rita@customer.test' })).json<{
    uid: string;
  }>().uid;
}, 300_000);
afterAll(async () => {
  await receiver?.close();
  await ctx?.close();
});

/** Waits for queued mail to be sent, then answers what arrived since `from`. */
async function sent(from: number, count: number) {
  await ctx.services.mail.dispatcher.drain();
  return (await receiver.until(from + count)).slice(from);
}
/** Changes some per-event notification settings of the ticketing configuration; answers a function that restores them. */
async function setNotifications(patch: Partial<NotificationSettings>) {
  const config = (await api(ctx, admin).get('/api/ticketing/config')).json<{ notifications: NotificationSettings } & Record<string, unknown>>();
  const { updatedAt: _updatedAt, ...input } = config;
  expect((await api(ctx, admin).put('/api/ticketing/config', { ...input, notifications: { ...config.notifications, ...patch } })).statusCode).toBe(200);
  return async () => void (await api(ctx, admin).put('/api/ticketing/config', input));
}
const byRecipient = (mails: Awaited<ReturnType<typeof sent>>) => Object.fromEntries(mails.map((m) => [addressOf(m.to), m]));

describe('mail settings', () => {
  it('stores the SMTP password sealed, never answers or logs it, keeps it when left out and removes it when empty', async () => {
    const put = await api(ctx, admin).put('/api/ticketing/mail/settings', settingsBody(receiver.port, { password: SMTP_PASSWORD }));
    expect(put.statusCode).toBe(200);
    expect(put.json<MailSettings>()).toMatchObject({ passwordSet: true, replyDomain: 'example.com', host: '127.0.0.1' });
    expect(put.body).not.toContain(SMTP_PASSWORD);
    const row = await ctx.services.mail.settings.get();
    expect(JSON.stringify(row)).not.toContain(SMTP_PASSWORD);

    const kept = await api(ctx, admin).put('/api/ticketing/mail/settings', settingsBody(receiver.port));
    expect(kept.json<MailSettings>().passwordSet).toBe(true);
    const got = await api(ctx, admin).get('/api/ticketing/mail/settings');
    expect(got.body).not.toContain(SMTP_PASSWORD);
    expect(got.json()).not.toHaveProperty('password');
    expect(logged).not.toContain(SMTP_PASSWORD);
    expect(logged).not.toContain('"password"');
  });

  it('refuses technicians, and an organization for new senders that does not exist', async () => {
    expect((await api(ctx, tech).get('/api/ticketing/mail/settings')).statusCode).toBe(403);
    const bad = await api(ctx, admin).put('/api/ticketing/mail/settings', settingsBody(receiver.port, { newContactOrganizationId: 999_999 }));
    expect([bad.statusCode, bad.json().fields]).toEqual([400, { newContactOrganizationId: ['Organization not found'] }]);
  });

  it('tests the connection and keeps the answer as the SMTP health: ok, a refused password, nothing listening', async () => {
    const ok = (await api(ctx, admin).post('/api/ticketing/mail/test')).json<SmtpHealth>();
    expect(ok).toMatchObject({ ok: true, message: `Connected to 127.0.0.1:${receiver.port}` });

    // A refused password and a closed port are named in the outbound guard's fixed words.

    await api(ctx, admin).put('/api/ticketing/mail/settings', settingsBody(receiver.port, { password: 'not-the-password' }));
    const refused = (await api(ctx, admin).post('/api/ticketing/mail/test')).json<SmtpHealth>();
    expect(refused.ok).toBe(false);
    expect(refused.message).toBe(`127.0.0.1:${receiver.port}: ${OUTBOUND_OUTCOMES.AUTH_FAILED}`);
    expect(refused.message).not.toContain('not-the-password');

    const nobody = await freePort();
    // A new port needs the password again (it is only sent where it was entered for).
    await api(ctx, admin).put('/api/ticketing/mail/settings', settingsBody(nobody, { password: SMTP_PASSWORD }));
    const down = (await api(ctx, admin).post('/api/ticketing/mail/test')).json<SmtpHealth>();
    expect(down).toMatchObject({ ok: false, message: `127.0.0.1:${nobody}: ${OUTBOUND_OUTCOMES.UNREACHABLE}` });
    expect((await api(ctx, admin).get('/api/ticketing/mail/settings')).json<MailSettings>().health).toEqual(down);

    await api(ctx, admin).put('/api/ticketing/mail/settings', settingsBody(receiver.port, { password: SMTP_PASSWORD }));
    expect(logged).not.toContain(SMTP_PASSWORD);
  });
});

describe('notification mail', () => {
  let ticket: TicketBody;

  it('mails a new ticket to its requester, CC and technicians (not to whoever made it), marked automatic, with a reply token', async () => {
    const before = receiver.messages.length;
    ticket = (
      await api(ctx, admin).post('/api/ticketing/ticket', {
        summary: 'VPN down',
        organizationId: orgId,
        requesterUid,
        assignedAppUserId: tech.userId,
        cc: { emails: ['carl@customer.test'] },
      })
    ).json<TicketBody>();
    const mails = byRecipient(await sent(before, 3));
    expect(Object.keys(mails).sort()).toEqual(['carl@customer.test', 'rita@customer.test', tech.email].sort());
    const toRita = mails['rita@customer.test']!;
    expect(toRita.subject).toBe(`[#${ticket.id}] We received your request: VPN down`);
    expect(toRita.headers.get('auto-submitted')).toBe('auto-generated');
    const token = toRita.headers.get('x-outpost-reply-token') as string;
    expect(token).toMatch(/^[0-9a-f]{24}$/);
    expect(addressOf(toRita.replyTo)).toBe(`support+${token}@example.com`);
    expect(toRita.from?.value[0]).toEqual({ address: 'support@example.com', name: 'Acme Support' });
    // One token per recipient: a forwarded notification does not speak for someone else.
    expect(mails['carl@customer.test']!.headers.get('x-outpost-reply-token')).not.toBe(token);
    expect(mails[tech.email]!.subject).toMatch(new RegExp(`^\\[#${ticket.id}\\] New ticket from User \\d+: VPN down$`));
  });

  it('sends a private comment to technicians only, and a public one to the requester and CC too where the settings say so', async () => {
    const restore = await setNotifications({ PUBLIC_COMMENT_ADDED: { technicians: true, endUsers: true, contacts: true } });
    let before = receiver.messages.length;
    await api(ctx, admin).post(`/api/ticketing/ticket/${ticket.id}/comments`, { htmlBody: '<p>Internal: check the firewall</p>', isPublic: false });
    const privateMails = await sent(before, 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.messages.length).toBe(before + 1);
    expect(addressOf(privateMails[0]!.to)).toBe(tech.email);
    expect(privateMails[0]!.text).toContain('Internal: check the firewall');

    before = receiver.messages.length;
    await api(ctx, tech).post(`/api/ticketing/ticket/${ticket.id}/comments`, { htmlBody: '<p>We are on it</p>', isPublic: true });
    const publicMails = byRecipient(await sent(before, 2));
    expect(Object.keys(publicMails).sort()).toEqual(['carl@customer.test', 'rita@customer.test']);
    expect(publicMails['rita@customer.test']!.text).toContain('We are on it');
    expect(publicMails['rita@customer.test']!.text).not.toContain('Internal');
    await restore();
  });

  it('sends no image a mail client would load from elsewhere: an external image in a comment becomes a link', async () => {
    const before = receiver.messages.length;
    await api(ctx, admin).post(`/api/ticketing/ticket/${ticket.id}/comments`, {
      htmlBody: '<p>See <img src="https://tracker.test/pixel.gif" alt="chart"></p>',
      isPublic: false,
    });
    const [mail] = await sent(before, 1);
    expect(mail!.html).toContain('See');
    expect(mail!.html).not.toMatch(/<img[^>]*tracker\.test/);
    expect(mail!.html).toContain('<a href="https://tracker.test/pixel.gif">[image: chart]</a>');
  });

  it('mails a tagged technician who is not on the ticket', async () => {
    const other = (await signInTechnician(ctx)) as Caller;
    const before = receiver.messages.length;
    await api(ctx, admin).post(`/api/ticketing/ticket/${ticket.id}/comments`, {
      htmlBody: '<p>Can you look?</p>',
      isPublic: false,
      techniciansTagged: [other.userId],
    });
    const mails = byRecipient(await sent(before, 2));
    expect(mails[other.email]!.subject).toMatch(/ mentioned you: VPN down$/);
  });

  it('a public reply always reaches the contact requester and the CC, whatever the per-event settings say; technicians follow them', async () => {
    let restore = await setNotifications({ PUBLIC_COMMENT_ADDED: { technicians: true, endUsers: false, contacts: false } });
    const before = receiver.messages.length;
    await api(ctx, admin).post(`/api/ticketing/ticket/${ticket.id}/comments`, { htmlBody: '<p>Quiet</p>', isPublic: true });
    const mails = byRecipient(await sent(before, 3));
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.messages.length).toBe(before + 3);
    expect(Object.keys(mails).sort()).toEqual(['carl@customer.test', 'rita@customer.test', tech.email].sort());
    expect(mails['rita@customer.test']!.text).toContain('Quiet');
    expect(mails['carl@customer.test']!.text).toContain('Quiet');
    await restore();
    // Technicians follow the table.
    restore = await setNotifications({ PUBLIC_COMMENT_ADDED: { technicians: false, endUsers: false, contacts: false } });
    const next = receiver.messages.length;
    await api(ctx, admin).post(`/api/ticketing/ticket/${ticket.id}/comments`, { htmlBody: '<p>Only the customer</p>', isPublic: true });
    expect((await sent(next, 2)).map((m) => addressOf(m.to)).sort()).toEqual(['carl@customer.test', 'rita@customer.test']);
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.messages.length).toBe(next + 2);
    await restore();
  });

  it('retries a message the server refuses for now, after a back-off, and never holds up the save', async () => {
    receiver.refuseNext(1);
    const before = receiver.messages.length;
    const started = Date.now();
    // A private note: one message, to the assignee.
    const response = await api(ctx, admin).post(`/api/ticketing/ticket/${ticket.id}/comments`, { htmlBody: '<p>Retry me</p>', isPublic: false });
    expect(response.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(5000);
    await ctx.services.mail.dispatcher.drain();
    const [row] = (await ctx.services.mail.outbox.forTicket(ticket.id)).slice(-1);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    // The server's own words stay out of the log and the answer (the outbound guard's fixed outcomes).
    expect(row!.lastError).toBe(`127.0.0.1:${receiver.port}: ${OUTBOUND_OUTCOMES.UNEXPECTED_ANSWER}`);
    expect(receiver.messages.length).toBe(before);
    // Not yet due: nothing is sent; once the back-off has passed, it goes.
    await ctx.services.mail.dispatcher.drain();
    expect(receiver.messages.length).toBe(before);
    ctx.clock.advance(31_000);
    await sent(before, 1);
    expect((await ctx.services.mail.outbox.forTicket(ticket.id)).slice(-1)[0]).toMatchObject({ status: 'SENT', attempts: 2 });
  });
});
