import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, login } from './helpers.ts';

test.setTimeout(180_000);

/** How far the page's widest table reaches past its scroll container (0 when it fits). */
const overflow = (page: Page) =>
  page
    .getByRole('table')
    .first()
    .evaluate((table) => {
      let box: HTMLElement | null = table.parentElement;
      while (box && box.scrollWidth <= box.clientWidth && box !== document.body) box = box.parentElement;
      return box && box !== document.body ? box.scrollWidth - box.clientWidth : 0;
    });

/** Whether any cell's text breaks inside a word: a line box that ends where the next starts without a space. */
const wordsBrokenMidWord = (page: Page) =>
  page.locator('tbody td').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      const broken: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const range = document.createRange();
        let lastTop: number | null = null;
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = range.getBoundingClientRect().top;
          // A line may end after a space or a hyphen ('out-of-office'), never inside a word.
          if (lastTop !== null && top > lastTop + 2 && /[^\s-]/.test(text[i - 1]!) && /\S/.test(text[i]!)) broken.push(text);
          lastTop = top;
        }
      }
      return broken;
    }),
  );

test('the ticket list and a board fit 1440 × 900 without breaking words mid-word; dates are compact with the full date on hover (issue 23 item 12)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const headers = await apiLogin(request);
  const mark = `w${randomBytes(3).toString('hex')}`;
  const org = await request.post('/api/organizations', { headers, data: { name: `Northwind Traders International ${mark}`, description: '' } });
  expect(org.status()).toBe(201);
  const organizationId = ((await org.json()) as { id: number }).id;
  for (const summary of [
    `Outlook keeps asking for the password after the Exchange migration ${mark}`,
    `Printer on the third floor prints blank pages ${mark}`,
    `Unrecognised device ${mark}`,
  ]) {
    const created = await request.post('/api/ticketing/ticket', { headers, data: { summary, organizationId, priority: 'HIGH' } });
    expect(created.status()).toBe(201);
  }

  await login(page);
  await page.goto(`/tickets?q=${mark}`);
  await expect(page.getByRole('link', { name: /Outlook keeps asking/ })).toBeVisible();
  await page.mouse.move(1, 1);
  await page.screenshot({ path: test.info().outputPath('tickets-1440.png') });
  expect(await overflow(page)).toBe(0);
  expect(await wordsBrokenMidWord(page)).toEqual([]);
  const date = page.locator('tbody time').first();
  await expect(date).toHaveText(/^\d{1,2}:\d{2} [AP]M$/);
  await date.hover();
  await expect(page.getByRole('tooltip')).toHaveText(/\d{4}, \d{1,2}:\d{2}:\d{2} [AP]M/);

  await page.goto('/tickets/boards');
  await expect(page.getByRole('heading', { level: 2, name: 'All open tickets' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(mark);
  await expect(page.getByRole('link', { name: /Outlook keeps asking/ })).toBeVisible();
  await page.mouse.move(1, 1);
  await page.screenshot({ path: test.info().outputPath('board-1440.png') });
  // The board's ten default columns fit beside the app's sidebar: the board list sits above the table at this width.
  await expect(page.getByRole('navigation', { name: 'Ticket boards' }).getByRole('link', { name: 'All open tickets' })).toHaveAttribute('aria-current', 'page');
  expect(await overflow(page)).toBe(0);
  expect(await wordsBrokenMidWord(page)).toEqual([]);
});
