import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiLogin, login } from './helpers.ts';

// Upload statuses in the browser (spec 002 §4.1, issue 13 item 2): a real image attached to a
// ticket is a link; an executable named .png is sniffed as SUSPICIOUS, shown as blocked, and the
// server hands it out only as a download.

/** A complete 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** The start of a Windows executable: MZ header, PE offset, PE signature. */
const EXE = Buffer.alloc(512);
EXE.write('MZ', 0, 'latin1');
EXE.writeUInt32LE(0x80, 0x3c);
EXE.write('PE\0\0', 0x80, 'latin1');

test('a technician attaches a real image and an executable named .png: the second is blocked', async ({ page, request }) => {
  const headers = await apiLogin(request);
  const created = await request.post('/api/ticketing/ticket', { headers, data: { summary: `Files to check ${randomBytes(3).toString('hex')}` } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await login(page);
  await page.goto(`/tickets/${id}`);
  await page.getByRole('tab', { name: 'Attachments' }).click();
  const input = page.getByRole('tabpanel').locator('input[type=file]');
  await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  const list = page.getByTestId('attachments');
  await expect(list.getByRole('link', { name: 'photo.png' })).toBeVisible();
  await input.setInputFiles({ name: 'setup.png', mimeType: 'image/png', buffer: EXE });
  await expect(list.getByText('Blocked: its content does not match its type')).toBeVisible();
  await expect(list.getByText('setup.png', { exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: 'setup.png' })).toHaveCount(0);

  // What the browser would get if it asked for the file anyway: bytes as a download, never an image.
  const attachments = (await (await page.request.get(`/api/ticketing/ticket/${id}/attachments`)).json()) as {
    upload: { fileName: string; url: string; uploadStatus: string };
  }[];
  const suspicious = attachments.find((a) => a.upload.fileName === 'setup.png')!.upload;
  expect(suspicious.uploadStatus).toBe('SUSPICIOUS');
  const file = await page.request.get(suspicious.url);
  expect(file.headers()['content-type']).toBe('application/octet-stream');
  expect(file.headers()['content-disposition']).toMatch(/^attachment;/);
  const image = await page.request.get(attachments.find((a) => a.upload.fileName === 'photo.png')!.upload.url);
  expect([image.headers()['content-type'], image.headers()['content-disposition']]).toEqual(['image/png', expect.stringMatching(/^inline;/)]);
});
