import { Combobox, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The value of the "Show more" option; never a real item id. */
export const SHOW_MORE = '\u0000more';
/** The value of the "Create …" option of creatable pickers. */
export const CREATE = '\u0000create';

export interface PickerOption {
  value: string;
  label: string;
  /** Extra words after the label: '(Deleted)', '(Inactive)', an organization name. */
  suffix?: string;
  disabled?: boolean;
  selected?: boolean;
}

/** The options list of a picker: items, loading, nothing found, "Show more" and "Create". */
export function PickerOptions({
  options,
  loading,
  hasMore,
  create,
  error,
  errorMessage,
}: {
  options: PickerOption[];
  loading: boolean;
  hasMore: boolean;
  create?: ReactNode;
  error: boolean;
  /** The words of a failed fetch where the spec names them ('Error while fetching tags'). */
  errorMessage?: string;
}) {
  const { t } = useTranslation();
  return (
    <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
      {options.map((o) => (
        <Combobox.Option key={o.value} value={o.value} disabled={o.disabled} active={o.selected} aria-selected={o.selected}>
          <Text size="sm" span>
            {o.label}
          </Text>
          {o.suffix && (
            <Text size="sm" c="dimmed" span>
              {' '}
              {o.suffix}
            </Text>
          )}
        </Combobox.Option>
      ))}
      {create && <Combobox.Option value={CREATE}>{create}</Combobox.Option>}
      {hasMore && !loading && (
        <Combobox.Option value={SHOW_MORE}>
          <Text size="sm" c="blue.8">
            {t('tickets.picker.showMore')}
          </Text>
        </Combobox.Option>
      )}
      {loading && (
        <Group gap="xs" p="xs">
          <Loader size="xs" />
          <Text size="sm">{t('app.loading')}</Text>
        </Group>
      )}
      {!loading && options.length === 0 && !create && (
        <Combobox.Empty>{error ? (errorMessage ?? t('tickets.picker.error')) : t('tickets.picker.nothingFound')}</Combobox.Empty>
      )}
    </Combobox.Options>
  );
}
