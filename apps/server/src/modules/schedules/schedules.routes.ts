import { nextRunsRequestSchema, nextRunsResponseSchema } from '@outpost/contracts';
import { signedIn, type App } from '../../http/route-types.ts';
import type { SchedulesService } from './schedules.service.ts';

const tags = ['schedules'];

/** Schedule previews: any signed-in user may ask when a schedule would run (nothing is stored or read). */
export function registerSchedulesRoutes(app: App, schedules: SchedulesService) {
  app.post(
    '/api/schedules/next-runs',
    { schema: { tags, body: nextRunsRequestSchema, response: { 200: nextRunsResponseSchema } }, config: signedIn, bodyLimit: 16 * 1024 },
    (req) => schedules.nextRuns(req.body),
  );
}
