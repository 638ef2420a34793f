import { ActionIcon, Button, Group, Loader, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconFolder } from '@tabler/icons-react';
import { FILE_TREE_PAGE_SIZE, type DeviceFolderPage } from '@outpost/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listDeviceFolder } from '../backup.api.ts';

/** Default height of the file tree (spec 000 §9). */
export const TREE_HEIGHT = 500;

interface Listing {
  status: 'loading' | 'ready' | 'error';
  entries: DeviceFolderPage['entries'];
  hasMore: boolean;
  nextOffset: number;
}

export interface DestinationTreeProps {
  nodeId: number;
  root: string;
  selected: string | null;
  onSelect: (path: string) => void;
  /** Bumped by the host to list a folder again (after New Folder). */
  reload?: { path: string; n: number } | null;
}

/** The destination device's folders, listed live by its agent in pages of 1000 with "Load More". */
export function DestinationTree({ nodeId, root, selected, onSelect, reload }: DestinationTreeProps) {
  const { t } = useTranslation();
  const [listings, setListings] = useState<Record<string, Listing>>({});
  const [expanded, setExpanded] = useState<Set<string>>(new Set([root]));

  const load = useCallback(
    (path: string, offset: number) => {
      setListings((l) => ({ ...l, [path]: { ...(offset === 0 ? { entries: [], hasMore: false, nextOffset: 0 } : l[path]!), status: 'loading' } }));
      listDeviceFolder(nodeId, path, offset, FILE_TREE_PAGE_SIZE).then(
        (page) =>
          setListings((l) => ({
            ...l,
            [path]: {
              status: 'ready',
              entries: [...(offset === 0 ? [] : (l[path]?.entries ?? [])), ...page.entries.filter((e) => e.type === 'FOLDER')],
              hasMore: page.hasMore,
              nextOffset: page.nextOffset,
            },
          })),
        () => setListings((l) => ({ ...l, [path]: { status: 'error', entries: l[path]?.entries ?? [], hasMore: false, nextOffset: 0 } })),
      );
    },
    [nodeId],
  );

  // A new device or root starts a fresh tree.
  useEffect(() => {
    setListings({});
    setExpanded(new Set([root]));
    load(root, 0);
  }, [root, load]);

  useEffect(() => {
    if (reload) {
      setExpanded((e) => new Set(e).add(reload.path));
      load(reload.path, 0);
    }
  }, [reload, load]);

  const toggle = (path: string) => {
    const open = !expanded.has(path);
    setExpanded((e) => {
      const next = new Set(e);
      if (open) next.add(path);
      else next.delete(path);
      return next;
    });
    if (open && !listings[path]) load(path, 0);
  };

  const renderChildren = (path: string, depth: number): React.ReactNode => {
    const listing = listings[path];
    if (!listing) return null;
    return (
      <Stack gap={0} role="group">
        {listing.entries.map((e) => renderNode(e.path, e.name, depth))}
        {listing.status === 'loading' && <Loader size="xs" ml={depth * 20 + 24} my={4} aria-label={t('app.loading')} />}
        {listing.status === 'error' && (
          <Text size="sm" c="red" ml={depth * 20 + 24} role="alert">
            {t('backup.empty.directory')}
          </Text>
        )}
        {listing.status === 'ready' && listing.hasMore && (
          <Button variant="subtle" size="compact-xs" ml={depth * 20 + 24} w="fit-content" onClick={() => load(path, listing.nextOffset)}>
            {t('backup.restore.loadMore')}
          </Button>
        )}
      </Stack>
    );
  };

  const renderNode = (path: string, name: string, depth: number): React.ReactNode => {
    const open = expanded.has(path);
    return (
      <div key={path} role="treeitem" aria-expanded={open} aria-selected={selected === path}>
        <Group gap={4} wrap="nowrap" pl={depth * 20}>
          <ActionIcon variant="subtle" size="sm" aria-label={`${open ? '-' : '+'} ${name}`} onClick={() => toggle(path)}>
            {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          </ActionIcon>
          <UnstyledButton
            onClick={() => onSelect(path)}
            px={6}
            py={2}
            style={{ borderRadius: 4, background: selected === path ? 'var(--mantine-color-blue-light)' : undefined }}
            aria-pressed={selected === path}
          >
            <Group gap={6} wrap="nowrap">
              <IconFolder size={14} />
              <Text size="sm">{name}</Text>
            </Group>
          </UnstyledButton>
        </Group>
        {open && renderChildren(path, depth + 1)}
      </div>
    );
  };

  return (
    <ScrollArea.Autosize mah={TREE_HEIGHT} type="auto">
      <div role="tree" aria-label={t('backup.restore.folder')}>
        {renderNode(root, root, 0)}
      </div>
    </ScrollArea.Autosize>
  );
}
