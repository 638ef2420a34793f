import { expect, test, type APIRequestContext } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { apiLogin, devicesUp, login, organization, startAgent } from './helpers.ts';

test.setTimeout(180_000);

/**
 * Issue 24: a weekly backup at 02:30 on Sundays in Europe/Berlin, made in the plan editor. On the
 * spring-forward Sunday 02:30 does not exist there: the preview says so and shows 03:30, and the
 * scheduler starts the backup at that instant (01:30 UTC), not an hour early or late.
 *
 * The server's test clock (OUTPOST_TEST_CLOCK, decision 0021) is moved to the day before the
 * change; the browser's clock is set to the same instant so the preview counts from it. The test
 * clock only moves forward, so this journey leaves the server in late March 2027 at the earliest:
 * later journeys do not read that clock (only time rules and the scheduler do).
 */

const SPRING_FORWARD_RUN = Date.parse('2027-03-28T01:30:00Z'); // 03:30 CEST, the shifted 02:30
const SCHEDULER_TICK_MS = 5_000;

async function moveClock(request: APIRequestContext, headers: Record<string, string>, seconds: number) {
  const response = await request.post('/api/ticketing/automation/test-clock', { headers, data: { seconds: Math.max(1, Math.round(seconds)) } });
  expect(response.status(), await response.text()).toBe(200);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** Moves the test clock to `target` (or a second past it when it is already there), answering the clock's time. */
async function moveClockTo(request: APIRequestContext, headers: Record<string, string>, target: number) {
  const now = await moveClock(request, headers, 1);
  expect(now, 'the test clock is already past the instant this journey needs').toBeLessThan(target);
  return moveClock(request, headers, (target - now) / 1000);
}

async function planJobs(request: APIRequestContext, headers: Record<string, string>, nodeId: number) {
  const response = await request.get(`/api/backup/nodes/${nodeId}/jobs?type=BACKUP&includeIgnored=true`, { headers });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { jobUID: string; status: string; planName: string | null }[];
}

test('a weekly Sunday 02:30 backup in Europe/Berlin: the preview names the DST shift and the backup starts at 03:30 CEST', async ({ page, request }) => {
  const headers = await apiLogin(request);
  const org = await organization(request, headers, 'Schedule Org');
  const agent = startAgent({ server: baseURL, token: org.token });
  try {
    const [nodeId] = await devicesUp(request, headers, org.id, 1);
    if (nodeId === undefined) throw new Error('the agent never came up');

    // Saturday noon (UTC) before the change, on the server's scheduler and in the browser.
    const serverNow = await moveClockTo(request, headers, Date.parse('2027-03-27T12:00:00Z'));
    await page.clock.install({ time: serverNow });

    await login(page);
    await page.goto(`/devices/${nodeId}`);
    await page.getByRole('tab', { name: 'Backups' }).click();
    await page.getByRole('button', { name: 'New plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'New plan' });
    await dialog.getByLabel('Name').fill('Berlin weekly');
    const includes = dialog.getByPlaceholder('e.g. /home/user/Documents or C:/Users');
    await includes.fill(agent.dataDir);
    await includes.press('Enter');
    await dialog.getByRole('combobox', { name: 'Repeat' }).click();
    await page.getByRole('option', { name: 'Weekly', exact: true }).click();
    await dialog.getByLabel('Time of day').fill('02:30');
    // Sunday only: the weekly default may hold other days, which are unticked.
    const day = (name: string) => dialog.getByRole('checkbox', { name, exact: true });
    if (!(await day('Sun').isChecked())) await dialog.getByText('Sun', { exact: true }).click();
    for (const name of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']) if (await day(name).isChecked()) await dialog.getByText(name, { exact: true }).click();
    await expect(day('Sun')).toBeChecked();
    await dialog.getByLabel('Time zone').selectOption('Europe/Berlin');

    // The preview, in Berlin time: the first run is the shifted one and says why.
    const runs = dialog.getByTestId('schedule-run');
    await expect(runs.first()).toHaveText('28 Mar 2027 03:30 — 02:30 does not exist that day');
    await expect(runs.nth(1)).toHaveText('4 Apr 2027 02:30');
    await expect(runs).toHaveCount(10);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Berlin weekly' })).toBeVisible();
    expect(await planJobs(request, headers, nodeId)).toEqual([]);

    // A minute before 03:30 CEST: two scheduler ticks pass and nothing starts.
    await moveClockTo(request, headers, SPRING_FORWARD_RUN - 60_000);
    await page.waitForTimeout(2 * SCHEDULER_TICK_MS + 500);
    expect(await planJobs(request, headers, nodeId)).toEqual([]);

    // Past it: the backup is queued on the next tick and the agent runs it.
    await moveClock(request, headers, 61);
    await expect.poll(async () => (await planJobs(request, headers, nodeId)).length, { timeout: 30_000 }).toBe(1);
    expect((await planJobs(request, headers, nodeId))[0]?.planName).toBe('Berlin weekly');
    await expect.poll(async () => (await planJobs(request, headers, nodeId))[0]?.status, { timeout: 90_000 }).toBe('COMPLETED');
  } finally {
    await agent.stop();
  }
});
