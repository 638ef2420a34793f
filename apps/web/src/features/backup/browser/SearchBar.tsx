import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { BACKUP_SEARCH_MIN_LENGTH } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSearchValid } from '../model/browserHistory.ts';

/** Backup search: at least 3 characters, run by Enter or the Search button; `*` is a wildcard. */
export function SearchBar({ initial, onSearch }: { initial: string; onSearch: (term: string) => void }) {
  const { t } = useTranslation();
  const [term, setTerm] = useState(initial);
  const valid = isSearchValid(term);
  const run = () => valid && onSearch(term.trim());
  return (
    <Group gap="xs" align="flex-start">
      <TextInput
        aria-label={t('backup.browser.search')}
        placeholder={t('backup.browser.searchPlaceholder')}
        leftSection={<IconSearch size={14} />}
        value={term}
        w={360}
        description={term.length > 0 && !valid ? t('backup.browser.searchTooShort', { min: BACKUP_SEARCH_MIN_LENGTH }) : undefined}
        onChange={(e) => setTerm(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            run();
          }
        }}
      />
      <Button variant="default" onClick={run} disabled={!valid}>
        {t('backup.browser.search')}
      </Button>
    </Group>
  );
}
