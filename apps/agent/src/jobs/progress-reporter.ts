/** Sends a job's progress to the server at most once a second and learns about cancel requests. */
import type { JobProgressBody, WorkClient } from './work-client.ts';

export interface ReporterOptions {
  /** Shortest gap between two reports. */
  intervalMs?: number;
  /** Longest gap: an unchanged job still reports (keeps its lease, hears a cancel within seconds). */
  keepaliveMs?: number;
  log?: (message: string) => void;
}

export const ZERO_PROGRESS: JobProgressBody = { filesProcessed: 0, filesTotal: 0, bytesProcessed: 0, bytesTotal: 0 };

/** Reports the latest progress on a timer; calls onCancel once when the server asks to cancel. */
export class ProgressReporter {
  private latest: JobProgressBody = ZERO_PROGRESS;
  private sentKey = '';
  private sentAt = 0;
  private inFlight = false;
  private timer: NodeJS.Timeout | undefined;
  private cancelled = false;

  constructor(
    private readonly client: Pick<WorkClient, 'progress'>,
    private readonly jobUid: string,
    private readonly onCancel: () => void,
    private readonly opts: ReporterOptions = {},
  ) {}

  /** Records progress; it goes out with the next tick. */
  update(p: JobProgressBody): void {
    this.latest = { filesProcessed: p.filesProcessed, filesTotal: p.filesTotal, bytesProcessed: p.bytesProcessed, bytesTotal: p.bytesTotal };
  }

  get current(): JobProgressBody {
    return this.latest;
  }

  start(): void {
    void this.tick(true);
    this.timer = setInterval(() => void this.tick(false), this.opts.intervalMs ?? 1000);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async tick(force: boolean): Promise<void> {
    if (this.inFlight) return;
    const key = JSON.stringify(this.latest);
    const now = Date.now();
    if (!force && key === this.sentKey && now - this.sentAt < (this.opts.keepaliveMs ?? 3000)) return;
    this.inFlight = true;
    try {
      const cancel = await this.client.progress(this.jobUid, this.latest);
      this.sentKey = key;
      this.sentAt = now;
      if (cancel && !this.cancelled) {
        this.cancelled = true;
        this.onCancel();
      }
    } catch (error) {
      // A missed report is harmless: the next tick sends the newer figures.
      this.opts.log?.(`Progress report for job ${this.jobUid} failed (${(error as Error).message})`);
    } finally {
      this.inFlight = false;
    }
  }
}
