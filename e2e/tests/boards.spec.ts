import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, watchConsole } from './a11y.ts';
import { apiLogin, login } from './helpers.ts';

test.setTimeout(240_000);

/** Picks an option of a Mantine select by clicking it open (typing first when given). */
async function choose(page: Page, field: Locator, option: string, typed?: string) {
  await field.click();
  if (typed !== undefined) await field.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

/** Drags a sortable item by its handle onto another's handle, in small steps as a hand would (dnd-kit needs pointer moves). */
async function drag(page: Page, handle: Locator, onto: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await onto.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // dnd-kit starts a drag only after the pointer has moved a few pixels.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 12 });
  await page.mouse.up();
}

const headerTexts = async (page: Page, wanted: string[]) =>
  (await page.getByRole('columnheader').allInnerTexts()).map((h) => h.trim()).filter((h) => wanted.includes(h));

test('an administrator builds a ticket board with two conditions and three columns, sees exactly its tickets, and reorders the columns by dragging', async ({
  page,
  request,
}) => {
  const headers = await apiLogin(request);
  const suffix = randomBytes(3).toString('hex');
  const mark = `zz${suffix}`;
  // Two tickets meet both conditions (high priority, the mark in the summary); each of the others misses one.
  const tickets = [
    { summary: `Printer jams ${mark}`, priority: 'HIGH', match: true },
    { summary: `Scanner offline ${mark}`, priority: 'HIGH', match: true },
    { summary: `Fax noise ${mark}`, priority: 'LOW', match: false },
    { summary: `Monitor flicker ${suffix}`, priority: 'HIGH', match: false },
  ];
  for (const ticket of tickets) {
    const response = await request.post('/api/ticketing/ticket', { headers, data: { summary: ticket.summary, priority: ticket.priority } });
    expect(response.status(), await response.text()).toBe(201);
  }
  const cspMessages = await watchConsole(page);
  // The help panel's first-visit tooltip sits over the page header's buttons; close it whenever it shows.
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Help is here' }), async (tip) => {
    await tip.getByRole('button', { name: 'Close' }).click();
  });
  const accessible = async (label: string) => {
    await page.mouse.move(1, 1);
    await expectAccessible(page, cspMessages, label);
  };

  await login(page);
  await page.getByRole('link', { name: 'Boards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket boards' })).toBeVisible();
  const boardList = page.getByRole('navigation', { name: 'Ticket boards' });
  // Without a board in the address the first system board opens.
  await expect(page).toHaveURL(/\/tickets\/boards\/\d+$/);
  await expect(boardList.getByRole('link', { name: 'All open tickets' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: tickets[0]!.summary })).toBeVisible();
  await accessible('the board page');

  // --- A new board: name, two conditions in the "all" group, three columns.
  await boardList.getByRole('button', { name: 'New board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add ticket board' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Urgent ${mark}`);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('High-priority tickets of this journey');

  await dialog.getByRole('tab', { name: /^Conditions/ }).click();
  const allGroup = dialog.getByRole('region', { name: 'All of these conditions' });
  await allGroup.getByRole('button', { name: 'Add condition' }).click();
  const first = allGroup.getByRole('group', { name: 'Condition 1' });
  await choose(page, first.getByRole('combobox', { name: 'Field' }), 'Priority', 'Prio');
  await expect(first.getByRole('combobox', { name: 'Operator' })).toHaveValue('Is');
  await choose(page, first.getByRole('combobox', { name: 'Value' }), 'High');
  await allGroup.getByRole('button', { name: 'Add condition' }).click();
  const second = allGroup.getByRole('group', { name: 'Condition 2' });
  await choose(page, second.getByRole('combobox', { name: 'Field' }), 'Summary', 'Summ');
  await expect(second.getByRole('combobox', { name: 'Operator' })).toHaveValue('Contains');
  await second.getByRole('textbox', { name: 'Value' }).fill(mark);
  await accessible('the board editor’s conditions');

  await dialog.getByRole('tab', { name: /^Columns and sorting/ }).click();
  const order = dialog.getByTestId('board-column-order');
  for (const name of ['Status', 'Organization', 'Requester', 'Assignee', 'Type', 'Source', 'Created', 'Time tracked']) {
    await order.getByRole('button', { name: `Remove ${name}` }).click();
  }
  const columns = dialog.getByRole('combobox', { name: 'Columns' });
  await choose(page, columns, 'Priority', 'Prior');
  await page.keyboard.press('Escape');
  await expect(dialog.getByText(/^3 columns selected out of \d+$/).first()).toBeVisible();
  await expect
    .poll(() => order.getByRole('listitem').evaluateAll((items) => items.map((i) => i.getAttribute('data-column'))))
    .toEqual(['id', 'summary', 'priority']);
  await accessible('the board editor');

  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Success')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Urgent ${mark}` })).toBeVisible();
  await expect(boardList.getByRole('link', { name: `Urgent ${mark}` })).toHaveAttribute('aria-current', 'page');
  const boardId = Number(/\/tickets\/boards\/(\d+)$/.exec(page.url())![1]);

  // Exactly the matching tickets, in the chosen columns.
  const table = page.getByRole('table');
  for (const ticket of tickets) {
    await expect(table.getByRole('link', { name: ticket.summary })).toHaveCount(ticket.match ? 1 : 0);
  }
  await expect(table.getByRole('row').filter({ has: page.getByRole('link') })).toHaveCount(2);
  expect(await headerTexts(page, ['ID', 'Summary', 'Priority', 'Status'])).toEqual(['ID', 'Summary', 'Priority']);
  await accessible('the new board');

  // --- Drag Priority to the front.
  await page.getByRole('button', { name: 'Edit board' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit ticket board' });
  await expect(editor.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await editor.getByRole('tab', { name: /^Columns and sorting/ }).click();
  const list = editor.getByTestId('board-column-order');
  await drag(page, list.getByRole('button', { name: 'Move Priority', exact: true }), list.getByRole('button', { name: 'Move ID', exact: true }));
  await expect(list.getByRole('listitem').first()).toHaveAttribute('data-column', 'priority');
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect.poll(() => headerTexts(page, ['ID', 'Summary', 'Priority'])).toEqual(['Priority', 'ID', 'Summary']);
  const stored = (await (await request.get(`/api/ticketing/trigger/${boardId}`, { headers })).json()) as {
    columns: string[];
    conditions: { all: { field: string }[] };
  };
  expect(stored.columns).toEqual(['priority', 'id', 'summary']);
  expect(stored.conditions.all.map((c) => c.field)).toEqual(['priority', 'summary']);
  await expect(table.getByRole('row').filter({ has: page.getByRole('link') })).toHaveCount(2);
});

test('a technician makes a personal board; another technician neither lists nor opens it (issue 23 item 11)', async ({ page, browser, request }) => {
  const headers = await apiLogin(request);
  const mark = `p${randomBytes(3).toString('hex')}`;
  const post = async <T>(url: string, data: object) => {
    const response = await request.post(url, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as T;
  };
  const role = await post<{ id: number }>('/api/technician-roles', { name: `Boards ${mark}`, permissions: ['canManageTickets'] });
  const technician = (name: string) => ({ email: `${name.toLowerCase()}-${mark}@e2e.test`, password: 'a long enough password', name: `${name} ${mark}` });
  const tess = technician('Tess');
  const theo = technician('Theo');
  for (const person of [tess, theo]) await post('/api/users', { ...person, role: 'TECHNICIAN', technicianRoleId: role.id });
  await post('/api/ticketing/ticket', { summary: `Toner low ${mark}`, priority: 'HIGH' });

  await login(page, tess);
  await page.goto('/tickets/boards');
  const boardList = page.getByRole('navigation', { name: 'Ticket boards' });
  await expect(boardList.getByRole('heading', { name: 'My boards' })).toBeVisible();
  await boardList.getByRole('button', { name: 'New board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add ticket board' });
  await expect(dialog.getByText('Only you will see this board. Administrators make shared boards.')).toBeVisible();
  await expect(dialog.getByRole('radiogroup')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Toner ${mark}`);
  await dialog.getByRole('tab', { name: /^Conditions/ }).click();
  const allGroup = dialog.getByRole('region', { name: 'All of these conditions' });
  await allGroup.getByRole('button', { name: 'Add condition' }).click();
  const condition = allGroup.getByRole('group', { name: 'Condition 1' });
  await choose(page, condition.getByRole('combobox', { name: 'Field' }), 'Summary', 'Summ');
  await condition.getByRole('textbox', { name: 'Value' }).fill(mark);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: `Toner ${mark}` })).toBeVisible();
  await expect(page.getByText('Personal', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Toner low ${mark}` })).toBeVisible();
  const mine = boardList.getByRole('heading', { name: 'My boards' }).locator('..');
  await expect(mine.getByRole('link', { name: `Toner ${mark}` })).toBeVisible();
  const boardUrl = new URL(page.url()).pathname;

  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const theoPage = await other.newPage();
  await login(theoPage, theo);
  await theoPage.goto('/tickets/boards');
  const theoList = theoPage.getByRole('navigation', { name: 'Ticket boards' });
  await expect(theoList.getByRole('link', { name: 'All open tickets' })).toBeVisible();
  await expect(theoList.getByRole('link', { name: `Toner ${mark}` })).toHaveCount(0);
  await theoPage.goto(boardUrl);
  await expect(theoPage.getByText('Ticket board not found')).toBeVisible();
  await other.close();
});
