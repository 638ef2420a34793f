import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeOrganization } from '../../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { startTestReceiver, type TestReceiver } from '../../mail/mail.fixtures.ts';
import { isAutomatic } from '../../mail/inbound/mail-in.service.ts';
import { postUpload, type UploadBody } from '../../notes/notes.fixtures.ts';
import { UNUSED_UPLOAD_GRACE_MS } from '../../notes/uploads/uploads.service.ts';
import { api, signInTechnician, type ActivityBody, type Caller, type TicketBody } from '../../tickets/tickets.fixtures.ts';
import { disableRule, mailTo, makeTags, saveRule } from '../automations.fixtures.ts';
import { AUTOMATION_MAIL_EVENT } from './effects.ts';

let ctx: TestContext;
let admin: Caller;
let tech: Caller;
let receiver: TestReceiver;
let orgId: number;
let requesterUid: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  tech = await signInTechnician(ctx);
  receiver = await startTestReceiver();
  await mailTo(ctx, admin, receiver.port);
  orgId = (await makeOrganization(ctx)).id;
  requesterUid = (
    await api(ctx, admin).post('/api/ticketing/contacts', { organizationId: orgId, name: 'Rita <Requester>', email: 'rita@customer.test' })
  ).json<{ uid: string }>().uid;
  await makeTags(ctx, admin, ['vip', 'ping', 'pong', ...Array.from({ length: 12 }, (_, i) => `c${i + 1}`)]);
});
afterAll(async () => {
  await receiver?.close();
  await ctx?.close();
});
afterEach(() => vi.restoreAllMocks());

const activityOf = async (id: number) => (await api(ctx, tech).get(`/api/ticketing/ticket/${id}/activity?sortDirection=ASC`)).json<ActivityBody[]>();
const firedRules = async (id: number) => (await activityOf(id)).filter((a) => a.field === 'automation').map((a) => a.newLabel);
const disable = (id: number) => disableRule(ctx, admin, id);

