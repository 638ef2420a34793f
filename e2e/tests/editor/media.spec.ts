import { expect, test } from '@playwright/test';
import { editor, hostEvents, hostHtml, openHarness, PNG, PNG_40X30 } from './harness.ts';

test('upload an image, then resize it with a corner handle', async ({ page }) => {
  await openHarness(page, { html: '<p>before</p>' });
  await editor(page).click();
  // On a 1-px image all eight handles overlap and the drag would take whichever is on top.
  await page.getByTestId('image-input').setInputFiles({ name: 'blue.png', mimeType: 'image/png', buffer: PNG_40X30 });
  await expect.poll(() => hostEvents(page)).toContain(`image-upload:image/png:${PNG_40X30.length}`);
  await expect.poll(() => hostHtml(page)).toContain('data-cid="img-1"');

  const img = editor(page).locator('img').first();
  await img.click();
  await expect(page.locator('.outpost-image-handle')).toHaveCount(8);
  // 40×30 dragged by (245, 175) from the bottom-right corner: both dimensions grow.
  const se = page.locator('[data-handle="se"]');
  const box = (await se.boundingBox())!;
  await page.mouse.move(box.x + 5, box.y + 5);
  await page.mouse.down();
  await page.mouse.move(box.x + 250, box.y + 180, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => hostHtml(page)).toMatch(/data-cid="img-1" width="2[6-9]\d" height="(19|2[0-2])\d"/);
});

test('add an attachment, watch it complete, then remove it', async ({ page }) => {
  await openHarness(page);
  await page.getByTestId('attachment-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  const item = page.getByTestId('attachment');
  await expect(item).toContainText('notes.txt');
  await expect.poll(() => hostEvents(page)).toContain('attachment-add:notes.txt');
  await expect(item).toHaveAttribute('data-progress', '100', { timeout: 5000 });
  await item.getByRole('button', { name: 'Remove' }).click();
  await expect(item).toHaveCount(0);
  await expect.poll(() => hostEvents(page)).toContain('attachment-remove:notes.txt');
});

test('an empty attachment is refused with the minimum size message', async ({ page }) => {
  await openHarness(page);
  await page.getByTestId('attachment-input').setInputFiles({ name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) });
  await expect(page.getByText('Minimum file size is 1 byte')).toBeVisible();
});

test('after clicking an image, Ctrl+End and Enter start a new last paragraph that takes typing in order', async ({ page }) => {
  await openHarness(page, { html: '<p>Intro text</p>' });
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.getByTestId('image-input').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  await expect.poll(() => hostHtml(page)).toContain('data-cid="img-1"');

  await editor(page).locator('img').click();
  await expect(page.locator('.outpost-image-handle')).toHaveCount(8);
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Typed after image');

  await expect(editor(page).locator('p').last()).toHaveText('Typed after image');
  await expect(editor(page).locator('p').first()).toHaveText('Intro text');
  await expect.poll(() => hostHtml(page)).toMatch(/^<p>Intro text<\/p><p><img [^>]*data-cid="img-1"[^>]*><\/p><p>Typed after image<\/p>$/);
  expect(await hostHtml(page)).not.toContain('egami');
});

test('with an image in the middle selected, Ctrl+End reaches the end of the note and typing stays in order', async ({ page }) => {
  const img = `<img src="data:image/png;base64,${PNG.toString('base64')}" data-cid="c1">`;
  // Text after the image in its own paragraph: Enter must not split there, however fast it follows.
  await openHarness(page, { html: `<p>Intro</p><p>${img}shelf</p><p>Outro</p>` });
  await editor(page).locator('img').click();
  await expect(page.locator('.outpost-image-handle')).toHaveCount(8);
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Last words');
  await expect.poll(() => hostHtml(page)).toMatch(/^<p>Intro<\/p><p><img [^>]*>shelf<\/p><p>Outro<\/p><p>Last words<\/p>$/);

  // Typing with the image selected writes after it, in order, and keeps the image.
  await editor(page).locator('img').click();
  await expect(page.locator('.outpost-image-handle')).toHaveCount(8);
  await page.keyboard.type('abc');
  await expect.poll(() => hostHtml(page)).toMatch(/^<p>Intro<\/p><p><img [^>]*>abcshelf<\/p><p>Outro<\/p><p>Last words<\/p>$/);

  // Ctrl+Home from the image: the start of the note.
  await editor(page).locator('img').click();
  await expect(page.locator('.outpost-image-handle')).toHaveCount(8);
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.type('First ');
  await expect.poll(() => hostHtml(page)).toMatch(/^<p>First Intro<\/p>/);
});

test('an inserted image is saved without 0×0 dimensions and shows when the saved HTML is read', async ({ page }) => {
  await openHarness(page, { html: '<p>before</p>' });
  await editor(page).click();
  await page.getByTestId('image-input').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  await expect.poll(() => hostHtml(page)).toContain('data-cid="img-1"');
  const saved = await hostHtml(page);
  expect(saved).not.toMatch(/(width|height)="0"/);

  // Read mode shows the stored HTML as it is (as the notes list does).
  await page.setContent(`<!doctype html><body>${saved}</body>`);
  const img = page.locator('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);
  const box = (await img.boundingBox())!;
  expect(box.width).toBeGreaterThan(0);
  expect(box.height).toBeGreaterThan(0);
});
