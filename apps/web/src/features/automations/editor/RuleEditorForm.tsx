import { Stack, Switch, TextInput, Tooltip } from '@mantine/core';
import type { Trigger } from '@outpost/contracts';
import { RULE_LIMITS, validateRule } from '@outpost/rules';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../components/widgets/TextArea.tsx';
import { VerticalTabs, type TabDefinition } from '../../../components/widgets/VerticalTabs.tsx';
import { ConditionsEditor, issueAt, RuleEditorFooter, useRuleEditorSubmit, type RuleCatalogue } from '../../rules/index.ts';
import { ActionsEditor } from './ActionsEditor.tsx';
import { rebaseEdits, StaleVersionNotice, useStaleVersion } from '../../../components/stale-version/index.ts';
import { reloadAutomation, useSaveAutomation } from '../automations.api.ts';
import { bodyOf, draftOf, ruleOf, type RuleDraft } from './ruleDraft.ts';

type TabId = 'general' | 'conditions' | 'actions';
const TAB_PATHS: Readonly<Record<TabId, readonly string[]>> = {
  general: ['name', 'description', 'enabled'],
  conditions: ['conditions'],
  actions: ['actions', 'uploads'],
};

export interface RuleEditorFormProps {
  initial: RuleDraft;
  /** The version `initial` was loaded at when editing (a save names it); null when creating. */
  version: number | null;
  /** The stored rule's id when editing; null when adding or copying (both create). */
  ruleId: number | null;
  catalogue: RuleCatalogue;
  onDirtyChange: (dirty: boolean) => void;
  /** Shown only when creating (spec 002 §2.1). */
  onCancel?: () => void;
  onSaved: (rule: Trigger) => void;
}

/**
 * The automation / response template editor's tabs and buttons. Validation is @outpost/rules'
 * (the server runs the same checks): nothing is marked until the first submit.
 */
export function RuleEditorForm({ initial, version: loadedVersion, ruleId, catalogue, onDirtyChange, onCancel, onSaved }: RuleEditorFormProps) {
  const { t } = useTranslation();
  // What the draft was edited from (the loaded rule, or the newer one after "Reload and re-apply").
  const [base, setBase] = useState({ draft: initial, version: loadedVersion });
  const [draft, setDraft] = useState(initial);
  const save = useSaveAutomation();
  const creating = ruleId === null;
  const template = draft.type === 'RESPONSE_TEMPLATE';
  const stale = useStaleVersion<Trigger>({
    reload: () => reloadAutomation(ruleId!),
    reapply: (latest) => {
      const newer = draftOf(latest);
      setDraft((current) => rebaseEdits(base.draft, current, newer));
      setBase({ draft: newer, version: latest.version });
    },
    discard: (latest) => {
      const newer = draftOf(latest);
      setDraft(newer);
      setBase({ draft: newer, version: latest.version });
    },
  });

  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(base.draft), [draft, base.draft]);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const issues = useMemo(() => validateRule(ruleOf(draft), { attributes: catalogue.attributes }), [draft, catalogue.attributes]);
  // Response templates have no conditions (spec 002 §2.1).
  const tabIds: TabId[] = template ? ['general', 'actions'] : ['general', 'conditions', 'actions'];
  const { tab, setTab, errors, saveError, errorSignal, submit, draftChanged, tabHasError } = useRuleEditorSubmit<TabId, Trigger>({
    tabIds,
    tabPaths: TAB_PATHS,
    issues,
    save: (handlers) =>
      save.mutate(ruleId === null ? { id: null, body: bodyOf(draft) } : { id: ruleId, body: { ...bodyOf(draft), version: base.version ?? 0 } }, handlers),
    catchStale: stale.catchStale,
    onSaved,
    successMessage: t('automations.success'),
    fallbackMessage: t('automations.saveError'),
  });

  const update = (patch: Partial<RuleDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    draftChanged();
  };

  const general = () => (
    <Stack gap="sm">
      <Tooltip label={template ? t('automations.tooltip.template') : t('automations.tooltip.automation')} multiline w={300} openDelay={100}>
        <Switch
          label={draft.enabled ? t('automations.enabled') : t('automations.disabled')}
          checked={draft.enabled}
          onChange={(e) => update({ enabled: e.currentTarget.checked })}
          w="fit-content"
        />
      </Tooltip>
      <TextInput
        label={t('automations.name')}
        value={draft.name}
        onChange={(e) => update({ name: e.currentTarget.value })}
        withAsterisk
        error={issueAt(errors, ['name'])}
        data-autofocus
      />
      <TextArea
        label={t('automations.description')}
        value={draft.description}
        onChange={(description) => update({ description })}
        maxLength={RULE_LIMITS.descriptionMax}
        error={issueAt(errors, ['description'])}
      />
    </Stack>
  );

  const renderers: Record<TabId, () => ReactNode> = {
    general,
    conditions: () => (
      <ConditionsEditor kind={draft.type} value={draft.conditions} onChange={(conditions) => update({ conditions })} catalogue={catalogue} errors={errors} />
    ),
    actions: () => <ActionsEditor kind={draft.type} value={draft.actions} onChange={(actions) => update({ actions })} catalogue={catalogue} errors={errors} />,
  };
  const tabs: TabDefinition[] = tabIds.map((id) => ({
    id,
    label: t(`automations.tabs.${id}`),
    required: true,
    hasError: tabHasError(id),
    renderer: renderers[id],
  }));

  return (
    <Stack gap="md">
      <StaleVersionNotice state={stale.state} />
      <VerticalTabs tabs={tabs} value={tab} onChange={(id) => setTab(id as TabId)} errorSignal={errorSignal} />
      <RuleEditorFooter
        saveError={saveError}
        onCancel={creating ? onCancel : undefined}
        cancelLabel={t('app.cancel')}
        submitLabel={creating ? t('automations.create') : t('automations.save')}
        onSubmit={submit}
        saving={save.isPending}
      />
    </Stack>
  );
}
