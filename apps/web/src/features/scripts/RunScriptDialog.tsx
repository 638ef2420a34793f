import { Alert, Button, Group, Loader, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { SCRIPT_LIMITS, scriptValueError, type ScriptLanguage, type ScriptRunAs, type ScriptRunReach, type ScriptRunTarget } from '@outpost/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useCan } from '../auth/session.ts';
import { fetchReach, fetchScriptsMatching, startRun, useScript } from './scripts.api.ts';
import { VariableValueInput } from './VariableValueInput.tsx';
import './scripts.strings.ts';

/**
 * "Run script": choose a script (unless given), fill in its variables (the parameter modal), then
 * confirm with how many devices in how many organizations it reaches; the run view opens after.
 */
export function RunScriptDialog({
  target,
  scriptId: givenScriptId,
  languages,
  onClose,
}: {
  target: ScriptRunTarget;
  scriptId?: number;
  languages?: ScriptLanguage[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canRunAsSystem = useCan('canRunScriptsAsSystem');
  const [scriptId, setScriptId] = useState<number | null>(givenScriptId ?? null);
  const [search, setSearch] = useState('');
  const candidates = useQuery({
    queryKey: ['scripts', 'pick', search],
    queryFn: ({ signal }) => fetchScriptsMatching(search, signal),
    enabled: givenScriptId === undefined,
  });
  const script = useScript(scriptId);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [runAs, setRunAs] = useState<ScriptRunAs>('SYSTEM');
  const [timeout, setTimeoutSeconds] = useState<number>(SCRIPT_LIMITS.defaultTimeoutSeconds);
  const [offlineWait, setOfflineWait] = useState<number>(SCRIPT_LIMITS.offlineWaitDefaultMinutes);
  const [step, setStep] = useState<'values' | 'confirm'>('values');
  const [reach, setReach] = useState<ScriptRunReach | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!script.data) return;
    setValues(Object.fromEntries(script.data.variables.map((v) => [v.calculatedName, v.type === 'CHECKBOX' ? 'false' : ''])));
    setRunAs(script.data.runAs === 'SYSTEM' && !canRunAsSystem ? 'LOGGED_ON_USER' : script.data.runAs);
    setTimeoutSeconds(script.data.defaultTimeoutSeconds);
    setErrors({});
  }, [script.data, canRunAsSystem]);

  // Only languages the device has an interpreter for (when the caller knows them).
  const options = useMemo(
    () =>
      (candidates.data?.data ?? [])
        .filter((s) => !languages || languages.includes(s.language))
        .map((s) => ({ value: String(s.id), label: `${s.name} (${s.language})` })),
    [candidates.data, languages],
  );

  const next = async () => {
    if (!script.data) return;
    const found: Record<string, string> = {};
    for (const v of script.data.variables) {
      const message = scriptValueError(v, values[v.calculatedName] ?? '');
      if (message) found[v.calculatedName] = message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    setStep('confirm');
    setReach(null);
    try {
      setReach(await fetchReach(script.data.id, target, runAs));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const run = async () => {
    if (!script.data) return;
    setBusy(true);
    setFailure(null);
    try {
      const started = await startRun(script.data.id, {
        version: script.data.version,
        target,
        values,
        runAs,
        timeoutSeconds: timeout,
        offlineWaitMinutes: offlineWait,
      });
      onClose();
      void navigate({ to: '/script-runs/$id', params: { id: started.id } });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.fields)
              .filter(([k]) => k.startsWith('values.'))
              .map(([k, v]) => [k.slice(7), v[0] ?? '']),
          ),
        );
        setStep('values');
      }
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const title = script.data ? t('scripts.params.title', { name: script.data.name }) : t('scripts.editor.run');
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <Stack>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {givenScriptId === undefined && step === 'values' && (
          <Select
            label={t('scripts.params.choose')}
            description={languages ? t('scripts.params.chooseHelp') : undefined}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={options}
            value={scriptId === null ? null : String(scriptId)}
            onChange={(v) => setScriptId(v ? Number(v) : null)}
            nothingFoundMessage={candidates.isPending ? t('app.loading') : t('scripts.empty')}
            data-autofocus
          />
        )}
        {scriptId !== null && script.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
        {script.data && step === 'values' && (
          <Stack>
            {script.data.variables.length === 0 && (
              <Text c="dimmed" size="sm">
                {t('scripts.params.none')}
              </Text>
            )}
            {script.data.variables.map((v) => (
              <VariableValueInput
                key={v.calculatedName}
                variable={v}
                value={values[v.calculatedName] ?? ''}
                error={errors[v.calculatedName]}
                onChange={(value) => setValues((old) => ({ ...old, [v.calculatedName]: value }))}
              />
            ))}
            <Group grow>
              <Select
                label={t('scripts.params.runAs')}
                data={(['SYSTEM', 'LOGGED_ON_USER'] as const)
                  .filter((r) => r !== 'SYSTEM' || canRunAsSystem)
                  .map((r) => ({ value: r, label: t(`scripts.runAsOptions.${r}`) }))}
                value={runAs}
                onChange={(v) => v && setRunAs(v as ScriptRunAs)}
                allowDeselect={false}
              />
              <NumberInput
                label={t('scripts.params.timeout')}
                min={SCRIPT_LIMITS.timeoutMinSeconds}
                max={SCRIPT_LIMITS.timeoutMaxSeconds}
                value={timeout}
                onChange={(v) => setTimeoutSeconds(Number(v) || SCRIPT_LIMITS.timeoutMinSeconds)}
                allowDecimal={false}
                allowNegative={false}
              />
              <NumberInput
                label={t('scripts.params.offlineWait')}
                min={1}
                max={SCRIPT_LIMITS.offlineWaitMaxMinutes}
                value={offlineWait}
                onChange={(v) => setOfflineWait(Number(v) || 1)}
                allowDecimal={false}
                allowNegative={false}
              />
            </Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('app.cancel')}
              </Button>
              <Button onClick={() => void next()}>{t('scripts.params.next')}</Button>
            </Group>
          </Stack>
        )}
        {script.data && step === 'confirm' && (
          <Stack>
            {reach === null && !failure ? (
              <Text size="sm" role="status">
                {t('scripts.params.counting')}
              </Text>
            ) : reach ? (
              <>
                <Text fw={500}>{t('scripts.params.confirm', { count: reach.deviceCount, orgs: reach.organizationCount })}</Text>
                {reach.offlineCount > 0 && (
                  <Text size="sm" c="dimmed">
                    {t('scripts.params.offline', { count: reach.offlineCount })}
                  </Text>
                )}
              </>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep('values')}>
                {t('scripts.params.back')}
              </Button>
              <Button onClick={() => void run()} loading={busy} disabled={reach === null}>
                {t('scripts.params.run')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
