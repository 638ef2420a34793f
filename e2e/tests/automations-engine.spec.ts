import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startHookReceiver } from '../../apps/server/src/modules/automations/channels/hook-receiver.fixtures.ts';
import { addressOf, startTestReceiver, type TestReceiver } from '../../apps/server/src/modules/mail/mail.fixtures.ts';
import { apiLogin, login } from './helpers.ts';

// Issue 14's engine journeys against the real server: rules saved through the API, tickets made
// through the API, what the rules did seen on the ticket page, their e-mail received over SMTP on
// loopback and their Slack notifications by a webhook receiver on loopback. The time rule moves
// the server's test clock (OUTPOST_TEST_CLOCK, decision 0021), which only time rules read.

test.setTimeout(120_000);

const HOUR = 60 * 60;

let request: APIRequestContext;
let headers: Record<string, string>;
let mail: TestReceiver;
let hooks: Awaited<ReturnType<typeof startHookReceiver>>;
let channelId: number;
let savedMailSettings: Record<string, unknown>;
const ruleIds: number[] = [];

async function created<T>(path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { headers, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** Saves an enabled rule; it is deleted after the file so later journeys' tickets are left alone. */
async function rule(data: { type: 'EVENT_BASED' | 'TIME_BASED'; name: string; all: unknown[]; actions: unknown[] }): Promise<number> {
  const { id } = await created<{ id: number }>('/api/ticketing/trigger/', { ...data, enabled: true, conditions: { all: data.all, any: [] } });
  ruleIds.push(id);
  return id;
}

const ticketOf = async (id: number) =>
  (await (await request.get(`/api/ticketing/ticket/${id}`, { headers })).json()) as {
    status: { key: string };
    tags: string[];
    assignee: { name: string | null } | null;
  };

/** The ticket page's activity tab. */
async function activityTab(page: Page, id: number, summary: string) {
  await page.goto(`/tickets/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `#${id} ${summary}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Activity' }).click();
  return page.getByTestId('activity');
}
/** Rows of the activity that say a rule fired (its log entry names it, by the actor "Automation '{name}'", and says it ran). */
const firedRows = (activity: ReturnType<Page['getByTestId']>, name: string) =>
  activity
    .getByRole('row')
    .filter({ has: activity.page().getByRole('cell', { name: `Automation '${name}'`, exact: true }) })
    .filter({ has: activity.page().getByRole('cell', { name: 'ran', exact: true }) });

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  headers = await apiLogin(request);
  mail = await startTestReceiver();
  hooks = await startHookReceiver();
  // The journeys after this file expect the mail settings as the server started with them.
  savedMailSettings = (await (await request.get('/api/ticketing/mail/settings', { headers })).json()) as Record<string, unknown>;
  const on = await request.put('/api/ticketing/mail/settings', {
    headers,
    data: {
      enabled: true,
      host: '127.0.0.1',
      port: mail.port,
      tlsMode: 'NONE',
      username: '',
      fromAddress: 'desk@e2e.test',
      fromName: 'E2E Desk',
      newContactOrganizationId: null,
    },
  });
  expect(on.ok(), await on.text()).toBe(true);
  channelId = (await created<{ id: number }>('/api/channel', { name: `Desk Slack ${randomBytes(3).toString('hex')}`, type: 'SLACK', url: hooks.url })).id;
});

test.afterAll(async () => {
  for (const id of ruleIds) await request.delete(`/api/ticketing/trigger/${id}`, { headers });
  await request.delete(`/api/channel/${channelId}`, { headers });
  const keys = ['enabled', 'host', 'port', 'tlsMode', 'username', 'fromAddress', 'fromName', 'newContactOrganizationId'];
  await request.put('/api/ticketing/mail/settings', { headers, data: Object.fromEntries(keys.map((k) => [k, savedMailSettings[k]])) });
  await mail?.close();
  await hooks?.close();
  await request?.dispose();
});

test('an event rule on a new VIP ticket assigns it, comments with its number, e-mails the requester over SMTP and posts to Slack', async ({ page }) => {
  const mark = `vip${randomBytes(3).toString('hex')}`;
  await created('/api/ticketing/tags', { name: mark });
  const requester = { name: 'Rhea Requester', email: `rhea-${mark}@customer.test` };
  const org = await created<{ id: number }>('/api/organizations', { name: `Engine ${mark}`, description: '' });
  const contact = await created<{ uid: string }>('/api/ticketing/contacts', { organizationId: org.id, ...requester });
  const users = (await (await request.get('/api/users', { headers })).json()) as { id: number; name: string }[];
  const terry = users.find((u) => u.name === 'Terry Technician')!;
  const name = `VIP escalation ${mark}`;
  await rule({
    type: 'EVENT_BASED',
    name,
    all: [
      { id: 'c1', field: 'priority', operator: 'equals', value: 'HIGH' },
      { id: 'c2', field: 'tags', operator: 'contains_any', value: [mark] },
    ],
    actions: [
      { uid: 'a1', field: 'ticket', operator: 'assignedAppUserId', value: terry.id },
      { uid: 'a2', field: 'ADD_TICKET_COMMENT', value: { body: '<p>VIP ticket #{{ticket.id}} from {{requester.name}}</p>', public: false } },
      {
        uid: 'a3',
        field: 'SEND_EMAIL',
        value: { keys: ['REQUESTER'], subject: 'We are on it: {{ticket.summary}}', body: '<p>Ticket #{{ticket.id}} is with {{assignee.name}}.</p>' },
      },
      { uid: 'a4', field: 'SEND_NOTIFICATION', value: { channels: [{ channelId, channelType: 'SLACK' }] } },
    ],
  });

  const summary = `Printer on fire ${mark}`;
  const ticket = await created<{ id: number }>('/api/ticketing/ticket', {
    summary,
    organizationId: org.id,
    requesterUid: contact.uid,
    priority: 'HIGH',
    tags: [mark],
  });

  // The ticket page: assigned, the rule's private note naming the new ticket, the rule in the log once.
  await login(page);
  await page.goto(`/tickets/${ticket.id}`);
  const details = page.getByRole('heading', { name: 'Details' }).locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]');
  await expect(details.getByRole('combobox', { name: 'Assignee' })).toHaveValue('Terry Technician');
  await expect(page.getByText(`VIP ticket #${ticket.id} from Rhea Requester`)).toBeVisible();
  const activity = await activityTab(page, ticket.id, summary);
  await expect(firedRows(activity, name)).toHaveCount(1);

  // The e-mail, over SMTP: to the requester, marked automatic, its placeholders filled from the saved ticket.
  await expect(async () => {
    const ours = mail.messages.filter((m) => m.subject === `We are on it: ${summary}`);
    expect(ours).toHaveLength(1);
    expect(addressOf(ours[0]!.to)).toBe(requester.email);
    expect(ours[0]!.headers.get('auto-submitted')).toBe('auto-generated');
    expect(ours[0]!.text).toContain(`Ticket #${ticket.id} is with Terry Technician.`);
  }).toPass({ timeout: 30_000 });

  // The Slack notification, through the delivery queue to the webhook on loopback.
  await expect(async () => {
    const posts = hooks.received.map((h) => JSON.parse(h.body) as { text: string }).filter((b) => b.text.includes(summary));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.text).toContain(`[#${ticket.id}]`);
    expect(posts[0]!.text).toContain(`automation '${name}'`);
  }).toPass({ timeout: 30_000 });
});

