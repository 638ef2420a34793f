import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { RESULT_CODE_MESSAGES } from '@outpost/rules';
import { useCallback, useRef } from 'react';
import { ApiError } from '../../api/client.ts';
import { fieldsIssueMap, type IssueMap } from './issues.ts';

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

/** An editor dialog while its rule or catalogue loads: a spinner, Cancel when creating, and the submit button disabled. */
export function RuleEditorLoading({ loadingLabel, submitLabel, cancelLabel, onCancel }: { loadingLabel: string; submitLabel: string; cancelLabel: string; onCancel?: () => void }) {
  return (
    <Stack>
      <Center py="xl" aria-busy="true">
        <Loader role="status" aria-label={loadingLabel} />
      </Center>
      <Group justify="flex-end">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
        <Button disabled>{submitLabel}</Button>
      </Group>
    </Stack>
  );
}
