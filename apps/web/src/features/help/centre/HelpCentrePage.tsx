import '../help.strings.ts';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { HelpArticleRow } from '@outpost/contracts';
import { IconSearch, IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/typed.ts';
import { PageTitle } from '../../../shared/PageTitle.tsx';
import { QueryState } from '../../../shared/QueryState.tsx';
import { useCan } from '../../auth/session.ts';
import { helpKey, useHelpContext } from '../help.api.ts';
import { ArticleListView } from '../panel/ArticleListView.tsx';
import { ArticleHitItem, useOpenArticle } from '../panel/ArticleHitItem.tsx';

/** The help centre page types faster than the panel: 400 ms, as the app's tables do. */
const CENTRE_SEARCH_DEBOUNCE_MS = 400;

/** /help: the built-in help centre, its articles by section with a search over them. */
export function HelpCentrePage() {
  const { t } = useTranslation();
  const isAdmin = useCan('admin');
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), CENTRE_SEARCH_DEBOUNCE_MS);
  const contents = useQuery({ queryKey: [...helpKey, 'contents'], queryFn: ({ signal }) => call('get', '/api/help/articles', { signal }) });
  const open = useOpenArticle();
  const context = useHelpContext();
  const sections = useMemo(() => {
    const bySection = new Map<string, HelpArticleRow[]>();
    for (const article of contents.data ?? []) bySection.set(article.section, [...(bySection.get(article.section) ?? []), article]);
    return [...bySection.entries()];
  }, [contents.data]);

  return (
    <Stack maw={860}>
      <Group justify="space-between">
        <PageTitle>{t('help.centre.title')}</PageTitle>
        {isAdmin && (
          <Button component={Link} to="/help/admin" variant="default" leftSection={<IconSettings size={16} />}>
            {t('help.centre.manage')}
          </Button>
        )}
      </Group>
      <TextInput
        aria-label={t('help.centre.searchLabel')}
        placeholder={t('help.centre.searchLabel')}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {query !== '' ? (
        <ArticleListView query={query} locale={context.data?.locale ?? 'en-us'} />
      ) : (
        <QueryState query={contents} isEmpty={(list) => list.length === 0} empty={t('help.centre.empty')}>
          {() => (
            <Stack gap="lg">
              {sections.map(([section, articles]) => (
                <Stack key={section} gap={4} component="section" aria-label={section || t('help.centre.general')}>
                  <Title order={2} size="h4">
                    {section || t('help.centre.general')}
                  </Title>
                  {articles.map((a) => (
                    <ArticleHitItem
                      key={a.id}
                      hit={{ id: a.id, name: a.name, title: a.title, snippet: '', html_url: a.html_url, section: '', result_type: 'article' }}
                      onOpen={open}
                    />
                  ))}
                </Stack>
              ))}
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
