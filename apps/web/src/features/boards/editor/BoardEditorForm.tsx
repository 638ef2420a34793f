import { Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { boardVisibilitySchema, type Trigger } from '@outpost/contracts';
import { RULE_LIMITS, validateRule } from '@outpost/rules';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../components/widgets/TextArea.tsx';
import { VerticalTabs, type TabDefinition } from '../../../components/widgets/VerticalTabs.tsx';
import { ConditionsEditor, issueAt, RuleEditorFooter, useRuleEditorSubmit, type RuleCatalogue } from '../../rules/index.ts';
import { rebaseEdits, StaleVersionNotice, useStaleVersion } from '../../../components/stale-version/index.ts';
import { reloadBoard, useSaveBoard } from '../api/boards.api.ts';
import { bodyOf, draftOf, ruleOf, type BoardDraft } from '../model/boardModel.ts';
import { ColumnsTab } from './ColumnsTab.tsx';

type TabId = 'general' | 'conditions' | 'columns';
/** Which paths of the rule each tab shows, to mark a tab that holds an error. */
const TAB_PATHS: Readonly<Record<TabId, readonly string[]>> = {
  general: ['name', 'description', 'visibility'],
  conditions: ['conditions'],
  columns: ['columns', 'sortBy'],
};

export interface BoardEditorFormProps {
  initial: BoardDraft;
  /** The version `initial` was loaded at when editing (a save names it); null when creating. */
  version: number | null;
  /** The stored board's id when editing; null when adding or copying (both create). */
  boardId: number | null;
  /** Editing a system board: only columns and sorting change, conditions are hidden. */
  systemBoard: boolean;
  /** An administrator: chooses whether the board is shared or personal. Others' boards are personal. */
  canShare: boolean;
  catalogue: RuleCatalogue;
  onDirtyChange: (dirty: boolean) => void;
  /** Shown only when creating (spec 002 §2.1). */
  onCancel?: () => void;
  onSaved: (board: Trigger) => void;
}

/**
 * The board editor's tabs and buttons. Validation is @outpost/rules' (the server runs the same
 * checks): nothing is marked until the first submit, then every change re-checks.
 */
export function BoardEditorForm({
  initial,
  version: loadedVersion,
  boardId,
  systemBoard,
  canShare,
  catalogue,
  onDirtyChange,
  onCancel,
  onSaved,
}: BoardEditorFormProps) {
  const { t } = useTranslation();
  // What the draft was edited from (the loaded board, or the newer one after "Reload and re-apply").
  const [base, setBase] = useState({ draft: initial, version: loadedVersion });
  const [draft, setDraft] = useState(initial);
  const save = useSaveBoard();
  const creating = boardId === null;
  const stale = useStaleVersion<Trigger>({
    reload: () => reloadBoard(boardId!),
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

  const issues = useMemo(() => validateRule(ruleOf(draft), { attributes: catalogue.attributes, systemBoard }), [draft, catalogue.attributes, systemBoard]);
  const tabIds: TabId[] = systemBoard ? ['general', 'columns'] : ['general', 'conditions', 'columns'];
  const { tab, setTab, errors, saveError, errorSignal, submit, draftChanged, tabHasError } = useRuleEditorSubmit<TabId, Trigger>({
    tabIds,
    tabPaths: TAB_PATHS,
    issues,
    save: (handlers) =>
      save.mutate(
        boardId === null
          ? { id: null, body: bodyOf(draft, systemBoard) }
          : { id: boardId, body: { ...bodyOf(draft, systemBoard), version: base.version ?? 0 } },
        handlers,
      ),
    catchStale: stale.catchStale,
    onSaved,
    successMessage: t('boards.editor.success'),
    fallbackMessage: t('boards.editor.saveError'),
  });

  const update = (patch: Partial<BoardDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    draftChanged();
  };

  const general = () => (
    <Stack gap="sm">
      <TextInput
        label={t('boards.editor.name')}
        value={draft.name}
        onChange={(e) => update({ name: e.currentTarget.value })}
        withAsterisk
        disabled={systemBoard}
        error={issueAt(errors, ['name'])}
        data-autofocus
      />
      <TextArea
        label={t('boards.editor.description')}
        value={draft.description}
        onChange={(description) => update({ description })}
        maxLength={RULE_LIMITS.descriptionMax}
        disabled={systemBoard}
        error={issueAt(errors, ['description'])}
      />
      {!systemBoard &&
        (canShare ? (
          <Radio.Group
            label={t('boards.editor.visibility')}
            value={draft.visibility}
            onChange={(value) => update({ visibility: boardVisibilitySchema.parse(value) })}
            withAsterisk
          >
            <Group gap="lg" mt={6}>
              <Radio value="SHARED" label={t('boards.editor.visibilityShared')} />
              <Radio value="PERSONAL" label={t('boards.editor.visibilityPersonal')} />
            </Group>
          </Radio.Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('boards.editor.personalOnly')}
          </Text>
        ))}
    </Stack>
  );

  const renderers: Record<TabId, () => ReactNode> = {
    general,
    conditions: () => (
      <ConditionsEditor kind="BOARD" value={draft.conditions} onChange={(conditions) => update({ conditions })} catalogue={catalogue} errors={errors} />
    ),
    columns: () => <ColumnsTab draft={draft} onChange={update} attributes={catalogue.attributes} errors={errors} />,
  };
  const tabs: TabDefinition[] = tabIds.map((id) => ({
    id,
    label: t(`boards.editor.tabs.${id}`),
    required: id !== 'general' || !systemBoard,
    hasError: tabHasError(id),
    renderer: renderers[id],
  }));

  return (
    <Stack gap="md">
      <StaleVersionNotice state={stale.state} />
      <Text size="sm" c="dimmed">
        {systemBoard ? t('boards.editor.introSystem') : t('boards.editor.intro')}
      </Text>
      <VerticalTabs tabs={tabs} value={tab} onChange={(id) => setTab(id as TabId)} errorSignal={errorSignal} />
      <RuleEditorFooter
        saveError={saveError}
        onCancel={creating ? onCancel : undefined}
        cancelLabel={t('app.cancel')}
        submitLabel={creating ? t('boards.editor.create') : t('boards.editor.save')}
        onSubmit={submit}
        saving={save.isPending}
      />
    </Stack>
  );
}
