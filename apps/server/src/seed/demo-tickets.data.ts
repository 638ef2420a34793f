import type { TicketPatch, TicketPriority, TicketSeverity, TicketSource, TicketType } from '@outpost/contracts';

/** Something that happens to a demo ticket, `after` hours after it was opened. */
export interface DemoStep {
  after: number;
  by: 'admin' | 'tech' | 'requester';
  comment?: string;
  /** Technicians' comments are public unless this says otherwise. */
  isPublic?: boolean;
  set?: Pick<TicketPatch, 'status' | 'priority' | 'severity'> & { assignee?: 'admin' | 'tech' };
  /** Solving a problem: its incidents get the same status with this comment. */
  resolveIncidents?: string;
  /** Time logged by `by`, ending at this step. */
  minutes?: number;
  remote?: boolean;
  billable?: boolean;
  note?: string;
}

export interface DemoTicket {
  key: string;
  summary: string;
  description: string;
  organization: 'acme' | 'globex';
  location?: string;
  requester?: string;
  source: TicketSource;
  type: TicketType;
  priority: TicketPriority;
  severity?: TicketSeverity;
  tags: string[];
  /** An incident's problem (the key of a ticket opened earlier). */
  problem?: string;
  openedHoursAgo: number;
  steps: DemoStep[];
}

export const DEMO_TAGS = ['vpn', 'printer', 'email', 'onboarding', 'hardware', 'network', 'security', 'backup', 'licensing'];

export const DEMO_CONTACTS = [
  { key: 'dana', organization: 'acme' as const, name: 'Dana Whitfield', email: 'dana.whitfield@acme.example', phone: '+1 217 555 0142' },
  { key: 'marcus', organization: 'acme' as const, name: 'Marcus Lee', email: 'marcus.lee@acme.example', phone: '+1 217 555 0178' },
  { key: 'priya', organization: 'acme' as const, name: 'Priya Raman', email: 'priya.raman@acme.example', phone: '' },
  { key: 'oliver', organization: 'globex' as const, name: 'Oliver Grant', email: 'oliver.grant@globex.example', phone: '+44 20 7946 0321' },
  { key: 'sofia', organization: 'globex' as const, name: 'Sofia Marin', email: 'sofia.marin@globex.example', phone: '' },
];

const assignTech: DemoStep['set'] = { status: 'OPEN', assignee: 'tech' };

