import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, watchConsole } from './a11y.ts';
import { apiLogin, login } from './helpers.ts';

// A dozen screens and dialogs, each checked with axe: minutes on a loaded CI machine.
test.setTimeout(300_000);

/** Picks an option of a Mantine select by opening it (and typing, for searchable ones). */
async function choose(page: Page, field: Locator, option: string | RegExp, typed?: string) {
  await field.click();
  if (typed !== undefined) await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** The section of the service-desk area (a vertical tab). */
async function openSection(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true, selected: true })).toBeVisible();
}

test('an administrator sets up the service desk: tag, custom status, attribute, form, business hours, mail health and a contact', async ({ page, request }) => {
  const headers = await apiLogin(request);
  const suffix = randomBytes(3).toString('hex');
  const org = await request.post('/api/organizations', { headers, data: { name: `Desk Org ${suffix}`, description: '' } });
  expect(org.status()).toBe(201);
  const { id: orgId } = (await org.json()) as { id: number };
  // A second attribute to order on the form beside the one made in the browser.
  const seeded = await request.post('/api/ticketing/attributes', { headers, data: { name: `Asset ${suffix}`, attributeType: 'TEXT' } });
  expect(seeded.status()).toBe(201);

  const cspMessages = await watchConsole(page);
  const accessible = async (label: string) => {
    // A hovered control is drawn in its hover colours; axe measures with the pointer parked.
    await page.mouse.move(1, 1);
    await expectAccessible(page, cspMessages, label);
  };

  await login(page);
  await page.getByRole('link', { name: 'Administration' }).click();
  await page.getByRole('tab', { name: 'Service desk' }).click();

  // --- Tags: create one; the same name in other letters is refused in words.
  const tag = `e2e-tag-${suffix}`;
  await expect(page.getByRole('tab', { name: 'Tags', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'New tag' }).click();
  let dialog = page.getByRole('dialog', { name: 'New tag' });
  await dialog.getByLabel('Name').fill(tag);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('cell', { name: tag, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New tag' }).click();
  await dialog.getByLabel('Name').fill(tag.toUpperCase());
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Tag already exists');
  await accessible('the tag dialog with a refusal');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await accessible('the tags section');

  // --- Statuses: a custom status under Waiting.
  await openSection(page, 'Statuses');
  await page.getByRole('button', { name: 'New custom status' }).click();
  dialog = page.getByRole('dialog', { name: 'New custom status' });
  await dialog.getByLabel('Name').fill(`Parts ordered ${suffix}`);
  await choose(page, dialog.getByRole('combobox', { name: 'Under system status' }), 'Waiting');
  await accessible('the custom status dialog');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Parts ordered ${suffix}.*Waiting`) })).toBeVisible();
  await accessible('the statuses section');

  // --- Attributes: a drop-down with two values.
  await openSection(page, 'Attributes');
  await page.getByRole('button', { name: 'New attribute' }).click();
  dialog = page.getByRole('dialog', { name: 'New attribute' });
  await dialog.getByLabel('Name').fill(`Impact ${suffix}`);
  await choose(page, dialog.getByRole('combobox', { name: 'Type' }), 'Drop-down');
  await dialog.getByRole('button', { name: 'Add value' }).click();
  await dialog.getByRole('textbox', { name: 'Value 1' }).fill('Low');
  await dialog.getByRole('button', { name: 'Add value' }).click();
  await dialog.getByRole('textbox', { name: 'Value 2' }).fill('High');
  await accessible('the attribute dialog');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Impact ${suffix}.*Drop-down.*Low, High`) })).toBeVisible();

  // --- Forms: both attributes, reordered from the keyboard, the drop-down required.
  await openSection(page, 'Forms');
  await page.getByRole('button', { name: 'New form' }).click();
  dialog = page.getByRole('dialog', { name: 'New form' });
  await dialog.getByLabel('Name').fill(`Hardware ${suffix}`);
  const picker = dialog.getByRole('combobox', { name: 'Attribute to add' });
  await choose(page, picker, `Impact ${suffix}`, `Impact ${suffix}`);
  await choose(page, picker, `Asset ${suffix}`, `Asset ${suffix}`);
  await dialog.getByRole('checkbox', { name: `Impact ${suffix} is required` }).check();
  const rows = dialog.getByTestId('form-attribute');
  await expect(rows).toHaveText([new RegExp(`Impact ${suffix}`), new RegExp(`Asset ${suffix}`)]);
  await dialog.getByRole('button', { name: `Move Asset ${suffix}: press space, then the arrow keys` }).focus();
  // dnd-kit's keyboard sensor listens for the arrow keys only from the tick after the pick-up,
  // and drops where the last move landed: each key waits for what the one before announced (a
  // pick-up is announced, then at once replaced by where the row is over: its own place).
  const announced = (text: string) => expect(page.getByRole('status').filter({ hasText: text })).toHaveText(text);
  await page.keyboard.press('Space');
  await announced(`Asset ${suffix} moved to position 2 of 2.`);
  await page.keyboard.press('ArrowUp');
  await announced(`Asset ${suffix} moved to position 1 of 2.`);
  await page.keyboard.press('Space');
  await announced(`Asset ${suffix} dropped at position 1 of 2.`);
  await expect(rows).toHaveText([new RegExp(`Asset ${suffix}`), new RegExp(`Impact ${suffix}`)]);
  await accessible('the form dialog');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Hardware ${suffix}.*Asset ${suffix}, Impact ${suffix}`) })).toBeVisible();
  const forms = (await (await request.get('/api/ticketing/forms?includeInactive=true', { headers })).json()) as {
    name: string;
    attributes: { name: string; required: boolean }[];
  }[];
  expect(forms.find((f) => f.name === `Hardware ${suffix}`)?.attributes.map((a) => [a.name, a.required])).toEqual([
    [`Asset ${suffix}`, false],
    [`Impact ${suffix}`, true],
  ]);

  // --- Business hours: from 24/7 to weekday hours, Friday closing early.
  await openSection(page, 'Ticketing configuration');
  await page.getByRole('tab', { name: 'Business hours' }).click();
  await expect(page.getByRole('radio', { name: '24/7' })).toBeChecked();
  await page.getByRole('radio', { name: 'Set hours per day' }).check();
  await page.getByLabel('Closes at Friday').fill('15:00');
  await accessible('the business hours form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Ticketing configuration saved')).toBeVisible();
  const config = (await (await request.get('/api/ticketing/config', { headers })).json()) as {
    businessHours: { twentyFourSeven: boolean; days: { FRIDAY: { end: string } } };
  };
  expect(config.businessHours.twentyFourSeven).toBe(false);
  expect(config.businessHours.days.FRIDAY.end).toBe('15:00');

  // --- Mail: with no server set, the connection test reports it in words as the SMTP health.
  await openSection(page, 'Mail');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No mail server is set' })).toBeVisible();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await accessible('the mail section');

  // --- A contact on the organization's page; an impossible number is refused for its country.
  await page.goto(`/organizations/${orgId}`);
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await page.getByRole('button', { name: 'New contact' }).click();
  dialog = page.getByRole('dialog', { name: 'New contact' });
  await expect(dialog.getByRole('combobox', { name: 'Organization' })).toHaveValue(`Desk Org ${suffix}`);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Ann Lee ${suffix}`);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(`ann-${suffix}@example.com`);
  const phone = dialog.getByPlaceholder('Enter phone number');
  await phone.fill('123');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Invalid phone number')).toBeVisible();
  await accessible('the contact dialog with an invalid phone number');
  await phone.fill('(201) 555-0123');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`Ann Lee ${suffix}.*ann-${suffix}@example\\.com.*\\+1 201 555 0123`) })).toBeVisible();
  await accessible('the organization contacts');
});
