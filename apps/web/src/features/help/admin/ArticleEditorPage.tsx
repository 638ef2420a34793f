import '../help.strings.ts';
import { Alert, Autocomplete, Button, Group, Loader, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DEFAULT_HELP_LOCALE, type HelpArticle } from '@outpost/contracts';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Suspense, lazy, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { call } from '../../../api/typed.ts';
import { rebaseEdits, StaleVersionNotice, useStaleVersion } from '../../../components/stale-version/index.ts';
import { confirmDanger } from '../../../shared/confirm.tsx';
import { PageTitle } from '../../../shared/PageTitle.tsx';
import { QueryState } from '../../../shared/QueryState.tsx';
import { useCan } from '../../auth/session.ts';
import { useAdminArticle, useDeleteArticle, useSaveArticle, useSections } from '../help.api.ts';
import { NoAccess } from '../../../shared/NoAccess.tsx';

// Lexical loads with the editor page only.
const RichTextEditor = lazy(() => import('@outpost/editor').then((m) => ({ default: m.RichTextEditor })));
/** Export often enough that Save never misses the last keystrokes. */
const CHANGE_DEBOUNCE_MS = 60;

interface Draft {
  title: string;
  section: string;
  labels: string[];
  locale: string;
  draft: boolean;
  routes: string[];
}

const valuesOf = (article: HelpArticle | null): Draft => ({
  title: article?.title ?? '',
  section: article?.section ?? '',
  labels: article?.label_names ?? [],
  locale: article?.locale ?? DEFAULT_HELP_LOCALE,
  draft: article?.draft ?? true,
  routes: article?.routes ?? [],
});