test('two rules that would trigger each other fire once each and the chain stops', async ({ page }) => {
  const mark = randomBytes(3).toString('hex');
  const [ping, pong] = [`ping-${mark}`, `pong-${mark}`];
  for (const tag of [ping, pong]) await created('/api/ticketing/tags', { name: tag });
  await rule({
    type: 'EVENT_BASED',
    name: `Ping ${mark}`,
    all: [{ id: 'c', field: 'tags', operator: 'contains_any', value: [ping] }],
    actions: [
      { uid: 'r', field: 'remove_tags', value: [ping] },
      { uid: 'a', field: 'add_tags', value: [pong] },
    ],
  });
  await rule({
    type: 'EVENT_BASED',
    name: `Pong ${mark}`,
    all: [{ id: 'c', field: 'tags', operator: 'contains_any', value: [pong] }],
    actions: [
      { uid: 'r', field: 'remove_tags', value: [pong] },
      { uid: 'a', field: 'add_tags', value: [ping] },
    ],
  });
  const summary = `Loop ${mark}`;
  const ticket = await created<{ id: number; version: number }>('/api/ticketing/ticket', { summary });

  const updated = await request.patch(`/api/ticketing/ticket/${ticket.id}`, { headers, data: { version: ticket.version, tags: [ping] } });
  expect(updated.status(), await updated.text()).toBe(200);
  // Ping turned it into pong, Pong back into ping; neither may fire again in the same chain.
  expect((await ticketOf(ticket.id)).tags).toEqual([ping]);

  await login(page);
  const activity = await activityTab(page, ticket.id, summary);
  await expect(firedRows(activity, `Ping ${mark}`)).toHaveCount(1);
  await expect(firedRows(activity, `Pong ${mark}`)).toHaveCount(1);
});

