import { Anchor, Badge, Breadcrumbs, Button, Group, Stack, Text } from '@mantine/core';
import type { HelpArticle } from '@outpost/contracts';
import { IconPencil } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format.ts';
import { PageTitle } from '../../../shared/PageTitle.tsx';
import { useCan } from '../../auth/session.ts';
import { NoteHtml } from '../../../components/rich-text/NoteHtml.tsx';

/** One article as readers see it: its HTML as the server sanitised and stored it. */
export function ArticleReader({ article }: { article: HelpArticle }) {
  const { t } = useTranslation();
  const isAdmin = useCan('admin');
  const navigate = useNavigate();
  return (
    <Stack gap="sm" component="article" maw={860}>
      <Breadcrumbs>
        <Anchor component={Link} to="/help" size="sm">
          {t('help.centre.back')}
        </Anchor>
        {article.section && <Text size="sm">{article.section}</Text>}
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{article.title}</PageTitle>
        {isAdmin && (
          <Button
            onClick={() => void navigate({ to: '/help/admin/articles/$id', params: { id: article.id } })}
            variant="default"
            size="xs"
            leftSection={<IconPencil size={14} />}
          >
            {t('help.centre.edit')}
          </Button>
        )}
      </Group>
      <Group gap="xs">
        {article.draft && <Badge color="gray">{t('help.centre.draft')}</Badge>}
        <Text size="xs" c="dimmed">
          {t('help.centre.updated', { date: formatDateTime(article.updated_at) })}
        </Text>
      </Group>
      <NoteHtml html={article.body} />
    </Stack>
  );
}
