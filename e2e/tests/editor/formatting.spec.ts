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

test('toolbar and floating bar buttons draw Tabler icons, not text symbols, and show their names as tooltips', async ({ page }) => {
  await openHarness(page, { html: '<p></p>' });
  await editor(page).click();
  await page.keyboard.type('Icons');
  await page.keyboard.press('ControlOrMeta+a');

  // The link button used an emoji that Chromium without an emoji font drew as an empty box.
  const link = page.locator('.outpost-floating[role="toolbar"]').getByRole('button', { name: 'Link', exact: true });
  const icon = link.locator('svg.tabler-icon-link');
  await expect(icon).toBeVisible();
  expect((await icon.boundingBox())!.width).toBeGreaterThanOrEqual(14);
  expect(await link.textContent()).toBe('');
  await link.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Link');

  const toolbar = page.getByRole('toolbar', { name: 'Formatting' }).first();
  const names: string[] = [];
  for (const button of await toolbar.getByRole('button').all()) {
    const name = (await button.getAttribute('aria-label')) ?? '';
    expect(name).not.toBe('');
    names.push(name);
    if (['Block type', 'Font family', 'Font size', 'Source'].includes(name)) continue;
    await expect(button.locator('svg.tabler-icon path').first()).toBeAttached();
    expect(await button.textContent()).toBe('');
  }
  expect(names).toEqual(expect.arrayContaining(['Bold', 'Italic', 'Text colour', 'Align centre', 'Indent', 'Insert', 'Source']));
  await toolbar.getByRole('button', { name: 'Align centre' }).hover();
  // The Link tooltip fades out while this one fades in: both are in the page for a moment.
  await expect(page.getByRole('tooltip', { name: 'Align centre', exact: true })).toBeVisible();
  await expect(page.getByRole('tooltip', { name: 'Link', exact: true })).toBeHidden();
});
