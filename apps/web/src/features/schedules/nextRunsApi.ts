import { call } from '../../api/typed.ts';
import type { NextRunsLoader } from '../../components/schedule/NextRunsPreview.tsx';

/** The schedule editor's preview through POST /api/schedules/next-runs (the server's clock and engine). */
export const fetchNextRuns: NextRunsLoader = (request) => call('post', '/api/schedules/next-runs', { body: request });
