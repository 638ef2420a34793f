import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { apiLogin, devicesUp, login, organization, startAgent } from './helpers.ts';

test.setTimeout(180_000);

/** Names a device as an administrator does on its page (the rule's `name` field reads it). */
async function rename(request: APIRequestContext, headers: Record<string, string>, id: number, friendlyName: string) {
  const response = await request.patch(`/api/devices/${id}`, { headers, data: { friendlyName } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Picks `option` in the Mantine select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Issue 24: a dynamic group made in the rule builder lists exactly the devices its rule matches.
 * Four real agents in two organizations; the rule "organization is A and name contains -web-"
 * matches two of them: the third device of A is not a web server, the web server of B is in
 * another organization.
 */
test('a dynamic group made in the rule builder lists exactly the matching devices', async ({ page, request }) => {
  const headers = await apiLogin(request);
  const stamp = Date.now().toString(36);
  const orgA = await organization(request, headers, `Group A ${stamp}`);
  const orgB = await organization(request, headers, `Group B ${stamp}`);
  const agents = [
    startAgent({ server: baseURL, token: orgA.token }),
    startAgent({ server: baseURL, token: orgA.token }),
    startAgent({ server: baseURL, token: orgA.token }),
    startAgent({ server: baseURL, token: orgB.token }),
  ];
  try {
    const inA = await devicesUp(request, headers, orgA.id, 3);
    const inB = await devicesUp(request, headers, orgB.id, 1);
    const names = { web1: `${stamp}-web-1`, web2: `${stamp}-web-2`, db: `${stamp}-db-1`, otherWeb: `${stamp}-web-3` };
    await rename(request, headers, inA[0]!, names.web1);
    await rename(request, headers, inA[1]!, names.db);
    await rename(request, headers, inA[2]!, names.web2);
    await rename(request, headers, inB[0]!, names.otherWeb);

    await login(page);
    await page.goto('/device-groups');
    await page.getByRole('link', { name: 'New group' }).click();
    await expect(page.getByRole('heading', { name: 'New device group' })).toBeVisible();
    await page.getByRole('main').getByRole('textbox', { name: 'Name' }).fill(`Web servers ${stamp}`);

    const all = page.locator('section[data-group="all"]');
    await all.getByRole('button', { name: 'Add condition' }).click();
    const first = all.getByRole('group', { name: 'Condition 1' });
    await choose(page, first, 'Field', 'Organization');
    await expect(first.getByRole('combobox', { name: 'Operator' })).toHaveValue('is');
    await choose(page, first, 'Value', await orgName(request, headers, orgA.id));

    await all.getByRole('button', { name: 'Add condition' }).click();
    const second = all.getByRole('group', { name: 'Condition 2' });
    await choose(page, second, 'Field', 'Name');
    await expect(second.getByRole('combobox', { name: 'Operator' })).toHaveValue('contains');
    await second.getByRole('textbox', { name: 'Value' }).fill(`${stamp}-web-`);

    // The live preview counts the matches before the group is saved.
    const preview = page.getByTestId('rule-preview');
    await expect(preview.getByRole('status')).toHaveText('2 devices match');
    await expect(preview).toContainText(names.web1);
    await expect(preview).toContainText(names.web2);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Group saved')).toBeVisible();
    await expect(page).toHaveURL(/\/device-groups\/\d+$/);
    await page.getByRole('tab', { name: 'Devices (2)' }).click();
    const rows = page
      .getByRole('main')
      .getByRole('row')
      .filter({ has: page.getByRole('link') });
    await expect(rows).toHaveCount(2);
    expect((await rows.getByRole('link').allTextContents()).sort()).toEqual([names.web1, names.web2]);

    // The list of groups shows it with its two devices.
    await page.goto('/device-groups');
    await expect(page.getByRole('row').filter({ hasText: `Web servers ${stamp}` })).toContainText('Dynamic');
  } finally {
    await Promise.all(agents.map((a) => a.stop()));
  }
});

async function orgName(request: APIRequestContext, headers: Record<string, string>, id: number) {
  const response = await request.get(`/api/organizations/${id}`, { headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { name: string }).name;
}
