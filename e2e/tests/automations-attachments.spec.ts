import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { startTestReceiver, type TestReceiver } from '../../apps/server/src/modules/mail/mail.fixtures.ts';
import { choose, openNewEventRule } from './automations.helpers.ts';
import { apiLogin } from './helpers.ts';

// Issue 14, the e-mail action's attachments (spec 002 §3.1 uploads, §5.1): a rule whose e-mail
// has no body text but a file is made in the editor, through the real upload store; the message
// its ticket sets off is received over SMTP on loopback with the file.

test.setTimeout(180_000);
test.use({ actionTimeout: 20_000 });

let request: APIRequestContext;
let headers: Record<string, string>;
let mail: TestReceiver;
let savedMailSettings: Record<string, unknown>;
const MAIL_KEYS = ['enabled', 'host', 'port', 'tlsMode', 'username', 'fromAddress', 'fromName', 'newContactOrganizationId'];

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  headers = await apiLogin(request);
  mail = await startTestReceiver();
  // Later journeys expect the mail settings as the server started with them.
  savedMailSettings = (await (await request.get('/api/ticketing/mail/settings', { headers })).json()) as Record<string, unknown>;
  const on = await request.put('/api/ticketing/mail/settings', {
    headers,
    data: {
      enabled: true,
      host: '127.0.0.1',
      port: mail.port,
      tlsMode: 'NONE',
      username: '',
      fromAddress: 'desk@e2e.test',
      fromName: 'E2E Desk',
      newContactOrganizationId: null,
    },
  });
  expect(on.ok(), await on.text()).toBe(true);
});

test.afterAll(async () => {
  await request?.put('/api/ticketing/mail/settings', { headers, data: Object.fromEntries(MAIL_KEYS.map((k) => [k, savedMailSettings[k]])) });
  await mail?.close();
  await request?.dispose();
});

/** Chooses files through the dialog's 'Add files' button, as a user does. */
async function attach(page: Page, where: Locator, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await where.getByRole('button', { name: 'Add files' }).click();
  await (await chooser).setFiles(files);
}

test('an e-mail rule made in the editor with a file and no body text sends the file over SMTP; a refused file is named with the server’s words', async ({
  page,
}) => {
  const mark = `att${randomBytes(3).toString('hex')}`;
  const to = `ops-${mark}@example.test`;
  const runbook = `Step 1: breathe (${mark})\nStep 2: reboot\n`;
  const dialog = await openNewEventRule(page);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Runbook ${mark}`);
  await dialog.getByRole('tab', { name: /^Conditions/ }).click();
  const allGroup = dialog.getByRole('region', { name: 'All of these conditions' });
  await allGroup.getByRole('button', { name: 'Add condition' }).click();
  const condition = allGroup.getByRole('group', { name: 'Condition 1' });
  await choose(page, condition.getByRole('combobox', { name: 'Field' }), 'Summary', 'Summ');
  await choose(page, condition.getByRole('combobox', { name: 'Operator' }), 'Contains');
  await condition.getByRole('textbox', { name: 'Value' }).fill(mark);

  await dialog.getByRole('tab', { name: /^Actions/ }).click();
  await dialog.getByRole('button', { name: 'Add action' }).click();
  const row = dialog.getByTestId('action-row').first();
  await choose(page, row.getByRole('combobox', { name: 'Action' }), 'Send email');
  const email = page.getByRole('dialog', { name: 'Email' });
  await choose(page, email.getByRole('combobox', { name: /^Recipient/ }), `Add ${to}`, to);
  await page.keyboard.press('Escape');
  await email.getByRole('textbox', { name: 'Subject' }).fill(`Runbook for {{ticket.id}} ${mark}`);
  await expect(email.getByRole('textbox', { name: 'Body text' })).toBeVisible();
  // No body text and no file: the body is required.
  await email.getByRole('button', { name: 'Apply' }).click();
  await expect(email.getByText('Required', { exact: true })).toBeVisible();

  // The server refuses an empty file; its words are shown and the file is not listed.
  await attach(page, email, [{ name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) }]);
  await expect(email.getByRole('alert')).toHaveText('empty.txt: Minimum file size is 1 byte');
  await expect(email.getByRole('listitem', { name: 'empty.txt' })).toHaveCount(0);

  await attach(page, email, [{ name: 'runbook.txt', mimeType: 'text/plain', buffer: Buffer.from(runbook) }]);
  const item = email.getByRole('listitem', { name: 'runbook.txt' });
  await expect(item).toContainText(`${Buffer.byteLength(runbook)} B · Uploaded`);
  await expect(email.getByText('Required', { exact: true })).toBeHidden();
  await email.screenshot({ path: test.info().outputPath('email-dialog-attachments.png') });
  await email.getByRole('button', { name: 'Apply' }).click();
  await expect(email).toBeHidden();
  await expect(row).toContainText('Attachments: runbook.txt');

  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Success').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // Opened again, the saved rule lists its file by name.
  await page
    .getByRole('row')
    .filter({ hasText: `Runbook ${mark}` })
    .getByRole('button', { name: 'Edit', exact: true })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit event-based automation' });
  await edit.getByRole('tab', { name: /^Actions/ }).click();
  await expect(edit.getByTestId('action-row').first()).toContainText('Attachments: runbook.txt');
  await edit.getByTestId('action-row').first().getByRole('button', { name: 'Edit' }).click();
  await expect(email.getByRole('listitem', { name: 'runbook.txt' })).toContainText('Uploaded');
  await email.screenshot({ path: test.info().outputPath('email-dialog-saved-rule.png') });
  await email.getByRole('button', { name: 'Cancel' }).click();

  const rules = (await (await request.get('/api/ticketing/trigger?type=EVENT_BASED', { headers })).json()) as { id: number; name: string }[];
  const mine = rules.find((r) => r.name === `Runbook ${mark}`)!;
  try {
    const before = mail.messages.length;
    const ticket = await request.post('/api/ticketing/ticket', { headers, data: { summary: `Server down ${mark}` } });
    expect(ticket.status(), await ticket.text()).toBe(201);
    const { id } = (await ticket.json()) as { id: number };
    await expect.poll(() => mail.messages.slice(before).find((m) => m.subject === `Runbook for ${id} ${mark}`), { timeout: 30_000 }).toBeTruthy();
    const sent = mail.messages.slice(before).find((m) => m.subject === `Runbook for ${id} ${mark}`)!;
    expect(
      [sent.to]
        .flat()
        .map((a) => a?.text)
        .join(', '),
    ).toContain(to);
    expect(sent.attachments.map((a) => [a.filename, a.contentType, a.content.toString('utf8')])).toEqual([['runbook.txt', 'text/plain', runbook]]);
  } finally {
    // The rule goes, so later journeys' tickets are not mailed by it.
    await request.delete(`/api/ticketing/trigger/${mine.id}`, { headers });
  }
});
