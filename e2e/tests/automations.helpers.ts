import { expect, type Locator, type Page } from '@playwright/test';
import { login } from './helpers.ts';

/**
 * Picks an option of a combobox, typing first where the list is long. Opened again if the list
 * closed before the click landed (a refetch re-rendering the page on a busy machine closes it, as
 * it would for a user, who would open it again).
 */
export async function choose(page: Page, field: Locator, option: string, typed?: string) {
  await expect(async () => {
    await field.click();
    if (typed !== undefined) await field.fill(typed);
    await page.getByRole('option', { name: option, exact: true }).first().click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** Signs in and opens Administration → Service desk → Event-based automations → Add; answers the editor dialog. */
export async function openNewEventRule(page: Page): Promise<Locator> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Help is here' }), async (tip) => {
    await tip.getByRole('button', { name: 'Close' }).click();
  });
  await login(page);
  await page.getByRole('link', { name: 'Administration' }).click();
  await page.getByRole('tab', { name: 'Service desk' }).click();
  await page.getByRole('tab', { name: 'Event-based automations' }).click();
  await page.getByRole('button', { name: 'Add event-based automation' }).click();
  return page.getByRole('dialog', { name: 'Add event-based automation' });
}