export const DEMO_TICKETS: DemoTicket[] = [
  {
    key: 'vpn-problem',
    summary: 'VPN tunnel to the warehouse drops several times a day',
    description:
      'Three people at the warehouse lost their VPN session this week. The firewall log shows the IPsec tunnel renegotiating roughly every 40 minutes.\n\nTracking the root cause here; individual reports are linked as incidents.',
    organization: 'acme',
    location: 'Warehouse',
    source: 'TECHNICIAN',
    type: 'PROBLEM',
    priority: 'HIGH',
    severity: 'MAJOR',
    tags: ['vpn', 'network'],
    openedHoursAgo: 20 * 24,
    steps: [
      { after: 1, by: 'admin', set: assignTech, comment: 'Terry, can you pull the firewall logs for the last 7 days?', isPublic: false },
      {
        after: 26,
        by: 'tech',
        comment: 'The IKE lifetime on the warehouse side is 2400 s, HQ uses 28800 s. The mismatch forces a rekey that drops idle sessions.',
        isPublic: false,
        minutes: 75,
        note: 'Firewall log review',
      },
      {
        after: 50,
        by: 'tech',
        comment: 'Aligned the phase 1 lifetimes on both ends during the maintenance window. Monitoring for 24 hours.',
        minutes: 40,
        remote: false,
        note: 'Change in maintenance window',
      },
      {
        after: 76,
        by: 'tech',
        set: { status: 'RESOLVED' },
        resolveIncidents: 'The VPN fix is in place: the tunnel has been stable for 24 hours. Please reply if you still get disconnected.',
      },
    ],
  },
  {
    key: 'vpn-dana',
    summary: 'VPN disconnects while I am on calls',
    description: 'My VPN drops in the middle of Teams calls, maybe every half hour. I have to reconnect each time.',
    organization: 'acme',
    location: 'Warehouse',
    requester: 'dana',
    source: 'EMAIL',
    type: 'INCIDENT',
    priority: 'MEDIUM',
    tags: ['vpn'],
    problem: 'vpn-problem',
    openedHoursAgo: 20 * 24 - 2,
    steps: [
      {
        after: 1,
        by: 'tech',
        set: assignTech,
        comment: 'Hi Dana, thanks for the report. We are looking into a wider VPN issue at the warehouse and have linked your ticket to it.',
      },
      { after: 5, by: 'requester', comment: 'Thanks, happy to test anything you need.' },
    ],
  },
  {
    key: 'vpn-marcus',
    summary: 'Cannot stay connected to the ERP over VPN',
    description: 'The ERP client loses its connection when the VPN reconnects, and I lose unsaved orders.',
    organization: 'acme',
    location: 'Warehouse',
    requester: 'marcus',
    source: 'PHONE',
    type: 'INCIDENT',
    priority: 'HIGH',
    tags: ['vpn'],
    problem: 'vpn-problem',
    openedHoursAgo: 19 * 24,
    steps: [
      {
        after: 0.5,
        by: 'tech',
        set: assignTech,
        comment: 'Linked to the VPN problem we are working on. As a workaround, please save orders often.',
        minutes: 10,
        remote: true,
      },
    ],
  },
  {
    key: 'mail-problem',
    summary: 'Outbound mail delayed by up to an hour',
    description: 'Several users at Globex report that their outgoing mail reaches customers late. Message traces show the messages queued at the relay.',
    organization: 'globex',
    location: 'London office',
    source: 'TECHNICIAN',
    type: 'PROBLEM',
    priority: 'HIGH',
    severity: 'MODERATE',
    tags: ['email'],
    openedHoursAgo: 3 * 24,
    steps: [
      {
        after: 2,
        by: 'admin',
        set: { status: 'OPEN', assignee: 'admin' },
        comment: 'The relay was added to a blocklist yesterday; delisting requested.',
        isPublic: false,
        minutes: 45,
        note: 'Message traces, blocklist check',
      },
      { after: 20, by: 'admin', set: { status: 'WAITING' }, comment: 'Waiting for the blocklist operator to confirm the delisting.', isPublic: false },
    ],
  },
  {
    key: 'mail-oliver',
    summary: 'Customer says my quote arrived the next morning',
    description: 'I sent a quote at 16:05 yesterday and the customer got it at 08:30 today. This is the second time this week.',
    organization: 'globex',
    location: 'London office',
    requester: 'oliver',
    source: 'EMAIL',
    type: 'INCIDENT',
    priority: 'MEDIUM',
    tags: ['email'],
    problem: 'mail-problem',
    openedHoursAgo: 3 * 24 - 1,
    steps: [
      {
        after: 3,
        by: 'admin',
        set: { status: 'WAITING' },
        comment: 'Hi Oliver, we found the cause and are working with the mail provider. We will update you here.',
      },
      { after: 4, by: 'requester', comment: 'Thanks for the quick answer. Should I send important quotes from the web portal until then?' },
      { after: 6, by: 'admin', comment: 'Yes, the portal does not go through the relay, so that works around it.' },
    ],
  },
  {
    key: 'mail-sofia',
    summary: 'Emails to clients stuck in the outbox',
    description: 'Emails stay in my outbox for a long time before they go out.',
    organization: 'globex',
    requester: 'sofia',
    source: 'EMAIL',
    type: 'INCIDENT',
    priority: 'LOW',
    tags: ['email'],
    problem: 'mail-problem',
    openedHoursAgo: 2 * 24,
    steps: [],
  },
  {
    key: 'printer',
    summary: 'Printer on floor 2 jams on every second page',
    description: 'The HP LaserJet next to the kitchen jams on double-sided jobs. Single-sided printing works.',
    organization: 'acme',
    location: 'Headquarters',
    requester: 'priya',
    source: 'PORTAL',
    type: 'QUESTION',
    priority: 'LOW',
    tags: ['printer', 'hardware'],
    openedHoursAgo: 6 * 24,
    steps: [
      { after: 2, by: 'tech', set: assignTech, comment: 'Hi Priya, I will come by this afternoon to have a look at the duplex unit.' },
      {
        after: 6,
        by: 'tech',
        comment: 'The duplex roller was worn. Replaced it from our spares; test pages print fine.',
        minutes: 35,
        remote: false,
        note: 'On site: duplex roller swap',
      },
      { after: 7, by: 'requester', comment: 'Works perfectly now, thank you!' },
      { after: 30, by: 'tech', set: { status: 'CLOSED' } },
    ],
  },
  {
    key: 'onboarding',
    summary: 'New starter: laptop and accounts for Jamie Fox (starts Monday)',
    description: 'Jamie Fox joins the finance team on Monday. Needs a laptop, an M365 account, ERP access (read only) and a badge.',
    organization: 'acme',
    location: 'Headquarters',
    requester: 'marcus',
    source: 'EMAIL',
    type: 'TASK',
    priority: 'MEDIUM',
    tags: ['onboarding'],
    openedHoursAgo: 4 * 24,
    steps: [
      { after: 1, by: 'tech', set: assignTech, comment: 'Thanks Marcus, on it. Laptop is being imaged today.' },
      {
        after: 25,
        by: 'tech',
        comment: 'Laptop imaged and enrolled, M365 account created, licence assigned. Still waiting for the ERP role approval from finance.',
        minutes: 90,
        note: 'Imaging and account setup',
      },
      {
        after: 26,
        by: 'tech',
        set: { status: 'WAITING' },
        comment: 'Asked finance for the ERP approval; chasing tomorrow if nothing comes back.',
        isPublic: false,
      },
    ],
  },
  {
    key: 'phishing',
    summary: 'Suspicious "invoice overdue" email with a link',
    description: 'Got an email that looks like it is from our bank, asking to pay an overdue invoice through a link. I did not click it.',
    organization: 'globex',
    requester: 'sofia',
    source: 'EMAIL',
    type: 'QUESTION',
    priority: 'HIGH',
    severity: 'MINOR',
    tags: ['security', 'email'],
    openedHoursAgo: 30,
    steps: [
      {
        after: 0.3,
        by: 'admin',
        set: { status: 'OPEN', assignee: 'admin' },
        comment: 'Thanks for reporting it, Sofia, and well spotted. It is a phishing mail; we are removing it from all mailboxes.',
        minutes: 20,
      },
      { after: 1, by: 'admin', comment: 'Purged 14 copies across the tenant and blocked the sender domain.', isPublic: false },
      { after: 2, by: 'admin', set: { status: 'RESOLVED' } },
    ],
  },
  {
    key: 'backup-failed',
    summary: 'Nightly backup of FS01 failed: destination full',
    description: "The local backup target of the file server reached 98% and last night's job failed.",
    organization: 'acme',
    location: 'Headquarters',
    source: 'AUTOMATION',
    type: 'INCIDENT',
    priority: 'HIGH',
    severity: 'MAJOR',
    tags: ['backup'],
    openedHoursAgo: 14,
    steps: [
      {
        after: 1,
        by: 'tech',
        set: assignTech,
        comment: 'Pruned old revisions on the local target and started the job again. It is running now.',
        isPublic: false,
        minutes: 25,
      },
    ],
  },
  {
    key: 'licence',
    summary: 'Adobe Acrobat asks for a licence again',
    description: 'Acrobat opens in trial mode on my laptop since the update.',
    organization: 'globex',
    location: 'London office',
    requester: 'oliver',
    source: 'PORTAL',
    type: 'QUESTION',
    priority: 'LOW',
    tags: ['licensing'],
    openedHoursAgo: 9,
    steps: [{ after: 0.5, by: 'requester', comment: 'Also happens to my colleague, if that helps.' }],
  },
  {
    key: 'wifi',
    summary: 'Wi-Fi weak in the meeting room "Harbour"',
    description: 'Video calls in Harbour keep freezing. The laptop shows one bar of Wi-Fi.',
    organization: 'acme',
    location: 'Headquarters',
    requester: 'dana',
    source: 'PHONE',
    type: 'QUESTION',
    priority: 'MEDIUM',
    tags: ['network'],
    openedHoursAgo: 5,
    steps: [{ after: 0.2, by: 'tech', set: assignTech }],
  },
  {
    key: 'monitor',
    summary: 'Second monitor flickers',
    description: 'The Dell monitor on my desk flickers every few seconds. I tried another cable.',
    organization: 'acme',
    location: 'Warehouse',
    requester: 'marcus',
    source: 'PORTAL',
    type: 'QUESTION',
    priority: 'NONE',
    tags: ['hardware'],
    openedHoursAgo: 2,
    steps: [],
  },
  {
    key: 'mfa',
    summary: 'Lost phone: reset my MFA',
    description: 'I lost my phone on the train and cannot sign in to anything.',
    organization: 'globex',
    requester: 'sofia',
    source: 'PHONE',
    type: 'QUESTION',
    priority: 'HIGH',
    tags: ['security'],
    openedHoursAgo: 10 * 24,
    steps: [
      {
        after: 0.2,
        by: 'admin',
        set: { status: 'OPEN', assignee: 'admin' },
        comment: 'Identity confirmed by phone with her manager. Resetting MFA.',
        isPublic: false,
        minutes: 15,
      },
      { after: 0.4, by: 'admin', comment: 'Your MFA is reset. Sign in and you will be asked to set up the authenticator on your new phone.' },
      { after: 24, by: 'admin', set: { status: 'CLOSED' } },
    ],
  },
];
