import { expect, test } from '@playwright/test';
import { editor, hostHtml, insertTable, openHarness } from './harness.ts';

test('insert a table and resize a column and a row', async ({ page }) => {
  await openHarness(page, { html: '<p></p>' });
  await editor(page).click();
  await insertTable(page, 3, 3);
  await expect(editor(page).locator('table tr')).toHaveCount(3);
  await expect(editor(page).locator('table tr').first().locator('td, th')).toHaveCount(3);

  const cell = editor(page).locator('table td, table th').first();
  await cell.click();
  const before = (await cell.boundingBox())!;
  const colHandle = page.getByRole('separator', { name: 'Resize column' });
  const h = (await colHandle.boundingBox())!;
  await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
  await page.mouse.down();
  await page.mouse.move(h.x + 80, h.y + h.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await cell.boundingBox())!.width).toBeGreaterThan(before.width + 40);
  await expect.poll(() => hostHtml(page)).toMatch(/<col width="\d+">/);

  await cell.click();
  const rowHandle = page.getByRole('separator', { name: 'Resize row' });
  const r = (await rowHandle.boundingBox())!;
  await page.mouse.move(r.x + r.width / 2, r.y + r.height / 2);
  await page.mouse.down();
  await page.mouse.move(r.x + r.width / 2, r.y + 60, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => hostHtml(page)).toMatch(/<tr style="height:\d+px">/);
});

test('merge a rectangular selection of cells, then unmerge', async ({ page }) => {
  await openHarness(page, { html: '<p></p>' });
  await editor(page).click();
  await insertTable(page, 2, 2);
  const cells = editor(page).locator('table td, table th');
  await cells.nth(0).click();
  await cells.nth(1).click({ modifiers: ['Shift'] });
  await page.getByRole('button', { name: 'Cell options' }).click();
  await page.getByRole('menuitem', { name: 'Merge cells', exact: true }).click();
  await expect.poll(() => hostHtml(page)).toContain('colspan="2"');

  await editor(page).locator('table [colspan="2"]').click();
  await page.getByRole('button', { name: 'Cell options' }).click();
  await page.getByRole('menuitem', { name: 'Unmerge cells', exact: true }).click();
  await expect.poll(() => hostHtml(page)).not.toContain('colspan');
});
