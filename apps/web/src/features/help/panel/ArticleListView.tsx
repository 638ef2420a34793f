import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useArticleSearch } from '../help.api.ts';
import { ArticleHitItem, useOpenArticle } from './ArticleHitItem.tsx';

/** Search results: loading, "No articles found", the spec's two-line error with a retry, or the hits. */
export function ArticleListView({ query, locale }: { query: string; locale: string }) {
  const { t } = useTranslation();
  const search = useArticleSearch(query, locale);
  const open = useOpenArticle();
  if (search.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" role="status" aria-label={t('help.panel.searching')} />
      </Center>
    );
  }
  if (search.isError) {
    return (
      <Alert color="red" role="alert" title={t('help.panel.searchFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('help.panel.searchRetry')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void search.refetch()}>
            {t('help.panel.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { results, count } = search.data;
  if (results.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md" ta="center">
        {t('help.panel.noArticles')}
      </Text>
    );
  }
  return (
    <Stack gap={4} component="section" aria-label={t('help.panel.articleList')}>
      <Text size="xs" c="dimmed">
        {t('help.panel.results', { count })}
      </Text>
      {results.map((hit) => (
        <ArticleHitItem key={hit.id} hit={hit} onOpen={open} />
      ))}
    </Stack>
  );
}
