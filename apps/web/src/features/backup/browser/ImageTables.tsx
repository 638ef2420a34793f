import { Anchor, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconFile, IconFolder } from '@tabler/icons-react';
import { BACKUP_PAGE_SIZE, type BackupPlan, type MountedEntry, type Revision, type Volume } from '@outpost/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/index.ts';
import { formatBytes, formatDateTime } from '../../../shared/format.ts';
import { backupKey } from '../backup.api.ts';
import { fetchVolumes, mountedFetch } from './fetchers.ts';

/** The volumes of an image plan, each leading to its revisions; "Delete data" removes all of a volume's revisions. */
export function VolumesTable({
  nodeId,
  plan,
  onOpen,
  onDeleteData,
}: {
  nodeId: number;
  plan: BackupPlan;
  onOpen: (v: Volume) => void;
  onDeleteData: (v: Volume) => void;
}) {
  const { t } = useTranslation();
  const volumes = useQuery({
    queryKey: [...backupKey, 'volumes', nodeId, plan.uid],
    queryFn: ({ signal }) => fetchVolumes(nodeId, plan.uid, plan.storage.volumes, signal),
  });
  const columns: DataTableColumn<Volume>[] = [
    {
      id: 'volumeName',
      header: t('backup.browser.volume'),
      priorityWidth: 220,
      render: (v) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={(e) => {
            e.stopPropagation();
            onOpen(v);
          }}
        >
          {v.volumeName}
        </Anchor>
      ),
    },
    { id: 'fileSystem', header: t('backup.browser.fileSystem'), accessor: (v) => v.volume.fileSystem ?? '-', priorityWidth: 120 },
    { id: 'used', header: t('backup.browser.used'), render: (v) => formatBytes(v.image.usedBytes), priorityWidth: 110 },
    { id: 'capacity', header: t('backup.browser.capacity'), render: (v) => formatBytes(v.image.capacityBytes), priorityWidth: 110 },
    {
      id: 'storage',
      header: t('backup.browser.storage'),
      render: (v) => t('backup.storage.both', { local: formatBytes(v.image.localBytes), cloud: formatBytes(v.image.cloudBytes) }),
      priorityWidth: 200,
    },
    { id: 'lastRevision', header: t('backup.browser.lastRevision'), render: (v) => formatDateTime(v.lastRevision), priorityWidth: 180 },
  ];
  return (
    <DataTable<Volume>
      mode="client"
      tableId="backup-volumes"
      getRowId={(v) => String(v.fileId)}
      columns={columns}
      data={volumes.data ?? []}
      loading={volumes.isPending}
      error={volumes.error}
      onRowAction={onOpen}
      rowActions={() => [{ id: 'delete', label: t('backup.browser.deleteData'), color: 'red', onClick: onDeleteData }]}
      errorMessage={t('backup.errors.volumes', { name: plan.name })}
      emptyMessage={t('backup.browser.noVolumes')}
    />
  );
}

export interface MountedTableProps {
  nodeId: number;
  plan: BackupPlan;
  revision: Revision;
  folder: string;
  name: string;
  onOpen: (entry: MountedEntry) => void;
  onDownload: (entry: MountedEntry) => void;
}

/** Content of a mounted image revision. */
export function MountedTable({ nodeId, plan, revision, folder, onOpen, onDownload }: MountedTableProps) {
  const { t } = useTranslation();
  const fetchData = useMemo(() => mountedFetch(nodeId, plan.uid, revision.id, folder), [nodeId, plan.uid, revision.id, folder]);
  const columns: DataTableColumn<MountedEntry>[] = [
    {
      id: 'name',
      header: t('backup.browser.name'),
      priorityWidth: 320,
      render: (e) => (
        <Group gap={6} wrap="nowrap">
          {e.type === 'FOLDER' ? <IconFolder size={16} /> : <IconFile size={16} />}
          {e.type === 'FOLDER' ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={(ev) => {
                ev.stopPropagation();
                onOpen(e);
              }}
            >
              {e.name}
            </Anchor>
          ) : (
            e.name
          )}
        </Group>
      ),
    },
    { id: 'size', header: t('backup.browser.size'), render: (e) => (e.type === 'FILE' ? formatBytes(e.size) : ''), priorityWidth: 110 },
    { id: 'modified', header: t('backup.browser.modified'), render: (e) => formatDateTime(e.modified), priorityWidth: 180 },
  ];
  return (
    <DataTable<MountedEntry>
      key={folder}
      mode="server"
      searchable={false}
      tableId="backup-mounted"
      getRowId={(e) => e.path}
      columns={columns}
      fetchData={fetchData}
      defaultPageSize={BACKUP_PAGE_SIZE}
      pageSizeOptions={[BACKUP_PAGE_SIZE]}
      rowActions={() => [{ id: 'download', label: t('backup.browser.download'), onClick: onDownload }]}
      onRowAction={(e) => e.type === 'FOLDER' && onOpen(e)}
      errorMessage={t('backup.errors.revisionContent', { name: formatDateTime(revision.jobCompleted ?? revision.jobCreated) })}
      emptyMessage={t('backup.browser.empty')}
    />
  );
}
