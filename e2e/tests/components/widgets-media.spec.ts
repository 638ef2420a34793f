import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { apiLogin } from '../helpers.ts';

// The date inputs' calendar and the video player in Chromium (spec 002 §5.4 and §9: year
// navigation 50 years each side; video controls play, progress, time, mute, volume, captions,
// settings, fullscreen; default quality 720), over the playground's "Dates and media" section.
const playground = process.env.PLAYGROUND_URL ?? '/playground';
const inApp = process.env.PLAYGROUND_URL === undefined;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const typed = (d: Date) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
const dayLabel = (d: Date) => `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
const monthLabel = (d: Date) => `${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
/** `today` moved by whole years (29 February lands on 1 March, as dayjs does for the bounds). */
function yearsFrom(today: Date, years: number) {
  const d = new Date(today.getFullYear() + years, today.getMonth(), 1);
  d.setDate(Math.min(today.getDate(), new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate()));
  return d;
}

/** Attaches a screenshot of `target` to the report (to look at the widget as drawn). */
async function shot(target: Locator, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await target.screenshot(), contentType: 'image/png' });
}

test.beforeEach(async ({ page }) => {
  if (inApp) await apiLogin(page.request);
  await page.goto(playground);
  await page.getByTestId('playground-media').scrollIntoViewIfNeeded();
});

