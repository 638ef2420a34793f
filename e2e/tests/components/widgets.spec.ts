import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin } from '../helpers.ts';

const playground = process.env.PLAYGROUND_URL ?? '/playground';
const inApp = process.env.PLAYGROUND_URL === undefined;

/** Presses on `handle`, moves by (dx, dy) in small steps (dnd-kit needs real pointer moves), releases. */
async function drag(page: Page, handle: Locator, dx: number, dy: number) {
  const box = await handle.boundingBox();
  if (!box) throw new Error('handle not visible');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(x + (dx * i) / 10, y + (dy * i) / 10);
  await page.mouse.up();
}

test.beforeEach(async ({ page }) => {
  if (inApp) await apiLogin(page.request);
  await page.goto(playground);
});

test('tree list: dragging an item right indents it under the item above (24 px a level)', async ({ page }) => {
  const item = page.locator('[data-tree-id="b"]');
  await expect(item).toHaveAttribute('data-depth', '0');
  await item.scrollIntoViewIfNeeded();
  await drag(page, item.getByRole('button', { name: 'Workstations', exact: true }), 30, 0);
  await expect(item).toHaveAttribute('data-depth', '1');
  await expect(item).toHaveCSS('padding-left', '24px');
});

test('data table: rows reorder through the drag-and-drop column', async ({ page }) => {
  const table = page.locator('[data-table-id="playground-reorder"]');
  const order = () => table.locator('tr[data-row-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-id')));
  // The playground is lazy-loaded: wait for the rows before reading their order.
  await expect.poll(order).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
  const handle = table.locator('tr[data-row-id="r3"]').getByLabel('Drag to reorder');
  const rowHeight = (await table.locator('tr[data-row-id="r1"]').boundingBox())?.height ?? 40;
  await handle.scrollIntoViewIfNeeded();
  await drag(page, handle, 0, -2 * rowHeight);
  await expect.poll(order).toEqual(['r3', 'r1', 'r2', 'r4', 'r5']);
  // The row-state icon column shows the host's icon (r1 is offline in the demo data).
  await expect(table.locator('tr[data-row-id="r1"]')).toContainText('⚠');
});
