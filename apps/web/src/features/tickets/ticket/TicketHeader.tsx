import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import type { TicketDetail } from '@outpost/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/client.ts';
import { confirmDanger } from '../../../shared/confirm.tsx';
import { formatAgo } from '../../../shared/format.ts';
import { PageTitle } from '../../../shared/PageTitle.tsx';
import { useDeleteTicket } from '../../../api/tickets.api.ts';
import { enumLabel, refLabel } from '../../../shared/ticketLabels.ts';
import { TimerControl } from './TimerControl.tsx';
import { TicketLink } from '../../../components/tickets/TicketLink.tsx';

/** The ticket's title line: id and summary, status and type, who created it, the timer and delete. */
export function TicketHeader({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteTicket();

  const askDelete = () =>
    confirmDanger(t, {
      title: t('tickets.ticket.deleteConfirmTitle', { id: ticket.id }),
      body: t('tickets.ticket.deleteConfirm'),
      confirmLabel: t('app.delete'),
      onConfirm: () =>
        void remove.mutateAsync(ticket.id).then(
          () => {
            notifications.show({ message: t('tickets.ticket.deletedDone', { id: ticket.id }) });
            void navigate({ to: '/tickets' });
          },
          (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) }),
        ),
    });

  return (
    <Stack gap="xs">
      <Anchor component={Link} to="/tickets" size="sm">
        {t('tickets.ticket.backToList')}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <PageTitle>{t('tickets.ticket.heading', { id: ticket.id, summary: ticket.summary })}</PageTitle>
          {/* The saved ticket's values: unsaved edits show in the fields, not here. */}
          <Group gap="xs" data-testid="ticket-badges">
            <Badge variant="light">{ticket.status.name}</Badge>
            {ticket.type && (
              <Badge variant="outline" color="gray">
                {enumLabel(t, 'type', ticket.type)}
              </Badge>
            )}
            <Badge variant="outline" color="gray">
              {enumLabel(t, 'priority', ticket.priority)}
            </Badge>
            {/* Where the ticket came from (issue 23 item 10). */}
            <Badge variant="dot" color="gray">
              {t('tickets.ticket.via', { channel: enumLabel(t, 'source', ticket.source) })}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('tickets.ticket.createdBy', { name: creatorLabel(t, ticket), when: formatAgo(ticket.createdAt, '') })}
            </Text>
          </Group>
        </Stack>
        <Group gap="sm">
          <TimerControl ticketId={ticket.id} />
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={askDelete}>
            {t('tickets.ticket.delete')}
          </Button>
        </Group>
      </Group>
      {ticket.mergedIntoTicketId !== null && (
        <Alert color="blue">
          <TicketLink id={ticket.mergedIntoTicketId}>{t('tickets.ticket.merged', { id: ticket.mergedIntoTicketId })}</TicketLink>
        </Alert>
      )}
    </Stack>
  );
}

/** Who opened the ticket: the user, or the contact who wrote in (mail, help request) when no user did. */
function creatorLabel(t: TFunction, ticket: TicketDetail): string {
  if (!ticket.createdBy && ticket.requester?.type === 'CONTACT' && ticket.source !== 'TECHNICIAN') return refLabel(t, ticket.requester);
  return refLabel(t, ticket.createdBy);
}
