import { expect, test } from '@playwright/test';
import { editor, hostHtml, openLargeDocument } from './harness.ts';

// Past 300 blocks the editor lets Chromium skip rendering off-screen blocks
// (docs/decisions/0004-editor-large-documents.md); these journeys guard what must not change.
const PARAGRAPHS = 1000;
const paragraph = (page: Parameters<typeof editor>[0], i: number) =>
  editor(page)
    .locator('p')
    .filter({ hasText: `Paragraph ${i} with` });

test('off-screen blocks skip rendering yet stay in the DOM and in find-in-page', async ({ page }) => {
  await openLargeDocument(page, PARAGRAPHS);
  await expect(editor(page)).toHaveAttribute('data-large-document');
  const far = paragraph(page, 700);
  expect(await far.evaluate((p) => getComputedStyle(p).contentVisibility)).toBe('auto');
  // Its content is skipped (not rendered) until it nears the viewport.
  expect(await far.evaluate((p) => p.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
  // window.find is Chromium's find-in-page: it finds skipped text and scrolls to it.
  expect(await page.evaluate((text) => (window as unknown as { find(s: string): boolean }).find(text), 'Paragraph 700 with')).toBe(true);
  await expect(far).toBeInViewport();
});

test('typing at a caret scrolled out of view brings it back into view', async ({ page }) => {
  await openLargeDocument(page, PARAGRAPHS);
  const target = paragraph(page, 500);
  await target.scrollIntoViewIfNeeded();
  await target.click();
  await page.keyboard.press('End');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(target).not.toBeInViewport();
  await page.keyboard.type('XYZ');
  await expect(target).toContainText('realistic.XYZ');
  await expect(target).toBeInViewport();
  await expect.poll(() => hostHtml(page)).toContain('realistic.XYZ</p>');
});

test('jumping to the end and selecting everything reach blocks that were never rendered', async ({ page }) => {
  await openLargeDocument(page, PARAGRAPHS);
  await paragraph(page, 0).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('END');
  await expect(paragraph(page, PARAGRAPHS - 1)).toContainText('realistic.END');
  await expect(paragraph(page, PARAGRAPHS - 1)).toBeInViewport();

  await page.keyboard.press('Control+a');
  const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
  expect(selected).toContain('Paragraph 0 with');
  expect(selected).toContain('Paragraph 500 with');
  expect(selected).toContain('realistic.END');
});

test('arrow and page keys move from a caret scrolled out of view as in a short document', async ({ page }) => {
  await openLargeDocument(page, PARAGRAPHS);
  const moves: [string, number][] = [
    ['ArrowDown', 601],
    ['ArrowUp', 599],
    ['PageDown', 619],
    ['PageUp', 581],
  ];
  for (const [key, expected] of moves) {
    const start = paragraph(page, 600);
    await start.scrollIntoViewIfNeeded();
    await start.click({ position: { x: 40, y: 5 } });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.keyboard.press(key);
    const caretBlock = await page.evaluate(() => window.getSelection()?.focusNode?.parentElement?.closest('p')?.textContent ?? '');
    expect(caretBlock, key).toMatch(new RegExp(`^Paragraph ${expected} with`));
  }
});

test('an image far down shows all its resize handles, unclipped', async ({ page }) => {
  await openLargeDocument(page, PARAGRAPHS);
  const img = editor(page).locator('img').nth(3);
  await img.scrollIntoViewIfNeeded();
  await img.click();
  const handles = page.locator('.outpost-image-handle');
  await expect(handles).toHaveCount(8);
  // The image sits at its block's top-left corner: the north-west handle pokes out of the block,
  // which must render unclipped while its image is selected.
  const nw = (await page.locator('[data-handle="nw"]').boundingBox())!;
  const hit = await page.evaluate(({ x, y }) => (document.elementFromPoint(x, y) as HTMLElement | null)?.dataset.handle, { x: nw.x + 1, y: nw.y + 1 });
  expect(hit).toBe('nw');
});

test('a table far down keeps its cell menu and resize handles', async ({ page }) => {
  await openLargeDocument(page, PARAGRAPHS);
  const table = editor(page).locator('table').nth(3);
  await table.scrollIntoViewIfNeeded();
  await table.locator('td').first().click();
  await expect(page.getByRole('separator', { name: 'Resize column' })).toBeVisible();
  await expect(page.getByRole('separator', { name: 'Resize row' })).toBeVisible();
  await page.getByRole('button', { name: 'Cell options' }).click();
  await page.getByRole('menuitem', { name: 'Insert row below' }).click();
  await expect(table.locator('tr')).toHaveCount(4);
});
