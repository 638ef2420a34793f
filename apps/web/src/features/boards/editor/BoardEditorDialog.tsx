import { Alert, Button, Modal } from '@mantine/core';
import type { Trigger } from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RuleEditorLoading, useRuleCatalogue, useUnsavedGuard } from '../../rules/index.ts';
import { useBoard } from '../api/boards.api.ts';
import { draftOf, emptyDraft, type BoardDraft } from '../model/boardModel.ts';
import { BoardEditorForm } from './BoardEditorForm.tsx';
import '../../../shared/ticketTerms.strings.ts';
import '../boards.strings.ts';

/** What the editor was opened for: a new board, or a stored one to edit or copy (copying creates). */
export type BoardEditorMode = { action: 'add' } | { action: 'edit'; boardId: number } | { action: 'copy'; boardId: number };

/** The spec's minimum editor height (002 §9), so the dialog does not jump between tabs. */
const EDITOR_MIN_HEIGHT = 586;

/**
 * 'Add ticket board' / 'Edit ticket board' (spec 002 §2.1, §4.1). Editing and copying load the
 * board first; the Create/Save button stays disabled until it is loaded. Closing with unsaved
 * changes asks first.
 */
export function BoardEditorDialog({
  mode,
  canShare,
  onClose,
  onSaved,
}: {
  mode: BoardEditorMode;
  /** An administrator: makes shared boards (and may keep one to themselves); a technician's boards are personal. */
  canShare: boolean;
  onClose: () => void;
  onSaved: (board: Trigger) => void;
}) {
  const { t } = useTranslation();
  const board = useBoard(mode.action === 'add' ? null : mode.boardId);
  const catalogue = useRuleCatalogue();
  const creating = mode.action !== 'edit';
  const { onDirtyChange, requestClose } = useUnsavedGuard(onClose, {
    title: t('boards.editor.unsavedTitle'),
    body: t('boards.editor.unsavedBody'),
    confirm: t('boards.editor.continue'),
    cancel: t('app.cancel'),
  });

  const loaded = mode.action === 'add' ? true : board.isSuccess;
  const loadedDraft = useMemo(() => {
    if (mode.action === 'add') return emptyDraft(canShare ? 'SHARED' : 'PERSONAL');
    if (!board.data) return null;
    return draftOf(board.data, mode.action === 'copy' ? t('boards.editor.copySuffix') : undefined, canShare ? undefined : 'PERSONAL');
  }, [mode.action, board.data, t, canShare]);
  // The draft starts from the board as first loaded; a refetch meanwhile (window focus) must not
  // move the point that "unsaved changes" are measured from.
  // The version the edit starts from is taken at the same moment, for the same reason.
  const [initial, setInitial] = useState<{ draft: BoardDraft; version: number | null } | null>(null);
  if (initial === null && loadedDraft !== null) setInitial({ draft: loadedDraft, version: mode.action === 'edit' ? (board.data?.version ?? null) : null });
  // A copy is an ordinary board: its name, description and conditions can all change.
  const systemBoard = mode.action === 'edit' && board.data?.system === true;

  let body;
  if (mode.action !== 'add' && board.isError) {
    body = (
      <Alert color="red" role="alert" title={t('boards.editor.loadError')}>
        <Button variant="light" color="red" size="xs" onClick={() => void board.refetch()}>
          {t('app.retry')}
        </Button>
      </Alert>
    );
  } else if (!loaded || catalogue.loading || !initial) {
    body = (
      <RuleEditorLoading
        loadingLabel={t('boards.editor.loading')}
        submitLabel={creating ? t('boards.editor.create') : t('boards.editor.save')}
        cancelLabel={t('app.cancel')}
        onCancel={creating ? onClose : undefined}
      />
    );
  } else {
    body = (
      <BoardEditorForm
        initial={initial.draft}
        version={initial.version}
        boardId={mode.action === 'edit' ? mode.boardId : null}
        systemBoard={systemBoard}
        canShare={canShare}
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
      title={creating ? t('boards.editor.addTitle') : t('boards.editor.editTitle')}
      size={1000}
      styles={{ body: { minHeight: EDITOR_MIN_HEIGHT - 60 } }}
    >
      {body}
    </Modal>
  );
}