describe('event-based automations', () => {
  it('fire on a matching new ticket: assign, a private comment with escaped placeholders, and an e-mail over SMTP marked automatic that mail in ignores', async () => {
    const rule = await saveRule(ctx, admin, {
      type: 'EVENT_BASED',
      name: 'VIP escalation',
      all: [
        { id: 'c1', field: 'priority', operator: 'equals', value: 'HIGH' },
        { id: 'c2', field: 'tags', operator: 'contains_any', value: ['vip'] },
      ],
      actions: [
        { uid: 'a1', field: 'ticket', operator: 'assignedAppUserId', value: tech.userId },
        { uid: 'a2', field: 'ADD_TICKET_COMMENT', value: { body: '<p>VIP ticket from {{requester.name}}: {{ticket.summary}}</p>', public: false } },
        {
          uid: 'a3',
          field: 'SEND_EMAIL',
          value: { keys: ['REQUESTER'], subject: 'We are on it: {{ticket.summary}}', body: '<p>Ticket #{{ticket.id}} is with {{assignee.name}}.</p>' },
        },
      ],
    });
    const before = receiver.messages.length;
    const created = await api(ctx, admin).post('/api/ticketing/ticket', {
      summary: 'Printer <b>on fire</b>',
      organizationId: orgId,
      requesterUid,
      priority: 'HIGH',
      tags: ['vip'],
    });
    expect(created.statusCode).toBe(201);
    const ticket = created.json<TicketBody>();
    expect(ticket.assignee?.id).toBe(tech.userId);

    const comments = (await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}/comments`)).json<
      { htmlBody: string; isPublic: boolean; author: { name: string } }[]
    >();
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({ isPublic: false, author: { name: "Automation 'VIP escalation'" } });
    // Values are text: the requester's and the summary's angle brackets are escaped, not markup.
    expect(comments[0]!.htmlBody).toBe('<p>VIP ticket from Rita &lt;Requester&gt;: Printer &lt;b&gt;on fire&lt;/b&gt;</p>');

    // One save: CREATED, what the rule changed under its own name, the rule naming itself; the comment in the same change set.
    const activity = await activityOf(ticket.id);
    expect(activity.map((a) => [a.type, a.field, a.newLabel, a.actor.name])).toEqual([
      ['CREATED', null, 'Printer <b>on fire</b>', expect.not.stringContaining('Automation')],
      ['FIELD_CHANGED', 'assignee', expect.any(String), "Automation 'VIP escalation'"],
      ['FIELD_CHANGED', 'automation', 'VIP escalation', "Automation 'VIP escalation'"],
      ['COMMENT_ADDED', null, 'Private', "Automation 'VIP escalation'"],
    ]);
    expect(new Set(activity.map((a) => a.changeSetId)).size).toBe(1);
    expect(activity[2]!.newValue).toEqual({ triggerId: rule.id, type: 'EVENT_BASED' });

    await ctx.services.mail.dispatcher.drain();
    const mails = await receiver.until(before + 1);
    const ours = mails.slice(before).filter((m) => m.headers.get('x-outpost-notification') === AUTOMATION_MAIL_EVENT);
    expect(ours).toHaveLength(1);
    const mail = ours[0]!;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null).toBe('rita@customer.test');
    expect(mail.subject).toBe('We are on it: Printer <b>on fire</b>');
    expect(mail.html).toMatch(new RegExp(`Ticket #${ticket.id} is with User \\d+\\.`));
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(isAutomatic(mail)).toBe(true);
    // Sent back to the support address (a bounce, an auto-reply quoting it): mail in takes nothing from it.
    const raw = `${mail.headerLines.map((h) => h.line).join('\r\n')}\r\n\r\n${mail.text ?? ''}`;
    const answer = await ctx.services.mail.mailIn.receive({ recipients: ['support@example.com'], raw: Buffer.from(raw) });
    expect(answer).toMatchObject({ accepted: true, outcome: 'IGNORED' });
    const reparsed = await simpleParser(Buffer.from(raw));
    expect(reparsed.headers.get('auto-submitted')).toBe('auto-generated');
    await disable(rule.id);
  });

  it('give a ticket being created its id and link in what a rule writes: comment and summary name the new ticket', async () => {
    const rule = await saveRule(ctx, admin, {
      type: 'EVENT_BASED',
      name: 'Number the new ticket',
      all: [{ id: 'c1', field: 'summary', operator: 'contains', value: 'numbered' }],
      actions: [
        { uid: 'a1', field: 'ticket', operator: 'summary', value: '#{{ticket.id}} {{ticket.summary}}' },
        { uid: 'a2', field: 'ADD_TICKET_COMMENT', value: { body: '<p>Logged as {{ticket.id}} at {{ticket.link}}</p>', public: false } },
      ],
    });
    const ticket = (await api(ctx, admin).post('/api/ticketing/ticket', { summary: 'Please get this numbered' })).json<TicketBody>();
    expect(ticket.summary).toBe(`#${ticket.id} Please get this numbered`);
    const comments = (await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}/comments`)).json<{ htmlBody: string }[]>();
    expect(comments.map((c) => c.htmlBody)).toEqual([`<p>Logged as ${ticket.id} at /tickets/${ticket.id}</p>`]);
    // The id taken for the rule is the one the ticket was saved with; the next ticket follows it.
    const next = (await api(ctx, admin).post('/api/ticketing/ticket', { summary: 'An unrelated one' })).json<TicketBody>();
    expect(next.id).toBeGreaterThan(ticket.id);
    await disable(rule.id);
  });

  it('run on updates from any source and see the change: changed_to, comment type, the user who made it', async () => {
    const rule = await saveRule(ctx, admin, {
      type: 'EVENT_BASED',
      all: [
        { id: 'c1', field: 'action', operator: 'equals', value: 'UPDATE' },
        { id: 'c2', field: 'status', operator: 'changed_to', value: 'WAITING' },
        { id: 'c3', field: 'commentType', operator: 'equals', value: 'PUBLIC' },
        { id: 'c4', field: 'updated_by', operator: 'contains_any', value: [tech.userId] },
      ],
      actions: [{ uid: 'a1', field: 'ticket', operator: 'severity', value: 'MAJOR' }],
    });
    const ticket = (await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'Waiting on customer' })).json<TicketBody>();
    const privateOnly = await api(ctx, tech).editTicket(ticket.id, { status: 'WAITING', comment: { htmlBody: '<p>note</p>', isPublic: false } });
    expect(privateOnly.json<{ severity: string }>().severity).toBe('NONE');
    await api(ctx, tech).editTicket(ticket.id, { status: 'OPEN' });
    const matching = await api(ctx, tech).editTicket(ticket.id, { status: 'WAITING', comment: { htmlBody: '<p>asked</p>', isPublic: true } });
    expect(matching.json<{ severity: string }>().severity).toBe('MAJOR');
    await disable(rule.id);
  });

  it('fire each rule once per chain: two rules that trigger each other stop', async () => {
    // Pong is saved first, so it runs first in every round: in round 1 only Ping matches (tags
    // ping → pong); in round 2 Pong turns pong back into ping. Without the once-per-chain guard,
    // Ping would match again in round 2 after Pong and the ticket would end with 'pong' and three
    // firings; with it, the chain ends after Pong with 'ping'.
    const pong = await saveRule(ctx, admin, {
      type: 'EVENT_BASED',
      name: 'Pong',
      all: [{ id: 'c', field: 'tags', operator: 'contains_any', value: ['pong'] }],
      actions: [
        { uid: 'r', field: 'remove_tags', value: ['pong'] },
        { uid: 'a', field: 'add_tags', value: ['ping'] },
      ],
    });
    const ping = await saveRule(ctx, admin, {
      type: 'EVENT_BASED',
      name: 'Ping',
      all: [{ id: 'c', field: 'tags', operator: 'contains_any', value: ['ping'] }],
      actions: [
        { uid: 'r', field: 'remove_tags', value: ['ping'] },
        { uid: 'a', field: 'add_tags', value: ['pong'] },
      ],
    });
    const ticket = (await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'Loop' })).json<TicketBody>();
    const updated = await api(ctx, tech).editTicket(ticket.id, { tags: ['ping'] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<TicketBody>()).toMatchObject({ tags: ['ping'], version: ticket.version + 1 });
    expect(await firedRules(ticket.id)).toEqual(['Ping', 'Pong']);
    await disable(ping.id);
    await disable(pong.id);
  });

  it('stop a chain at depth 10 with a warning', async () => {
    // Background work logs through the process's logger (lib/logger.ts).
    const warn = vi.spyOn(ctx.services.logger, 'warn');
    // Saved last to first, so that each round can fire only the next rule of the chain.
    const ids: number[] = [];
    for (let i = 11; i >= 1; i--) {
      const rule = await saveRule(ctx, admin, {
        type: 'EVENT_BASED',
        name: `Chain ${i}`,
        all: [{ id: 'c', field: 'tags', operator: 'contains_any', value: [`c${i}`] }],
        actions: [{ uid: 'a', field: 'add_tags', value: [`c${i + 1}`] }],
      });
      ids.push(rule.id);
    }
    const ticket = (await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'Deep chain' })).json<TicketBody>();
    const updated = (await api(ctx, tech).editTicket(ticket.id, { tags: ['c1'] })).json<TicketBody>();
    expect(await firedRules(ticket.id)).toEqual(Array.from({ length: 10 }, (_, i) => `Chain ${i + 1}`));
    expect([...updated.tags].sort()).toEqual(Array.from({ length: 11 }, (_, i) => `c${i + 1}`).sort());
    expect(warn.mock.calls.some(([message]) => String(message).includes('reached depth 10'))).toBe(true);
    for (const id of ids) await disable(id);
  });

  it('keep working for their other parts when a record they name is deleted later, and the list marks them', async () => {
    const gone = await makeOrganization(ctx);
    // Background work logs through the process's logger (lib/logger.ts).
    const warn = vi.spyOn(ctx.services.logger, 'warn');
    const rule = await saveRule(ctx, admin, {
      type: 'EVENT_BASED',
      name: 'Move to partner',
      all: [{ id: 'c', field: 'summary', operator: 'contains', value: 'partner' }],
      actions: [
        { uid: 'a1', field: 'ticket', operator: 'organization', value: gone.id },
        { uid: 'a2', field: 'ticket', operator: 'priority', value: 'HIGH' },
      ],
    });
    await ctx.services.organizations.delete(gone.id);
    const ticket = (await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'For the partner' })).json<TicketBody>();
    expect(ticket).toMatchObject({ priority: 'HIGH', organization: null });
    expect(warn.mock.calls.some(([m]) => String(m).includes('organizationId'))).toBe(true);
    const marks = (await api(ctx, admin).get('/api/ticketing/automation/references?type=EVENT_BASED')).json<
      { id: number; problems: { path: string; message: string }[] }[]
    >();
    expect(marks.find((m) => m.id === rule.id)?.problems).toEqual([{ path: 'actions.0.value', message: 'Must not contain deleted organizations' }]);
    expect(marks.filter((m) => m.problems.length > 0).map((m) => m.id)).toEqual([rule.id]);
    // Saving it again is refused until the deleted organization is taken out.
    const stored = (await api(ctx, admin).get(`/api/ticketing/trigger/${rule.id}`)).json<Record<string, unknown>>();
    expect((await api(ctx, admin).put(`/api/ticketing/trigger/${rule.id}`, { ...stored, enabled: false })).json().fields).toEqual({
      'actions.0.value': ['Must not contain deleted organizations'],
    });
    expect((await api(ctx, admin).delete(`/api/ticketing/trigger/${rule.id}`)).statusCode).toBe(204);
  });

  it('are read again after a rule is saved: a disabled rule no longer fires', async () => {
    const rule = await saveRule(ctx, admin, {
      type: 'EVENT_BASED',
      all: [{ id: 'c', field: 'summary', operator: 'contains', value: 'toggle' }],
      actions: [{ uid: 'a', field: 'ticket', operator: 'priority', value: 'LOW' }],
    });
    expect((await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'toggle 1' })).json<TicketBody>().priority).toBe('LOW');
    await disable(rule.id);
    expect((await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'toggle 2' })).json<TicketBody>().priority).toBe('NONE');
  });
  // Last in the file: it moves the clock a day on (sessions expire; later tests would sign in again).
  it('attach the files uploaded for an e-mail action (not inline images, not a file a ticket holds, not one whose content is not what it claims), kept while a rule names them', async () => {
    const upload = async (name: string, text: string) => (await postUpload(ctx.app, admin, name, 'text/plain', Buffer.from(text))).json<UploadBody>();
    const runbook = await upload('runbook.txt', 'Step 1: breathe\n');
    const inline = await upload('inline.txt', 'shown in the body\n');
    const held = await upload('held.txt', 'a file of another ticket\n');
    const loose = await upload('loose.txt', 'named by nothing\n');
    const disguised = await upload('photo.png', 'MZ this is no picture\n');
    await ctx.services.uploads.idle();
    const holder = (await api(ctx, admin).post('/api/ticketing/ticket', { summary: 'Holds a file' })).json<TicketBody>();
    expect((await api(ctx, admin).post(`/api/ticketing/ticket/${holder.id}/attachments`, { contentIds: [held.contentId] })).statusCode).toBe(201);
    const rule = await saveRule(ctx, admin, {
      type: 'EVENT_BASED',
      name: 'Send the runbook',
      all: [{ id: 'c', field: 'summary', operator: 'contains', value: 'runbook please' }],
      actions: [
        {
          uid: 'e',
          field: 'SEND_EMAIL',
          value: {
            emails: ['ops@example.com'],
            subject: 'Runbook for #{{ticket.id}}',
            body: '<p>Attached.</p>',
            uploads: [{ id: runbook.contentId }, { id: inline.contentId, inline: true }, { id: held.contentId }, { id: disguised.contentId }],
          },
        },
      ],
    });
    const before = receiver.messages.length;
    const ticket = (await api(ctx, admin).post('/api/ticketing/ticket', { summary: 'The runbook please' })).json<TicketBody>();
    await ctx.services.mail.dispatcher.drain();
    const mail = (await receiver.until(before + 1)).slice(before).find((m) => m.subject === `Runbook for #${ticket.id}`)!;
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.toString('utf8')])).toEqual([['runbook.txt', 'text/plain', 'Step 1: breathe\n']]);

    // A day on, the hourly sweep of unused uploads keeps the files the rule names and removes the rest.
    ctx.clock.advance(UNUSED_UPLOAD_GRACE_MS + 60_000);
    await ctx.services.uploads.sweepUnused();
    admin = await signIn(ctx);
    tech = await signInTechnician(ctx);
    const status = async (contentId: string) => (await api(ctx, admin).get(`/api/uploads/${contentId}`)).statusCode;
    expect([await status(runbook.contentId), await status(inline.contentId), await status(held.contentId), await status(loose.contentId)]).toEqual([
      200, 200, 200, 404,
    ]);
    await disable(rule.id);
  });
});

