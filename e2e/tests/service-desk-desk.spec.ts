import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiLogin, login } from './helpers.ts';

/** What a technician trips over at the service desk (issue 23), as a person does it in Chromium. */

type Headers = Record<string, string>;

async function post<T>(request: APIRequestContext, headers: Headers, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { headers, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

/** Picks an option of a Mantine select or picker by typing into it. */
async function choose(page: Page, field: Locator, option: string | RegExp, typed?: string) {
  await field.click();
  if (typed !== undefined) await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

test('Apply in "Assign Incident" on the New ticket page assigns the problem and creates nothing until Create ticket', async ({ page, request }) => {
  const headers = await apiLogin(request);
  const mark = randomBytes(3).toString('hex');
  const problem = await post<{ id: number }>(request, headers, '/api/ticketing/ticket', { summary: `Mail server down ${mark}`, type: 'PROBLEM' });
  await login(page);
  await page.goto('/tickets/new');
  await page.getByRole('textbox', { name: 'Summary' }).fill(`Cannot send mail ${mark}`);
  await choose(page, page.getByRole('combobox', { name: 'Type' }), 'Incident');
  const assign = page.getByRole('dialog', { name: 'Assign Incident' });
  // Apply without a problem: the dialog says so, and the page is not submitted behind it.
  await assign.getByRole('button', { name: 'Apply' }).click();
  await expect(assign.getByText('Required')).toBeVisible();
  await choose(page, assign.getByRole('combobox', { name: 'Problem' }), `#${problem.id} Mail server down ${mark}`, mark);
  await assign.getByRole('button', { name: 'Apply' }).click();
  await expect(assign).toBeHidden();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/tickets\/new$/);
  // Nothing was created: the problem has no incident yet.
  expect(await (await request.get(`/api/ticketing/ticket/${problem.id}/incidents`, { headers })).json()).toEqual([]);

  await page.getByRole('button', { name: 'Create ticket' }).click();
  await expect(page).toHaveURL(/\/tickets\/\d+$/);
  const id = Number(/\/tickets\/(\d+)$/.exec(page.url())![1]);
  const saved = (await (await request.get(`/api/ticketing/ticket/${id}`, { headers })).json()) as { type: string; parentTicketId: number };
  expect(saved).toMatchObject({ type: 'INCIDENT', parentTicketId: problem.id });
});

test('typed work is kept: a comment draft survives a reload, unsaved fields are asked about before leaving', async ({ page, request }) => {
  const headers = await apiLogin(request);
  const mark = randomBytes(3).toString('hex');
  const ticket = await post<{ id: number }>(request, headers, '/api/ticketing/ticket', { summary: `Drafts ${mark}` });
  await login(page);
  await page.goto(`/tickets/${ticket.id}`);

  // A comment typed, then a reload: it is still there (kept per user and ticket), and sent it is gone.
  const editor = page.getByLabel('Comment editor');
  await editor.click();
  await page.keyboard.type(`Half a reply ${mark}`);
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByLabel('Comment editor')).toContainText(`Half a reply ${mark}`);

  // A field changed and not saved: the sidebar link asks; Stay keeps the change.
  await choose(page, page.getByRole('combobox', { name: 'Priority' }), 'High');
  await page.getByRole('link', { name: 'Tickets', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'You have unsaved changes' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.id}$`));
  await expect(page.getByRole('combobox', { name: 'Priority' })).toHaveValue('High');

  // A reload asks through the browser.
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.type();
    void dialog.dismiss();
  });
  // Dismissed, the reload never happens: a page.reload() would wait for it.
  await page.evaluate(() => window.location.reload());
  await expect.poll(() => asked).toBe('beforeunload');
  await expect(page.getByRole('combobox', { name: 'Priority' })).toHaveValue('High');

  // Leave: the change is dropped on purpose; the draft is still there on coming back.
  await page.getByRole('link', { name: 'Tickets', exact: true }).click();
  await page.getByRole('dialog', { name: 'You have unsaved changes' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await page.goto(`/tickets/${ticket.id}`);
  await expect(page.getByLabel('Comment editor')).toContainText(`Half a reply ${mark}`);
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expect(page.getByText('Comment added')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Comment editor')).not.toContainText(`Half a reply ${mark}`);
});

test('the activity says an automation made its change, and after whose', async ({ page, request }) => {
  const headers = await apiLogin(request);
  const mark = randomBytes(3).toString('hex');
  const name = `Escalate VIP ${mark}`;
  await post(request, headers, '/api/ticketing/trigger/', {
    type: 'EVENT_BASED',
    name,
    enabled: true,
    conditions: {
      all: [
        { id: 'c1', field: 'priority', operator: 'equals', value: 'HIGH' },
        { id: 'c2', field: 'summary', operator: 'contains', value: mark },
      ],
      any: [],
    },
    actions: [{ uid: 'a1', field: 'ticket', operator: 'severity', value: 'CRITICAL' }],
  });
  const ticket = await post<{ id: number }>(request, headers, '/api/ticketing/ticket', { summary: `VIP printer ${mark}` });
  await login(page);
  await page.goto(`/tickets/${ticket.id}`);
  await choose(page, page.getByRole('combobox', { name: 'Priority' }), 'High');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Ticket saved')).toBeVisible();
  await page.getByRole('tab', { name: 'Activity' }).click();
  const activity = page.getByTestId('activity');
  const severity = activity.getByRole('row').filter({ hasText: 'changed Severity' });
  await expect(severity).toHaveCount(1);
  await expect(severity).toContainText(`Automation '${name}'`);
  await expect(severity).toContainText('None → Critical (after Administrator changed Priority)');
  await expect(activity.getByRole('row').filter({ has: page.getByRole('cell', { name: 'changed Priority', exact: true }) })).toContainText('Administrator');
  await expect(activity.getByRole('row').filter({ hasText: 'changed automation' })).toHaveCount(0);
});
