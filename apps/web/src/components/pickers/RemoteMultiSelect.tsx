import { Combobox, Pill, PillsInput, useCombobox } from '@mantine/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CREATE, PickerOptions, SHOW_MORE } from './PickerOptions.tsx';
import { usePickerSearch, type RemotePickerProps } from './usePickerSearch.ts';

/** How a picker turns typed text into a new item (a tag, an e-mail address). */
export interface PickerCreate<T> {
  /** The option's words for the typed text, or null when it cannot become an item. */
  label: (text: string) => string | null;
  /** Makes the item (may ask the server); throws with the words to show. */
  create: (text: string) => Promise<T> | T;
}

export interface RemoteMultiSelectProps<T> extends RemotePickerProps<T> {
  values: T[];
  onChange: (items: T[]) => void;
  creatable?: PickerCreate<T>;
  /** Refuses an item before it is added: answers the words to show ('Tag is already selected'). */
  refuse?: (item: T, values: T[]) => string | null;
  /** The words shown when the list cannot be fetched (default 'Error fetching options'). */
  fetchError?: string;
}

/** A multi-value picker over a paged server list; chosen items show as removable pills. */
export function RemoteMultiSelect<T>(props: RemoteMultiSelectProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const { values, getId, toOption, onChange, creatable, refuse } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const combobox = useCombobox({ onDropdownClose: () => search.setSearch('') });
  const search = usePickerSearch(props.queryKey, props.fetchPage, combobox.dropdownOpened);
  const chosen = new Set(values.map(getId));
  const options = search.items.map((item) => ({ ...toOption(item), value: getId(item), selected: chosen.has(getId(item)) }));
  const typed = search.search.trim();
  const exact = search.items.some((item) => toOption(item).label.toLowerCase() === typed.toLowerCase());
  const createLabel = creatable && typed && !exact ? creatable.label(typed) : null;

  const add = (item: T) => {
    const refusal = refuse?.(item, values) ?? null;
    setProblem(refusal);
    if (refusal) return;
    onChange([...values, item]);
    search.setSearch('');
  };
  const remove = (item: T) => onChange(values.filter((v) => getId(v) !== getId(item)));

  const submit = async (value: string) => {
    if (value === SHOW_MORE) return void search.query.fetchNextPage();
    if (value === CREATE && creatable) {
      try {
        add(await creatable.create(typed));
      } catch (error) {
        setProblem(error instanceof Error ? error.message : String(error));
      }
      return;
    }
    const item = search.items.find((i) => getId(i) === value);
    if (!item) return;
    // Choosing a chosen item again removes it, unless the host refuses duplicates with words of its own.
    if (chosen.has(value)) {
      const refusal = refuse?.(item, values) ?? null;
      setProblem(refusal);
      if (!refusal) remove(item);
    } else add(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && search.search === '' && values.length > 0) {
      event.preventDefault();
      remove(values[values.length - 1]!);
    }
  };

  return (
    <Combobox store={combobox} onOptionSubmit={(v) => void submit(v)} withinPortal zIndex={400}>
      <Combobox.DropdownTarget>
        <PillsInput
          id={id}
          label={props.label}
          description={props.description}
          withAsterisk={props.required}
          error={problem ?? props.error}
          disabled={props.disabled}
          onClick={() => combobox.openDropdown()}
        >
          <Pill.Group>
            {values.map((item) => {
              const o = toOption(item);
              return (
                <Pill
                  key={getId(item)}
                  withRemoveButton={!props.disabled}
                  onRemove={() => remove(item)}
                  removeButtonProps={{ 'aria-label': t('tickets.picker.remove', { name: o.label }) }}
                >
                  {o.suffix ? `${o.label} ${o.suffix}` : o.label}
                </Pill>
              );
            })}
            <Combobox.EventsTarget withExpandedAttribute>
              <PillsInput.Field
                id={id}
                role="combobox"
                value={search.search}
                placeholder={values.length === 0 ? props.placeholder : undefined}
                disabled={props.disabled}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onChange={(e) => {
                  search.setSearch(e.currentTarget.value);
                  setProblem(null);
                  combobox.openDropdown();
                  combobox.updateSelectedOptionIndex();
                }}
                onKeyDown={onKeyDown}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown>
        <PickerOptions
          options={options}
          loading={search.query.isFetching || !search.settled}
          hasMore={search.query.hasNextPage}
          error={search.query.isError}
          errorMessage={props.fetchError}
          create={createLabel}
        />
      </Combobox.Dropdown>
    </Combobox>
  );
}
