import { expect, test } from '@playwright/test';
import { editor, hostHtml, openHarness } from './harness.ts';

test('format text with the toolbar and the floating format bar', async ({ page }) => {
  await openHarness(page, { html: '<p></p>' });
  await editor(page).click();
  await page.keyboard.type('Hello world');
  await page.keyboard.press('ControlOrMeta+a');
  await page.getByRole('toolbar', { name: 'Formatting' }).first().getByRole('button', { name: 'Bold' }).click();
  await expect.poll(() => hostHtml(page)).toContain('<strong>Hello world</strong>');

  // The floating bar appears over the selection and applies italic.
  const bar = page.locator('.outpost-floating[role="toolbar"]');
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Italic' }).click();
  await expect.poll(() => hostHtml(page)).toContain('<strong><em>Hello world</em></strong>');

  await page.getByRole('button', { name: 'Block type' }).click();
  await page.getByRole('menuitem', { name: 'Heading 2' }).click();
  await expect.poll(() => hostHtml(page)).toMatch(/^<h2>/);
});

test('a typed web address becomes a link, with a link bubble', async ({ page }) => {
  await openHarness(page, { html: '<p></p>' });
  await editor(page).click();
  await page.keyboard.type('see https://example.com now');
  await expect.poll(() => hostHtml(page)).toContain('<a href="https://example.com">https://example.com</a>');
  await editor(page).getByText('https://example.com').click();
  await expect(page.getByTestId('link-bubble')).toContainText('https://example.com');
});
