import { Badge, Group } from '@mantine/core';
import type { BackupEntry, BackupPlan } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/index.ts';
import { formatBytes } from '../../../shared/format.ts';
import type { Translate } from '../model/schedule.ts';

/**
 * The bytes a plan stores: "{local} Local, {cloud} Cloud" when both targets hold data, else
 * Local only / Cloud only with the bytes; "-" before any backup.
 */
export function planStorageLabel(t: Translate, storage: BackupPlan['storage']): string {
  const hasLocal = storage.local > 0 || storage.localJobs > 0;
  const hasCloud = storage.cloud > 0 || storage.cloudJobs > 0;
  if (hasLocal && hasCloud) return t('backup.storage.both', { local: formatBytes(storage.local), cloud: formatBytes(storage.cloud) });
  if (hasLocal) return t('backup.storage.localOnlyBytes', { bytes: formatBytes(storage.local) });
  if (hasCloud) return t('backup.storage.cloudOnlyBytes', { bytes: formatBytes(storage.cloud) });
  return '-';
}

/** How many of the plan's backup jobs each target holds, e.g. "Jobs: 2 local, 1 cloud". */
export function planJobsLabel(t: Translate, storage: BackupPlan['storage']): string | null {
  if (storage.localJobs === 0 && storage.cloudJobs === 0) return null;
  return t('backup.storage.jobs', { local: storage.localJobs, cloud: storage.cloudJobs });
}

/** Local only, Cloud only or Hybrid for one row. */
export const entryStorageLabel = (t: Translate, storage: BackupEntry['storage']) => t(`backup.storage.${storage}`);

function Tag({ label, tip, color }: { label: string; tip?: string; color: string }) {
  const badge = (
    <Badge size="xs" variant="light" color={color} tabIndex={tip ? 0 : undefined}>
      {label}
    </Badge>
  );
  return tip ? <Tooltip label={tip}>{badge}</Tooltip> : badge;
}

/** Inline tags of a plan: Plan Deleted (with its tooltip) and Disabled. */
export function PlanTags({ plan }: { plan: Pick<BackupPlan, 'deleted' | 'enabled'> }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {plan.deleted && <Tag label={t('backup.tags.planDeleted')} tip={t('backup.tags.planDeletedTip')} color="gray" />}
      {!plan.deleted && !plan.enabled && <Tag label={t('backup.tags.disabled')} color="yellow" />}
    </Group>
  );
}

/** Inline tags of a folder or file: Deleted (status DELETED), Missing and Removed. */
export function EntryTags({ entry }: { entry: Pick<BackupEntry, 'status' | 'missing' | 'removed'> }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {entry.status === 'DELETED' && <Tag label={t('backup.tags.deleted')} tip={t('backup.tags.deletedTip')} color="red" />}
      {entry.missing && <Tag label={t('backup.tags.missing')} tip={t('backup.tags.missingTip')} color="orange" />}
      {entry.removed && <Tag label={t('backup.tags.removed')} tip={t('backup.tags.removedTip')} color="gray" />}
    </Group>
  );
}
