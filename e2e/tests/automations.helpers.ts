import type { Locator, Page } from '@playwright/test';
import { login } from './helpers.ts';

/** Picks an option of a combobox, typing first where the list is long. */
export async function choose(page: Page, field: Locator, option: string, typed?: string) {
  await field.click();
  if (typed !== undefined) await field.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).first().click();
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
