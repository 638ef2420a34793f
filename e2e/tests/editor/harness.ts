import { expect, type Page } from '@playwright/test';

/** Opens the harness with optional initial HTML and flags. */
export async function openHarness(page: Page, options: { html?: string; readOnly?: boolean } = {}): Promise<void> {
  const params = new URLSearchParams();
  if (options.html !== undefined) params.set('html', options.html);
  if (options.readOnly) params.set('readOnly', '1');
  await page.goto(`/?${params.toString()}`);
  await expect(editor(page)).toBeVisible();
}

/** Opens the harness on the benchmark document: `paragraphs` paragraphs, a table and an image every 250. */
export async function openLargeDocument(page: Page, paragraphs: number): Promise<void> {
  await page.goto(`/?bench=${paragraphs}`);
  await expect(editor(page).locator('p')).not.toHaveCount(0);
  await expect.poll(() => editor(page).locator('p').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(paragraphs);
}

/** The content-editable area. */
export function editor(page: Page) {
  return page.getByLabel('Rich-text editor');
}

/** The last HTML the editor reported to its host. */
export function hostHtml(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { __harness: { html: string } }).__harness.html);
}

/** Host callback calls recorded by the harness. */
export function hostEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __harness: { events: string[] } }).__harness.events);
}

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A 40×30 blue PNG: big enough that an image's eight resize handles do not overlap. */
export const PNG_40X30 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAAK0lEQVR42u3NMQ0AAAgDsAlBKzLRgww4mvRvqudExGKxWCwWi8VisVj8N15t2b1bk30zJwAAAABJRU5ErkJggg==',
  'base64',
);

/** Inserts a table through the plus menu and the insert dialog's grid picker. */
export async function insertTable(page: Page, rows: number, columns: number): Promise<void> {
  await page.getByRole('button', { name: 'Insert', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Table' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert table' });
  await dialog.getByRole('button', { name: `${rows} × ${columns}` }).click();
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog).toBeHidden();
}
