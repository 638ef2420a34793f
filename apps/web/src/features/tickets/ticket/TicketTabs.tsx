import { Paper, Tabs } from '@mantine/core';
import { IconClock, IconHistory, IconLink, IconMessages, IconPaperclip } from '@tabler/icons-react';
import type { TicketDetail } from '@outpost/contracts';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ActivityPanel } from './ActivityPanel.tsx';
import { AttachmentsPanel } from './AttachmentsPanel.tsx';
import { ConversationPanel } from './ConversationPanel.tsx';
import { IncidentsPanel } from './IncidentsPanel.tsx';
import { TimePanel } from './TimePanel.tsx';
import type { TicketDraft } from './useTicketDraft.ts';

type Tab = 'conversation' | 'activity' | 'time' | 'attachments' | 'incidents';
const TABS: readonly Tab[] = ['conversation', 'activity', 'time', 'attachments', 'incidents'];
const route = getRouteApi('/tickets/$id');

/** The ticket's records, one tab each; arrow keys move between tabs. A problem lists its incidents. */
export function TicketTabs({ ticket, draft }: { ticket: TicketDetail; draft?: TicketDraft }) {
  const { t } = useTranslation();
  const isProblem = ticket.type === 'PROBLEM';
  // The open tab is in the address (issue 23 item 8): a reload or a shared link opens it.
  const asked = route.useSearch().tab;
  const navigate = useNavigate();
  const tab: Tab = TABS.includes(asked as Tab) && (asked !== 'incidents' || isProblem) ? (asked as Tab) : 'conversation';
  const setTab = (next: Tab) =>
    void navigate({ to: '/tickets/$id', params: { id: ticket.id }, search: next === 'conversation' ? {} : { tab: next }, replace: true });
  return (
    <Paper withBorder p="md">
      <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'conversation')} keepMounted={false}>
        <Tabs.List aria-label={t('tickets.ticket.tabs')}>
          <Tabs.Tab value="conversation" leftSection={<IconMessages size={16} />}>
            {t('tickets.ticket.conversation')}
          </Tabs.Tab>
          <Tabs.Tab value="activity" leftSection={<IconHistory size={16} />}>
            {t('tickets.ticket.activity')}
          </Tabs.Tab>
          <Tabs.Tab value="time" leftSection={<IconClock size={16} />}>
            {t('tickets.ticket.time')}
          </Tabs.Tab>
          <Tabs.Tab value="attachments" leftSection={<IconPaperclip size={16} />}>
            {t('tickets.ticket.attachments')}
          </Tabs.Tab>
          {isProblem && (
            <Tabs.Tab value="incidents" leftSection={<IconLink size={16} />}>
              {t('tickets.ticket.incidents')} ({ticket.incidentCount})
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="conversation" pt="md">
          <ConversationPanel ticketId={ticket.id} draft={draft} requesterIsContact={ticket.requester?.type === 'CONTACT'} />
        </Tabs.Panel>
        <Tabs.Panel value="activity" pt="md">
          <ActivityPanel ticketId={ticket.id} />
        </Tabs.Panel>
        <Tabs.Panel value="time" pt="md">
          <TimePanel ticketId={ticket.id} totalSeconds={ticket.totalTimeTracked} organizationId={ticket.organization?.id ?? null} />
        </Tabs.Panel>
        <Tabs.Panel value="attachments" pt="md">
          <AttachmentsPanel ticketId={ticket.id} />
        </Tabs.Panel>
        {isProblem && (
          <Tabs.Panel value="incidents" pt="md">
            <IncidentsPanel problemId={ticket.id} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Paper>
  );
}
