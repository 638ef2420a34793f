import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PICKER_PAGE_SIZE, type PickerPage } from '@outpost/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { call } from '../../../api/typed.ts';
import { toRemoteSearchParams } from '../../../components/data-table/index.ts';
import { fetchTicketPage } from '../../../api/tickets.api.ts';
import { RemoteSelect } from '../../../components/pickers/RemoteSelect.tsx';

interface TicketChoice {
  id: number;
  label: string;
}

/** Tickets by summary or #id, newest first, 50 a page, shown '#id summary'. */
async function fetchTargets(search: string, page: number, signal: AbortSignal): Promise<PickerPage<TicketChoice>> {
  const params = toRemoteSearchParams({ pageIndex: page, pageSize: PICKER_PAGE_SIZE, globalFilter: search, sort: [{ id: 'id', desc: true }], filters: {} });
  const found = await fetchTicketPage(params, signal);
  return {
    data: found.data.map((r) => ({ id: r.id, label: `#${r.id} ${r.summary}` })),
    page,
    pageSize: PICKER_PAGE_SIZE,
    totalCount: found.totalCount,
    hasMore: page + 1 < found.pageCount,
  };
}

/**
 * Merges the chosen tickets into one other ticket, each through the server's merge call (its
 * comments, time and files move over and it is closed). A refusal of one does not stop the rest.
 */
export function MergeTicketsDialog({ ticketIds, onClose, onDone }: { ticketIds: number[]; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<TicketChoice | null>(null);
  const run = useMutation({
    mutationFn: async (targetId: number) => {
      const result = { merged: 0, failed: [] as string[] };
      for (const id of ticketIds.filter((i) => i !== targetId)) {
        try {
          await call('post', '/api/ticketing/ticket/{id}/merge', { params: { id }, body: { targetTicketId: targetId } });
          result.merged += 1;
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          result.failed.push(error.message);
        }
      }
      return result;
    },
  });

  const apply = () => {
    if (!target) return;
    run.mutate(target.id, {
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: t('boards.bulk.merged', { count: result.merged }) });
        if (result.failed.length > 0)
          notifications.show({ color: 'red', message: t('boards.bulk.mergeFailed', { count: result.failed.length, message: result.failed[0] }) });
        onDone();
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={t('boards.bulk.mergeTitle', { count: ticketIds.length })}>
      <Stack>
        <Text size="sm">{t('boards.bulk.mergeHint')}</Text>
        <RemoteSelect<TicketChoice>
          label={t('boards.bulk.mergeTarget')}
          required
          queryKey={['tickets', 'merge-targets']}
          fetchPage={fetchTargets}
          getId={(c) => String(c.id)}
          toOption={(c) => ({ label: c.label })}
          value={target}
          onChange={setTarget}
        />
        {run.isError && (
          <Text c="red" size="sm" role="alert">
            {errorMessage(run.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <Button onClick={apply} disabled={!target} loading={run.isPending}>
            {t('boards.bulk.mergeApply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