describe('tag actions (issue 23 bug 2)', () => {
  const tagRule = (tags: string[]) =>
    api(ctx, admin).post('/api/ticketing/trigger/', {
      type: 'EVENT_BASED',
      name: `Tagger ${tags.join(' ')}`,
      enabled: true,
      conditions: { all: [{ id: 'c1', field: 'priority', operator: 'equals', value: 'HIGH' }], any: [] },
      actions: [{ uid: 'a1', field: 'add_tags', value: tags }],
    });

  it('refuse a tag name the ticket Tags field would refuse, and a tag that does not exist, with messages under the tag', async () => {
    const bad = await tagRule(['ok', 'a,b']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ 'actions.0.value.1': ['Tag cannot contain commas, angle brackets or control characters'] });
    const missing = await tagRule(['never-made']);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ 'actions.0.value.0': ['Tag "never-made" does not exist: create it first'] });
    // Once created (as the editor's 'Create tag' does), the same rule saves.
    await makeTags(ctx, admin, ['never-made']);
    const saved = await tagRule(['Never-Made']);
    expect(saved.statusCode).toBe(201);
    await disableRule(ctx, admin, saved.json<{ id: number }>().id);
  });

  it('say on the ticket what they could not apply when a tag was deleted after the rule was saved', async () => {
    await makeTags(ctx, admin, ['short-lived']);
    const rule = (await tagRule(['short-lived'])).json<{ id: number }>();
    const tags = (await api(ctx, admin).get('/api/ticketing/tags?pageSize=0')).json<{ id: number; name: string }[]>();
    expect((await api(ctx, admin).delete(`/api/ticketing/tags/${tags.find((t) => t.name === 'short-lived')!.id}`)).statusCode).toBe(204);

    const ticket = (await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'Tag me', organizationId: orgId })).json<TicketBody>();
    expect((await api(ctx, tech).editTicket(ticket.id, { priority: 'HIGH' })).statusCode).toBe(200);
    const skipped = (await activityOf(ticket.id)).filter((a) => a.field === 'automation_skipped');
    expect(skipped).toHaveLength(1);
    expect(skipped[0]!.actor.name).toBe("Automation 'Tagger short-lived'");
    expect(skipped[0]!.newLabel).toContain('short-lived: no such tag');
    expect(skipped[0]!.newValue).toMatchObject({ triggerIds: [rule.id] });
  });
});