test('a time rule (WAITING for 48 hours → OPEN and notify) fires once when the test clock passes 48 hours, not again on the next sweep', async ({ page }) => {
  const mark = `wait${randomBytes(3).toString('hex')}`;
  const name = `Waited two days ${mark}`;
  await rule({
    type: 'TIME_BASED',
    name,
    all: [
      { id: 'c1', field: 'time_since_status:WAITING', operator: 'greater_or_equal_than', value: '48:0' },
      { id: 'c2', field: 'summary', operator: 'contains', value: mark },
    ],
    actions: [
      { uid: 'a1', field: 'ticket', operator: 'status', value: 'OPEN' },
      { uid: 'a2', field: 'SEND_NOTIFICATION', value: { channels: [{ channelId, channelType: 'SLACK' }] } },
    ],
  });
  const summary = `Asked the customer ${mark}`;
  const ticket = await created<{ id: number }>('/api/ticketing/ticket', { summary, status: 'WAITING' });
  const notified = () => hooks.received.filter((h) => h.body.includes(mark)).length;
  const sweep = async () => {
    const response = await request.post('/api/ticketing/automation/sweep', { headers, data: {} });
    expect(response.status(), await response.text()).toBe(200);
  };
  const advance = async (seconds: number) => {
    const response = await request.post('/api/ticketing/automation/test-clock', { headers, data: { seconds } });
    expect(response.status(), await response.text()).toBe(200);
  };

  await sweep();
  await advance(47 * HOUR);
  await sweep();
  expect((await ticketOf(ticket.id)).status.key).toBe('WAITING');

  await advance(2 * HOUR);
  await sweep();
  expect((await ticketOf(ticket.id)).status.key).toBe('OPEN');
  await expect.poll(notified, { timeout: 30_000 }).toBe(1);

  // The next sweep (and the one after) leaves it alone: the rule fired for this stay in WAITING.
  await sweep();
  await sweep();
  expect((await ticketOf(ticket.id)).status.key).toBe('OPEN');

  await login(page);
  await page.goto(`/tickets/${ticket.id}`);
  const details = page.getByRole('heading', { name: 'Details' }).locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]');
  await expect(details.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');
  const activity = await activityTab(page, ticket.id, summary);
  await expect(firedRows(activity, name)).toHaveCount(1);
  await expect(activity.getByRole('row').filter({ hasText: 'changed Status' })).toContainText('Waiting → Open');
  // Deliveries are queued after the save: give a second, wrong one time to arrive before counting.
  await page.waitForTimeout(1500);
  expect(notified()).toBe(1);
});
