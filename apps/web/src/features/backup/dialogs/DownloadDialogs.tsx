import { Alert, Anchor, Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { BackupEntry, BackupJob, BackupPlan, MountedEntry, Revision } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDateTime } from '../../../shared/format.ts';
import { HELP_LINKS } from '../../../shared/helpLinks.ts';
import { useCurrentUser } from '../../auth/session.ts';
import { useFileRevisions, usePlanJobs } from '../backup.api.ts';
import { backupPaths } from '../paths.ts';
import { InfoRows } from './InfoRows.tsx';
import type { SourceDevice } from './types.ts';

const revisionLabel = (r: Revision) => `${formatDateTime(r.jobCompleted ?? r.jobCreated)} (${formatBytes(r.size)})`;
const jobLabel = (j: BackupJob) => formatDateTime(j.completed ?? j.created);

function DownloadLink({ href, fileName }: { href: string; fileName?: string }) {
  const { t } = useTranslation();
  return (
    <Button component="a" href={href} download={fileName ?? ''} leftSection={<IconDownload size={16} />}>
      {t('backup.dialog.download')}
    </Button>
  );
}

function NotInBrowser() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" role="status">
      {t('backup.empty.browserDownload')}
    </Alert>
  );
}

/** Technicians are pointed at the Manage Backup console for long restores. */
function TechnicianNote() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.role !== 'TECHNICIAN') return null;
  return (
    <Text size="sm" c="dimmed">
      {t('backup.dialog.consoleNote')}{' '}
      <Anchor href={HELP_LINKS.restoringBackups} target="_blank" rel="noreferrer">
        {t('backup.dialog.helpLink')}
      </Anchor>
    </Text>
  );
}

interface Base {
  device: SourceDevice;
  plan: BackupPlan;
  onClose: () => void;
}

/** Download File: choose a revision, then the Download link appears (cloud data only). */
export function DownloadFileDialog({ device, plan, file, revisionId, onClose }: Base & { file: BackupEntry; revisionId?: number }) {
  const { t } = useTranslation();
  const revisions = useFileRevisions(device.id, plan.uid, file.id);
  const [chosen, setChosen] = useState<string | null>(revisionId ? String(revisionId) : null);
  const revision = revisions.data?.find((r) => String(r.id) === chosen);
  return (
    <Modal opened onClose={onClose} title={t('backup.dialog.downloadFile')} size="lg">
      <Stack>
        <InfoRows
          rows={[
            [t('backup.dialog.device'), device.name],
            [t('backup.dialog.plan'), plan.name],
            [t('backup.dialog.path'), file.path],
          ]}
        />
        <Select
          label={t('backup.dialog.revision')}
          placeholder={t('backup.dialog.chooseRevision')}
          data={(revisions.data ?? []).map((r) => ({ value: String(r.id), label: revisionLabel(r) }))}
          value={chosen}
          onChange={setChosen}
          nothingFoundMessage={t('backup.empty.revisions')}
          error={revisions.isError ? t('backup.errors.generic') : undefined}
          disabled={revisions.isPending}
        />
        {revisions.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('backup.empty.revisions')}
          </Text>
        )}
        {revision &&
          (revision.onCloud ? <DownloadLink href={backupPaths.revisionData(device.id, plan.uid, revision.id)} fileName={file.name} /> : <NotInBrowser />)}
        <TechnicianNote />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('backup.dialog.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Download Folder: as of a backup job, optionally with deleted files; saves a zip. */
export function DownloadFolderDialog({ device, plan, folder, onClose }: Base & { folder: BackupEntry }) {
  const { t } = useTranslation();
  const jobs = usePlanJobs(device.id, plan.uid);
  const [chosen, setChosen] = useState<string | null>(null);
  const [restoreDeleted, setRestoreDeleted] = useState(false);
  const job = jobs.data?.find((j) => String(j.id) === chosen);
  return (
    <Modal opened onClose={onClose} title={t('backup.dialog.downloadFolder')} size="lg">
      <Stack>
        <InfoRows
          rows={[
            [t('backup.dialog.device'), device.name],
            [t('backup.dialog.plan'), plan.name],
            [t('backup.dialog.path'), folder.path],
          ]}
        />
        <Checkbox label={t('backup.dialog.includeDeleted')} checked={restoreDeleted} onChange={(e) => setRestoreDeleted(e.currentTarget.checked)} />
        <Select
          label={t('backup.dialog.date')}
          placeholder={t('backup.dialog.chooseDate')}
          data={(jobs.data ?? []).map((j) => ({ value: String(j.id), label: jobLabel(j) }))}
          value={chosen}
          onChange={setChosen}
          nothingFoundMessage={t('backup.empty.options')}
          error={jobs.isError ? t('backup.errors.generic') : undefined}
          disabled={jobs.isPending}
        />
        {job &&
          (job.onS3 ? (
            <DownloadLink href={backupPaths.folderData(device.id, plan.uid, folder.id, job.id, restoreDeleted)} fileName={`${folder.name}.zip`} />
          ) : (
            <NotInBrowser />
          ))}
        <TechnicianNote />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('backup.dialog.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Starts a browser download once the server has accepted it. A plain link fails silently when the
 * server refuses (damaged data, a path not in the image): the browser saves nothing and says
 * nothing. So the answer's status is read first and its body dropped at once (the server stops
 * reading), then the browser fetches the file itself and streams it to disk, however large.
 */
async function checkedDownload(href: string, fileName: string): Promise<boolean> {
  try {
    const response = await fetch(href, { credentials: 'same-origin' });
    await response.body?.cancel();
    if (!response.ok) return false;
  } catch {
    return false;
  }
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
  return true;
}

/** Download a file or folder out of a mounted image revision; a refused download says "Error while downloading image.". */
export function ImageDownloadDialog({ device, plan, revision, entry, onClose }: Base & { revision: Revision; entry: MountedEntry }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'checking' | 'failed'>('idle');
  const download = async () => {
    setState('checking');
    const ok = await checkedDownload(
      backupPaths.imageDownload(device.id, plan.uid, revision.id, entry.path, entry.type),
      entry.type === 'FOLDER' ? `${entry.name}.zip` : entry.name,
    );
    setState(ok ? 'idle' : 'failed');
  };
  return (
    <Modal opened onClose={onClose} title={t('backup.dialog.downloadImage')} size="lg">
      <Stack>
        <InfoRows
          rows={[
            [t('backup.dialog.device'), device.name],
            [t('backup.dialog.plan'), plan.name],
            [t('backup.dialog.path'), entry.path],
          ]}
        />
        {revision.onCloud ? (
          <Button w="fit-content" leftSection={<IconDownload size={16} />} loading={state === 'checking'} onClick={() => void download()}>
            {t('backup.dialog.download')}
          </Button>
        ) : (
          <NotInBrowser />
        )}
        {state === 'failed' && (
          <Alert color="red" role="alert">
            {t('backup.errors.imageDownload')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('backup.dialog.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