test.describe('date input calendar', () => {
  const today = new Date();
  const min = yearsFrom(today, -50);
  const max = yearsFrom(today, 50);

  function calendar(page: Page, label: string) {
    const media = page.getByTestId('playground-media');
    const input = media.getByRole('textbox', { name: label });
    const opener = input.locator('xpath=ancestor::div[contains(@class,"mantine-TextInput-root")]').getByRole('button', { name: 'Open calendar' });
    const dialog = page.getByRole('dialog', { name: label });
    const level = dialog.locator('.mantine-DatePicker-calendarHeaderLevel');
    const previous = dialog.locator('.mantine-DatePicker-calendarHeaderControl[data-direction="previous"]');
    const next = dialog.locator('.mantine-DatePicker-calendarHeaderControl[data-direction="next"]');
    return { input, opener, dialog, level, previous, next };
  }

  test('goes back 50 years through the decade and year views, and no further', async ({ page }, testInfo) => {
    const c = calendar(page, 'Media date');
    await c.opener.click();
    await expect(c.level).toHaveText(monthLabel(today));
    await c.level.click();
    await expect(c.level).toHaveText(String(today.getFullYear()));
    await c.level.click();
    await expect(c.level).toContainText(' – ');
    // Five decades back reaches the decade of the lower bound; the previous control then stops.
    const minDecade = Math.floor(min.getFullYear() / 10) * 10;
    while ((await c.previous.getAttribute('data-disabled')) === null) await c.previous.click();
    await expect(c.level).toHaveText(`${minDecade} – ${minDecade + 9}`);
    for (let y = minDecade; y < min.getFullYear(); y++) await expect(c.dialog.getByRole('button', { name: String(y), exact: true })).toBeDisabled();
    await c.dialog.getByRole('button', { name: String(min.getFullYear()), exact: true }).click();
    await expect(c.level).toHaveText(String(min.getFullYear()));
    await c.dialog.getByRole('button', { name: MONTHS[min.getMonth()]!.slice(0, 3), exact: true }).click();
    await expect(c.level).toHaveText(monthLabel(min));
    if (min.getDate() > 1) {
      const dayBefore = new Date(min.getFullYear(), min.getMonth(), min.getDate() - 1);
      await expect(c.dialog.getByRole('button', { name: dayLabel(dayBefore), exact: true })).toHaveAttribute('data-disabled', 'true');
    }
    await shot(c.dialog, testInfo, 'calendar-lower-bound');
    await c.dialog.getByRole('button', { name: dayLabel(min), exact: true }).click();
    await expect(c.dialog).toBeHidden();
    await expect(page.getByTestId('media-date-value')).toHaveText(iso(min));
    await expect(c.input).toHaveValue(typed(min));
    // Opening again shows the picked month, not today's.
    await c.opener.click();
    await expect(c.level).toHaveText(monthLabel(min));
    await expect(c.dialog.getByRole('button', { name: dayLabel(min), exact: true })).toBeFocused();
  });

  test('keyboard: Ctrl+Shift+arrows move by decade up to the upper bound, arrows by day, Enter picks, Escape closes', async ({ page }, testInfo) => {
    const c = calendar(page, 'Media date');
    await c.opener.focus();
    await page.keyboard.press('Enter');
    // Focus lands on today in the calendar.
    await expect(c.dialog.getByRole('button', { name: dayLabel(today), exact: true })).toBeFocused();
    await page.keyboard.press('Control+ArrowDown');
    await expect(c.level).toHaveText(monthLabel(yearsFrom(today, 1)));
    await expect(c.dialog.getByRole('button', { name: dayLabel(yearsFrom(today, 1)), exact: true })).toBeFocused();
    await page.keyboard.press('Control+ArrowUp');
    await expect(c.level).toHaveText(monthLabel(today));
    for (let i = 0; i < 6; i++) await page.keyboard.press('Control+Shift+ArrowDown');
    // Five decades reach the bound; the sixth stays there, focus on the same day.
    await expect(c.level).toHaveText(monthLabel(max));
    await expect(c.dialog.getByRole('button', { name: dayLabel(max), exact: true })).toBeFocused();
    await expect(c.next).toHaveAttribute('data-disabled', 'true');
    await shot(c.dialog, testInfo, 'calendar-upper-bound');
    await page.keyboard.press('Escape');
    await expect(c.dialog).toBeHidden();
    await expect(c.opener).toBeFocused();
    await expect(page.getByTestId('media-date-value')).toHaveText('none');
    // Again, and pick the day before the bound with the arrow keys.
    await page.keyboard.press('Enter');
    await expect(c.dialog.getByRole('button', { name: dayLabel(today), exact: true })).toBeFocused();
    for (let i = 0; i < 5; i++) await page.keyboard.press('Control+Shift+ArrowDown');
    await expect(c.dialog.getByRole('button', { name: dayLabel(max), exact: true })).toBeFocused();
    const before = new Date(max.getFullYear(), max.getMonth(), max.getDate() - 1);
    if (before.getMonth() === max.getMonth()) {
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('media-date-value')).toHaveText(iso(before));
    } else {
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('media-date-value')).toHaveText(iso(max));
    }
    await expect(c.dialog).toBeHidden();
    await expect(c.opener).toBeFocused();
  });

  test('typed dates outside the calendar reach are refused; inside they are taken', async ({ page }) => {
    const c = calendar(page, 'Media date');
    const tooEarly = new Date(min.getFullYear() - 1, 0, 1);
    await c.input.fill(typed(tooEarly));
    await c.input.blur();
    await expect(page.getByTestId('playground-media').getByText(`Enter a date between ${typed(min)} and ${typed(max)}`)).toBeVisible();
    await expect(page.getByTestId('media-date-value')).toHaveText('none');
    const inside = new Date(min.getFullYear() + 1, 5, 15);
    await c.input.fill(typed(inside).replaceAll('/', '.'));
    await c.input.blur();
    await expect(page.getByTestId('media-date-value')).toHaveText(iso(inside));
    await expect(c.input).toHaveValue(typed(inside));
  });

  test('date-range input picks a range in two clicks', async ({ page }, testInfo) => {
    const c = calendar(page, 'Media range');
    await c.opener.click();
    const from = new Date(today.getFullYear(), today.getMonth(), 3);
    const to = new Date(today.getFullYear(), today.getMonth(), 12);
    await c.dialog.getByRole('button', { name: dayLabel(from), exact: true }).click();
    // The first click is kept (the popover stays open with the start marked).
    await expect(c.dialog.getByRole('button', { name: dayLabel(from), exact: true })).toHaveAttribute('data-selected', 'true');
    await expect(page.getByTestId('media-range-value')).toHaveText('none → none');
    await c.dialog.getByRole('button', { name: dayLabel(new Date(today.getFullYear(), today.getMonth(), 8)), exact: true }).hover();
    await shot(c.dialog, testInfo, 'range-half-picked');
    await c.dialog.getByRole('button', { name: dayLabel(to), exact: true }).click();
    await expect(c.dialog).toBeHidden();
    await expect(page.getByTestId('media-range-value')).toHaveText(`${iso(from)} → ${iso(to)}`);
    await expect(c.input).toHaveValue(`${typed(from)} - ${typed(to)}`);
    // Reopening shows both ends selected.
    await c.opener.click();
    await expect(c.dialog.getByRole('button', { name: dayLabel(to), exact: true })).toHaveAttribute('data-selected', 'true');
  });
});

