import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  totalCount: number;
  pageSizeOptions: number[];
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** Result count, "start - end of total", page size and page buttons. */
export function TablePagination(props: Props) {
  const { pageIndex, pageSize, pageCount, totalCount, pageSizeOptions, onPageChange, onPageSizeChange } = props;
  const { t } = useTranslation('components');
  const start = totalCount === 0 ? 0 : pageIndex * pageSize + 1;
  const end = Math.min(totalCount, (pageIndex + 1) * pageSize);
  return (
    <Group justify="space-between" mt="sm" wrap="wrap">
      <Text size="sm" data-testid="results-count">
        {totalCount === 1 ? t('table.oneResult') : t('table.results', { results: totalCount.toLocaleString() })}
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
          {t('table.range', { start: start.toLocaleString(), end: end.toLocaleString(), total: totalCount.toLocaleString() })}
        </Text>
        <Pagination total={Math.max(1, pageCount)} value={pageIndex + 1} onChange={(p) => onPageChange(p - 1)} size="sm" siblings={1} />
      </Group>
    </Group>
  );
}
