import { expect, test } from '@playwright/test';
import { editor, hostEvents, hostHtml, openHarness } from './harness.ts';

test('mention a user from the typeahead', async ({ page }) => {
  await openHarness(page, { html: '<p></p>' });
  await editor(page).click();
  await page.keyboard.type('Hi @An');
  const list = page.getByRole('listbox', { name: 'mentions' });
  await expect(list).toBeVisible({ timeout: 5000 });
  await expect(list.getByRole('option')).toHaveCount(5);
  await list.getByRole('option', { name: 'Ann Lee' }).click();
  await expect.poll(() => hostEvents(page)).toContain('mention-add:1');
  await expect.poll(() => hostHtml(page)).toContain('data-mention-id="1"');
  expect(await hostHtml(page)).toContain('>@user:1</span>');
});

test('paste rich HTML keeps colours and font size and drops scripts', async ({ page }) => {
  await openHarness(page, { html: '<p></p>' });
  await editor(page).click();
  await editor(page).evaluate((el) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<p><span style="color: rgb(224, 49, 49); background-color: rgb(255, 212, 59); font-size: 18px">styled</span> <b>bold</b><script>window.__pwned = 1</script></p>',
    );
    data.setData('text/plain', 'styled bold');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect.poll(() => hostHtml(page)).toContain('color:rgb(224, 49, 49)');
  const html = await hostHtml(page);
  expect(html).toContain('background-color:rgb(255, 212, 59)');
  expect(html).toContain('font-size:18px');
  expect(html).toContain('<strong>bold</strong>');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('source mode refuses unsupported elements, then accepts fixed HTML', async ({ page }) => {
  await openHarness(page, { html: '<p>start</p>' });
  await page.getByRole('button', { name: 'Source' }).click();
  const source = page.getByLabel('HTML source');
  await expect(source).toHaveValue(/<p>start<\/p>/);
  await source.fill('<p>one</p><section>two</section><video></video>');
  await page.getByRole('button', { name: 'Source' }).click();
  await expect(page.getByRole('alert')).toContainText('Unsupported HTML elements');
  await expect(page.getByRole('alert')).toContainText('This content contains the following unsupported HTML elements: section, video');
  await expect(source).toBeVisible();

  await source.fill('<h3>fixed</h3>');
  await page.getByRole('button', { name: 'Source' }).click();
  await expect(source).toBeHidden();
  await expect(editor(page).locator('h3')).toHaveText('fixed');
});

test('read-only mode: no editing, toolbar disabled', async ({ page }) => {
  await openHarness(page, { html: '<p>locked</p>', readOnly: true });
  await expect(editor(page)).toHaveAttribute('contenteditable', 'false');
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' }).first();
  for (const button of await toolbar.getByRole('button').all()) await expect(button).toBeDisabled();
  await editor(page).click();
  await page.keyboard.type('xyz');
  await expect(editor(page)).toHaveText('locked');
});
