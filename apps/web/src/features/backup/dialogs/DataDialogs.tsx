import { Alert, Button, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { DATA_DELETION_DELAY_HOURS, type BackupEntry, type BackupPlan, type Volume } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/typed.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { backupKey, usePlanJobs } from '../backup.api.ts';
import type { SourceDevice } from './types.ts';

/** Runs a call, reports success or the given error, refreshes backup data and closes on success. */
function useAction(onClose: () => void) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(true);
    try {
      await action();
      notifications.show({ color: 'green', message: success });
      await queryClient.invalidateQueries({ queryKey: backupKey });
      onClose();
    } catch {
      notifications.show({ color: 'red', message: failure });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

interface Base {
  device: SourceDevice;
  plan: BackupPlan;
  onClose: () => void;
}

/**
 * Confirm delete data: lists the items (name and path) whose backup data is deleted after 72
 * hours: files and folders, or an image plan's volumes (all their revisions).
 */
export function DeleteDataDialog({ device, plan, entries, volumes = [], onClose }: Base & { entries: BackupEntry[]; volumes?: Volume[] | undefined }) {
  const { t } = useTranslation();
  const { busy, run } = useAction(onClose);
  const body = {
    fileIds: entries.filter((e) => e.type === 'FILE').map((e) => e.id),
    folderIds: entries.filter((e) => e.type === 'FOLDER').map((e) => e.id),
    planName: plan.name,
    volumes: volumes.map((v) => ({ fileId: v.fileId, planId: plan.uid })),
  };
  const items = [
    ...entries.map((e) => ({ key: `e${e.id}`, name: e.name, path: e.path })),
    ...volumes.map((v) => ({ key: `v${v.fileId}`, name: v.volumeName, path: v.volume.location })),
  ];
  return (
    <Modal opened onClose={onClose} title={t('backup.deletion.confirmTitle')} size="lg">
      <Stack>
        <Text size="sm">{t('backup.deletion.confirmBody', { hours: DATA_DELETION_DELAY_HOURS })}</Text>
        <List size="sm" spacing={4} aria-label={t('backup.dialog.items')}>
          {items.map((e) => (
            <List.Item key={e.key}>
              <Text size="sm" fw={500} span>
                {e.name}
              </Text>{' '}
              <Text size="xs" c="dimmed" span>
                {e.path}
              </Text>
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <Button
            color="red"
            loading={busy}
            onClick={() =>
              void run(
                () =>
                  call('post', '/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/delete-revisions', {
                    params: { nodeId: device.id, planId: plan.uid },
                    body,
                  }),
                t('backup.deletion.success'),
                t('backup.deletion.error'),
              )
            }
          >
            {t('app.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Confirm plan data delete: every revision of the plan, after 72 hours. */
export function PlanDataDeleteDialog({ device, plan, onClose }: Base) {
  const { t } = useTranslation();
  const { busy, run } = useAction(onClose);
  return (
    <Modal opened onClose={onClose} title={t('backup.deletion.planTitle')}>
      <Stack>
        <Text size="sm">{t('backup.deletion.planBody', { name: plan.name, hours: DATA_DELETION_DELAY_HOURS })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <Button
            color="red"
            loading={busy}
            onClick={() =>
              void run(
                () =>
                  call('post', '/api/backup/lockhart/nodes/{nodeId}/delete-plan-revisions', {
                    params: { nodeId: device.id },
                    query: { planName: plan.name },
                    body: [plan.uid],
                  }),
                t('backup.deletion.success'),
                t('backup.deletion.error'),
              )
            }
          >
            {t('app.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Sync job to cloud: uploads a local-only job's missing chunks. */
export function SyncJobDialog({ device, plan, onClose }: Base) {
  const { t } = useTranslation();
  const jobs = usePlanJobs(device.id, plan.uid, false);
  const local = (jobs.data ?? []).filter((j) => !j.onS3 && j.completed);
  const [chosen, setChosen] = useState<string | null>(null);
  const { busy, run } = useAction(onClose);
  const job = local.find((j) => j.jobGuid === chosen);
  return (
    <Modal opened onClose={onClose} title={t('backup.sync.title')}>
      <Stack>
        <Text size="sm">{t('backup.sync.body')}</Text>
        {jobs.isError && <Alert color="red">{t('backup.errors.generic')}</Alert>}
        {jobs.isSuccess && local.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('backup.sync.noJobs')}
          </Text>
        ) : (
          <Select
            label={t('backup.sync.job')}
            data={local.map((j) => ({ value: j.jobGuid, label: formatDateTime(j.completed) }))}
            value={chosen}
            onChange={setChosen}
            disabled={jobs.isPending}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <Button
            disabled={!job}
            loading={busy}
            onClick={() =>
              job &&
              void run(
                () =>
                  call('post', '/api/backup/nodes/{nodeId}/plans/{planUid}/jobs/{jobGuid}/sync', {
                    params: { nodeId: device.id, planUid: plan.uid, jobGuid: job.jobGuid },
                  }),
                t('backup.sync.success'),
                t('backup.sync.error'),
              )
            }
          >
            {t('backup.sync.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
