import { expect, test, type Locator, type Page } from '@playwright/test';
import { editor, hostEvents, hostHtml, openHarness, PNG } from './harness.ts';

const toolbarButton = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });

/** Opens the menu or popover of the focused `target` with Enter; answers it once focus is inside. */
async function openWithEnter(page: Page, target: Locator, role: 'menu' | 'dialog'): Promise<Locator> {
  await target.focus();
  await page.keyboard.press('Enter');
  const opened = page.getByRole(role);
  await expect(opened).toBeVisible();
  // Mantine moves focus in just after the dropdown shows; keys pressed before would go to the target.
  await expect.poll(() => opened.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  return opened;
}

/** Types `text` into an empty editor and selects it, so toolbar styles apply to it. */
async function typeAndSelect(page: Page, text: string): Promise<void> {
  await editor(page).click();
  await page.keyboard.type(text);
  await page.keyboard.press('ControlOrMeta+a');
}

test('a dropdown menu opens from the keyboard, arrow keys move focus, Escape and Tab close it', async ({ page }) => {
  await openHarness(page, { html: '<p></p>' });
  await typeAndSelect(page, 'Keyboard only');
  const target = toolbarButton(page, 'Block type');
  const menu = await openWithEnter(page, target, 'menu');
  const items = menu.getByRole('menuitem');
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.nth(0)).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(target).toBeFocused();

  await openWithEnter(page, target, 'menu');
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
  await expect(target).toBeFocused();

  // Choosing an item with Enter applies it.
  await openWithEnter(page, target, 'menu');
  const heading2 = menu.getByRole('menuitem', { name: 'Heading 2' });
  for (let i = 0; i < 10 && !(await heading2.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await expect(heading2).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect.poll(() => hostHtml(page)).toBe('<h2>Keyboard only</h2>');
});

test('the font size menu wraps with the arrow keys and applies a size with Enter', async ({ page }) => {
  await openHarness(page, { html: '<p></p>' });
  await typeAndSelect(page, 'Sized');
  const items = (await openWithEnter(page, toolbarButton(page, 'Font size'), 'menu')).getByRole('menuitem');
  await expect(items).toHaveCount(6);
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => hostHtml(page)).toContain('font-size:22px');
});

test('the colour picker is reachable by keyboard: hex input, preset swatches, Escape', async ({ page }) => {
  await openHarness(page, { html: '<p></p>' });
  await typeAndSelect(page, 'Colourful');
  const target = toolbarButton(page, 'Text colour');
  const popover = await openWithEnter(page, target, 'dialog');

  // A typed hex value, applied with the keyboard.
  const hex = popover.getByLabel('Hex', { exact: true });
  await hex.focus();
  await hex.fill('#1971c2');
  await page.keyboard.press('Tab');
  await expect(popover.getByRole('button', { name: 'Apply' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popover).toBeHidden();
  // The browser reports the colour as rgb(); the sanitiser keeps either form.
  await expect.poll(() => hostHtml(page)).toContain('color:rgb(25, 113, 194)');

  // A preset swatch, reached with Tab and chosen with Enter, fills the hex input.
  await openWithEnter(page, target, 'dialog');
  const swatches = popover.locator('.mantine-ColorPicker-swatch');
  await expect(swatches).toHaveCount(15);
  let onSwatch = false;
  for (let i = 0; i < 10 && !onSwatch; i++) {
    await page.keyboard.press('Tab');
    onSwatch = await swatches.first().evaluate((el) => el === document.activeElement);
  }
  expect(onSwatch).toBe(true);
  const preset = (await swatches.first().getAttribute('aria-label'))!;
  await page.keyboard.press('Enter');
  await expect(hex).toHaveValue(new RegExp(preset.replace('#', '#?'), 'i'));

  // Escape closes the popover without applying anything and gives focus back.
  const before = await hostHtml(page);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(target).toBeFocused();
  expect(await hostHtml(page)).toBe(before);
});

test('an image dropped onto the editor is inserted and uploaded through the host', async ({ page }) => {
  await openHarness(page, { html: '<p>drop here</p>' });
  await editor(page).click();
  await editor(page).evaluate(
    (el, bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
      const { x, y } = el.getBoundingClientRect();
      for (const type of ['dragenter', 'dragover', 'drop']) {
        el.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer, clientX: x + 10, clientY: y + 10 }));
      }
    },
    [...PNG],
  );
  await expect(editor(page).locator('img')).toHaveCount(1);
  await expect.poll(() => hostEvents(page)).toContain(`image-upload:image/png:${PNG.length}`);
  await expect.poll(() => hostHtml(page)).toContain('data-cid="img-1"');
});

test('tabbing back into the editor from a host field returns the caret to where it was', async ({ page }) => {
  await openHarness(page, { html: '<p></p>' });
  await editor(page).click();
  await page.keyboard.type('Hello world');
  for (let i = 0; i < ' world'.length; i++) await page.keyboard.press('ArrowLeft');
  const field = page.getByLabel('Host field');
  await field.click();
  await page.keyboard.type('subject');

  await page.keyboard.press('Shift+Tab');
  await expect(editor(page)).toBeFocused();
  await page.keyboard.type(' there');
  await expect.poll(() => hostHtml(page)).toBe('<p>Hello there world</p>');

  // Tab forward and back again: still where it was left.
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type(',');
  await expect.poll(() => hostHtml(page)).toBe('<p>Hello there, world</p>');
});

test('a click into the editor from a host field puts the caret where it lands, not where it was', async ({ page }) => {
  await openHarness(page, { html: '<p></p>' });
  await editor(page).click();
  await page.keyboard.type('Hello world');
  await page.keyboard.press('Home');
  await page.getByLabel('Host field').click();
  const text = editor(page).getByText('Hello world');
  const box = (await text.boundingBox())!;
  await page.mouse.click(box.x + box.width + 2, box.y + box.height / 2);
  await page.keyboard.type('!');
  await expect.poll(() => hostHtml(page)).toBe('<p>Hello world!</p>');
});
