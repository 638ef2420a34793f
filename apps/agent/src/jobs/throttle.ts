/** Upload bandwidth throttle: one token bucket shared by every upload of the agent. */
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A token bucket in bytes. Callers take tokens before sending; the bucket may go into debt and
 * the caller then sleeps it off, so concurrent uploads share the rate without a queue.
 */
export class TokenBucket {
  private rate: number | null = null;
  private tokens = 0;
  private last = 0;

  constructor(
    limitKb: number | null = null,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.setLimit(limitKb);
  }

  /** Sets the limit in KiB/s; null or 0 lifts it. */
  setLimit(limitKb: number | null): void {
    const rate = limitKb && limitKb > 0 ? limitKb * 1024 : null;
    if (rate === this.rate) return;
    this.rate = rate;
    // A small burst (100 ms worth) keeps the measured rate close to the limit even for short uploads.
    this.tokens = rate ? this.burst() : 0;
    this.last = this.now();
  }

  get limitBytesPerSecond(): number | null {
    return this.rate;
  }

  /** Largest slice worth taking at once: keeps sleeps short and the rate smooth. */
  sliceSize(): number {
    return this.rate ? Math.max(1024, Math.min(64 * 1024, Math.floor(this.burst()))) : 1024 * 1024;
  }

  /** Waits until `bytes` may be sent under the current limit. */
  async take(bytes: number, signal?: AbortSignal): Promise<void> {
    const rate = this.rate;
    if (!rate) return;
    const t = this.now();
    this.tokens = Math.min(this.burst(), this.tokens + ((t - this.last) / 1000) * rate);
    this.last = t;
    this.tokens -= bytes;
    if (this.tokens < 0) await sleep((-this.tokens / rate) * 1000, undefined, signal ? { signal } : undefined);
  }

  private burst(): number {
    return (this.rate ?? 0) / 10;
  }
}
