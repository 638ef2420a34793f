import { expect, test, type Page } from '@playwright/test';
import { editor, hostHtml, openHarness } from './harness.ts';

/** Types `before`, then `word`, then `after`, and selects `word` with the keyboard. */
async function typeAndSelectWord(page: Page, before: string, word: string, after: string): Promise<void> {
  await editor(page).click();
  await page.keyboard.type(`${before}${word}${after}`);
  for (let i = 0; i < after.length; i++) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < word.length; i++) await page.keyboard.press('Shift+ArrowLeft');
}

/** The floating format bar's Link button. */
const linkButton = (page: Page) => page.locator('.outpost-floating[role="toolbar"]').getByRole('button', { name: 'Link', exact: true });

test('a new link: the URL box keeps focus while typing and Enter applies exactly what was typed', async ({ page }) => {
  await openHarness(page, { html: '<p></p>' });
  await typeAndSelectWord(page, 'Read the ', 'manual', ' today');
  await linkButton(page).click();
  const url = page.getByRole('textbox', { name: 'URL' });
  await expect(url).toBeFocused();

  await page.keyboard.type('example.org/manual?page=2');
  // Every key went to the URL box, none to the note.
  await expect(url).toBeVisible();
  await expect(url).toBeFocused();
  await expect(url).toHaveValue(/example\.org\/manual\?page=2$/);
  await expect(editor(page)).toHaveText('Read the manual today');

  await page.keyboard.press('Enter');
  await expect(url).toBeHidden();
  await expect.poll(() => hostHtml(page)).toBe('<p>Read the <a href="https://example.org/manual?page=2">manual</a> today</p>');
  // Focus is back in the note, after the link.
  await page.keyboard.type('!');
  await expect.poll(() => hostHtml(page)).toBe('<p>Read the <a href="https://example.org/manual?page=2">manual</a>! today</p>');
});

test('a new link: a full URL typed over the prefilled https:// is taken as it is', async ({ page }) => {
  await openHarness(page, { html: '<p></p>' });
  await typeAndSelectWord(page, 'See ', 'docs', '');
  await linkButton(page).click();
  await expect(page.getByRole('textbox', { name: 'URL' })).toBeFocused();
  await page.keyboard.type('http://intranet.local/docs');
  await page.keyboard.press('Enter');
  await expect.poll(() => hostHtml(page)).toBe('<p>See <a href="http://intranet.local/docs">docs</a></p>');
});

test('a new link: Escape cancels, leaving no link and the note as it was', async ({ page }) => {
  await openHarness(page, { html: '<p></p>' });
  await typeAndSelectWord(page, 'Read the ', 'manual', ' today');
  await linkButton(page).click();
  const url = page.getByRole('textbox', { name: 'URL' });
  await expect(url).toBeFocused();
  await page.keyboard.type('example.org');
  await page.keyboard.press('Escape');
  await expect(url).toBeHidden();
  await expect(editor(page)).toBeFocused();
  await expect(editor(page).locator('a')).toHaveCount(0);
  await expect.poll(() => hostHtml(page)).toBe('<p>Read the manual today</p>');
});

test('an existing link: Edit, type a new address, Enter saves it; Escape keeps the old one', async ({ page }) => {
  await openHarness(page, { html: '<p>Go <a href="https://old.example">here</a> now</p>' });
  await editor(page).getByText('here').click();
  const bubble = page.getByTestId('link-bubble');
  await expect(bubble).toContainText('https://old.example');

  await bubble.getByRole('button', { name: 'Edit link' }).click();
  const url = page.getByRole('textbox', { name: 'URL' });
  await expect(url).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('https://new.example/path');
  await page.keyboard.press('Escape');
  await expect(url).toBeHidden();
  await expect.poll(() => hostHtml(page)).toBe('<p>Go <a href="https://old.example">here</a> now</p>');

  await editor(page).getByText('here').click();
  await bubble.getByRole('button', { name: 'Edit link' }).click();
  await expect(url).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('https://new.example/path');
  await page.keyboard.press('Enter');
  await expect.poll(() => hostHtml(page)).toBe('<p>Go <a href="https://new.example/path">here</a> now</p>');
});
