import type { Page } from 'playwright-core';

/** Mount-to-first-frame time of the 100,000-row client table, in ms. */
export async function measureClientFirstRender(page: Page, base: string): Promise<number> {
  await page.goto(`${base}/?bench=client`);
  await page.waitForFunction(() => window.__benchPainted !== undefined, undefined, { timeout: 60_000 });
  return page.evaluate(() => (window.__benchPainted ?? 0) - (window.__benchRenderStart ?? 0));
}

/** Starts recording the intervals between animation frames in the page. */
async function startFrameRecorder(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const w = window;
    w.__frames = [];
    w.__recording = true;
    let last = 0;
    function tick(t) {
      if (last) w.__frames.push(t - last);
      last = t;
      if (w.__recording) requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
  })()`);
}

async function stopFrameRecorder(page: Page): Promise<number[]> {
  return page.evaluate('(() => { window.__recording = false; return window.__frames; })()') as Promise<number[]>;
}

/** Frame intervals while the page sits idle for `ms`. */
export async function measureIdle(page: Page, ms: number): Promise<number[]> {
  await startFrameRecorder(page);
  await page.waitForTimeout(ms);
  return stopFrameRecorder(page);
}

/**
 * Scrolls the client table with `events` mouse-wheel events of `step` px, as a user would,
 * and returns the intervals between animation frames meanwhile (a dropped frame shows as
 * an interval of ~33 ms).
 */
export async function measureScroll(page: Page, events: number, step: number): Promise<number[]> {
  const box = await page.locator('[data-testid="data-table"]').boundingBox();
  if (!box) throw new Error('table not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await startFrameRecorder(page);
  for (let i = 0; i < events; i++) await page.mouse.wheel(0, step);
  await page.waitForTimeout(200);
  return stopFrameRecorder(page);
}

/**
 * Milliseconds from clicking the element matched by `selector` (its last match) until a new
 * first row is on screen and the table is idle. Clicked and timed inside the page, so the
 * figure holds no test-driver overhead.
 */
export async function timePageChange(page: Page, selector: string): Promise<number> {
  const script = `new Promise((resolve, reject) => {
    const first = () => document.querySelector('tr[data-row-id]')?.getAttribute('data-row-id');
    const before = first();
    const targets = document.querySelectorAll(${JSON.stringify(selector)});
    const target = targets[targets.length - 1];
    if (!target) return reject(new Error('no target'));
    const start = performance.now();
    target.click();
    function check() {
      if (first() && first() !== before && !document.querySelector('[aria-busy="true"]')) resolve(performance.now() - start);
      else if (performance.now() - start > 30000) reject(new Error('timeout'));
      else requestAnimationFrame(check);
    }
    requestAnimationFrame(check);
  })`;
  return page.evaluate(script) as Promise<number>;
}

declare global {
  interface Window {
    __benchRenderStart?: number;
    __benchPainted?: number;
  }
}

/** Milliseconds for the page itself to fetch and parse one list page (no rendering), and the server's own requestTime. */
export async function timeApi(page: Page, url: string): Promise<{ ms: number; requestTime: number }> {
  const script = `(async () => {
    const start = performance.now();
    const res = await fetch(${JSON.stringify(url)}, { credentials: 'include' });
    const body = await res.json();
    return { ms: performance.now() - start, requestTime: body.requestTime };
  })()`;
  return page.evaluate(script) as Promise<{ ms: number; requestTime: number }>;
}
