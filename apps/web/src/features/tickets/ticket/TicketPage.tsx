import { Alert, Anchor, Box, Button, Grid, Stack } from '@mantine/core';
import type { TicketDetail } from '@outpost/contracts';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { PageTitle } from '../../../shared/PageTitle.tsx';
import { useLeaveGuard } from '../../../shared/useLeaveGuard.tsx';
import { useTicketLiveUpdates } from '../../../api/ticketLive.ts';
import { useTicket } from '../../../api/tickets.api.ts';
import { FieldsPanel } from './FieldsPanel.tsx';
import { SummaryDescription } from './SummaryDescription.tsx';
import { TicketHeader } from './TicketHeader.tsx';
import { TicketSkeleton } from './TicketSkeleton.tsx';
import { TicketTabs } from './TicketTabs.tsx';
import { useTicketDraft } from './useTicketDraft.ts';
import { StaleVersionNotice } from '../../../components/stale-version/index.ts';
import '../tickets.strings.ts';

const route = getRouteApi('/tickets/$id');

/** The load error's words (spec 002 §8.2). */
function loadErrorKey(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'tickets.ticket.notFound';
  if (error instanceof ApiError && error.status === 403) return 'tickets.ticket.forbidden';
  return 'tickets.ticket.fetchError';
}

/** One ticket: its fields (edited and saved together), conversation, log, time, files and incidents. */
export function TicketPage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const ticket = useTicket(id);

  if (ticket.isPending) return <TicketSkeleton />;
  if (ticket.isError) {
    const key = loadErrorKey(ticket.error);
    return (
      <Stack align="flex-start">
        <PageTitle>{t('tickets.title')}</PageTitle>
        <Alert color="red" role="alert" title={t(key)}>
          {key === 'tickets.ticket.fetchError' && (
            <Button variant="light" color="red" size="xs" onClick={() => void ticket.refetch()}>
              {t('app.retry')}
            </Button>
          )}
        </Alert>
        <Anchor component={Link} to="/tickets">
          {t('tickets.ticket.backToList')}
        </Anchor>
      </Stack>
    );
  }
  // Keyed by id: another ticket starts with its own unsaved edits (none).
  return <LoadedTicket key={ticket.data.id} ticket={ticket.data} />;
}

function LoadedTicket({ ticket }: { ticket: TicketDetail }) {
  const draft = useTicketDraft(ticket);
  // Unsaved field changes are asked about before leaving; a typed comment is kept as a draft.
  useLeaveGuard(draft.dirty);
  // Comments, changes and scanned files of others show without a reload (unsaved edits are kept).
  useTicketLiveUpdates();
  return (
    <Stack>
      <StaleVersionNotice state={draft.stale} />
      <TicketHeader ticket={ticket} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack>
            <SummaryDescription ticket={ticket} draft={draft} />
            <TicketTabs ticket={ticket} draft={draft} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <FieldsPanel ticket={ticket} draft={draft} />
        </Grid.Col>
      </Grid>
      {/* Room below the page for the unsaved-changes bar: scrolled to the end, it covers nothing ("Add comment" stays clickable). */}
      {draft.dirty && <Box h={96} aria-hidden data-testid="save-bar-room" />}
    </Stack>
  );
}
