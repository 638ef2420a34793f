import { Alert, Badge, Box, Button, Center, Flex, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Trigger } from '@outpost/contracts';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { confirmDanger } from '../../shared/confirm.tsx';
import { PageTitle } from '../../shared/PageTitle.tsx';
import { useCan } from '../auth/session.ts';
import { useRuleCatalogue } from '../rules/index.ts';
import { useDeleteBoard, useBoards } from './api/boards.api.ts';
import { BoardTable } from './board/BoardTable.tsx';
import { BoardNav, useBoardNavLayout } from './BoardNav.tsx';
import { BoardEditorDialog, type BoardEditorMode } from './editor/BoardEditorDialog.tsx';
import { boardDescription, boardName, isPersonal } from './model/boardModel.ts';
import '../../shared/ticketTerms.strings.ts';
import './boards.strings.ts';

/** The chosen board's name, description, who sees it, and edit and delete (its owner, or administrators for shared ones) and copy. */
function BoardHeader({
  board,
  canEdit,
  canCopy,
  onEdit,
  onCopy,
  onDelete,
}: {
  board: Trigger;
  canEdit: boolean;
  canCopy: boolean;
  onEdit: () => void;
  onCopy: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const description = boardDescription(t, board);
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <div>
        <Group gap="xs">
          <Title order={2} size="h3">
            {boardName(t, board)}
          </Title>
          {board.system ? (
            <Badge variant="light" color="gray">
              {t('boards.page.systemBadge')}
            </Badge>
          ) : (
            <Tooltip label={isPersonal(board) ? t('boards.page.personalHint') : t('boards.page.sharedHint')}>
              <Badge variant="light" color={isPersonal(board) ? 'grape' : 'blue'} tabIndex={0}>
                {isPersonal(board) ? t('boards.page.personalBadge') : t('boards.page.sharedBadge')}
              </Badge>
            </Tooltip>
          )}
        </Group>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {(canEdit || canCopy) && (
        <Group gap="xs" role="group" aria-label={t('boards.page.actions')}>
          {canEdit && (
            <Button variant="default" size="xs" leftSection={<IconPencil size={14} />} onClick={onEdit}>
              {t('boards.page.edit')}
            </Button>
          )}
          {canCopy && (
            <Button variant="default" size="xs" leftSection={<IconCopy size={14} />} onClick={onCopy}>
              {t('boards.page.copy')}
            </Button>
          )}
          {canEdit && !board.system && (
            <Button variant="default" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={onDelete}>
              {t('boards.page.delete')}
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}

/**
 * Ticket boards (spec 002 §1, §3.1): the list of system, shared and personal boards beside the
 * chosen board's tickets. Administrators add, edit, copy and delete shared boards; whoever works
 * tickets makes personal boards and edits, copies and deletes their own (issue 23 item 11; the
 * server checks that too). Without a board in the path, the first board opens.
 */
export function BoardsPage({ boardId }: { boardId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isAdmin = useCan('admin');
  const canAdd = useCan('canManageTickets') || isAdmin;
  const boards = useBoards();
  const catalogue = useRuleCatalogue();
  const remove = useDeleteBoard();
  const [editor, setEditor] = useState<BoardEditorMode | null>(null);
  const navLayout = useBoardNavLayout();
  const list = boards.data ?? [];
  const board = boardId === null ? undefined : list.find((b) => b.id === boardId);
  const firstId = list[0]?.id;

  useEffect(() => {
    if (boardId === null && firstId !== undefined) void navigate({ to: '/tickets/boards/$id', params: { id: firstId }, replace: true });
  }, [boardId, firstId, navigate]);

  const confirmDelete = (target: Trigger) =>
    confirmDanger(t, {
      title: t('boards.page.deleteConfirmTitle', { name: target.name }),
      body: t('boards.page.deleteConfirm'),
      confirmLabel: t('app.delete'),
      onConfirm: () =>
        remove.mutate(target.id, {
          onSuccess: () => {
            notifications.show({ message: t('boards.page.deleted') });
            void navigate({ to: '/tickets/boards', replace: true });
          },
          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
        }),
    });

  let content;
  if (boards.isPending || (board && catalogue.loading)) {
    content = (
      <Center py="xl" aria-busy="true">
        <Loader role="status" aria-label={t('app.loading')} />
      </Center>
    );
  } else if (boards.isError) {
    content = (
      <Alert color="red" role="alert" title={t('boards.list.loadError')}>
        <Text size="sm">{errorMessage(boards.error)}</Text>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void boards.refetch()}>
          {t('app.retry')}
        </Button>
      </Alert>
    );
  } else if (!board) {
    content = boardId === null ? null : <Alert color="yellow">{t('boards.page.notFound')}</Alert>;
  } else {
    content = (
      <Stack gap="sm">
        <BoardHeader
          board={board}
          canEdit={isAdmin || isPersonal(board)}
          canCopy={canAdd}
          onEdit={() => setEditor({ action: 'edit', boardId: board.id })}
          onCopy={() => setEditor({ action: 'copy', boardId: board.id })}
          onDelete={() => confirmDelete(board)}
        />
        {/* A saved board may have new columns or sort: the table starts again from them. */}
        <BoardTable key={`${board.id}:${board.updatedAt}`} board={board} attributes={catalogue.attributes} statuses={catalogue.statuses} />
      </Stack>
    );
  }

  return (
    <Stack>
      <PageTitle>{t('boards.title')}</PageTitle>
      <Flex gap="md" direction={navLayout === 'side' ? 'row' : 'column'} align={navLayout === 'side' ? 'flex-start' : 'stretch'}>
        {boards.isSuccess && <BoardNav boards={list} selectedId={boardId} canAdd={canAdd} onAdd={() => setEditor({ action: 'add' })} layout={navLayout} />}
        <Box style={{ flex: 1, minWidth: 0 }}>{content}</Box>
      </Flex>
      {editor && (
        <BoardEditorDialog
          mode={editor}
          canShare={isAdmin}
          onClose={() => setEditor(null)}
          onSaved={(saved) => {
            setEditor(null);
            if (saved.id !== boardId) void navigate({ to: '/tickets/boards/$id', params: { id: saved.id } });
          }}
        />
      )}
    </Stack>
  );
}

/** /tickets/boards: opens the first board. */
export function BoardsIndexPage() {
  return <BoardsPage boardId={null} />;
}

/** /tickets/boards/$id */
export function BoardPage() {
  const { id } = useParams({ from: '/tickets/boards/$id' });
  return <BoardsPage boardId={id} />;
}
