import { Alert, Button, Group, MultiSelect, NumberInput, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import {
  SCRIPT_LANGUAGES,
  SCRIPT_LIMITS,
  SCRIPT_OPERATING_SYSTEMS,
  scriptInputSchema,
  type Script,
  type ScriptInput,
  type ScriptLanguage,
  type ScriptOperatingSystem,
  type ScriptRunAs,
} from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { DataTable, type DataTableColumn, type RemoteQuery } from '../../components/data-table/index.ts';
import { formatDateTime } from '../../shared/format.ts';
import { PageTitle } from '../../shared/PageTitle.tsx';
import { QueryState } from '../../shared/QueryState.tsx';
import { useCan } from '../auth/session.ts';
import { CodeEditor } from './CodeEditor.tsx';
import { RunHistory } from './RunHistory.tsx';
import { lineDiff } from './lineDiff.ts';
import { fetchScriptRuns, useSaveScript, useScript, useScriptCategories, useScriptVersion, useScriptVersions } from './scripts.api.ts';
import { VariableEditor, type VariableDraft } from './VariableEditor.tsx';
import './scripts.strings.ts';

const route = getRouteApi('/scripts/$id');

type Draft = {
  name: string;
  description: string;
  language: ScriptLanguage;
  operatingSystems: ScriptOperatingSystem[];
  categoryIds: number[];
  defaultTimeoutSeconds: number;
  runAs: ScriptRunAs;
  body: string;
  variables: VariableDraft[];
};

const draftOf = (s?: Script): Draft =>
  s
    ? {
        name: s.name,
        description: s.description,
        language: s.language,
        operatingSystems: s.operatingSystems,
        categoryIds: s.categories.map((c) => c.id),
        defaultTimeoutSeconds: s.defaultTimeoutSeconds,
        runAs: s.runAs,
        body: s.body,
        variables: s.variables,
      }
    : {
        name: '',
        description: '',
        language: 'bash',
        operatingSystems: ['LINUX'],
        categoryIds: [],
        defaultTimeoutSeconds: SCRIPT_LIMITS.defaultTimeoutSeconds,
        runAs: 'SYSTEM',
        body: '#!/bin/bash\n',
        variables: [],
      };

/** The diff between two versions of a script's text. */
function VersionDiff({ scriptId, latest }: { scriptId: number; latest: number }) {
  const { t } = useTranslation();
  const versions = useScriptVersions(scriptId);
  const [from, setFrom] = useState<number | null>(latest > 1 ? latest - 1 : latest);
  const [to, setTo] = useState<number | null>(latest);
  const a = useScriptVersion(scriptId, from);
  const b = useScriptVersion(scriptId, to);
  const diff = useMemo(() => (a.data && b.data ? lineDiff(a.data.body, b.data.body) : null), [a.data, b.data]);
  const options = (versions.data ?? []).map((v) => ({
    value: String(v.version),
    label: `${v.version} · ${formatDateTime(v.createdAt, '')}${v.createdByName ? ` · ${t('scripts.versions.by', { name: v.createdByName })}` : ''}`,
  }));
  const added = diff?.filter((l) => l.kind === 'added').length ?? 0;
  const removed = diff?.filter((l) => l.kind === 'removed').length ?? 0;
  return (
    <QueryState query={versions} isEmpty={(v) => v.length === 0} empty={<Text c="dimmed">{t('scripts.versions.empty')}</Text>}>
      {() => (
        <Stack>
          <Group>
            <Select
              label={t('scripts.versions.from')}
              data={options}
              value={from === null ? null : String(from)}
              onChange={(v) => setFrom(v ? Number(v) : null)}
              w={320}
              allowDeselect={false}
            />
            <Select
              label={t('scripts.versions.to')}
              data={options}
              value={to === null ? null : String(to)}
              onChange={(v) => setTo(v ? Number(v) : null)}
              w={320}
              allowDeselect={false}
            />
          </Group>
          {diff &&
            (added + removed === 0 ? (
              <Text c="dimmed">{t('scripts.versions.same')}</Text>
            ) : (
              <>
                <Text size="sm">
                  {t('scripts.versions.added', { count: added })}, {t('scripts.versions.removed', { count: removed })}
                </Text>
                <pre
                  tabIndex={0}
                  aria-label={t('scripts.versions.compare')}
                  style={{
                    fontFamily: 'var(--mantine-font-family-monospace)',
                    fontSize: 13,
                    border: '1px solid var(--mantine-color-default-border)',
                    borderRadius: 4,
                    padding: 8,
                    margin: 0,
                    overflow: 'auto',
                    maxHeight: 480,
                  }}
                >
                  {diff.map((l, i) => (
                    <div
                      key={i}
                      style={{
                        background:
                          l.kind === 'added' ? 'var(--mantine-color-green-light)' : l.kind === 'removed' ? 'var(--mantine-color-red-light)' : undefined,
                      }}
                    >
                      <span style={{ color: 'var(--mantine-color-dimmed)', display: 'inline-block', width: 72 }}>
                        {`${l.oldNumber ?? ''}`.padStart(4)} {`${l.newNumber ?? ''}`.padStart(4)}
                      </span>
                      {l.kind === 'added' ? '+ ' : l.kind === 'removed' ? '- ' : '  '}
                      {l.text}
                    </div>
                  ))}
                </pre>
              </>
            ))}
        </Stack>
      )}
    </QueryState>
  );
}

/** The script editor: fields, monospace body with line numbers, variables, versions with a diff. */
export function ScriptEditor({ script }: { script?: Script }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canManage = useCan('canManageScripts');
  const canRun = useCan('canRunScripts');
  const scriptId = script?.id;
  const fetchRuns = useMemo(() => (query: RemoteQuery, signal: AbortSignal) => fetchScriptRuns(scriptId ?? 0, query, signal), [scriptId]);
  const readOnly = !canManage || Boolean(script?.builtIn);
  const categories = useScriptCategories();
  const save = useSaveScript();
  const [draft, setDraft] = useState<Draft>(() => draftOf(script));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const variableColumns = useMemo<DataTableColumn<VariableDraft & { index: number }>[]>(
    () => [
      { id: 'name', header: t('scripts.variables.name') },
      {
        id: 'calculatedName',
        header: t('scripts.variables.calculatedName'),
        render: (v) => (
          <Text ff="monospace" size="sm">
            {v.calculatedName}
          </Text>
        ),
      },
      { id: 'type', header: t('scripts.variables.type'), accessor: (v) => t(`scripts.variables.types.${v.type}`) },
      { id: 'required', header: t('scripts.variables.required'), accessor: (v) => (v.required ? t('scripts.yes') : t('scripts.no')), disableSortBy: true },
      { id: 'secret', header: t('scripts.variables.secret'), accessor: (v) => (v.secret ? t('scripts.yes') : t('scripts.no')), disableSortBy: true },
    ],
    [t],
  );

  const submit = async (asCopy = false) => {
    const input: ScriptInput = { ...draft, organizationId: script?.organizationId ?? null };
    const parsed = scriptInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.map(String).join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      const saved = await save.mutateAsync(
        asCopy || !script
          ? { id: null, input: { ...input, name: asCopy ? `${input.name} (copy)`.slice(0, SCRIPT_LIMITS.nameMax) : input.name } }
          : { id: script.id, version: script.version, input },
      );
      if (!script || asCopy) {
        // The new script's page remounts the editor: a notification outlives it, the inline notice would not.
        notifications.show({ color: 'green', message: t('scripts.editor.saved', { version: saved.version }) });
        void navigate({ to: '/scripts/$id', params: { id: saved.id } });
      } else setNotice(t('scripts.editor.saved', { version: saved.version }));
    } catch (error) {
      if (error instanceof ApiError) setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0] ?? ''])));
      setFailure(errorMessage(error));
    }
  };

  const fields = (
    <Stack>
      {readOnly && script?.builtIn && <Alert color="blue">{t('scripts.editor.readOnly')}</Alert>}
      <Group grow align="flex-start">
        <TextInput
          label={t('scripts.name')}
          required
          maxLength={SCRIPT_LIMITS.nameMax}
          value={draft.name}
          error={errors.name}
          readOnly={readOnly}
          onChange={(e) => set({ name: e.currentTarget.value })}
        />
        <Select
          label={t('scripts.language')}
          data={[...SCRIPT_LANGUAGES]}
          value={draft.language}
          readOnly={readOnly}
          allowDeselect={false}
          onChange={(v) => v && set({ language: v as ScriptLanguage })}
        />
        <Select
          label={t('scripts.runAs')}
          data={(['SYSTEM', 'LOGGED_ON_USER'] as const).map((r) => ({ value: r, label: t(`scripts.runAsOptions.${r}`) }))}
          value={draft.runAs}
          readOnly={readOnly}
          allowDeselect={false}
          onChange={(v) => v && set({ runAs: v as ScriptRunAs })}
        />
      </Group>
      <TextInput
        label={t('scripts.description')}
        maxLength={SCRIPT_LIMITS.descriptionMax}
        value={draft.description}
        error={errors.description}
        readOnly={readOnly}
        onChange={(e) => set({ description: e.currentTarget.value })}
      />
      <Group grow align="flex-start">
        <MultiSelect
          label={t('scripts.operatingSystems')}
          data={SCRIPT_OPERATING_SYSTEMS.map((os) => ({ value: os, label: t(`scripts.os.${os}`) }))}
          value={draft.operatingSystems}
          error={errors.operatingSystems}
          readOnly={readOnly}
          onChange={(v) => set({ operatingSystems: v as ScriptOperatingSystem[] })}
        />
        <MultiSelect
          label={t('scripts.categories')}
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={draft.categoryIds.map(String)}
          readOnly={readOnly}
          onChange={(v) => set({ categoryIds: v.map(Number) })}
        />
        <NumberInput
          label={t('scripts.timeout')}
          min={SCRIPT_LIMITS.timeoutMinSeconds}
          max={SCRIPT_LIMITS.timeoutMaxSeconds}
          allowDecimal={false}
          allowNegative={false}
          value={draft.defaultTimeoutSeconds}
          readOnly={readOnly}
          error={errors.defaultTimeoutSeconds}
          onChange={(v) => set({ defaultTimeoutSeconds: Number(v) || SCRIPT_LIMITS.timeoutMinSeconds })}
        />
      </Group>
      <CodeEditor
        label={t('scripts.editor.body')}
        description={t('scripts.editor.bodyHelp')}
        value={draft.body}
        readOnly={readOnly}
        error={errors.body}
        onChange={(body) => set({ body })}
      />
    </Stack>
  );

  const variables = (
    <Stack>
      {Object.entries(errors)
        .filter(([k]) => k.startsWith('variables'))
        .map(([k, v]) => (
          <Alert key={k} color="red">{`${k}: ${v}`}</Alert>
        ))}
      <DataTable<VariableDraft & { index: number }>
        mode="client"
        tableId="script-variables"
        data={draft.variables.map((v, index) => ({ ...v, index }))}
        getRowId={(v) => String(v.index)}
        columns={variableColumns}
        searchable={false}
        pagination={false}
        emptyMessage={t('scripts.variables.empty')}
        actions={readOnly ? [] : [{ id: 'add', label: t('scripts.variables.add'), variant: 'filled', onClick: () => setEditing({ index: null }) }]}
        rowActions={
          readOnly
            ? undefined
            : () => [
                { id: 'edit', label: t('app.edit'), onClick: (v) => setEditing({ index: v.index }) },
                {
                  id: 'remove',
                  label: t('scripts.variables.remove'),
                  color: 'red',
                  onClick: (v) => set({ variables: draft.variables.filter((_, i) => i !== v.index) }),
                },
              ]
        }
        onRowAction={readOnly ? undefined : (v) => setEditing({ index: v.index })}
      />
      {editing && (
        <VariableEditor
          initial={editing.index === null ? undefined : draft.variables[editing.index]}
          taken={draft.variables.filter((_, i) => i !== editing.index).map((v) => v.calculatedName.toUpperCase())}
          onClose={() => setEditing(null)}
          onSave={(v) => {
            set({ variables: editing.index === null ? [...draft.variables, v] : draft.variables.map((old, i) => (i === editing.index ? v : old)) });
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );

  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>{script ? script.name : t('scripts.editor.newTitle')}</PageTitle>
        <Group>
          {script?.builtIn && canManage && (
            <Button variant="default" onClick={() => void submit(true)}>
              {t('scripts.copyTemplate')}
            </Button>
          )}
          {!readOnly && (
            <Button onClick={() => void submit()} loading={save.isPending}>
              {t('scripts.editor.save')}
            </Button>
          )}
        </Group>
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {notice && (
        <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <Tabs defaultValue="script" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="script">{t('scripts.editor.tabs.script')}</Tabs.Tab>
          <Tabs.Tab value="variables">
            {t('scripts.editor.tabs.variables')} ({draft.variables.length})
          </Tabs.Tab>
          {script && <Tabs.Tab value="versions">{t('scripts.editor.tabs.versions')}</Tabs.Tab>}
          {script && canRun && <Tabs.Tab value="runs">{t('scripts.editor.tabs.runs')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="script" pt="md">
          {fields}
        </Tabs.Panel>
        <Tabs.Panel value="variables" pt="md">
          {variables}
        </Tabs.Panel>
        {script && (
          <Tabs.Panel value="versions" pt="md">
            <VersionDiff scriptId={script.id} latest={script.version} />
          </Tabs.Panel>
        )}
        {script && canRun && (
          <Tabs.Panel value="runs" pt="md">
            <RunHistory tableId="script-run-history" fetchPage={fetchRuns} show="device" />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}

export function ScriptEditorRoutePage() {
  const { id } = route.useParams();
  const script = useScript(id);
  return <QueryState query={script}>{(s) => <ScriptEditor key={`${s.id}-${s.version}`} script={s} />}</QueryState>;
}

export function NewScriptPage() {
  return <ScriptEditor />;
}