function ArticleForm({ article }: { article: HelpArticle | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveArticle();
  const remove = useDeleteArticle();
  const sections = useSections();
  const html = useRef(article?.body ?? '');
  // The body as the editor first exported it (its own spelling of the stored HTML): the body counts as edited once it differs.
  const bodyBaseline = useRef<string | null>(null);
  // What the form was edited from: the loaded article, the last save, or the newer one after "Reload and re-apply".
  const [base, setBase] = useState(() => ({ values: valuesOf(article), version: article?.version ?? null }));
  // Remounts the editor with other HTML (after a reload); the editor keeps its own state otherwise.
  const [editorSeed, setEditorSeed] = useState({ html: article?.body ?? '', n: 0 });
  const [values, setValues] = useState<Draft>(() => valuesOf(article));
  const showBody = (body: string) => {
    html.current = body;
    bodyBaseline.current = null;
    setEditorSeed((seed) => ({ html: body, n: seed.n + 1 }));
  };
  const stale = useStaleVersion<HelpArticle>({
    reload: () => call('get', '/api/help/admin/articles/{id}', { params: { id: article!.id } }),
    reapply: (latest) => {
      const newer = valuesOf(latest);
      setValues((current) => rebaseEdits(base.values, current, newer));
      const bodyEdited = bodyBaseline.current !== null && html.current !== bodyBaseline.current;
      if (!bodyEdited) showBody(latest.body);
      setBase({ values: newer, version: latest.version });
    },
    discard: (latest) => {
      setValues(valuesOf(latest));
      showBody(latest.body);
      setBase({ values: valuesOf(latest), version: latest.version });
    },
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setValues((v) => ({ ...v, [key]: value }));
  const translate = useCallback((key: string, options: { defaultValue: string } & Record<string, unknown>) => t(`help.editor.${key}`, options), [t]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (values.title.trim() === '') {
      setErrors({ title: t('help.ticket.required') });
      return;
    }
    // Let the editor's debounced export land first.
    setTimeout(() => {
      const body = { ...values, body: html.current };
      save.mutate(article ? { id: article.id, body: { ...body, version: base.version ?? 0 } } : { id: null, body }, {
        onSuccess: (saved) => {
          setBase({ values: valuesOf(saved), version: saved.version });
          bodyBaseline.current = html.current;
          notifications.show({ color: 'green', message: t('help.admin.saved') });
          if (!article) void navigate({ to: '/help/admin/articles/$id', params: { id: saved.id }, replace: true });
        },
        onError: (error) => {
          if (stale.catchStale(error)) return;
          if (error instanceof ApiError) setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.split('.')[0]!, v[0] ?? ''])));
          setFormError(errorMessage(error));
        },
      });
    }, CHANGE_DEBOUNCE_MS + 20);
  };

  const editor = useMemo(
    () => (
      <RichTextEditor
        key={editorSeed.n}
        initialHtml={editorSeed.html}
        t={translate}
        ariaLabel={t('help.admin.fields.body')}
        changeDebounceMs={CHANGE_DEBOUNCE_MS}
        onChange={(next) => {
          bodyBaseline.current ??= next;
          html.current = next;
        }}
      />
    ),
    // The editor keeps its own state: made once per article, and again when a reload shows other HTML.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [article?.id, editorSeed],
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={960}>
        <Group justify="space-between">
          <PageTitle>{article ? t('help.admin.editTitle') : t('help.admin.newTitle')}</PageTitle>
          <Group gap="xs">
            {article && !article.draft && (
              <Button variant="default" onClick={() => void navigate({ to: '/help/articles/$article', params: { article: article.id } })}>
                {t('help.admin.view')}
              </Button>
            )}
            {article && (
              <Button
                color="red"
                variant="light"
                onClick={() =>
                  confirmDanger(t, {
                    title: t('help.admin.delete'),
                    body: t('help.admin.deleteConfirm', { title: article.title }),
                    confirmLabel: t('help.admin.delete'),
                    onConfirm: () =>
                      remove.mutate(article.id, {
                        onSuccess: () => {
                          notifications.show({ color: 'green', message: t('help.admin.deleted') });
                          void navigate({ to: '/help/admin' });
                        },
                        onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
                      }),
                  })
                }
              >
                {t('help.admin.delete')}
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {t('help.admin.save')}
            </Button>
          </Group>
        </Group>
        <StaleVersionNotice state={stale.state} />
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={t('help.admin.fields.title')}
          required
          value={values.title}
          maxLength={200}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errors.title}
        />
        <Group grow align="flex-start">
          <Autocomplete
            label={t('help.admin.fields.section')}
            data={sections.data ?? []}
            value={values.section}
            onChange={(v) => set('section', v)}
            error={errors.section}
          />
          <TextInput
            label={t('help.admin.fields.locale')}
            value={values.locale}
            onChange={(e) => set('locale', e.currentTarget.value)}
            error={errors.locale}
            maw={160}
          />
          <Switch label={t('help.admin.fields.published')} checked={!values.draft} onChange={(e) => set('draft', !e.currentTarget.checked)} mt={30} />
        </Group>
        <TagsInput
          label={t('help.admin.fields.labels')}
          description={t('help.admin.fields.labelsHint')}
          value={values.labels}
          onChange={(v) => set('labels', v)}
          error={errors.labels}
        />
        <TagsInput
          label={t('help.admin.fields.routes')}
          description={t('help.admin.fields.routesHint')}
          value={values.routes}
          onChange={(v) => set('routes', v)}
          error={errors.routes}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('help.admin.fields.body')}
          </Text>
          <Suspense fallback={<Loader size="sm" />}>{editor}</Suspense>
          {errors.body && (
            <Text size="xs" c="red">
              {errors.body}
            </Text>
          )}
        </Stack>
      </Stack>
    </form>
  );
}

/** /help/admin/articles/new and /help/admin/articles/$id: an editor page (opening it closes the help panel). */
export function ArticleEditorPage() {
  const isAdmin = useCan('admin');
  const params = useParams({ strict: false }) as { id?: number };
  const id = params.id ?? null;
  const article = useAdminArticle(id);
  if (!isAdmin) return <NoAccess />;
  if (id === null) return <ArticleForm article={null} />;
  return <QueryState query={article}>{(data) => <ArticleForm key={data.id} article={data} />}</QueryState>;
}
