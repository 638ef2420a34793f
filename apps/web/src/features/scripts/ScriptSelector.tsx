import { Alert, Badge, Button, Group, Loader, Modal, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { scriptValueError, type Script, type ScriptLanguage, type ScriptOperatingSystem, type ScriptSummary } from '@outpost/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/typed.ts';
import { errorMessage } from '../../api/client.ts';
import { useScript, useScriptCategories } from './scripts.api.ts';
import { VariableValueInput } from './VariableValueInput.tsx';
import './scripts.strings.ts';

/** What a scheduled task or policy keeps of the chosen script: which version, with which values. */
export interface ScriptChoice {
  scriptId: number;
  scriptName: string;
  version: number;
  values: Record<string, string>;
}

const PAGE_SIZE = 50;

const fetchCandidates = (text: string, categoryId: string | null, signal: AbortSignal) => {
  const search = new URLSearchParams({ globalFilter: text, pageSize: String(PAGE_SIZE), pageIndex: '0' });
  if (categoryId) search.set('filters', JSON.stringify({ categoryId: [Number(categoryId)] }));
  return call('get', '/api/scripts', { search, signal });
};

/** The parameter modal: one input per variable, checked with the contracts' validator (the server checks the same). */
function ParameterModal({
  script,
  initial,
  onCancel,
  onDone,
}: {
  script: Script;
  initial?: Record<string, string>;
  onCancel: () => void;
  onDone: (values: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(script.variables.map((v) => [v.calculatedName, initial?.[v.calculatedName] ?? (v.type === 'CHECKBOX' ? 'false' : '')])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const done = () => {
    const found: Record<string, string> = {};
    for (const v of script.variables) {
      const message = scriptValueError(v, values[v.calculatedName] ?? '');
      if (message) found[v.calculatedName] = message;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onDone(values);
  };
  return (
    <Modal opened onClose={onCancel} title={t('scripts.selector.parameters', { name: script.name })}>
      <Stack>
        {script.variables.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('scripts.params.none')}
          </Text>
        )}
        {script.variables.map((v) => (
          <VariableValueInput
            key={v.calculatedName}
            variable={v}
            value={values[v.calculatedName] ?? ''}
            error={errors[v.calculatedName]}
            onChange={(value) => setValues((old) => ({ ...old, [v.calculatedName]: value }))}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('app.cancel')}
          </Button>
          <Button onClick={done}>{t('scripts.selector.use')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The reusable script selector (issue 25 §1) for scheduled tasks and policies: search by name,
 * filter by category, optionally only scripts for an operating system or in languages a device
 * has; choosing one opens the parameter modal, and the choice keeps the script's version and the
 * values. "Change values" reopens the modal with the values kept.
 */
export function ScriptSelector({
  value,
  onChange,
  operatingSystem,
  languages,
  label,
}: {
  value: ScriptChoice | null;
  onChange: (choice: ScriptChoice | null) => void;
  operatingSystem?: ScriptOperatingSystem;
  languages?: readonly ScriptLanguage[];
  label?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const categories = useScriptCategories();
  const candidates = useQuery({
    queryKey: ['scripts', 'selector', debounced, categoryId],
    queryFn: ({ signal }) => fetchCandidates(debounced, categoryId, signal),
  });
  const [picking, setPicking] = useState<number | null>(null);
  const picked = useScript(picking);
  const [editing, setEditing] = useState(false);
  const current = useScript(editing && value ? value.scriptId : null);
  useEffect(() => {
    if (picking !== null && picked.isError) setPicking(null);
  }, [picking, picked.isError]);

  const fits = (s: ScriptSummary) => (!operatingSystem || s.operatingSystems.includes(operatingSystem)) && (!languages || languages.includes(s.language));
  const rows = (candidates.data?.data ?? []).filter(fits);
  const choose = (script: Script, values: Record<string, string>) => {
    onChange({ scriptId: script.id, scriptName: script.name, version: script.version, values });
    setPicking(null);
    setEditing(false);
  };

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {label ?? t('scripts.selector.label')}
      </Text>
      {value && (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" aria-label={t('scripts.selector.chosen')}>
            {value.scriptName} · {t('scripts.version')} {value.version}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setEditing(true)}>
              {t('scripts.selector.changeValues')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => onChange(null)}>
              {t('scripts.selector.clear')}
            </Button>
          </Group>
        </Group>
      )}
      <Group grow align="flex-end">
        <TextInput label={t('scripts.search')} value={text} onChange={(e) => setText(e.currentTarget.value)} />
        <Select
          label={t('scripts.category')}
          placeholder={t('scripts.selector.allCategories')}
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={categoryId}
          onChange={setCategoryId}
          clearable
        />
      </Group>
      {candidates.isPending ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : candidates.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(candidates.error)}
        </Alert>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('scripts.empty')}
        </Text>
      ) : (
        <Stack gap={4} role="list" aria-label={t('scripts.title')} mah={280} style={{ overflow: 'auto' }}>
          {rows.map((s) => (
            <UnstyledButton
              key={s.id}
              role="listitem"
              aria-label={s.name}
              aria-current={value?.scriptId === s.id ? 'true' : undefined}
              onClick={() => setPicking(s.id)}
              p={6}
              style={{ borderRadius: 4, border: '1px solid var(--mantine-color-default-border)' }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {s.name}
                  </Text>
                  {s.description && (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {s.description}
                    </Text>
                  )}
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Badge variant="light">{s.language}</Badge>
                  {s.categories.map((c) => (
                    <Badge key={c.id} variant="outline">
                      {c.name}
                    </Badge>
                  ))}
                </Group>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
      {picking !== null && picked.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
      {picking !== null && picked.data && (
        <ParameterModal script={picked.data} onCancel={() => setPicking(null)} onDone={(values) => choose(picked.data, values)} />
      )}
      {editing && value && current.data && (
        <ParameterModal script={current.data} initial={value.values} onCancel={() => setEditing(false)} onDone={(values) => choose(current.data, values)} />
      )}
    </Stack>
  );
}
