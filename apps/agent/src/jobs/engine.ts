/** The one import of the backup engine for the job runner. */
export * from '@outpost/backup-engine';
