import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CONTROL_LABELS = { first: 'table.firstPage', previous: 'table.previousPage', next: 'table.nextPage', last: 'table.lastPage' } as const;

interface Props {
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  totalCount: number;
  /** False: totalCount is a lower bound, shown as "N+" (the exact count is on its way). */
  totalExact?: boolean;
  pageSizeOptions: number[];
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** Result count, "start - end of total", page size and page buttons. */
export function TablePagination(props: Props) {
  const { pageIndex, pageSize, pageCount, totalCount, totalExact = true, pageSizeOptions, onPageChange, onPageSizeChange } = props;
  const { t } = useTranslation('components');
  const start = totalCount === 0 ? 0 : pageIndex * pageSize + 1;
  const end = Math.min(totalCount, (pageIndex + 1) * pageSize);
  const total = totalExact ? totalCount.toLocaleString() : t('table.atLeast', { total: totalCount.toLocaleString() });
  return (
    <Group justify="space-between" mt="sm" wrap="wrap">
      <Text size="sm" data-testid="results-count">
        {totalCount === 1 && totalExact ? t('table.oneResult') : t('table.results', { results: total })}
      </Text>
      <Group gap="sm">
        <Select
          aria-label={t('table.rowsPerPage')}
          data={pageSizeOptions.map(String)}
          value={String(pageSize)}
          onChange={(v) => v && onPageSizeChange(Number(v))}
          allowDeselect={false}
          w={90}
        />
        <Text size="sm" data-testid="page-range">
          {t('table.range', { start: start.toLocaleString(), end: end.toLocaleString(), total })}
        </Text>
        <Pagination
          total={Math.max(1, pageCount)}
          value={pageIndex + 1}
          onChange={(p) => onPageChange(p - 1)}
          size="sm"
          siblings={1}
          // The arrows are icons only: without a label a screen reader announces just "button".
          getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
        />
      </Group>
    </Group>
  );
}
