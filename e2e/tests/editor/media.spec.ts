import { expect, test } from '@playwright/test';
import { editor, hostEvents, hostHtml, openHarness, PNG } from './harness.ts';

test('upload an image, then resize it with a corner handle', async ({ page }) => {
  await openHarness(page, { html: '<p>before</p>' });
  await editor(page).click();
  await page.getByTestId('image-input').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  await expect.poll(() => hostEvents(page)).toContain(`image-upload:image/png:${PNG.length}`);
  await expect.poll(() => hostHtml(page)).toContain('data-cid="img-1"');

  const img = editor(page).locator('img').first();
  await img.click();
  await expect(page.locator('.outpost-image-handle')).toHaveCount(8);
  // The 1-px image is clamped up to the 100-px minimum on first resize.
  const se = page.locator('[data-handle="se"]');
  const box = (await se.boundingBox())!;
  await page.mouse.move(box.x + 5, box.y + 5);
  await page.mouse.down();
  await page.mouse.move(box.x + 250, box.y + 180, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => hostHtml(page)).toMatch(/data-cid="img-1" width="(2\d\d|1\d\d)" height="\d+"/);
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
