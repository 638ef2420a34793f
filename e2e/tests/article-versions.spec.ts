import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiLogin, login } from './helpers.ts';

// Decision 0032 for help articles: the editor names the version it loaded; a save after someone
// else's keeps the typing, and "Reload and re-apply" saves it on top of their change.

test.setTimeout(120_000);

test('an article saved meanwhile: the editor keeps the new title and re-applies it over the other change', async ({ page, request }) => {
  const headers = await apiLogin(request);
  const mark = randomBytes(3).toString('hex');
  const created = await request.post('/api/help/admin/articles', {
    headers,
    data: { title: `Restoring ${mark}`, body: '<p>Open the backup.</p>', draft: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  const article = (await created.json()) as { id: number; version: number; title: string; body: string };

  await login(page);
  await page.goto(`/help/admin/articles/${article.id}`);
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue(`Restoring ${mark}`);
  await expect(page.getByRole('textbox', { name: 'Article' })).toContainText('Open the backup.');

  // Someone else files it under Backups.
  const elsewhere = await request.put(`/api/help/admin/articles/${article.id}`, {
    headers,
    data: { version: article.version, title: article.title, body: article.body, section: 'Backups', draft: false },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);

  await title.fill(`Restoring files ${mark}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const notice = page.getByTestId('stale-version-notice');
  await expect(notice).toContainText('This article was changed by someone else since you opened it. Reload to see their changes.');
  await expect(title).toHaveValue(`Restoring files ${mark}`);

  await notice.getByRole('button', { name: 'Reload and re-apply' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Section' })).toHaveValue('Backups');
  await expect(title).toHaveValue(`Restoring files ${mark}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Article saved')).toBeVisible();

  const stored = (await (await request.get(`/api/help/admin/articles/${article.id}`, { headers })).json()) as {
    title: string;
    section: string;
    body: string;
    version: number;
  };
  expect(stored).toMatchObject({ title: `Restoring files ${mark}`, section: 'Backups', version: article.version + 2 });
  expect(stored.body).toContain('Open the backup.');
});
