import '../help.strings.ts';
import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { README_SECTIONS } from '../../../shared/helpLinks.ts';
import { useTopicArticle } from '../help.api.ts';
import { ArticleReader } from './ArticleReader.tsx';

/**
 * /help/topic/restoring-backups: the article labelled with a topic, so the app's "Learn more"
 * links stay right whichever article carries the label; without one, the README section and a
 * way back to the help centre.
 */
export function TopicPage() {
  const { t } = useTranslation();
  const { label } = useParams({ from: '/help/topic/$label' });
  const article = useTopicArticle(label);
  if (article.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (article.data) return <ArticleReader article={article.data} />;
  const readme = README_SECTIONS[label];
  return (
    <Stack align="flex-start">
      <Text>{t('help.centre.topicMissing')}</Text>
      {readme && <Anchor href={readme}>{t('help.centre.readme')}</Anchor>}
      {/* An unknown topic is not a dead end (issue 23 item 15). */}
      <Anchor component={Link} to="/help">
        {t('help.centre.backToCentre')}
      </Anchor>
    </Stack>
  );
}
