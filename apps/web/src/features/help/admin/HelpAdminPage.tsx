import '../help.strings.ts';
import { Badge, Button, Group, Stack, Tabs } from '@mantine/core';
import type { HelpArticleRow } from '@outpost/contracts';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, toRemoteSearchParams, type DataTableColumn } from '../../../components/data-table/index.ts';
import { PageTitle } from '../../../shared/PageTitle.tsx';
import { useCan } from '../../auth/session.ts';
import { fetchArticlePage } from '../help.api.ts';
import { ProviderSettingsPanel } from './ProviderSettingsPanel.tsx';
import { NoAccess } from '../../../shared/NoAccess.tsx';

const ARTICLES_TABLE = 'help.articles';

function ArticlesTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useMemo<DataTableColumn<HelpArticleRow>[]>(
    () => [
      {
        id: 'title',
        header: t('help.admin.columns.title'),
        cellType: 'Anchor',
        cellOptions: { href: (a) => `/help/admin/articles/${a.id}` },
        priorityWidth: 320,
      },
      { id: 'section', header: t('help.admin.columns.section'), priorityWidth: 180 },
      { id: 'locale', header: t('help.admin.columns.locale'), priorityWidth: 90 },
      {
        id: 'draft',
        header: t('help.admin.columns.status'),
        render: (a) => <Badge color={a.draft ? 'gray' : 'green'}>{a.draft ? t('help.admin.draft') : t('help.admin.published')}</Badge>,
        exportValue: (a) => (a.draft ? t('help.admin.draft') : t('help.admin.published')),
        priorityWidth: 110,
      },
      { id: 'updated_at', header: t('help.admin.columns.updated'), cellType: 'Date', priorityWidth: 180 },
    ],
    [t],
  );
  return (
    <Stack>
      <Group justify="flex-end">
        <Button component={Link} to="/help/admin/articles/new" leftSection={<IconPlus size={16} />}>
          {t('help.admin.newArticle')}
        </Button>
      </Group>
      <DataTable<HelpArticleRow>
        mode="server"
        tableId={ARTICLES_TABLE}
        getRowId={(a) => String(a.id)}
        columns={columns}
        fetchData={(query, signal) => fetchArticlePage(toRemoteSearchParams(query), signal)}
        initialSort={[{ id: 'title', desc: false }]}
        onRowAction={(a) => void navigate({ to: '/help/admin/articles/$id', params: { id: a.id } })}
        emptyMessage={t('help.admin.empty')}
        refreshable
      />
    </Stack>
  );
}

/** /help/admin: the help centre's articles and the provider settings, for administrators. */
export function HelpAdminPage() {
  const { t } = useTranslation();
  const isAdmin = useCan('admin');
  if (!isAdmin) return <NoAccess />;
  return (
    <Stack>
      <PageTitle>{t('help.admin.title')}</PageTitle>
      <Tabs defaultValue="articles" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="articles">{t('help.admin.tabs.articles')}</Tabs.Tab>
          <Tabs.Tab value="settings">{t('help.admin.tabs.settings')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="articles" pt="md">
          <ArticlesTab />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <ProviderSettingsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
