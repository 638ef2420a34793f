import { tableQuerySchema } from '@outpost/contracts';
import { currentUser } from '../../../http/access.ts';
import { requires, type App } from '../../../http/route-types.ts';
import { jobsPageSchema, type JobsListService } from './jobs-list.service.ts';

/**
 * Jobs across devices (jobs screen, dashboard): for those who work jobs, restores
 * (canViewAndRestoreBackupData) or backups, syncs and GC (canManageDevices).
 */
const viewJobs = requires('canViewAndRestoreBackupData', 'canManageDevices');

export function registerJobsListRoutes(app: App, jobs: JobsListService) {
  app.get(
    '/api/backup/jobs',
    { schema: { tags: ['backup-jobs'], querystring: tableQuerySchema, response: { 200: jobsPageSchema } }, config: viewJobs },
    (req) => jobs.page(currentUser(req), req.query),
  );
}
