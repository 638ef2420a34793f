import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { COLLISION_MODES, type BackupEntry, type BackupPlan, type CollisionMode, type FeatureFlags } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../../../components/index.ts';
import { formatBytes, formatDateTime } from '../../../shared/format.ts';
import { backupKey, checkOriginalLocation, createRestoreJobs, useFileRevisions, usePlanJobs, type PickerDevice } from '../backup.api.ts';
import { InfoRows } from '../dialogs/InfoRows.tsx';
import type { SourceDevice } from '../dialogs/types.ts';
import { platformOf, rootPathOf } from '../model/folderName.ts';
import { canRestore, effectiveChoice, originalLocationAvailable, type LocationChoice, type OriginalCheck, type RestoreState } from '../model/restoreRules.ts';
import { DestinationTree } from './DestinationTree.tsx';
import { DevicePicker } from './DevicePicker.tsx';
import { NewFolderDialog } from './NewFolderDialog.tsx';

export interface RestoreDialogProps {
  device: SourceDevice;
  plan: BackupPlan;
  entries: BackupEntry[];
  /** The entries are a plan's top-level folders. */
  roots: boolean;
  revisionId?: number;
  flags: FeatureFlags;
  onClose: () => void;
  onCreated: (jobUid: string) => void;
}

/** Restore of a file (by revision), a folder or several items (by backup date) to the original or another location. */
export function RestoreDialog({ device, plan, entries, roots, revisionId, flags, onClose, onCreated }: RestoreDialogProps) {
  const { t } = useTranslation();
  const single = entries.length === 1 ? entries[0] : undefined;
  const byRevision = single?.type === 'FILE';
  const revisions = useFileRevisions(device.id, plan.uid, byRevision && single ? single.id : null);
  const jobs = usePlanJobs(device.id, plan.uid);
  const [point, setPoint] = useState<string | null>(revisionId ? String(revisionId) : null);
  const [collision, setCollision] = useState<CollisionMode>('OVERWRITE_IF_NEWER');
  const [choice, setChoice] = useState<LocationChoice>('ORIGINAL');
  const [destination, setDestination] = useState<PickerDevice | null>(null);
  const [destinationPath, setDestinationPath] = useState<string | null>(null);
  const [permissions, setPermissions] = useState(false);
  const [restoreDeleted, setRestoreDeleted] = useState(false);
  const [newFolder, setNewFolder] = useState(false);
  const [reload, setReload] = useState<{ path: string; n: number } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const paths = entries.map((e) => e.path);
  const items = entries.map((e) => ({ name: e.name, path: e.path, root: roots && e.type === 'FOLDER' }));

  const wantsCheck = flags.restore_original_location && device.isUp;
  const check = useQuery({
    queryKey: [...backupKey, 'original-location', device.id, plan.uid, paths],
    enabled: wantsCheck,
    retry: false,
    queryFn: ({ signal }) => checkOriginalLocation(device.id, plan.uid, paths, signal),
  });
  const originalCheck: OriginalCheck = !wantsCheck ? 'failed' : check.isPending ? 'pending' : check.data ? 'ok' : 'failed';
  const state: RestoreState = {
    flags,
    sourceNodeUp: device.isUp,
    originalCheck,
    items,
    choice,
    hasPoint: point !== null,
    destinationNodeId: destination?.id ?? null,
    destinationPath,
    submitting,
  };
  const available = originalLocationAvailable(state);
  const location = effectiveChoice(state);
  const platform = platformOf(destination?.nodeClass);
  // NTFS permissions exist only on Windows: offered for a Windows destination (this device for the
  // original location, the chosen device otherwise), never for Linux or macOS.
  const destinationClass = location === 'ORIGINAL' ? device.nodeClass : (destination?.nodeClass ?? null);
  const offersNtfs = flags.backup_ntfs_permissions && destinationClass !== null && platformOf(destinationClass) === 'WINDOWS';

  const submit = async () => {
    setSubmitting(true);
    setError(null);
    try {
      const job = byRevision ? null : jobs.data?.find((j) => String(j.id) === point);
      const answer = await createRestoreJobs({
        destinationNodeId: location === 'ORIGINAL' ? device.id : (destination?.id ?? device.id),
        sourcePlanId: plan.uid,
        sourcePaths: paths,
        collisionHandling: collision,
        revisionId: byRevision ? Number(point) : null,
        backupJobId: job ? job.id : null,
        originalLocation: location === 'ORIGINAL',
        destinationPath: location === 'ORIGINAL' ? null : destinationPath,
        restorePermissions: offersNtfs && permissions,
        restoreDeletedFiles: restoreDeleted,
      });
      if (answer.resultCode !== 'SUCCESS' || !answer.jobUids[0]) {
        setError(t('backup.restore.resultError'));
        return;
      }
      notifications.show({ color: 'green', message: t('backup.restore.success') });
      onCreated(answer.jobUids[0]);
    } catch {
      setError(t('backup.restore.error'));
    } finally {
      setSubmitting(false);
    }
  };

  const pointOptions = byRevision
    ? (revisions.data ?? []).map((r) => ({ value: String(r.id), label: `${formatDateTime(r.jobCompleted ?? r.jobCreated)} (${formatBytes(r.size)})` }))
    : (jobs.data ?? []).filter((j) => j.completed).map((j) => ({ value: String(j.id), label: formatDateTime(j.completed) }));

  return (
    <Modal opened onClose={onClose} title={t('backup.restore.title')} size="xl">
      <Stack>
        <InfoRows
          rows={[
            [t('backup.dialog.device'), device.name],
            [t('backup.dialog.plan'), plan.name],
            [entries.length > 1 ? t('backup.dialog.items') : t('backup.dialog.path'), paths.join('\n')],
          ]}
        />
        <Select
          label={byRevision ? t('backup.dialog.revision') : t('backup.dialog.date')}
          placeholder={byRevision ? t('backup.dialog.chooseRevision') : t('backup.dialog.chooseDate')}
          data={pointOptions}
          value={point}
          onChange={setPoint}
          nothingFoundMessage={byRevision ? t('backup.empty.revisions') : t('backup.empty.options')}
          comboboxProps={{ zIndex: 400 }}
        />
        <RadioGroup
          label={t('backup.restore.ifExists')}
          value={collision}
          onChange={(v) => setCollision(v as CollisionMode)}
          options={COLLISION_MODES.map((m) => ({ value: m, label: t(`backup.restore.${m}`) }))}
        />
        {!byRevision && (
          <Checkbox label={t('backup.restore.restoreDeleted')} checked={restoreDeleted} onChange={(e) => setRestoreDeleted(e.currentTarget.checked)} />
        )}
        <RadioGroup
          label={t('backup.restore.location')}
          orientation="horizontal"
          value={location}
          onChange={(v) => setChoice(v as LocationChoice)}
          options={[
            {
              value: 'ORIGINAL',
              label: t('backup.restore.original'),
              disabled: !available,
              description: !available && originalCheck !== 'pending' ? t('backup.restore.originalUnavailable') : undefined,
            },
            { value: 'OTHER', label: t('backup.restore.other') },
          ]}
        />
        {location === 'OTHER' && (
          <Stack gap="xs">
            <DevicePicker
              organizationId={device.clientId}
              value={destination}
              onChange={(d) => {
                setDestination(d);
                setDestinationPath(null);
              }}
            />
            {destination && (
              <>
                <Group justify="space-between">
                  <Text size="sm" fw={500}>
                    {t('backup.restore.folder')}
                  </Text>
                  <Button size="xs" variant="default" disabled={!destinationPath} onClick={() => setNewFolder(true)}>
                    {t('backup.restore.newFolder')}
                  </Button>
                </Group>
                <DestinationTree nodeId={destination.id} root={rootPathOf(platform)} selected={destinationPath} onSelect={setDestinationPath} reload={reload} />
                {destinationPath ? (
                  <Text size="sm" data-testid="destination-folder" style={{ wordBreak: 'break-all' }}>
                    {t('backup.restore.chosenFolder')}{' '}
                    <Text span fw={500} inherit>
                      {destinationPath}
                    </Text>
                  </Text>
                ) : (
                  <Text size="xs" c="dimmed">
                    {t('backup.restore.chooseFolder')}
                  </Text>
                )}
              </>
            )}
          </Stack>
        )}
        {offersNtfs && <Checkbox label={t('backup.restore.ntfs')} checked={permissions} onChange={(e) => setPermissions(e.currentTarget.checked)} />}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('app.close')}
          </Button>
          <Button onClick={() => void submit()} disabled={!canRestore(state)} loading={submitting}>
            {t('backup.restore.submit')}
          </Button>
        </Group>
      </Stack>
      {newFolder && destination && destinationPath && (
        <NewFolderDialog
          nodeId={destination.id}
          parent={destinationPath}
          platform={platform}
          onClose={() => setNewFolder(false)}
          onCreated={(path) => {
            setNewFolder(false);
            setReload({ path: destinationPath, n: Date.now() });
            setDestinationPath(path);
          }}
        />
      )}
    </Modal>
  );
}
