import { CloseButton, Combobox, InputBase, useCombobox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PickerOptions, SHOW_MORE } from './PickerOptions.tsx';
import { usePickerSearch, type RemotePickerProps } from './usePickerSearch.ts';

export interface RemoteSelectProps<T> extends RemotePickerProps<T> {
  value: T | null;
  onChange: (item: T | null) => void;
  clearable?: boolean;
}

/**
 * A searchable picker over a paged server list (organizations, locations, technicians,
 * problems; 50 a page). The chosen item is kept whole, so it shows without being in a page.
 */
export function RemoteSelect<T>(props: RemoteSelectProps<T>) {
  const { t } = useTranslation();
  const { value, getId, toOption, onChange } = props;
  const combobox = useCombobox({ onDropdownClose: () => search.setSearch('') });
  const search = usePickerSearch(props.queryKey, props.fetchPage, combobox.dropdownOpened);
  const selected = value ? toOption(value) : null;
  const shown = selected ? `${selected.label}${selected.suffix ? ` ${selected.suffix}` : ''}` : '';
  const options = search.items.map((item) => ({ ...toOption(item), value: getId(item), selected: value !== null && getId(item) === getId(value) }));

  const submit = (id: string) => {
    if (id === SHOW_MORE) return void search.query.fetchNextPage();
    const item = search.items.find((i) => getId(i) === id);
    if (item) onChange(item);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={submit} withinPortal zIndex={400}>
      <Combobox.Target withExpandedAttribute>
        <InputBase
          // An editable combobox (ARIA 1.2): typing filters, the list pops up below.
          role="combobox"
          label={props.label}
          description={props.description}
          // While searching, the current choice stays visible as the placeholder.
          placeholder={combobox.dropdownOpened && shown ? shown : props.placeholder}
          error={props.error}
          required={props.required}
          disabled={props.disabled}
          value={combobox.dropdownOpened ? search.search : shown}
          onChange={(e) => {
            search.setSearch(e.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={
            props.clearable !== false && value && !props.disabled ? (
              <CloseButton
                size="sm"
                aria-label={t('tickets.picker.clear', { label: props.label })}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onChange(null)}
              />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={value && props.clearable !== false ? 'all' : 'none'}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <PickerOptions options={options} loading={search.query.isFetching || !search.settled} hasMore={search.query.hasNextPage} error={search.query.isError} />
      </Combobox.Dropdown>
    </Combobox>
  );
}
