import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pdfTextRuns } from '../../apps/server/src/modules/billing/pdf-text.test-support.ts';
import { baseURL } from '../playwright.config.ts';
import { apiLogin, devicesUp, login, organization, startAgent } from './helpers.ts';

test.setTimeout(300_000);

/** Screenshots of the billing screens go outside git when SHOTS_DIR is set (the engineer's review). */
const shotsDir = process.env.SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.mouse.move(1, 1);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

async function choose(page: Page, field: Locator, option: string | RegExp, typed?: string) {
  await field.click();
  if (typed !== undefined) await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * Issue 27's "Done when": a labor product and a managed product made in the catalog, an agreement
 * for Acme, billable time logged on one of Acme's tickets, the board's Agreement column, and the
 * month's statement downloaded as CSV and as PDF with the figures worked out here by hand.
 */
test('billing: products, an agreement for Acme, billable time, the Agreement column and the statement as CSV and PDF', async ({ page, request }) => {
  const headers = await apiLogin(request);
  const suffix = randomBytes(3).toString('hex');
  const acme = await organization(request, headers, `Acme ${suffix}`);
  const acmeName = ((await (await request.get(`/api/organizations/${acme.id}`, { headers })).json()) as { name: string }).name;
  // One real agent: the managed product counts it.
  const agent = startAgent({ server: baseURL, token: acme.token });
  try {
    await devicesUp(request, headers, acme.id, 1);
    expect((await request.put('/api/billing/settings', { headers, data: { enabled: true, currency: 'EUR' } })).status()).toBe(200);
    const ticket = (await (
      await request.post('/api/ticketing/ticket', { headers, data: { summary: `Printer ${suffix}`, organizationId: acme.id } })
    ).json()) as {
      id: number;
    };

    await login(page);
    await page.goto('/billing/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

    // --- Two products through the tabbed product form.
    const newProduct = async (type: string, name: string, price: string) => {
      await page.getByRole('button', { name: 'New product' }).click();
      const dialog = page.getByRole('dialog', { name: 'New product' });
      await choose(page, dialog.getByRole('combobox', { name: 'Product type' }), type);
      await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
      await dialog.getByRole('textbox', { name: /^Description/ }).fill(`${name} of the billing journey`);
      await dialog.getByRole('tab', { name: /^Billing/ }).click();
      await dialog.getByRole('textbox', { name: /^Price/ }).fill(price);
      await dialog.getByRole('textbox', { name: /^Cost/ }).fill('10');
      return dialog;
    };
    let dialog = await newProduct('Labor / service', `Desk support ${suffix}`, '120');
    await shot(page, 'product-form-labor');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    dialog = await newProduct('Managed product', `Workstation care ${suffix}`, '25');
    await dialog.getByRole('tab', { name: /^Advanced/ }).click();
    await expect(dialog.getByRole('radio', { name: 'Any role' })).toBeChecked();
    await shot(page, 'product-form-managed');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: `Workstation care ${suffix}` })).toBeVisible();
    await shot(page, 'products');

    // --- An agreement for Acme billing both, labor at 90 an hour.
    await page.getByRole('tab', { name: 'Agreements' }).click();
    await page.getByRole('button', { name: 'New agreement' }).click();
    dialog = page.getByRole('dialog', { name: 'New agreement' });
    await choose(page, dialog.getByRole('combobox', { name: /^Organization/ }), acmeName, acmeName);
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(`Acme managed ${suffix}`);
    await dialog.getByRole('textbox', { name: /^Hourly rate/ }).fill('90');
    await choose(page, dialog.getByRole('combobox', { name: 'Add product' }), `Workstation care ${suffix}`);
    await choose(page, dialog.getByRole('combobox', { name: 'Add product' }), `Desk support ${suffix}`);
    await shot(page, 'agreement-form');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/billing\/agreements\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Acme managed ${suffix}` })).toBeVisible();
    await shot(page, 'agreement-page');

    // --- One hour and a half of billable time on Acme's ticket: the agreement is its default.
    await page.goto(`/tickets/${ticket.id}`);
    await page.getByRole('tab', { name: 'Time' }).click();
    await page.getByRole('button', { name: 'Log time' }).click();
    dialog = page.getByRole('dialog', { name: 'Log time' });
    await dialog.getByLabel('Hours').fill('1');
    await dialog.getByLabel('Minutes').fill('30');
    await expect(dialog.getByRole('combobox', { name: 'Agreement' })).toHaveValue(`Default: Acme managed ${suffix}`);
    await shot(page, 'time-entry-agreement');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Total: 1h 30m')).toBeVisible();

    // --- The board's Agreement column (billing on, the administrator manages billing).
    const board = await request.post('/api/ticketing/trigger/', {
      headers,
      data: {
        type: 'BOARD',
        name: `Acme work ${suffix}`,
        conditions: { all: [{ id: '1', field: 'organization', operator: 'contains_any', value: [acme.id] }], any: [] },
        columns: ['summary', 'agreement'],
        sortBy: [{ field: 'id', direction: 'ASC' }],
      },
    });
    expect(board.status(), await board.text()).toBe(201);
    await page.goto(`/tickets/boards/${((await board.json()) as { id: number }).id}`);
    await expect(page.getByRole('columnheader', { name: 'Agreement' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`Printer ${suffix}`) })).toContainText(`Acme managed ${suffix}`);
    await shot(page, 'board-agreement-column');

    // --- This month's statement: 1 device × 25.00 + 1.50 h × 90.00 = 25.00 + 135.00 = 160.00 EUR.
    await page.goto('/billing/statement');
    await choose(page, page.getByRole('combobox', { name: 'Organization' }), acmeName, acmeName);
    await expect(page.getByText('Managed devices: as enrolled now.')).toBeVisible();
    const amounts = page.getByRole('table', { name: 'Amounts' });
    await expect(amounts.getByRole('row', { name: new RegExp(`Desk support ${suffix}`) })).toContainText('1.50');
    await expect(amounts).toContainText('€160.00');
    await shot(page, 'statement');

    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    const month = new Date().toISOString().slice(0, 7);
    expect(csvDownload.suggestedFilename()).toBe(`statement-${acme.id}-${month}.csv`);
    const csv = readFileSync(await csvDownload.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(csv).toContain(`${acmeName},${month},EUR,Acme managed ${suffix},Workstation care ${suffix},DEVICES,1,25.00,25.00,no`);
    expect(csv).toContain(`${acmeName},${month},EUR,Acme managed ${suffix},Desk support ${suffix},LABOR,1.50,90.00,135.00,no`);
    expect(csv.at(-1)).toBe(`${acmeName},${month},EUR,,Total,,,,160.00,`);

    const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
    expect(pdfDownload.suggestedFilename()).toBe(`statement-${acme.id}-${month}.pdf`);
    const runs = pdfTextRuns(readFileSync(await pdfDownload.path()));
    expect(runs.slice(0, 4)).toEqual(['Statement', `Organization: ${acmeName}`, expect.stringMatching(/^Month: \w+ \d{4} \(UTC\)$/), 'Currency: EUR']);
    expect(runs).toContain(`Agreement: Acme managed ${suffix}`);
    expect(runs.at(-1)).toBe('Total: 160.00 EUR');

    // --- The unbilled-time dashboard lists this month's hour and a half, linked to the ticket.
    await page.getByRole('tab', { name: 'Unbilled time' }).click();
    const row = page.getByRole('row', { name: new RegExp(`Acme managed ${suffix}`) });
    await expect(row).toContainText('1.50');
    await expect(row).toContainText('€135.00');
    await expect(row.getByRole('link', { name: `#${ticket.id} Printer ${suffix}` })).toHaveAttribute('href', `/tickets/${ticket.id}`);
    await shot(page, 'unbilled');
    await page.getByRole('tab', { name: 'Agreements' }).click();
    await expect(page.getByRole('cell', { name: `Acme managed ${suffix}` })).toBeVisible();
    await shot(page, 'agreements');
  } finally {
    await agent.stop();
  }
});
