import { Paper, Tabs } from '@mantine/core';
import { IconClock, IconHistory, IconLink, IconMessages, IconPaperclip } from '@tabler/icons-react';
import type { TicketDetail } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityPanel } from './ActivityPanel.tsx';
import { AttachmentsPanel } from './AttachmentsPanel.tsx';
import { ConversationPanel } from './ConversationPanel.tsx';
import { IncidentsPanel } from './IncidentsPanel.tsx';
import { TimePanel } from './TimePanel.tsx';
import type { TicketDraft } from './useTicketDraft.ts';

type Tab = 'conversation' | 'activity' | 'time' | 'attachments' | 'incidents';

/** The ticket's records, one tab each; arrow keys move between tabs. A problem lists its incidents. */
export function TicketTabs({ ticket, draft }: { ticket: TicketDetail; draft?: TicketDraft }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('conversation');
  const isProblem = ticket.type === 'PROBLEM';
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
          <ConversationPanel ticketId={ticket.id} draft={draft} />
        </Tabs.Panel>
        <Tabs.Panel value="activity" pt="md">
          <ActivityPanel ticketId={ticket.id} />
        </Tabs.Panel>
        <Tabs.Panel value="time" pt="md">
          <TimePanel ticketId={ticket.id} totalSeconds={ticket.totalTimeTracked} />
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
