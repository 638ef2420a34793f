import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { api, signInTechnician, type Caller, type TicketBody } from '../tickets/tickets.fixtures.ts';
import type { TemplatePreview } from '@outpost/contracts';
import { makeTags, saveRule } from './automations.fixtures.ts';

let ctx: TestContext;
let admin: Caller;
let tech: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  tech = await signInTechnician(ctx);
  await makeTags(ctx, admin, ['answered']);
});
afterAll(async () => {
  await ctx?.close();
});

describe('response templates', () => {
  it('are offered when enabled, and applied to the ticket being edited for review: fields, rendered comment, time; nothing saved', async () => {
    // A tag that exists when the template is saved and is deleted later: the preview leaves it out and says so.
    await makeTags(ctx, admin, ['no-such-tag']);
    const template = await saveRule(ctx, admin, {
      type: 'RESPONSE_TEMPLATE',
      name: 'Password reset',
      actions: [
        { uid: 'a1', field: 'ticket', operator: 'status', value: 'WAITING' },
        { uid: 'a2', field: 'add_tags', value: ['answered', 'no-such-tag'] },
        { uid: 'a3', field: 'ADD_TICKET_COMMENT', value: { body: '<p>Hi, about "{{ticket.summary}}":</p>{{changes}}{{userSignature}}', public: true } },
        { uid: 'a4', field: 'TICKET_LOG_ENTRY_TIME_TRACKER', value: { value: 15, unit: 'MINUTES' } },
      ],
    });
    const doomed = (await api(ctx, admin).get('/api/ticketing/tags?pageSize=0')).json<{ id: number; name: string }[]>().find((t) => t.name === 'no-such-tag')!;
    expect((await api(ctx, admin).delete(`/api/ticketing/tags/${doomed.id}`)).statusCode).toBe(204);
    const hidden = await saveRule(ctx, admin, {
      type: 'RESPONSE_TEMPLATE',
      name: 'Hidden',
      enabled: false,
      actions: [{ uid: 'a', field: 'ticket', operator: 'priority', value: 'LOW' }],
    });
    const options = (await api(ctx, tech).get('/api/ticketing/response-template/options')).json<{ id: number; name: string }[]>();
    expect(options.map((o) => o.name)).toEqual(['Password reset']);

    const ticket = (await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'Locked <out>' })).json<TicketBody>();
    const response = await api(ctx, tech).post(`/api/ticketing/ticket/${ticket.id}/response-template/${template.id}`, { draft: { priority: 'HIGH' } });
    expect(response.statusCode).toBe(200);
    const preview = response.json<TemplatePreview>();
    expect(preview.patch).toEqual({ status: 'WAITING', tags: ['answered'] });
    expect(preview.leftOut).toEqual(['tags (no-such-tag: no such tag)']);
    // The editor's unsaved priority counts as a pending change too.
    expect(preview.changes.map((c) => [c.field, c.newLabel])).toEqual([
      ['status', 'Waiting'],
      ['priority', 'HIGH'],
      ['tags', 'answered'],
    ]);
    expect(preview.comment?.isPublic).toBe(true);
    expect(preview.comment?.htmlBody).toContain('<p>Hi, about "Locked &lt;out&gt;":</p><ul><li>status: New → Waiting</li>');
    expect(preview.comment?.htmlBody).toMatch(/<p>-- <br \/>User \d+<\/p>$/);
    expect(preview.timeEntry).toEqual({ durationSeconds: 900, description: "Logged by automation 'Password reset'" });

    const after = (await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}`)).json<TicketBody>();
    expect([after.version, after.status.key, after.tags]).toEqual([ticket.version, 'NEW', []]);
    expect((await api(ctx, tech).post(`/api/ticketing/ticket/${ticket.id}/response-template/${hidden.id}`, {})).statusCode).toBe(404);
    expect((await api(ctx, tech).post(`/api/ticketing/ticket/999999/response-template/${template.id}`, {})).json()).toMatchObject({
      message: 'Error ticket not found',
    });
  });
});
