import { Button, Group, NavLink, Paper, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { IconLayoutList, IconPlus } from '@tabler/icons-react';
import type { Trigger } from '@outpost/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { boardName, isPersonal } from './model/boardModel.ts';

/** Where the board list goes: beside the table, above it (links in rows), or a select on narrow screens. */
export type BoardNavLayout = 'side' | 'top' | 'select';

/**
 * The board list's layout for the window: beside the table only from 1536 px, where the ten
 * default columns still fit next to it; above the table below that (at 1440 px beside the app's
 * sidebar the list left the table ~950 px, 150 px short: issue 23 item 12); a select on narrow screens.
 */
export function useBoardNavLayout(): BoardNavLayout {
  const wide = useMediaQuery('(min-width: 96em)', undefined, { getInitialValueInEffect: false });
  const narrow = useMediaQuery('(max-width: 61.99em)', undefined, { getInitialValueInEffect: false });
  if (narrow) return 'select';
  return wide ? 'side' : 'top';
}

/**
 * The boards of the service desk: system boards, shared ones by name, then the user's own
 * (personal boards, issue 23 item 11). A side list on wide screens, rows of links above the table
 * on middle ones, a select on narrow ones, so the table keeps the width. Anyone who works tickets
 * makes new boards (a technician's are personal).
 */
export function BoardNav({
  boards,
  selectedId,
  canAdd,
  onAdd,
  layout,
}: {
  boards: Trigger[];
  selectedId: number | null;
  canAdd: boolean;
  onAdd: () => void;
  layout: BoardNavLayout;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Rendered once, not hidden by CSS, so there is one 'New board' button and one list to find.
  const top = layout === 'top';
  const system = boards.filter((b) => b.system);
  const byName = (list: Trigger[]) => list.sort((a, b) => a.name.localeCompare(b.name));
  const shared = byName(boards.filter((b) => !b.system && !isPersonal(b)));
  const personal = byName(boards.filter(isPersonal));
  const link = (board: Trigger) => {
    const active = board.id === selectedId;
    return (
      <NavLink
        key={board.id}
        renderRoot={(props) => <Link {...props} to="/tickets/boards/$id" params={{ id: board.id }} />}
        label={boardName(t, board)}
        leftSection={<IconLayoutList size={16} />}
        active={active}
        w={top ? 'auto' : undefined}
        py={top ? 4 : undefined}
        aria-current={active ? 'page' : undefined}
      />
    );
  };
  const section = (title: string, list: Trigger[], empty?: string) => {
    const content = (
      <>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt={top ? undefined : 'xs'} miw={top ? 130 : undefined} component="h2">
          {title}
        </Text>
        {list.map(link)}
        {list.length === 0 && empty && (
          <Text size="sm" c="dimmed" px="sm">
            {empty}
          </Text>
        )}
      </>
    );
    return top ? (
      <Group gap={4} wrap="wrap">
        {content}
      </Group>
    ) : (
      <Stack gap={2}>{content}</Stack>
    );
  };

  if (top) {
    return (
      <Paper withBorder px="xs" py={6} component="nav" aria-label={t('boards.list.label')}>
        <Stack gap={4}>
          {section(t('boards.list.system'), system)}
          {section(t('boards.list.shared'), shared, t('boards.list.noShared'))}
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            {section(t('boards.list.personal'), personal, t('boards.list.noPersonal'))}
            {canAdd && (
              <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={onAdd} style={{ flexShrink: 0 }}>
                {t('boards.list.add')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    );
  }
  if (layout === 'side') {
    return (
      <Paper withBorder p="xs" w={210} component="nav" aria-label={t('boards.list.label')} style={{ flexShrink: 0 }}>
        <ScrollArea.Autosize mah="calc(100vh - 180px)">
          <Stack gap="xs">
            {section(t('boards.list.system'), system)}
            {section(t('boards.list.shared'), shared, t('boards.list.noShared'))}
            {section(t('boards.list.personal'), personal, t('boards.list.noPersonal'))}
          </Stack>
        </ScrollArea.Autosize>
        {canAdd && (
          <Button fullWidth mt="sm" variant="light" leftSection={<IconPlus size={16} />} onClick={onAdd}>
            {t('boards.list.add')}
          </Button>
        )}
      </Paper>
    );
  }
  return (
    <Stack gap="xs">
      <Select
        label={t('boards.list.choose')}
        data={[
          { group: t('boards.list.system'), items: system.map((b) => ({ value: String(b.id), label: boardName(t, b) })) },
          { group: t('boards.list.shared'), items: shared.map((b) => ({ value: String(b.id), label: b.name })) },
          { group: t('boards.list.personal'), items: personal.map((b) => ({ value: String(b.id), label: b.name })) },
        ].filter((g) => g.items.length > 0)}
        value={selectedId === null ? null : String(selectedId)}
        onChange={(id) => id && void navigate({ to: '/tickets/boards/$id', params: { id: Number(id) } })}
        allowDeselect={false}
      />
      {canAdd && (
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAdd}>
          {t('boards.list.add')}
        </Button>
      )}
    </Stack>
  );
}
