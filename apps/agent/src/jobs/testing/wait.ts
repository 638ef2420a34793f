/** Polls a condition until it holds or the time is up (tests only). */
export async function waitFor(cond: () => boolean, timeoutMs: number, what = 'condition'): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
