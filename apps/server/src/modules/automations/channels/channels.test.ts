import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OUTBOUND_OUTCOMES } from '../../../lib/outbound/index.ts';
import { createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { startTestReceiver, type TestReceiver } from '../../mail/mail.fixtures.ts';
import { api, signInTechnician, type ActivityBody, type Caller, type TicketBody } from '../../tickets/tickets.fixtures.ts';
import type { Channel, Delivery } from '@outpost/contracts';
import { mailTo, makeTags, saveRule, startHookReceiver } from '../automations.fixtures.ts';
import { WEBHOOK_HEADERS } from './webhook.ts';

const SECRET = 'Webhook-Secret-Value-1';

let ctx: TestContext;
let admin: Caller;
let tech: Caller;
let hooks: Awaited<ReturnType<typeof startHookReceiver>>;
let mail: TestReceiver;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  tech = await signInTechnician(ctx);
  hooks = await startHookReceiver();
  mail = await startTestReceiver();
  await mailTo(ctx, admin, mail.port);
  await makeTags(ctx, admin, ['notify']);
});
afterAll(async () => {
  await hooks?.close();
  await mail?.close();
  await ctx?.close();
});

const drain = () => ctx.services.automations.dispatcher().drain();
/** A ticket tagged 'notify', which the test's rule answers with a notification to `channelId`. */
async function notifyingRule(name: string, channelId: number, type: 'SLACK' | 'SMS' | 'EMAIL') {
  return saveRule(ctx, admin, {
    type: 'EVENT_BASED',
    name,
    all: [
      { id: 'c1', field: 'tags', operator: 'contains_any', value: ['notify'] },
      { id: 'c2', field: 'summary', operator: 'contains', value: name },
    ],
    actions: [{ uid: 'n', field: 'SEND_NOTIFICATION', value: { channels: [{ channelId, channelType: type }] } }],
  });
}

