import { ActionIcon, Alert, Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ScriptSummary } from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { DataTable, type DataTableColumn, type FilterDefinition, type RemoteQuery } from '../../components/data-table/index.ts';
import { confirmDanger } from '../../shared/confirm.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { PageTitle } from '../../shared/PageTitle.tsx';
import { useCan } from '../auth/session.ts';
import { fetchScriptsPage, SCRIPTS_TABLE_CHANNEL, useCategoryMutations, useDeleteScripts, useScriptCategories } from './scripts.api.ts';
import './scripts.strings.ts';

/** The categories screen: add and delete categories; scripts keep running without them. */
function CategoriesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const categories = useScriptCategories();
  const { add, remove } = useCategoryMutations();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = () => add.mutate(name.trim(), { onSuccess: () => setName(''), onError: (e) => setFailure(errorMessage(e)) });
  return (
    <Modal opened onClose={onClose} title={t('scripts.categoryAdmin.title')}>
      <Stack>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group align="flex-end">
          <TextInput
            label={t('scripts.categoryAdmin.name')}
            value={name}
            maxLength={50}
            onChange={(e) => setName(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && name.trim() && submit()}
            style={{ flex: 1 }}
            data-autofocus
          />
          <Button onClick={submit} disabled={!name.trim()} loading={add.isPending}>
            {t('scripts.categoryAdmin.add')}
          </Button>
        </Group>
        {categories.data?.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('scripts.categoryAdmin.empty')}
          </Text>
        )}
        {categories.data?.map((c) => (
          <Group key={c.id} justify="space-between">
            <Text>
              {c.name}{' '}
              <Text span c="dimmed" size="sm">
                · {t('scripts.categoryAdmin.count', { count: c.scriptCount })}
              </Text>
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('scripts.categoryAdmin.delete')} ${c.name}`}
              onClick={() => remove.mutate(c.id, { onError: (e) => setFailure(errorMessage(e)) })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}

/** The script library with its templates: search, category filter, bulk delete. */
export function ScriptsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canManage = useCan('canManageScripts');
  const categories = useScriptCategories();
  const remove = useDeleteScripts();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [showCategories, setShowCategories] = useState(false);
  const columns = useMemo<DataTableColumn<ScriptSummary>[]>(
    () => [
      { id: 'name', header: t('scripts.name'), cellType: 'Anchor', cellOptions: { href: (s) => `/scripts/${s.id}` }, priorityWidth: 260 },
      { id: 'language', header: t('scripts.language') },
      {
        id: 'operatingSystems',
        header: t('scripts.operatingSystems'),
        accessor: (s) => s.operatingSystems.map((os) => t(`scripts.os.${os}`)).join(', '),
        disableSortBy: true,
      },
      {
        id: 'categories',
        header: t('scripts.categories'),
        render: (s) => (
          <Group gap={4}>
            {s.categories.map((c) => (
              <Badge key={c.id} variant="light">
                {c.name}
              </Badge>
            ))}
            {s.builtIn && <Badge color="gray">{t('scripts.builtIn')}</Badge>}
          </Group>
        ),
        disableSortBy: true,
      },
      { id: 'description', header: t('scripts.description'), disableSortBy: true },
      { id: 'version', header: t('scripts.version'), accessor: (s) => String(s.version), disableSortBy: true },
      { id: 'updatedAt', header: t('scripts.updated'), accessor: (s) => formatDateTime(s.updatedAt, '') },
    ],
    [t],
  );
  const filters = useMemo<FilterDefinition<ScriptSummary>[]>(
    () => [
      {
        name: 'categoryId',
        label: t('scripts.category'),
        type: 'MultiSelect',
        componentProps: { options: (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })) },
      },
    ],
    [t, categories.data],
  );
  const fetchData = useMemo(() => (query: RemoteQuery, signal: AbortSignal) => fetchScriptsPage(query, signal), []);

  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>{t('scripts.title')}</PageTitle>
        <Group>
          {canManage && (
            <Button variant="default" onClick={() => setShowCategories(true)}>
              {t('scripts.categoryAdmin.title')}
            </Button>
          )}
          {canManage && (
            <Button component={Link} to="/scripts/new">
              {t('scripts.add')}
            </Button>
          )}
        </Group>
      </Group>
      {failure && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {notice && (
        <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <DataTable<ScriptSummary>
        mode="server"
        tableId="scripts"
        fetchData={fetchData}
        getRowId={(s) => String(s.id)}
        columns={columns}
        filters={filters}
        searchPlaceholder={t('scripts.search')}
        trimSearch
        searchMaxLength={200}
        initialSort={[{ id: 'name', desc: false }]}
        selection={canManage ? 'multi' : 'none'}
        bulkActions={
          canManage
            ? [
                {
                  id: 'delete',
                  label: t('scripts.deleteSelected'),
                  onClick: (selection) =>
                    confirmDanger(t, {
                      title: t('scripts.deleteSelected'),
                      body: t('scripts.deleteConfirm', { count: selection.rows.length }),
                      confirmLabel: t('app.delete'),
                      onConfirm: () =>
                        remove.mutate(
                          selection.rows.map((s) => s.id),
                          {
                            onSuccess: (r) => setNotice(t('scripts.deleted', { count: r.deleted })),
                            onError: (e) => setFailure(errorMessage(e)),
                          },
                        ),
                    }),
                },
              ]
            : []
        }
        autoRefresh={{ channel: SCRIPTS_TABLE_CHANNEL }}
        emptyMessage={t('scripts.empty')}
        onRowAction={(s) => void navigate({ to: '/scripts/$id', params: { id: s.id } })}
      />
      {showCategories && <CategoriesDialog onClose={() => setShowCategories(false)} />}
    </Stack>
  );
}
