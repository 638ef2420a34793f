import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { DEFAULT_FEATURE_FLAGS, type BackupPlan, type Revision } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/index.ts';
import { useFeatureFlags } from '../../../api/featureFlags.api.ts';
import { useCan } from '../../auth/session.ts';
import { runPlan } from '../backup.api.ts';
import { BackupDialogs } from '../dialogs/BackupDialogs.tsx';
import type { BackupDialog, SourceDevice } from '../dialogs/types.ts';
import { canEnter, currentLevel, goTo, initialHistory, openMountedFolder, openPlan, push, search, showsSearch, type History } from '../model/browserHistory.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { BrowserBreadcrumb } from './Breadcrumb.tsx';
import { EntriesTable } from './EntriesTable.tsx';
import { MountedTable, VolumesTable } from './ImageTables.tsx';
import { PlansTable } from './PlansTable.tsx';
import { RevisionsTable } from './RevisionsTable.tsx';
import { SearchBar } from './SearchBar.tsx';

/** Whether a revision's image may be mounted: cloud mounting needs the flag, the permission and the revision on cloud. */
export const canMount = (revision: Revision, flag: boolean, canView: boolean) => flag && canView && revision.onCloud;

/** The backup browser of one device (spec 000 §2): plans, volumes, revisions, mounted content, folders, files. */
export function BackupBrowser({ device, initial = initialHistory }: { device: SourceDevice; initial?: History }) {
  const { t } = useTranslation();
  const [history, setHistory] = useState<History>(initial);
  const [dialog, setDialog] = useState<BackupDialog | null>(null);
  const canView = useCan('canViewAndRestoreBackupData');
  const flags = useFeatureFlags().data ?? DEFAULT_FEATURE_FLAGS;
  const level = currentLevel(history);
  const nodeId = device.id;

  const planActions = (p: BackupPlan): RowAction<BackupPlan>[] => [
    ...(!p.deleted
      ? [
          {
            id: 'run',
            label: t('backup.plans.runNow'),
            onClick: () =>
              runPlan(nodeId, p.uid).then(
                () => notifications.show({ color: 'green', message: t('backup.plans.runSuccess') }),
                () => notifications.show({ color: 'red', message: t('backup.plans.runError') }),
              ),
          },
          { id: 'edit', label: t('backup.plans.editPlan'), onClick: () => setDialog({ kind: 'plan', plan: p }) },
        ]
      : []),
    ...(p.destination !== 'CLOUD' ? [{ id: 'sync', label: t('backup.plans.syncToCloud'), onClick: () => setDialog({ kind: 'sync', plan: p }) }] : []),
    { id: 'delete-data', label: t('backup.plans.deletePlanData'), color: 'red', onClick: () => setDialog({ kind: 'deletePlanData', plan: p }) },
  ];

  const mount = (plan: BackupPlan, revision: Revision) => {
    if (level.kind !== 'revisions') return;
    const volume = level.volume;
    modals.openConfirmModal({
      title: t('backup.browser.mountTitle'),
      children: <Text size="sm">{t('backup.browser.mountBody', { name: volume.volumeName })}</Text>,
      labels: { confirm: t('backup.browser.mount'), cancel: t('app.cancel') },
      onConfirm: () =>
        setHistory((h) => push(h, { kind: 'mounted', plan, volume, revision, folder: '', name: formatDateTime(revision.jobCompleted ?? revision.jobCreated) })),
    });
  };

  const body = (() => {
    switch (level.kind) {
      case 'plans':
        return <PlansTable nodeId={nodeId} actions={{ open: (p) => setHistory((h) => openPlan(h, p)), rowActions: planActions }} />;
      case 'volumes':
        return (
          <VolumesTable
            nodeId={nodeId}
            plan={level.plan}
            onOpen={(volume) => setHistory((h) => push(h, { kind: 'revisions', plan: level.plan, volume }))}
            onDeleteData={(volume) => setDialog({ kind: 'deleteData', plan: level.plan, entries: [], volumes: [volume] })}
          />
        );
      case 'revisions':
        return (
          <RevisionsTable
            key={`v${level.volume.fileId}`}
            nodeId={nodeId}
            planNumericId={level.plan.numericId}
            fileId={level.volume.fileId}
            errorMessage={t('backup.errors.revisions', { volume: level.volume.volumeName })}
            onOpen={(r) => mount(level.plan, r)}
            canOpen={(r) => canMount(r, flags.cloud_image_mounting, canView)}
            actions={() => []}
          />
        );
      case 'mounted':
        return (
          <MountedTable
            nodeId={nodeId}
            plan={level.plan}
            revision={level.revision}
            folder={level.folder}
            name={level.name}
            onOpen={(e) => setHistory((h) => openMountedFolder(h, e))}
            onDownload={(entry) => setDialog({ kind: 'imageDownload', plan: level.plan, revision: level.revision, entry })}
          />
        );
      case 'fileRevisions':
        return (
          <RevisionsTable
            key={`f${level.file.id}`}
            nodeId={nodeId}
            planNumericId={level.plan.numericId}
            fileId={level.file.id}
            errorMessage={t('backup.errors.generic')}
            actions={(r) => [
              {
                id: 'download',
                label: t('backup.browser.download'),
                onClick: () => setDialog({ kind: 'downloadFile', plan: level.plan, file: level.file, revisionId: r.id }),
              },
              ...(canView
                ? [
                    {
                      id: 'restore',
                      label: t('backup.browser.restore'),
                      onClick: () => setDialog({ kind: 'restore', plan: level.plan, entries: [level.file], roots: false, revisionId: r.id }),
                    },
                  ]
                : []),
            ]}
          />
        );
      case 'folders':
      case 'content':
      case 'search':
        return (
          <EntriesTable
            key={history.length}
            nodeId={nodeId}
            level={level}
            actions={{
              open: (e) => {
                if (canEnter(e)) setHistory((h) => push(h, { kind: 'content', plan: level.plan, folder: e }));
                else if (e.type === 'FILE') setHistory((h) => push(h, { kind: 'fileRevisions', plan: level.plan, file: e }));
              },
              download: (e) =>
                setDialog(e.type === 'FILE' ? { kind: 'downloadFile', plan: level.plan, file: e } : { kind: 'downloadFolder', plan: level.plan, folder: e }),
              restore: canView ? (entries) => setDialog({ kind: 'restore', plan: level.plan, entries, roots: level.kind === 'folders' }) : null,
              deleteData: (entries) => setDialog({ kind: 'deleteData', plan: level.plan, entries }),
            }}
          />
        );
    }
  })();

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <BrowserBreadcrumb history={history} onGo={(i) => setHistory((h) => goTo(h, i))} />
        {level.kind === 'plans' && <Button onClick={() => setDialog({ kind: 'plan', plan: null })}>{t('backup.plans.newPlan')}</Button>}
        {showsSearch(level) && (
          <SearchBar key={history.length} initial={level.kind === 'search' ? level.term : ''} onSearch={(term) => setHistory((h) => search(h, term))} />
        )}
      </Group>
      {body}
      <BackupDialogs device={device} dialog={dialog} flags={flags} onChange={setDialog} />
    </Stack>
  );
}
