import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, login } from './helpers.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Enrols a device through the API (organization → enrollment token → agent enrol) and approves it if needed. */
async function enrolDevice(request: APIRequestContext, headers: Record<string, string>) {
  const suffix = randomBytes(3).toString('hex');
  const org = await request.post('/api/organizations', { headers, data: { name: `Notes Org ${suffix}`, description: '' } });
  expect(org.status()).toBe(201);
  const orgId = ((await org.json()) as { id: number }).id;
  const token = await request.post(`/api/organizations/${orgId}/enrollment-tokens`, { headers, data: { label: 'notes e2e' } });
  expect(token.status()).toBe(201);
  const enrol = await request.post('/api/agent/enroll', {
    data: {
      token: ((await token.json()) as { token: string }).token,
      deviceUid: `notes-e2e-${suffix}`,
      facts: { hostname: `notes-host-${suffix}`, os: { platform: 'linux', distro: 'Debian GNU/Linux', release: '12' }, disks: [], network: [] },
    },
  });
  expect(enrol.ok()).toBe(true);
  const { nodeId, status } = (await enrol.json()) as { nodeId: number; status: string };
  // Another journey may have left the server in manual approval mode.
  if (status === 'PENDING') expect((await request.post('/api/node-approvals/approve', { headers, data: { nodeIds: [nodeId] } })).ok()).toBe(true);
  return { nodeId, hostname: `notes-host-${suffix}` };
}

/** The CSRF header the web app would send, read from the browser's cookie. */
async function browserCsrf(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'outpost_csrf');
  return { 'x-csrf-token': decodeURIComponent(cookie!.value) };
}

test('a technician writes a device note with bold text, a mention and an image; scripts never survive', async ({ page, request }) => {
  const headers = await apiLogin(request);
  const { nodeId, hostname } = await enrolDevice(request, headers);
  const mentionName = `Nora Notes${randomBytes(2).toString('hex')}`;
  const user = await request.post('/api/users', {
    headers,
    data: {
      email: `nora-${randomBytes(3).toString('hex')}@e2e.test`,
      name: mentionName,
      role: 'TECHNICIAN',
      technicianRoleId: null,
      password: 'a long enough password',
    },
  });
  expect(user.status()).toBe(201);
  const userId = ((await user.json()) as { id: number }).id;

  await login(page);
  // The editor's code is fetched only once a note is written.
  const editorChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/.*\.js$/.test(r.url())) editorChunks.push(r.url());
  });
  await page.goto(`/devices/${nodeId}`);
  await expect(page.getByRole('heading', { name: hostname })).toBeVisible();
  await page.getByRole('tab', { name: 'Notes' }).click();
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes.getByText('No notes yet')).toBeVisible();
  const chunksBefore = editorChunks.length;
  await notes.getByRole('button', { name: 'Add note' }).click();

  const editor = page.getByLabel('Note editor');
  await expect(editor).toBeVisible();
  expect(editorChunks.length).toBeGreaterThan(chunksBefore);
  await editor.click();
  await page.keyboard.type('Disk replaced, ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('urgent');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' follow-up by @Nora');
  const suggestions = page.getByRole('listbox', { name: 'mentions' });
  await suggestions.getByRole('option', { name: mentionName }).click();
  await expect(editor.locator('[data-mention-id]')).toHaveCount(1);

  // The image goes to the server's upload store; the editor shows it from there.
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/uploads') && r.request().method() === 'POST');
  await page.getByTestId('image-input').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  expect((await uploaded).status()).toBe(201);
  await expect(editor.locator('img[src^="/api/uploads/"]')).toHaveCount(1);

  // A script typed in source mode: the editor refuses to leave source mode with it.
  await page.getByRole('button', { name: 'Source' }).click();
  const source = page.getByLabel('HTML source');
  const clean = await source.inputValue();
  await source.fill(`${clean}<script>window.__pwned = 1</script>`);
  await page.getByRole('button', { name: 'Source' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Unsupported HTML elements' })).toContainText('script');
  await source.fill(clean);
  await page.getByRole('button', { name: 'Source' }).click();
  await expect(source).toBeHidden();

  await notes.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved')).toBeVisible();
  const note = notes.getByTestId('device-note');
  const checkRendered = async () => {
    await expect(note).toHaveCount(1);
    await expect(note.locator('strong')).toHaveText('urgent');
    await expect(note.locator(`[data-mention-id="${userId}"]`)).toHaveText(`@${mentionName}`);
    const img = note.locator('img[src^="/api/uploads/"]');
    await expect(img).toHaveCount(1);
    // Served by the server with the session: the browser decoded real pixels.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);
  };
  await checkRendered();
  await page.reload();
  await checkRendered();

  // A client that skips the editor and sends a script straight to the API: the server drops it.
  const stored = (await (await page.request.get(`/api/devices/${nodeId}/notes`)).json()) as { id: number; html: string }[];
  const put = await page.request.put(`/api/devices/${nodeId}/notes/${stored[0]!.id}`, {
    headers: await browserCsrf(page),
    data: { html: `${stored[0]!.html}<script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">` },
  });
  expect(put.ok()).toBe(true);
  expect(((await put.json()) as { html: string }).html).not.toMatch(/script|onerror|__pwned/);
  await page.reload();
  await checkRendered();
  await expect(note.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  // The author edits the note in the editor, then deletes it.
  await note.getByRole('button', { name: 'Edit' }).click();
  const editEditor = note.getByLabel('Note editor');
  await expect(editEditor.locator('strong')).toHaveText('urgent');
  await editEditor.locator('p').last().click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Checked again.');
  await note.getByRole('button', { name: 'Save note' }).click();
  await expect(note.getByText('Checked again.')).toBeVisible();
  await expect(note.getByLabel('Note editor')).toHaveCount(0);
  const imageUrl = (await note.locator('img[src^="/api/uploads/"]').getAttribute('src'))!;
  expect((await page.request.get(imageUrl)).status()).toBe(200);
  await note.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(notes.getByText('No notes yet')).toBeVisible();
  // No other note uses its image: the upload went with the note.
  expect((await page.request.get(imageUrl)).status()).toBe(404);
});
