/** The backup engine, imported through this one file. */
export * from '@outpost/backup-engine';
