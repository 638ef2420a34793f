import type { NextRunsResponse } from '@outpost/contracts';
import { api } from '../../api/client.ts';
import type { NextRunsLoader } from '../../components/schedule/NextRunsPreview.tsx';

/** The schedule editor's preview through POST /api/schedules/next-runs (the server's clock and engine). */
export const fetchNextRuns: NextRunsLoader = (request) => api<NextRunsResponse>('/api/schedules/next-runs', { method: 'POST', body: request });
