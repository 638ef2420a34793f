import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startZendeskStub } from '../../apps/server/src/modules/help/providers/zendesk.stub.ts';
import { expectAccessible, watchConsole } from './a11y.ts';
import { apiLogin, login } from './helpers.ts';

test.setTimeout(240_000);

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const ZENDESK = { email: 'agent@support.e2e.test', apiToken: 'e2e-zendesk-token' };
/** A one-page PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Help', exact: true });

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  return panel;
}

/** Fills and sends the support ticket form with a phone number and two attachments. */
async function sendTicket(page: Page, subject: string) {
  const panel = panelOf(page);
  await panel.getByRole('button', { name: 'Submit Help ticket' }).click();
  const form = panel.getByRole('form', { name: 'Submit Help ticket' });
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: 'Description' }).fill('The nightly restore test stops halfway with an error.');
  await form.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await form.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Backup', exact: true }).click();
  await form.getByRole('textbox', { name: 'Phone number' }).fill('(415) 555-2671');
  await form.getByTestId('help-attachment-input').setInputFiles([
    { name: 'screen.png', mimeType: 'image/png', buffer: PNG },
    { name: 'agent.txt', mimeType: 'text/plain', buffer: Buffer.from('restore failed: disk full\n') },
  ]);
  await expect(form.locator('[data-variant="normal"]')).toHaveCount(2);
  await form.getByRole('button', { name: 'Send ticket' }).click();
  await expect(page.getByText('Ticket sent')).toBeVisible();
  await expect(panel).toBeHidden();
}

async function useProvider(request: APIRequestContext, headers: Record<string, string>, body: unknown) {
  const response = await request.put('/api/help/settings', { headers, data: body });
  expect(response.status(), await response.text()).toBe(200);
}