test.describe('video player', () => {
  function player(page: Page) {
    const root = page.getByTestId('media-video');
    const video = root.locator('video');
    const state = () =>
      video.evaluate((v: HTMLVideoElement) => ({
        paused: v.paused,
        time: v.currentTime,
        muted: v.muted,
        volume: v.volume,
        src: v.currentSrc,
        captions: v.textTracks[0]?.mode ?? null,
        cue: (v.textTracks[0]?.activeCues?.[0] as VTTCue | undefined)?.text ?? null,
      }));
    return { root, video, state, button: (name: string) => root.getByRole('button', { name, exact: true }) };
  }

  async function ready(p: ReturnType<typeof player>) {
    await expect.poll(() => p.video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  }

  test('plays and pauses, with the time and progress moving; 720p by default, quality switch keeps the place', async ({ page }, testInfo) => {
    const p = player(page);
    await ready(p);
    await expect(p.root.locator('[data-quality]')).toHaveAttribute('data-quality', '720');
    expect((await p.state()).src).toContain('720');
    await expect(p.root.getByTestId('video-time')).toHaveText('0:00 / 0:02');
    await p.button('Play').click();
    await expect(p.button('Pause')).toBeVisible();
    await expect.poll(async () => (await p.state()).time).toBeGreaterThan(1);
    await expect(p.root.getByTestId('video-time')).toHaveText(/^0:0[12] \/ 0:02$/);
    await p.button('Settings').click();
    await p.root.getByRole('menuitem', { name: '360p' }).click();
    await expect.poll(async () => (await p.state()).src).toContain('360');
    // Still playing, from where it was.
    await expect(p.button('Pause')).toBeVisible();
    expect((await p.state()).paused).toBe(false);
    expect((await p.state()).time).toBeGreaterThan(1);
    await p.button('Pause').click();
    await expect(p.button('Play')).toBeVisible();
    expect((await p.state()).paused).toBe(true);
    await shot(p.root, testInfo, 'video-paused');
  });

  test('captions toggle shows the WebVTT track', async ({ page }, testInfo) => {
    const p = player(page);
    await ready(p);
    const captions = p.button('Captions');
    await expect(captions).toHaveAttribute('aria-pressed', 'false');
    expect((await p.state()).captions).not.toBe('showing');
    await captions.click();
    await expect(captions).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await p.state()).captions).toBe('showing');
    await p.button('Play').click();
    await expect.poll(async () => (await p.state()).cue, { timeout: 5_000 }).toMatch(/caption/);
    await p.button('Pause').click();
    await shot(p.root, testInfo, 'video-captions');
    await captions.click();
    await expect(captions).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await p.state()).captions).toBe('hidden');
  });

  test('fullscreen button enters and leaves fullscreen', async ({ page }, testInfo) => {
    const p = player(page);
    await ready(p);
    const fullscreen = p.button('Fullscreen');
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');
    await fullscreen.click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.contains(document.querySelector('[data-testid="media-video"] video')) ?? false))
      .toBe(true);
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
    // The settings menu opens inside the fullscreen element (not portalled out of it).
    await p.button('Settings').click();
    await expect(p.root.getByRole('menuitem', { name: '720p' })).toBeVisible();
    await testInfo.attach('video-fullscreen', { body: await page.screenshot(), contentType: 'image/png' });
    await page.keyboard.press('Escape');
    await fullscreen.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');
  });

  test('keyboard: K plays and pauses, arrows seek and set the volume, M mutes, C captions, F fullscreen', async ({ page }) => {
    const p = player(page);
    await ready(p);
    await p.video.focus();
    await page.keyboard.press('k');
    await expect(p.button('Pause')).toBeVisible();
    await page.keyboard.press('k');
    await expect(p.button('Play')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await p.state()).time).toBeGreaterThan(2.5); // 5 s on, clamped to the end
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await p.state()).time).toBe(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await p.state()).volume).toBeCloseTo(0.8, 5);
    await page.keyboard.press('m');
    await expect(p.button('Unmute')).toHaveAttribute('aria-pressed', 'true');
    expect((await p.state()).muted).toBe(true);
    // Raising the volume unmutes.
    await page.keyboard.press('ArrowUp');
    await expect(p.button('Mute')).toBeVisible();
    expect((await p.state()).muted).toBe(false);
    await page.keyboard.press('c');
    await expect(p.button('Captions')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await page.keyboard.press(' ');
    await expect(p.button('Pause')).toBeVisible();
  });
});
