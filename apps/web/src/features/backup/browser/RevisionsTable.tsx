import { Anchor } from '@mantine/core';
import { REVISIONS_PAGE_SIZE, type Revision } from '@outpost/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/index.ts';
import { formatBytes, formatDateTime } from '../../../shared/format.ts';
import { revisionsFetch } from './fetchers.ts';

/** Full for NON_BLD and FULL, Incremental for DELTA (spec 000 §3). */
export const bldLabel = (t: (k: string) => string, bld: Revision['bldType']) => (bld === 'DELTA' ? t('backup.browser.incremental') : t('backup.browser.full'));

export interface RevisionsTableProps {
  nodeId: number;
  planNumericId: number;
  fileId: number;
  /** Level error message (volume revisions) or the generic one (file revisions). */
  errorMessage: string;
  /** Volume revisions open by mounting; file revisions have no "open". */
  onOpen?: (revision: Revision) => void;
  canOpen?: (revision: Revision) => boolean;
  actions: (revision: Revision) => RowAction<Revision>[];
}

/** Revisions of a volume or a file: date, Full/Incremental, sizes and where they are stored. */
export function RevisionsTable({ nodeId, planNumericId, fileId, errorMessage, onOpen, canOpen, actions }: RevisionsTableProps) {
  const { t } = useTranslation();
  const fetchData = useMemo(() => revisionsFetch(nodeId, planNumericId, fileId), [nodeId, planNumericId, fileId]);
  const columns: DataTableColumn<Revision>[] = [
    {
      id: 'created',
      header: t('backup.browser.revision'),
      priorityWidth: 220,
      render: (r) => {
        const label = formatDateTime(r.jobCompleted ?? r.jobCreated);
        return onOpen && (canOpen?.(r) ?? true) ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={(e) => {
              e.stopPropagation();
              onOpen(r);
            }}
          >
            {label}
          </Anchor>
        ) : (
          label
        );
      },
    },
    { id: 'bldType', header: t('backup.browser.type'), render: (r) => bldLabel(t, r.bldType), priorityWidth: 120 },
    { id: 'size', header: t('backup.browser.size'), render: (r) => formatBytes(r.size), priorityWidth: 110 },
    { id: 'backupSize', header: t('backup.browser.backupSize'), render: (r) => formatBytes(r.backupSize), priorityWidth: 110 },
    {
      id: 'storage',
      header: t('backup.browser.storage'),
      render: (r) => t(`backup.storage.${r.onCloud && r.onNas ? 'HYBRID' : r.onCloud ? 'CLOUD' : 'LOCAL'}`),
      priorityWidth: 110,
    },
  ];
  return (
    <DataTable<Revision>
      mode="server"
      searchable={false}
      tableId="backup-revisions"
      getRowId={(r) => String(r.id)}
      columns={columns}
      fetchData={fetchData}
      defaultPageSize={REVISIONS_PAGE_SIZE}
      pageSizeOptions={[REVISIONS_PAGE_SIZE]}
      rowActions={actions}
      onRowAction={(r) => onOpen && (canOpen?.(r) ?? true) && onOpen(r)}
      errorMessage={errorMessage}
      emptyMessage={t('backup.empty.revisions')}
      refreshable
    />
  );
}
