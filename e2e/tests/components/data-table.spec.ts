import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiLogin } from '../helpers.ts';

// Standalone harness (harness.config.ts) sets PLAYGROUND_URL; inside the app it is /playground behind a login.
const playground = process.env.PLAYGROUND_URL ?? '/playground';
const inApp = process.env.PLAYGROUND_URL === undefined;
const clientTable = (page: Page) => page.locator('[data-table-id="playground-client"]');
const row = (table: Locator, id: string) => table.locator(`tr[data-row-id="${id}"]`);
const selectedIds = (table: Locator) => table.locator('tr[aria-selected="true"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-id')));

test.beforeEach(async ({ page }) => {
  // The page's request context shares its cookie jar, so this signs the browser in too.
  if (inApp) {
    const headers = await apiLogin(page.request);
    // Table settings are kept per user on the server: start each test from the defaults, not
    // from the columns and sort an earlier test saved.
    for (const tableId of ['playground-client', 'playground-server']) {
      const cleared = await page.request.delete(`/api/me/table-settings/${tableId}`, { headers });
      expect(cleared.ok()).toBe(true);
    }
  }
  await page.goto(playground);
  await page.evaluate(() => window.localStorage.removeItem('outpost.table-settings.playground-client'));
  await page.reload();
  await expect(row(clientTable(page), 'r1')).toBeVisible();
});

test('keyboard: arrows move, shift+arrow selects a range, Enter runs the row action, Escape clears', async ({ page }) => {
  const table = clientTable(page);
  await row(table, 'r1').locator('td').nth(3).click();
  await page.keyboard.press('ArrowDown');
  await expect(row(table, 'r2')).toHaveAttribute('data-active', 'true');
  await page.keyboard.press('Shift+ArrowDown');
  expect(await selectedIds(table)).toEqual(['r2', 'r3']);
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  // r4 is disabled: the range goes past it without selecting it.
  expect(await selectedIds(table)).toEqual(['r2', 'r3', 'r5', 'r6']);
  await expect(table.getByText('4 Selected')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('last-action')).toHaveText('action:r6');
  await page.keyboard.press('Escape');
  expect(await selectedIds(table)).toEqual([]);
  await page.keyboard.press('Space');
  expect(await selectedIds(table)).toEqual(['r6']);
});

test('mouse: shift-click selects the range from the last clicked row', async ({ page }) => {
  const table = clientTable(page);
  await row(table, 'r8').getByRole('checkbox').click();
  await row(table, 'r12')
    .getByRole('checkbox')
    .click({ modifiers: ['Shift'] });
  expect(await selectedIds(table)).toEqual(['r8', 'r9', 'r10', 'r11', 'r12']);
  await table.getByRole('button', { name: 'Tag selected' }).click();
  await expect(page.getByTestId('bulk-result')).toHaveText('r8,r9,r10,r11,r12');
  await table.getByRole('button', { name: 'Select all 499 result(s)' }).click();
  await expect(table.getByText('499 Selected')).toBeVisible();
  await row(table, 'r1').getByRole('checkbox').click();
  await table.getByRole('button', { name: 'Tag selected' }).click();
  await expect(page.getByTestId('bulk-result')).toHaveText('all except 1');
});

test('settings: visible columns and sort survive a reload', async ({ page }) => {
  const table = clientTable(page);
  await table.getByRole('button', { name: 'Table settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Table settings' });
  await dialog.getByRole('checkbox', { name: 'Tags' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Created' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await table.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
  await table.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
  await expect(row(table, 'r500')).toBeVisible();
  await page.reload();
  const again = clientTable(page);
  await expect(again.getByRole('columnheader', { name: 'Created' })).toBeVisible();
  await expect(again.getByRole('columnheader', { name: 'Tags' })).toHaveCount(0);
  await expect(again.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  await expect(again.locator('tbody tr').first()).toHaveAttribute('data-row-id', 'r500');
});

test('export: CSV of the visible columns and every matching row', async ({ page }) => {
  const table = clientTable(page);
  const [download] = await Promise.all([page.waitForEvent('download'), table.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toBe('playground-client.csv');
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe('Name,Status,CPU %,Tags');
  expect(lines).toHaveLength(501);
  expect(lines[1]).toBe('Item 0000001,offline,0,alpha');
});

test('export of a server-driven table includes rows beyond the current page', async ({ page }) => {
  const table = page.locator('[data-table-id="playground-server"]');
  await expect(table.getByTestId('results-count')).toHaveText('2,000 results');
  const [download] = await Promise.all([page.waitForEvent('download'), table.getByRole('button', { name: 'Export' }).click()]);
  const text = (await readFile(await download.path())).toString('utf8');
  expect(text.trim().split('\r\n')).toHaveLength(2001);
});

test('virtualised body: rows line up with the scroll offset and take clicks once scrolling stops', async ({ page }) => {
  await page.goto(`${playground}?bench=client`);
  const body = page.getByTestId('data-table');
  await expect(body.locator('tr[data-row-id="r1"]')).toBeVisible();
  // Rows have the fixed height the virtualiser assumes (44 px here).
  await body.evaluate((el) => el.scrollTo({ top: 44 * 5000 }));
  const target = body.locator('tr[data-row-id="r5001"]');
  await expect(target).toBeVisible();
  const [scroller, header, row5001] = await Promise.all([body.boundingBox(), body.locator('thead').boundingBox(), target.boundingBox()]);
  // Scrolled by exactly 5,000 rows, row 5,001 is the first under the sticky header.
  expect(Math.abs((row5001?.y ?? 0) - (scroller?.y ?? 0) - (header?.height ?? 0))).toBeLessThanOrEqual(1);
  await page.mouse.move((scroller?.x ?? 0) + 200, (scroller?.y ?? 0) + 200);
  for (let i = 0; i < 10; i++) await page.mouse.wheel(0, 100);
  await expect(body).not.toHaveAttribute('data-scrolling');
  const later = body.locator('tr[data-row-id="r5020"]');
  await later.getByRole('checkbox').click();
  await expect(later).toHaveAttribute('aria-selected', 'true');
});