describe('notification channels', () => {
  it('are kept by administrators with their secret sealed and never answered; the brief list is sorted by name', async () => {
    const created = await api(ctx, admin).post('/api/channel', { name: 'Zulu Slack', type: 'SLACK', url: hooks.url, secret: SECRET });
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toContain(SECRET);
    expect(created.json<Channel>()).toMatchObject({ name: 'Zulu Slack', type: 'SLACK', secretSet: true, url: hooks.url });
    await api(ctx, admin).post('/api/channel', { name: 'Alpha mail', type: 'EMAIL', recipients: ['Ops@Example.com'] });
    const brief = (await api(ctx, tech).get('/api/channel/list/brief')).json<{ name: string; type: string }[]>();
    expect(brief.map((c) => c.name)).toEqual(['Alpha mail', 'Zulu Slack']);
    expect(Object.keys(brief[0]!).sort()).toEqual(['id', 'name', 'type']);
    expect((await api(ctx, tech).get('/api/channel')).statusCode).toBe(403);
    const stored = await ctx.database.db.query.notificationChannels.findFirst();
    expect(JSON.stringify(stored)).not.toContain(SECRET);

    const bad = await api(ctx, admin).post('/api/channel', { name: 'SMS', type: 'SMS', url: 'ftp://gateway', recipients: ['0151 123'] });
    expect(bad.json()).toMatchObject({
      resultCode: 'VALIDATION_FAILED',
      fields: { url: ['Enter an http or https URL without credentials'], 'recipients.0': [expect.stringContaining('international form')] },
    });
    const noRecipients = await api(ctx, admin).post('/api/channel', { name: 'Mail', type: 'EMAIL', recipients: [] });
    expect(noRecipients.json().fields).toEqual({ recipients: ['Required'] });
  });

  it('deliver a rule notification as a signed webhook, retried after a failure, with a delivery log', async () => {
    const channel = (await api(ctx, admin).post('/api/channel', { name: 'Retry Slack', type: 'SLACK', url: hooks.url, secret: SECRET })).json<Channel>();
    await notifyingRule('flaky receiver', channel.id, 'SLACK');
    hooks.answerNext(500);
    const from = hooks.received.length;
    const ticket = (await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'flaky receiver', tags: ['notify'] })).json<TicketBody>();
    await drain();
    expect(hooks.received.length).toBe(from + 1);
    let log = (await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}/automation-deliveries`)).json<Delivery[]>();
    expect(log).toMatchObject([
      { status: 'PENDING', attempts: 1, lastError: 'HTTP 500', responseStatus: 500, channelName: 'Retry Slack', triggerName: 'flaky receiver' },
    ]);

    // Not before the back-off has passed…
    await drain();
    expect(hooks.received.length).toBe(from + 1);
    ctx.clock.advance(31_000);
    await drain();
    expect(hooks.received.length).toBe(from + 2);
    log = (await api(ctx, admin).get(`/api/channel/${channel.id}/deliveries`)).json<Delivery[]>();
    expect(log).toMatchObject([{ status: 'SENT', attempts: 2, lastError: null, responseStatus: 200, ticketId: ticket.id }]);

    const hook = hooks.received[from + 1]!;
    const timestamp = hook.headers[WEBHOOK_HEADERS.timestamp.toLowerCase()] as string;
    // Checked as a receiver would, from the format decision 0018 states, not with the code under test.
    const expected = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${hook.body}`).digest('hex')}`;
    expect(hook.headers[WEBHOOK_HEADERS.signature.toLowerCase()]).toBe(expected);
    expect(JSON.parse(hook.body)).toEqual({ text: expect.stringContaining(`[#${ticket.id}] flaky receiver`) });
  });

  it('give a delivery up after its attempts and write that on the ticket, without blocking the save', async () => {
    // Background work logs through the process's logger (lib/logger.ts).
    const warn = vi.spyOn(ctx.services.logger, 'warn');
    const channel = (
      await api(ctx, admin).post('/api/channel', { name: 'Gone gateway', type: 'SMS', url: 'http://127.0.0.1:9/sms', recipients: ['+4915123456789'] })
    ).json<Channel>();
    await notifyingRule('unreachable', channel.id, 'SMS');
    const created = await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'unreachable', tags: ['notify'] });
    expect(created.statusCode).toBe(201);
    const ticket = created.json<TicketBody>();
    for (let attempt = 0; attempt < 6; attempt++) {
      await drain();
      ctx.clock.advance(2 * 60 * 60 * 1000);
    }
    admin = await signIn(ctx);
    tech = await signInTechnician(ctx);
    const [delivery] = (await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}/automation-deliveries`)).json<Delivery[]>();
    expect(delivery).toMatchObject({ status: 'FAILED', attempts: 6, channelType: 'SMS' });
    const activity = (await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}/activity?sortDirection=ASC`)).json<ActivityBody[]>();
    const logged = activity.filter((a) => a.field === 'automation.delivery');
    expect(logged).toHaveLength(1);
    expect(logged[0]!.newLabel).toMatch(/^Notification to SMS channel 'Gone gateway' failed after 6 attempt\(s\)/);
    warn.mockRestore();
  });

  it('send EMAIL channels through the mail settings; a deleted channel is logged as failed while the rule still runs', async () => {
    const emailChannel = (await api(ctx, admin).post('/api/channel', { name: 'Ops mail', type: 'EMAIL', recipients: ['ops@example.com'] })).json<Channel>();
    await notifyingRule('by mail', emailChannel.id, 'EMAIL');
    const before = mail.messages.length;
    const ticket = (await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'by mail', tags: ['notify'] })).json<TicketBody>();
    await drain();
    await ctx.services.mail.dispatcher.drain();
    const received = (await mail.until(before + 1)).slice(before).filter((m) => m.subject?.includes("Automation 'by mail'"));
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe(`[#${ticket.id}] Automation 'by mail': by mail`);
    expect(received[0]!.headers.get('auto-submitted')).toBe('auto-generated');

    const doomed = (await api(ctx, admin).post('/api/channel', { name: 'Doomed', type: 'SLACK', url: hooks.url })).json<Channel>();
    const rule = await notifyingRule('deleted channel', doomed.id, 'SLACK');
    expect((await api(ctx, admin).delete(`/api/channel/${doomed.id}`)).statusCode).toBe(204);
    const marks = (await api(ctx, admin).get('/api/ticketing/automation/references')).json<{ id: number; problems: { message: string }[] }[]>();
    expect(marks.find((m) => m.id === rule.id)?.problems).toEqual([
      { path: 'actions.0.value.channels', message: 'Must not contain deleted notification channels' },
    ]);
    // Saving it again is refused until the channel is taken out (spec 002 §5.1's deleted items).
    const stored = (await api(ctx, admin).get(`/api/ticketing/trigger/${rule.id}`)).json<Record<string, unknown>>();
    const resaved = await api(ctx, admin).put(`/api/ticketing/trigger/${rule.id}`, { ...stored, description: 'touched' });
    expect(resaved.statusCode).toBe(400);
    expect(resaved.json()).toEqual({
      resultCode: 'VALIDATION_FAILED',
      message: 'Error saving automation',
      fields: { 'actions.0.value.channels': ['Must not contain deleted notification channels'] },
    });
    const other = (await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'deleted channel', tags: ['notify'] })).json<TicketBody>();
    expect((await api(ctx, tech).get(`/api/ticketing/ticket/${other.id}/automation-deliveries`)).json<Delivery[]>()).toMatchObject([
      { status: 'FAILED', channelName: '(Deleted)', lastError: 'The channel was deleted' },
    ]);
  });

  it('refuse a URL with a fragment, and a changed URL without the secret (it signs for the address it was entered for)', async () => {
    const fragment = await api(ctx, admin).post('/api/channel', { name: 'Fragment', type: 'SLACK', url: `${hooks.url}#x` });
    expect([fragment.statusCode, fragment.json().fields]).toEqual([400, { url: ['Leave the #fragment out of the address'] }]);
    const channel = (await api(ctx, admin).post('/api/channel', { name: 'Signed', type: 'SLACK', url: hooks.url, secret: SECRET })).json<Channel>();
    const moved = await api(ctx, admin).put(`/api/channel/${channel.id}`, { name: 'Signed', type: 'SLACK', url: hooks.url.replace('127.0.0.1', 'localhost') });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields).toEqual({ secret: [expect.stringMatching(/^Enter it again/)] });
    expect((await api(ctx, admin).put(`/api/channel/${channel.id}`, { name: 'Signed again', type: 'SLACK', url: hooks.url })).statusCode).toBe(200);
  });

  it('test a channel on demand', async () => {
    const channel = (await api(ctx, admin).post('/api/channel', { name: 'Testable', type: 'SLACK', url: hooks.url })).json<Channel>();
    const tested = await api(ctx, admin).post(`/api/channel/${channel.id}/test`);
    expect(tested.json<Delivery>()).toMatchObject({ status: 'SENT', triggerName: 'Test', ticketId: null });
    expect(hooks.received.at(-1)!.headers[WEBHOOK_HEADERS.signature.toLowerCase()]).toBeUndefined();
  });
});

describe('webhook channels through the production guard (no allow-list)', () => {
  let guarded: TestContext;
  beforeAll(async () => {
    guarded = await createTestContext({ outboundAllow: '' });
  });
  afterAll(async () => {
    await guarded?.close();
  });

  it('refuse to deliver to loopback or the metadata address, in fixed words and without retrying; nothing arrives', async () => {
    const administrator = await signIn(guarded);
    const before = hooks.received.length;
    for (const url of [hooks.url, 'http://169.254.169.254/latest/meta-data/']) {
      const channel = (await api(guarded, administrator).post('/api/channel', { name: `Guarded ${url}`, type: 'SLACK', url })).json<Channel>();
      const tested = (await api(guarded, administrator).post(`/api/channel/${channel.id}/test`)).json<Delivery>();
      expect(tested, url).toMatchObject({ status: 'FAILED', lastError: OUTBOUND_OUTCOMES.REFUSED_BY_GUARD, responseStatus: null });
    }
    expect(hooks.received.length).toBe(before);
  });
});
