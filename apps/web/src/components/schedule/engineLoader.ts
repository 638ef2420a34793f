import { nextRuns } from '@outpost/schedule';
import type { NextRunsLoader } from './NextRunsPreview.tsx';

/** A preview computed in the browser by the same engine the server runs (the playground; offline previews). */
export function engineNextRuns(now: () => Date = () => new Date()): NextRunsLoader {
  return async ({ schedule, timeZone, count }) => {
    const runs = nextRuns({ ...schedule, timeZone }, now(), count);
    return { runs: runs.map((r) => r.at.toISOString()), notes: runs.flatMap((r) => (r.note ? [r.note] : [])) };
  };
}
