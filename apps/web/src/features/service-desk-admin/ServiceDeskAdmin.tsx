import {
  IconAddressBook,
  IconBolt,
  IconBroadcast,
  IconClock,
  IconMessageReply,
  IconForms,
  IconListDetails,
  IconMail,
  IconSettings,
  IconTags,
  IconToggleRight,
} from '@tabler/icons-react';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VerticalTabs, type TabDefinition } from '../../components/widgets/index.ts';
import { AutomationsPanel } from '../automations/index.ts';
import { ContactsTable } from '../contacts/index.ts';
import { AttributesPanel } from './attributes/AttributesPanel.tsx';
import { ChannelsPanel } from './channels/ChannelsPanel.tsx';
import { ConfigurationPanel } from './settings/ConfigurationPanel.tsx';
import { FormsPanel } from './forms/FormsPanel.tsx';
import { MailPanel } from './mail/MailPanel.tsx';
import { StatusesPanel } from './statuses/StatusesPanel.tsx';
import { TagsPanel } from './tags/TagsPanel.tsx';
import './serviceDeskAdmin.strings.ts';

const SECTIONS: { id: string; icon: ReactNode; panel: () => ReactNode }[] = [
  { id: 'tags', icon: <IconTags size={16} />, panel: () => <TagsPanel /> },
  { id: 'statuses', icon: <IconToggleRight size={16} />, panel: () => <StatusesPanel /> },
  { id: 'attributes', icon: <IconListDetails size={16} />, panel: () => <AttributesPanel /> },
  { id: 'forms', icon: <IconForms size={16} />, panel: () => <FormsPanel /> },
  { id: 'configuration', icon: <IconSettings size={16} />, panel: () => <ConfigurationPanel /> },
  { id: 'mail', icon: <IconMail size={16} />, panel: () => <MailPanel /> },
  { id: 'contacts', icon: <IconAddressBook size={16} />, panel: () => <ContactsTable /> },
  { id: 'eventRules', icon: <IconBolt size={16} />, panel: () => <AutomationsPanel kind="EVENT_BASED" /> },
  { id: 'timeRules', icon: <IconClock size={16} />, panel: () => <AutomationsPanel kind="TIME_BASED" /> },
  { id: 'responseTemplates', icon: <IconMessageReply size={16} />, panel: () => <AutomationsPanel kind="RESPONSE_TEMPLATE" /> },
  { id: 'channels', icon: <IconBroadcast size={16} />, panel: () => <ChannelsPanel /> },
];

/**
 * The service-desk administration (spec 002 §2.5: forms, SMTP health, statuses, contacts list):
 * one vertical tab per concern. Only the open section is rendered, so opening the area fetches
 * one section's data, not seven.
 */
export function ServiceDeskAdmin({ value, onChange }: { value?: string; onChange: (area: string) => void }) {
  const { t } = useTranslation();
  // The host keeps the open area (in the address); an unknown one opens the first.
  const open = SECTIONS.some((s) => s.id === value) ? value! : SECTIONS[0]!.id;
  const tabs: TabDefinition[] = SECTIONS.map((s) => ({
    id: s.id,
    label: t(`serviceDesk.tabs.${s.id}`),
    icon: s.icon,
    renderer: () => (s.id === open ? s.panel() : null),
  }));
  return <VerticalTabs tabs={tabs} value={open} onChange={onChange} />;
}
