import { Alert, Button, Modal } from '@mantine/core';
import type { Trigger } from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { FieldDialogOpenContext } from './EditFieldDialog.tsx';
import { useTranslation } from 'react-i18next';
import { RuleEditorLoading, useRuleCatalogue, useUnsavedGuard } from '../../rules/index.ts';
import { useAutomation, type AutomationKind } from '../automations.api.ts';
import { draftOf, emptyDraft, type RuleDraft } from './ruleDraft.ts';
import { RuleEditorForm } from './RuleEditorForm.tsx';
import '../../../shared/ticketTerms.strings.ts';
import '../automations.strings.ts';

/** What the editor was opened for: a new rule, or a stored one to edit or copy (copying creates). */
export type RuleEditorMode = { action: 'add'; kind: AutomationKind } | { action: 'edit' | 'copy'; kind: AutomationKind; ruleId: number };

const EDITOR_MIN_HEIGHT = 586;

/**
 * 'Add …' / 'Edit …' event-based automation, time-based automation or response template
 * (spec 002 §2.1, §4.1). Editing and copying load the rule first; Create/Save stays disabled until
 * then. Closing with unsaved changes asks first.
 */
export function RuleEditorDialog({ mode, onClose, onSaved }: { mode: RuleEditorMode; onClose: () => void; onSaved: (rule: Trigger) => void }) {
  const { t } = useTranslation();
  const stored = useAutomation(mode.action === 'add' ? null : mode.ruleId);
  const catalogue = useRuleCatalogue();
  const creating = mode.action !== 'edit';
  const { onDirtyChange, requestClose } = useUnsavedGuard(onClose, {
    title: t('automations.unsavedTitle'),
    body: t('automations.unsavedBody'),
    confirm: t('automations.continue'),
    cancel: t('app.cancel'),
  });

  const loadedDraft = useMemo(() => {
    if (mode.action === 'add') return emptyDraft(mode.kind);
    if (!stored.data) return null;
    return draftOf(stored.data, mode.action === 'copy' ? t('automations.copySuffix') : undefined);
  }, [mode, stored.data, t]);
  // The draft and the version it was loaded at, taken once: a refetch must not move the version under the edits.
  const [initial, setInitial] = useState<{ draft: RuleDraft; version: number | null } | null>(null);
  // While an edit-field dialog is open above, Escape is its to close (see FieldDialogOpenContext).
  const [fieldDialogOpen, setFieldDialogOpen] = useState(false);
  if (initial === null && loadedDraft !== null) setInitial({ draft: loadedDraft, version: mode.action === 'edit' ? (stored.data?.version ?? null) : null });

  const kindWords = t(`automations.kinds.${mode.kind}`);
  let body;
  if (mode.action !== 'add' && stored.isError) {
    body = (
      <Alert color="red" role="alert" title={t('automations.loadError')}>
        <Button variant="light" color="red" size="xs" onClick={() => void stored.refetch()}>
          {t('app.retry')}
        </Button>
      </Alert>
    );
  } else if (catalogue.loading || !initial) {
    body = (
      <RuleEditorLoading
        loadingLabel={t('automations.loading')}
        submitLabel={creating ? t('automations.create') : t('automations.save')}
        cancelLabel={t('app.cancel')}
        onCancel={creating ? onClose : undefined}
      />
    );
  } else {
    body = (
      <RuleEditorForm
        initial={initial.draft}
        version={initial.version}
        ruleId={mode.action === 'edit' ? mode.ruleId : null}
        catalogue={catalogue}
        onDirtyChange={onDirtyChange}
        onCancel={creating ? requestClose : undefined}
        onSaved={onSaved}
      />
    );
  }

  return (
    <Modal
      opened
      onClose={requestClose}
      title={creating ? t('automations.add', { kind: kindWords }) : t('automations.edit', { kind: kindWords })}
      size={1000}
      styles={{ body: { minHeight: EDITOR_MIN_HEIGHT - 60 } }}
      closeOnEscape={!fieldDialogOpen}
    >
      <FieldDialogOpenContext.Provider value={setFieldDialogOpen}>{body}</FieldDialogOpenContext.Provider>
    </Modal>
  );
}