test('help panel: search, read an article, go back, send a ticket that lands as a HELP_REQUEST ticket', async ({ page, request }) => {
  const headers = await apiLogin(request);
  await useProvider(request, headers, { provider: 'BUILT_IN' });
  const consoleMessages = await watchConsole(page);
  await login(page);
  await page.goto('/devices');
  const panel = await openPanel(page);
  await expect(panel.getByText('Suggested help articles')).toBeVisible();
  await expect(panel.getByRole('link', { name: /Enrolling a device/ })).toBeVisible();
  await expectAccessible(page, consoleMessages, 'the help panel');

  // Search waits for the user to stop typing, then lists ranked articles with marked words.
  await panel.getByRole('textbox', { name: 'Search help articles' }).fill('restored backups');
  const hit = panel.getByRole('link', { name: /Restoring files and folders from a backup/ });
  await expect(hit).toBeVisible();
  await expect(hit.locator('mark').first()).toBeVisible();
  await hit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Restoring files and folders from a backup' })).toBeVisible();
  await expect(page).toHaveURL(/\/help\/articles\/\d+-restoring-files-and-folders-from-a-backup$/);
  await panel.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(panel.getByText('Suggested help articles')).toBeVisible();

  const subject = `Restore test fails ${Date.now()}`;
  await sendTicket(page, subject);

  // The ticket is in the service desk, from the help panel, with both files.
  const list = await request.get(`/api/ticketing/tickets?pageSize=5&globalFilter=${encodeURIComponent(subject)}`, { headers });
  const [row] = ((await list.json()) as { data: { id: number; source: string }[] }).data;
  expect(row?.source).toBe('HELP_REQUEST');
  await page.goto(`/tickets/${row!.id}`);
  await expect(page.getByText(subject).first()).toBeVisible();
  await expect(page.getByText('+14155552671').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Attachments' }).click();
  await expect(page.getByTestId('attachments').getByRole('link', { name: 'screen.png' })).toBeVisible();
  await expect(page.getByTestId('attachments').getByRole('link', { name: 'agent.txt' })).toBeVisible();

  // A PDF added on the ticket previews in a frame, through a signed link served inline as a PDF
  // with nosniff and a sandboxing policy, and comes as a download from the dialog.
  await page.getByRole('tabpanel').locator('input[type=file]').setInputFiles({ name: 'restore-guide.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('attachments').getByRole('link', { name: 'restore-guide.pdf' })).toBeVisible();
  const framed = page.waitForResponse(
    (r) => /\/api\/uploads\/[\w-]+\/preview\?/.test(r.url()) && r.request().method() === 'GET' && r.request().resourceType() === 'document',
  );
  await page.getByRole('button', { name: 'Preview restore-guide.pdf' }).click();
  const preview = page.getByRole('dialog', { name: 'restore-guide.pdf' });
  const pdf = await framed;
  expect(pdf.status()).toBe(200);
  const served = await pdf.allHeaders();
  expect(served).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff' });
  expect(served['content-disposition']).toMatch(/^inline; filename="restore-guide\.pdf"/);
  expect(served['content-security-policy']).toMatch(/(^|; )sandbox($|;)/);
  expect(Number(served['content-length'])).toBe(PDF.length);
  await expect(preview.locator('iframe[title="restore-guide.pdf"]')).toBeVisible();
  // The frame holds the signed link's document (Chromium's PDF viewer shows it there; checked by eye).
  await expect.poll(() => page.frames().some((frame) => frame.url() === pdf.url())).toBe(true);
  await expect(preview.getByText('No preview is available for this file.')).toBeHidden();
  await expect(preview.getByRole('link', { name: 'Download' })).toHaveAttribute('href', pdf.url().replace(/^https?:\/\/[^/]+/, ''));
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
});

test('help panel against a Zendesk-compatible desk: its articles, its Requests and Uploads APIs', async ({ page, request }) => {
  const stub = await startZendeskStub({ credentials: ZENDESK });
  const headers = await apiLogin(request);
  try {
    await useProvider(request, headers, { provider: 'ZENDESK', zendesk: { baseUrl: stub.url, ...ZENDESK } });
    const test = await request.post('/api/help/settings/test', { headers });
    expect(((await test.json()) as { ok: boolean }).ok).toBe(true);
    await login(page);
    const panel = await openPanel(page);
    await panel.getByRole('textbox', { name: 'Search help articles' }).fill('printer');
    await expect(panel.getByRole('link', { name: /Adding a printer/ })).toHaveAttribute('href', 'https://support.example.test/hc/en-us/articles/360003');
    await panel.getByRole('button', { name: 'Back', exact: true }).click();

    const subject = `Zendesk journey ${Date.now()}`;
    await sendTicket(page, subject);
    const sent = stub.requests.find((r) => r.subject === subject)!;
    expect(sent).toMatchObject({ priority: 'high', requester: { email: 'admin@e2e.test' } });
    expect(sent.body).toContain('Phone: +14155552671');
    expect(sent.uploads.map((u) => u.fileName)).toEqual(['screen.png', 'agent.txt']);
    expect(sent.uploads[0]!.bytes.equals(PNG)).toBe(true);
  } finally {
    await useProvider(request, headers, { provider: 'BUILT_IN' });
    await stub.close();
  }
});

test('Escape closes the panel and resets it; opening an editor page closes it', async ({ page }) => {
  await login(page);
  let panel = await openPanel(page);
  await panel.getByRole('button', { name: 'Submit Help ticket' }).click();
  const form = panel.getByRole('form', { name: 'Submit Help ticket' });
  await expect(form).toBeVisible();
  // Escape closes the attachment preview above the panel first, and only then the panel.
  await form.getByTestId('help-attachment-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('first line\n') });
  await form.getByRole('button', { name: 'Preview notes.txt' }).click();
  const preview = page.getByRole('dialog', { name: 'notes.txt' });
  await expect(preview.getByText('first line')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(form).toBeVisible();
  // So does an open dropdown of the form.
  await form.getByRole('combobox', { name: 'Priority' }).click();
  await expect(page.getByRole('option', { name: 'Urgent' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option', { name: 'Urgent' })).toBeHidden();
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  panel = await openPanel(page);
  await expect(panel.getByText('Suggested help articles')).toBeVisible();

  // Another screen keeps the panel open (it has no overlay); an editor page closes it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tickets' }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(panel).toBeVisible();
  await page
    .getByRole('link', { name: 'New ticket' })
    .or(page.getByRole('button', { name: 'New ticket' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/tickets\/new$/);
  await expect(panel).toBeHidden();
});

test('the help intro covers none of the ticket list’s filters at 1440 × 900 or 1280 × 720 (issue 23 item 7)', async ({ page }) => {
  await login(page, undefined, { helpIntro: true });
  for (const [width, height] of [
    [1440, 900],
    [1280, 720],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/tickets');
    await expect(page.getByRole('dialog', { name: 'Help is here' })).toBeVisible();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`tickets-intro-${width}.png`) });
    const main = page.getByRole('main');
    const controls = [
      ['Search', main.getByRole('textbox', { name: 'Search' })],
      ...['Status', 'Priority', 'Type', 'Assignee', 'Organization'].map((name) => [name, main.getByRole('combobox', { name, exact: true })] as const),
      ['New ticket', main.getByRole('button', { name: 'New ticket' })],
    ] as const;
    for (const [name, control] of controls) {
      await expect(control).toBeVisible();
      // The control itself is found at its centre and near each corner: nothing (the intro) lies on any part of it.
      const onTop = await control.evaluate((element) => {
        const box = element.getBoundingClientRect();
        // An input's own icons and chevron belong to it: its field wrapper counts as the control.
        const control = element.closest('.mantine-InputWrapper-root') ?? element;
        const points = [
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.left + 4, box.top + 4],
          [box.right - 4, box.top + 4],
          [box.left + 4, box.bottom - 4],
          [box.right - 4, box.bottom - 4],
        ] as const;
        return points.every(([x, y]) => {
          const hit = document.elementFromPoint(x, y);
          return hit !== null && control.contains(hit);
        });
      });
      expect(onTop, `${width}×${height}: ${name} is covered`).toBe(true);
    }
  }
});
