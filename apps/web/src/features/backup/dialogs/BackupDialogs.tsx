import type { FeatureFlags } from '@outpost/contracts';
import { PlanDialog } from '../plans/PlanDialog.tsx';
import { JobStatusDialog } from '../restore/JobStatusDialog.tsx';
import { RestoreDialog } from '../restore/RestoreDialog.tsx';
import { DeleteDataDialog, PlanDataDeleteDialog, SyncJobDialog } from './DataDialogs.tsx';
import { DownloadFileDialog, DownloadFolderDialog, ImageDownloadDialog } from './DownloadDialogs.tsx';
import type { BackupDialog, SourceDevice } from './types.ts';

/** Renders whichever backup dialog is open; a restore that succeeds opens its job's status. */
export function BackupDialogs({
  device,
  dialog,
  flags,
  onChange,
}: {
  device: SourceDevice;
  dialog: BackupDialog | null;
  flags: FeatureFlags;
  onChange: (d: BackupDialog | null) => void;
}) {
  const close = () => onChange(null);
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'plan':
      return <PlanDialog nodeId={device.id} plan={dialog.plan} onClose={close} />;
    case 'downloadFile':
      return <DownloadFileDialog device={device} plan={dialog.plan} file={dialog.file} revisionId={dialog.revisionId} onClose={close} />;
    case 'downloadFolder':
      return <DownloadFolderDialog device={device} plan={dialog.plan} folder={dialog.folder} onClose={close} />;
    case 'imageDownload':
      return <ImageDownloadDialog device={device} plan={dialog.plan} revision={dialog.revision} entry={dialog.entry} onClose={close} />;
    case 'restore':
      return (
        <RestoreDialog
          device={device}
          plan={dialog.plan}
          entries={dialog.entries}
          roots={dialog.roots}
          revisionId={dialog.revisionId}
          flags={flags}
          onClose={close}
          onCreated={(jobUid) => onChange({ kind: 'job', jobUid })}
        />
      );
    case 'job':
      return <JobStatusDialog jobUid={dialog.jobUid} onClose={close} />;
    case 'deleteData':
      return <DeleteDataDialog device={device} plan={dialog.plan} entries={dialog.entries} volumes={dialog.volumes} onClose={close} />;
    case 'deletePlanData':
      return <PlanDataDeleteDialog device={device} plan={dialog.plan} onClose={close} />;
    case 'sync':
      return <SyncJobDialog device={device} plan={dialog.plan} onClose={close} />;
  }
}
