import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_CODE_MESSAGES, type ActionInput } from '@outpost/rules';
import { users } from '../../db/schema.ts';
import { makeOrganization } from '../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { api, type Caller } from '../tickets/tickets.fixtures.ts';

// Spec 002 §8.1: each result code the server answers for the misuse it names, through the rule
// store the automations editor saves to (POST/PUT /api/ticketing/trigger).

let ctx: TestContext;
let admin: Caller;
let leaverId: number;
let goneContactUid: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  const leaver = await signIn(ctx, 'TECHNICIAN');
  leaverId = leaver.userId;
  await ctx.database.db.update(users).set({ disabled: true }).where(eq(users.id, leaverId));
  const org = await makeOrganization(ctx);
  goneContactUid = (await api(ctx, admin).post('/api/ticketing/contacts', { organizationId: org.id, name: 'Gone', email: 'gone@customer.test' })).json<{
    uid: string;
  }>().uid;
  expect((await api(ctx, admin).delete(`/api/ticketing/contacts/${goneContactUid}`)).statusCode).toBeLessThan(300);
});
afterAll(async () => {
  await ctx?.close();
});

const always = { all: [{ id: 'c', field: 'action', operator: 'equals', value: 'INSERT' }], any: [] };
const timeSince = { all: [{ id: 'c', field: 'time_since_created', operator: 'greater_or_equal_than', value: '1:0' }], any: [] };
const email = (value: Record<string, unknown>): ActionInput => ({
  uid: 'e',
  field: 'SEND_EMAIL',
  value: { emails: ['a@example.com'], subject: 'Hi', body: '<p>Hi</p>', ...value },
});
const save = (type: 'EVENT_BASED' | 'TIME_BASED', actions: unknown[]) =>
  api(ctx, admin).post('/api/ticketing/trigger/', { type, name: 'Misuse', conditions: type === 'TIME_BASED' ? timeSince : always, actions });

describe('saving an automation answers §8.1 result codes with their messages', () => {
  const cases: [string, 'EVENT_BASED' | 'TIME_BASED', unknown[]][] = [
    ['current_user_unsupported', 'TIME_BASED', [email({ body: '<p>Hello {{currentUser.name}}</p>' })]],
    ['email_action_comment_placeholder_invalid', 'EVENT_BASED', [email({ body: '<p>{{ticket.nonsense}}</p>' })]],
    ['email_action_num_placeholder_comments_invalid', 'EVENT_BASED', [email({ body: '<p>{{comment.latest}} {{comment.all}}</p>' })]],
    ['action_comment_placeholder_not_allowed', 'EVENT_BASED', [{ uid: 'c', field: 'ADD_TICKET_COMMENT', value: { body: '<p>{{comment.latest}}</p>' } }]],
    ['automation_ticket_assignee_do_not_exists', 'EVENT_BASED', [{ uid: 't', field: 'ticket', operator: 'assignedAppUserId', value: 'LEAVER' }]],
    ['ticket_changes_action_user_or_contact_not_found', 'EVENT_BASED', [{ uid: 't', field: 'ticket', operator: 'requesterUid', value: 'GONE_CONTACT' }]],
    ['email_action_user_or_contact_not_found', 'EVENT_BASED', [email({ uids: ['LEAVER'] })]],
    ['email_action_body_max_length', 'EVENT_BASED', [email({ body: `<p>${'x'.repeat(100_001)}</p>` })]],
  ];
  it.each(cases)('%s', async (code, type, actions) => {
    const body = JSON.parse(JSON.stringify(actions).replaceAll('"LEAVER"', String(leaverId)).replaceAll('GONE_CONTACT', goneContactUid)) as unknown[];
    const response = await save(type, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ resultCode: code, message: RESULT_CODE_MESSAGES[code as keyof typeof RESULT_CODE_MESSAGES] });
  });

  it('refuses a notification to a channel that does not exist, and saves one that does', async () => {
    const notify = (channelId: number, channelType: string) => [{ uid: 'n', field: 'SEND_NOTIFICATION', value: { channels: [{ channelId, channelType }] } }];
    const missing = await save('EVENT_BASED', notify(987_654, 'SLACK'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      resultCode: 'VALIDATION_FAILED',
      message: 'Error saving automation',
      fields: { 'actions.0.value.channels': ['Must not contain deleted notification channels'] },
    });
    const channel = (await api(ctx, admin).post('/api/channel', { name: 'Existing mail', type: 'EMAIL', recipients: ['ops@example.com'] })).json<{
      id: number;
    }>();
    expect((await save('EVENT_BASED', notify(channel.id, 'EMAIL'))).statusCode).toBe(201);
  });

  it("answers 'Error saving automation' with field paths for any other refusal, and for malformed rule JSON", async () => {
    const malformed = await api(ctx, admin).post('/api/ticketing/trigger/', {
      type: 'EVENT_BASED',
      name: 'Broken',
      conditions: { all: [{ id: 1, field: 'priority', operator: 'bigger', value: { nested: true } }], any: 'no' },
      actions: [{ uid: 'a', field: 'NOT_AN_ACTION' }],
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ resultCode: 'VALIDATION_FAILED', message: 'Error saving automation' });
    expect(Object.keys(malformed.json().fields).sort()).toEqual(
      ['actions.0.field', 'conditions.all.0.id', 'conditions.all.0.operator', 'conditions.all.0.value', 'conditions.any'].sort(),
    );
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/ticketing/trigger/',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"type": "EVENT_BASED", "name": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toHaveProperty('resultCode');
    const wrongType = await api(ctx, admin).post('/api/ticketing/trigger/', { type: 'SOMETHING', name: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields).toHaveProperty('type');
  });
});
