import { expect, test, type Locator, type Page } from '@playwright/test';
import { login } from './helpers.ts';

// Issue 23 item 15: every required field of the service desk's forms carries the asterisk, as the
// shared field widgets draw it for `required` / `withAsterisk` (Mantine's InputWrapper-required mark).

test.setTimeout(240_000);

/**
 * The labels of fields in scope that are required — marked required, or refused when left empty
 * (aria-invalid after an empty submit) — but show no asterisk beside their label.
 */
const withoutAsterisk = (scope: Locator) =>
  scope.evaluate((root) => {
    const fields = Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')).filter(
      (field) => field.type !== 'hidden' && (field.getAttribute('aria-required') === 'true' || field.required || field.getAttribute('aria-invalid') === 'true'),
    );
    return fields.flatMap((field) => {
      const wrapper = field.closest('.mantine-InputWrapper-root, fieldset');
      const star = wrapper?.querySelector('.mantine-InputWrapper-required');
      const visible = star instanceof HTMLElement && star.offsetParent !== null && (star.textContent ?? '').includes('*');
      const label = wrapper?.querySelector('label, legend')?.textContent ?? field.getAttribute('aria-label') ?? field.name;
      return visible ? [] : [label];
    });
  });

/** Checks the form, then submits it empty and checks the fields it refused. */
async function checkForm(page: Page, scope: Locator, submit: Locator, name: string) {
  expect(await withoutAsterisk(scope), `${name}: required fields without an asterisk`).toEqual([]);
  await submit.click();
  await page.waitForTimeout(300);
  expect(await withoutAsterisk(scope), `${name}: fields refused empty without an asterisk`).toEqual([]);
}

test('every required field of the service-desk forms shows the asterisk (issue 23 item 15)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page);

  await page.goto('/tickets/new');
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: /Summary/ })).toBeVisible();
  await checkForm(page, main, main.getByRole('button', { name: 'Create ticket' }), 'New ticket');

  await page.goto('/tickets/boards');
  await page.getByRole('button', { name: 'New board' }).click();
  let dialog = page.getByRole('dialog');
  await checkForm(page, dialog, dialog.getByRole('button', { name: /^(Save|Create)/ }).last(), 'Board editor');
  await page.keyboard.press('Escape');

  for (const area of ['tags', 'statuses', 'attributes', 'forms', 'contacts', 'eventRules', 'timeRules', 'responseTemplates', 'channels']) {
    await page.goto(`/admin?section=serviceDesk&area=${area}`);
    const add = page
      .getByRole('main')
      .getByRole('button', { name: /^(New |Add .*(automation|template|channel))/ })
      .first();
    await expect(add, area).toBeVisible();
    await add.click();
    dialog = page.getByRole('dialog').last();
    await expect(dialog, area).toBeVisible();
    // A rule editor's 'Add action' is not its submit button.
    const submit = /Rules|Templates/.test(area) ? /^(Save|Create)$/ : /^(Save|Create|Add)\b/;
    await checkForm(page, dialog, dialog.getByRole('button', { name: submit }).last(), area);
  }

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Help', exact: true });
  await panel.getByRole('button', { name: 'Submit Help ticket' }).click();
  const form = panel.getByRole('form', { name: 'Submit Help ticket' });
  await checkForm(page, form, form.getByRole('button', { name: /^(Send|Submit)/ }).last(), 'Help ticket');
});
