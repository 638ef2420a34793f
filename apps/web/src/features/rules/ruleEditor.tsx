import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { RESULT_CODE_MESSAGES, type RuleIssue } from '@outpost/rules';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../api/client.ts';
import { fieldsIssueMap, hasIssueUnder, issueMap, type IssueMap } from './issues.ts';

// Pieces both rule editor dialogs (ticket boards, automations and templates) share.

/** A refused save: the §8.1 words for a known result code, the editor's fallback for any other, and the per-path messages. */
export function ruleSaveFailure(error: unknown, fallback: string): { message: string; fields: IssueMap } {
  if (!(error instanceof ApiError)) return { message: fallback, fields: new Map() };
  const known = Object.hasOwn(RESULT_CODE_MESSAGES, error.resultCode) ? RESULT_CODE_MESSAGES[error.resultCode as keyof typeof RESULT_CODE_MESSAGES] : undefined;
  return { message: known ?? fallback, fields: fieldsIssueMap(error.fields) };
}

/**
 * Closing an editor with unsaved changes asks first ('You have unsaved changes' / 'Are you sure
 * you wish to proceed?', Continue and Cancel; spec 002 §2.1). The form reports its dirtiness.
 */
export function useUnsavedGuard(onClose: () => void, words: { title: string; body: string; confirm: string; cancel: string }) {
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const requestClose = () => {
    if (!dirty.current) return onClose();
    modals.openConfirmModal({
      title: words.title,
      children: <Text size="sm">{words.body}</Text>,
      labels: { confirm: words.confirm, cancel: words.cancel },
      zIndex: 500,
      onConfirm: onClose,
    });
  };
  return { onDirtyChange, requestClose };
}

/** An editor dialog's buttons, bottom right: Cancel (only when given: creating), then the submit button. */
function EditorActions({ onCancel, cancelLabel, children }: { onCancel?: (() => void) | undefined; cancelLabel: string; children: ReactNode }) {
  return (
    <Group justify="flex-end">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
      )}
      {children}
    </Group>
  );
}

/** An editor dialog while its rule or catalogue loads: a spinner, Cancel when creating, and the submit button disabled. */
export function RuleEditorLoading({
  loadingLabel,
  submitLabel,
  cancelLabel,
  onCancel,
}: {
  loadingLabel: string;
  submitLabel: string;
  cancelLabel: string;
  onCancel?: () => void;
}) {
  return (
    <Stack>
      <Center py="xl" aria-busy="true">
        <Loader role="status" aria-label={loadingLabel} />
      </Center>
      <EditorActions onCancel={onCancel} cancelLabel={cancelLabel}>
        <Button disabled>{submitLabel}</Button>
      </EditorActions>
    </Stack>
  );
}

/** The foot of a loaded editor dialog: the save's error in words, Cancel only when creating, and Create/Save (disabled while saving). */
export function RuleEditorFooter({
  saveError,
  onCancel,
  cancelLabel,
  submitLabel,
  onSubmit,
  saving,
}: {
  saveError: string | null;
  /** Given only when creating: an edit is left through the dialog's close button. */
  onCancel?: (() => void) | undefined;
  cancelLabel: string;
  submitLabel: string;
  onSubmit: () => void;
  saving: boolean;
}) {
  return (
    <>
      {saveError && (
        <Alert color="red" role="alert" p="xs">
          {saveError}
        </Alert>
      )}
      <EditorActions onCancel={onCancel} cancelLabel={cancelLabel}>
        <Button onClick={onSubmit} loading={saving} disabled={saving}>
          {submitLabel}
        </Button>
      </EditorActions>
    </>
  );
}

/** How an editor saves: the host's mutation, called with what to do on either answer. */
export type RuleSaveCall<Saved> = (handlers: { onSuccess: (saved: Saved) => void; onError: (error: unknown) => void }) => void;

export interface RuleEditorSubmitOptions<TabId extends string, Saved> {
  /** The tabs shown, in order: the first one holding an issue is the one switched to. */
  tabIds: readonly TabId[];
  /** Which paths of the rule each tab shows ('conditions', 'actions', …). */
  tabPaths: Readonly<Record<TabId, readonly string[]>>;
  /** What validateRule says about the draft now. */
  issues: readonly RuleIssue[];
  save: RuleSaveCall<Saved>;
  onSaved: (saved: Saved) => void;
  /** 'Success' (spec 002 §8.1). */
  successMessage: string;
  /** 'Error saving automation' / 'Error saving ticket board': the words for a result code §8.1 does not name. */
  fallbackMessage: string;
  /** Takes a refusal for an outdated version (the shared stale-version notice shows it instead). */
  catchStale?: (error: unknown) => boolean;
}

/**
 * The submit of a rule editor (boards, automations, templates; spec 002 §2.1, §8.1). Nothing is
 * marked before the first submit; a submit with issues marks the tabs and shows the first tab
 * holding one (staying on the current tab when it holds one too) and saves nothing; a refused
 * save shows the §8.1 words and the server's per-path messages on their tabs; 'Success' after a
 * save. Editing the draft again drops the server's answer, which was about the body it saw.
 */
export function useRuleEditorSubmit<TabId extends string, Saved>(options: RuleEditorSubmitOptions<TabId, Saved>) {
  const { tabIds, tabPaths, issues } = options;
  const [tab, setTab] = useState<TabId>(tabIds[0]!);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<IssueMap>(new Map());
  const [saveError, setSaveError] = useState<string | null>(null);
  const [errorSignal, setErrorSignal] = useState(0);

  const errors = useMemo<IssueMap>(() => (submitted ? new Map([...serverErrors, ...issueMap(issues)]) : serverErrors), [submitted, serverErrors, issues]);
  const firstTabUnder = (map: IssueMap) => tabIds.find((id) => hasIssueUnder(map, tabPaths[id]));

  const submit = () => {
    setSubmitted(true);
    setErrorSignal((s) => s + 1);
    const found = issueMap(issues);
    const firstBad = firstTabUnder(found);
    if (firstBad) {
      if (!hasIssueUnder(found, tabPaths[tab])) setTab(firstBad);
      return;
    }
    setSaveError(null);
    options.save({
      onSuccess: (saved) => {
        notifications.show({ color: 'green', message: options.successMessage });
        options.onSaved(saved);
      },
      onError: (error) => {
        if (options.catchStale?.(error)) return;
        const failure = ruleSaveFailure(error, options.fallbackMessage);
        setSaveError(failure.message);
        setServerErrors(failure.fields);
        const bad = firstTabUnder(failure.fields);
        if (bad) setTab(bad);
      },
    });
  };

  const draftChanged = () => {
    setServerErrors(new Map());
    setSaveError(null);
  };

  return {
    tab,
    setTab,
    errors,
    saveError,
    errorSignal,
    submit,
    draftChanged,
    /** True once submitted when a tab holds a message (the tab's error mark). */
    tabHasError: (id: TabId) => submitted && hasIssueUnder(errors, tabPaths[id]),
  };
}
