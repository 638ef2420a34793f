/** Progress bars (files and bytes) for interactive backups and restores on a terminal. */
import cliProgress from 'cli-progress';
import type { JobProgressBody } from './work-client.ts';

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];

/** 1536 → "1.5 KiB". */
export function humanBytes(n: number): string {
  let v = n;
  let u = 0;
  while (v >= 1024 && u < UNITS.length - 1) {
    v /= 1024;
    u++;
  }
  return `${u === 0 ? v : v.toFixed(1)} ${UNITS[u]}`;
}

export interface ProgressBars {
  update(p: JobProgressBody & { currentPath?: string }): void;
  stop(): void;
}

/** Two bars on stderr; nothing is drawn when stderr is not a terminal. */
export function createProgressBars(title: string): ProgressBars {
  const multi = new cliProgress.MultiBar(
    {
      format: '{label} [{bar}] {percentage}% | {done} / {all} {detail}',
      hideCursor: true,
      clearOnComplete: false,
      stopOnComplete: false,
      stream: process.stderr,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  multi.log(`${title}\n`);
  const files = multi.create(1, 0, { label: 'Files', done: '0', all: '0', detail: '' });
  const bytes = multi.create(1, 0, { label: 'Bytes', done: '0 B', all: '0 B', detail: '' });
  return {
    update(p) {
      files.setTotal(Math.max(1, p.filesTotal));
      files.update(p.filesProcessed, {
        done: String(p.filesProcessed),
        all: String(p.filesTotal),
        detail: p.currentPath ? `| ${p.currentPath.slice(-50)}` : '',
      });
      bytes.setTotal(Math.max(1, p.bytesTotal));
      bytes.update(Math.min(p.bytesProcessed, Math.max(1, p.bytesTotal)), { done: humanBytes(p.bytesProcessed), all: humanBytes(p.bytesTotal), detail: '' });
    },
    stop() {
      multi.stop();
    },
  };
}
