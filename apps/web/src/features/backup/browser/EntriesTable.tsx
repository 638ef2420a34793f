import { Anchor, Group, Text } from '@mantine/core';
import { IconFile, IconFolder, IconLock } from '@tabler/icons-react';
import { BACKUP_PAGE_SIZE, type BackupEntry } from '@outpost/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, Tooltip, type DataTableColumn, type RowAction } from '../../../components/index.ts';
import { formatBytes } from '../../../shared/format.ts';
import { canEnter, type BrowserLevel } from '../model/browserHistory.ts';
import type { Translate } from '../model/schedule.ts';
import { entriesFetch } from './fetchers.ts';
import { EntryTags, entryStorageLabel } from './tags.tsx';

export interface EntryActions {
  open: (entry: BackupEntry) => void;
  download: (entry: BackupEntry) => void;
  restore: ((entries: BackupEntry[]) => void) | null;
  deleteData: (entries: BackupEntry[]) => void;
}

/** The level's error message of spec 000 §8. */
function levelError(t: Translate, level: BrowserLevel): string {
  if (level.kind === 'folders') return t('backup.errors.folders', { name: level.plan.name });
  if (level.kind === 'content') return t('backup.errors.folderContent', { name: level.folder.name });
  return t('backup.errors.generic');
}

/** Folders and files of a plan (its folders, a folder's content or search results), 250 a page. */
export function EntriesTable({ nodeId, level, actions }: { nodeId: number; level: BrowserLevel; actions: EntryActions }) {
  const { t } = useTranslation();
  const fetchData = useMemo(() => entriesFetch(nodeId, level), [nodeId, level]);
  const columns: DataTableColumn<BackupEntry>[] = [
    {
      id: 'name',
      header: t('backup.browser.name'),
      priorityWidth: 320,
      render: (e) => {
        const enterable = canEnter(e) || e.type === 'FILE';
        return (
          <Group gap={6} wrap="nowrap">
            {e.type === 'FOLDER' ? (
              <IconFolder size={16} aria-label={t('backup.browser.folder')} />
            ) : (
              <IconFile size={16} aria-label={t('backup.browser.file')} />
            )}
            {enterable ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                aria-label={t('backup.browser.open', { name: e.name })}
                onClick={(ev) => {
                  ev.stopPropagation();
                  actions.open(e);
                }}
              >
                {e.name}
              </Anchor>
            ) : (
              <Text size="sm">{e.name}</Text>
            )}
            {e.restricted && (
              <Tooltip label={t('backup.browser.restricted')}>
                <IconLock size={14} aria-label={t('backup.browser.restricted')} />
              </Tooltip>
            )}
            <EntryTags entry={e} />
          </Group>
        );
      },
    },
    { id: 'path', header: t('backup.browser.path'), priorityWidth: 260, hiddenByDefault: level.kind !== 'search' },
    { id: 'size', header: t('backup.browser.size'), render: (e) => formatBytes(e.size), priorityWidth: 110 },
    { id: 'backupSize', header: t('backup.browser.backupSize'), render: (e) => formatBytes(e.backupSize), priorityWidth: 110, hiddenByDefault: true },
    { id: 'storage', header: t('backup.browser.storage'), render: (e) => entryStorageLabel(t, e.storage), priorityWidth: 110 },
    { id: 'latestRevisionCreatedAt', header: t('backup.browser.modified'), cellType: 'Date', priorityWidth: 180 },
  ];
  const rowActions = (e: BackupEntry): RowAction<BackupEntry>[] => {
    const list: RowAction<BackupEntry>[] = [{ id: 'download', label: t('backup.browser.download'), onClick: actions.download, disabled: e.restricted }];
    if (actions.restore) list.push({ id: 'restore', label: t('backup.browser.restore'), onClick: (row) => actions.restore?.([row]) });
    list.push({ id: 'delete', label: t('backup.browser.deleteData'), color: 'red', onClick: (row) => actions.deleteData([row]) });
    return list;
  };
  return (
    <DataTable<BackupEntry>
      key={JSON.stringify(level.kind === 'search' ? [level.kind, level.term] : [level.kind])}
      mode="server"
      searchable={false}
      tableId="backup-entries"
      getRowId={(e) => String(e.id)}
      columns={columns}
      fetchData={fetchData}
      defaultPageSize={BACKUP_PAGE_SIZE}
      pageSizeOptions={[BACKUP_PAGE_SIZE]}
      selection="multi"
      bulkActions={[
        ...(actions.restore
          ? [{ id: 'restore', label: t('backup.browser.restoreSelected'), onClick: (s: { rows: BackupEntry[] }) => actions.restore?.(s.rows) }]
          : []),
        { id: 'delete', label: t('backup.browser.deleteSelected'), onClick: (s) => actions.deleteData(s.rows) },
      ]}
      rowActions={rowActions}
      onRowAction={(e) => (canEnter(e) || e.type === 'FILE') && actions.open(e)}
      getRowProps={(e) => ({ disabled: e.restricted })}
      errorMessage={levelError(t, level)}
      emptyMessage={level.kind === 'search' ? t('backup.browser.noResults') : t('backup.browser.empty')}
      refreshable
    />
  );
}
