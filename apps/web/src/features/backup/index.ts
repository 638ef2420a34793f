// What other features use of backup (module boundaries, docs/ARCHITECTURE.md): the device page's
// backups section, an organization's backup settings and the dashboard's failed-backups card.
export { DeviceBackupsSection } from './DeviceBackupsSection.tsx';
export { CustomerBackupSettingsPanel } from './settings/CustomerBackupSettingsPanel.tsx';
export { FailedBackupsCard } from './jobs/FailedBackupsCard.tsx';
