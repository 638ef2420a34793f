import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeFindings } from './a11y.ts';
import { apiLogin, login } from './helpers.ts';

// Issue 29 §6, decision 0032: two technicians on one ticket. The one who saves second is told,
// keeps what they typed, reloads and re-applies it on top of the first one's change, and saves.

test.setTimeout(180_000);

const details = (p: Page) => p.getByRole('heading', { name: 'Details' }).locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]');

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option }).first().click();
}

test('a stale save keeps the edits; "Reload and re-apply" saves both changes', async ({ browser, page, request }) => {
  const headers = await apiLogin(request);
  const mark = randomBytes(3).toString('hex');
  const created = await request.post('/api/ticketing/ticket', { headers, data: { summary: `Printer jams ${mark}` } });
  expect(created.status(), await created.text()).toBe(201);
  const ticket = (await created.json()) as { id: number; version: number };

  const b = await (await browser.newContext()).newPage();
  for (const p of [page, b]) {
    await login(p);
    await p.goto(`/tickets/${ticket.id}`);
    await expect(p.getByLabel('Summary')).toHaveValue(`Printer jams ${mark}`);
  }

  // B starts typing first: their edit is unsaved when A's change lands.
  const newSummary = `Printer jams on tray 2 ${mark}`;
  await b.getByLabel('Summary').fill(newSummary);

  // A changes another field and saves.
  await choose(page, details(page).getByRole('combobox', { name: 'Priority' }), 'High');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Ticket saved')).toBeVisible();

  // B saves from the version they opened: refused, the notice says so, and the typing is still there.
  await b.getByRole('button', { name: 'Save changes' }).click();
  const notice = b.getByTestId('stale-version-notice');
  await expect(notice).toContainText('This ticket was changed by someone else since you opened it. Reload to see their changes.');
  await expect(notice).toBeFocused();
  await expect(b.getByLabel('Summary')).toHaveValue(newSummary);
  await b.screenshot({ path: test.info().outputPath('stale-version-notice.png') });
  await axeFindings(b);
  const inNotice = await b.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; impact?: string }[] }> } }).axe;
    const results = await axe.run({ include: [['[data-testid="stale-version-notice"]']] }, { resultTypes: ['violations'] });
    return results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id);
  });
  expect(inNotice, 'axe on the stale-version notice').toEqual([]);
  const stored = (await (await request.get(`/api/ticketing/ticket/${ticket.id}`, { headers })).json()) as {
    summary: string;
    priority: string;
    version: number;
  };
  expect(stored).toMatchObject({ summary: `Printer jams ${mark}`, priority: 'HIGH', version: ticket.version + 1 });

  await notice.getByRole('button', { name: 'Reload and re-apply' }).click();
  await expect(notice).toBeHidden();
  await expect(details(b).getByRole('combobox', { name: 'Priority' })).toHaveValue('High');
  await expect(b.getByLabel('Summary')).toHaveValue(newSummary);
  await b.getByRole('button', { name: 'Save changes' }).click();
  await expect(b.getByText('Ticket saved')).toBeVisible();

  const final = (await (await request.get(`/api/ticketing/ticket/${ticket.id}`, { headers })).json()) as { summary: string; priority: string; version: number };
  expect(final).toMatchObject({ summary: newSummary, priority: 'HIGH', version: ticket.version + 2 });
  // A sees B's change too, without a reload.
  await expect(page.getByLabel('Summary')).toHaveValue(newSummary);
  await b.context().close();
});

test('"Discard my changes" drops the edits and shows the ticket as saved', async ({ browser, page, request }) => {
  const headers = await apiLogin(request);
  const mark = randomBytes(3).toString('hex');
  const created = await request.post('/api/ticketing/ticket', { headers, data: { summary: `Monitor flickers ${mark}` } });
  const ticket = (await created.json()) as { id: number; version: number };
  const b = await (await browser.newContext()).newPage();
  for (const p of [page, b]) {
    await login(p);
    await p.goto(`/tickets/${ticket.id}`);
    await expect(p.getByLabel('Summary')).toHaveValue(`Monitor flickers ${mark}`);
  }
  await b.getByLabel('Summary').fill(`Mine ${mark}`);
  await page.getByLabel('Summary').fill(`Theirs ${mark}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Ticket saved')).toBeVisible();

  await b.getByRole('button', { name: 'Save changes' }).click();
  const notice = b.getByTestId('stale-version-notice');
  await notice.getByRole('button', { name: 'Discard my changes' }).click();
  await expect(notice).toBeHidden();
  await expect(b.getByLabel('Summary')).toHaveValue(`Theirs ${mark}`);
  await expect(b.getByRole('button', { name: 'Save changes' })).toBeHidden();
  await b.context().close();
});
