import type { TicketPriority, TicketType } from '@outpost/contracts';
import type { DemoStep, DemoTicket } from './demo-tickets.data.ts';

/**
 * The day-to-day requests behind the curated demo stories: a few hundred tickets over the last
 * four months, so boards, filters, paging and the dashboard have a desk's worth of work to show.
 * Generated from a fixed seed, so every demo database holds the same tickets.
 */

interface RequestKind {
  tags: string[];
  type: TicketType;
  summaries: string[];
  description: string;
  /** What the technician finds and does, in order. */
  work: string[];
  solution: string;
  /** Usual minutes of hands-on time. */
  minutes: number;
}

const KINDS: RequestKind[] = [
  {
    tags: ['printer', 'hardware'],
    type: 'INCIDENT',
    summaries: [
      'Printer shows paper jam but the tray is empty',
      'Cannot print from the finance laptop',
      'Scanner sends blank pages',
      'Toner low warning on the second floor printer',
    ],
    description: 'Printing stopped working this morning. I restarted the printer once already.',
    work: ['Cleared the print queue and re-added the printer with the current driver.', 'Checked the device remotely: the spooler service was stopped.'],
    solution: 'Printing works again. The spooler now restarts on its own if it stops.',
    minutes: 20,
  },
  {
    tags: ['email'],
    type: 'QUESTION',
    summaries: [
      'Shared mailbox missing in Outlook',
      'How do I set an out-of-office reply?',
      'Emails to a partner bounce back',
      'Calendar invites arrive twice',
    ],
    description: 'Something is off with my mail since yesterday. Could someone have a look?',
    work: [
      'Reproduced it with a test account; the mailbox permissions were missing the auto-mapping flag.',
      'Walked the user through the settings over the phone.',
    ],
    solution: 'Fixed and confirmed with the requester.',
    minutes: 15,
  },
  {
    tags: ['onboarding'],
    type: 'TASK',
    summaries: [
      'New starter on Monday: laptop and accounts',
      'Set up a workstation for the new intern',
      'Create accounts for two contractors',
      'Move a user to the sales group',
    ],
    description: 'Please prepare accounts, a laptop and access to the usual shares.',
    work: ['Accounts created and added to the department groups.', 'Laptop imaged and enrolled; the Outpost agent is approved.'],
    solution: 'Everything is ready; credentials handed over in person.',
    minutes: 60,
  },
  {
    tags: ['network'],
    type: 'INCIDENT',
    summaries: [
      'Wi-Fi slow in the meeting room',
      'No network on the desk by the window',
      'Guest Wi-Fi password does not work',
      'Video calls freeze every few minutes',
    ],
    description: 'The connection keeps dropping or crawls, mostly in the afternoon.',
    work: [
      'Checked the access point: channel overlap with a neighbour. Moved it to a clear channel.',
      'Replaced the patch cable at the desk; link now negotiates at 1 Gbit/s.',
    ],
    solution: 'Connection stable since the change; closing.',
    minutes: 35,
  },
  {
    tags: ['security'],
    type: 'INCIDENT',
    summaries: [
      'Suspicious login alert for my account',
      'Clicked a link in an odd email',
      'Laptop shows an antivirus warning',
      'Locked out after too many attempts',
    ],
    description: 'I got a warning and I am not sure whether it is safe to keep working.',
    work: [
      'Reviewed the sign-in log: the attempts came from an unknown country. Password reset and sessions revoked.',
      'Ran a full scan on the device remotely; nothing found.',
    ],
    solution: 'Account secured and the device is clean. Thanks for reporting it quickly.',
    minutes: 40,
  },
  {
    tags: ['backup'],
    type: 'INCIDENT',
    summaries: [
      'Please restore a deleted spreadsheet',
      "Need last week's version of a contract",
      'Restore a folder someone overwrote',
      'Backup warning on the file server',
    ],
    description: 'A file I need is gone or was overwritten. Can it be brought back from the backup?',
    work: ["Found the file in Monday's revision of the documents plan.", 'Restored to the original location with the permissions kept.'],
    solution: 'The file is back where it was. Let us know if anything else is missing.',
    minutes: 15,
  },
  {
    tags: ['licensing'],
    type: 'TASK',
    summaries: [
      'Office licence for a new starter',
      'Renew the design software subscription',
      'Free up a licence from a leaver',
      'Licence count report for the quarter',
    ],
    description: 'Please sort out the licences as described.',
    work: ['Checked the licence portal: two unused seats assigned to leavers, reassigned.'],
    solution: 'Licences assigned; the renewal is on the calendar.',
    minutes: 20,
  },
  {
    tags: ['hardware'],
    type: 'INCIDENT',
    summaries: ['Laptop battery drains in an hour', 'Second monitor not detected', 'Keyboard keys stick', 'Docking station loses USB devices'],
    description: 'My equipment is acting up and it slows me down.',
    work: ['Ran the vendor diagnostics remotely: the battery reports 41% of its design capacity.', 'Updated the dock firmware and the graphics driver.'],
    solution: 'Replacement part fitted / firmware updated; working normally now.',
    minutes: 30,
  },
];

const FIRST = ['Alex', 'Sam', 'Jordan', 'Taylor', 'Morgan', 'Casey', 'Robin', 'Jamie', 'Avery', 'Riley', 'Quinn', 'Drew'];
const LAST = ['Parker', 'Nguyen', 'Schmidt', 'Okafor', 'Rossi', 'Kowalski', 'Silva', 'Haddad', 'Larsen', 'Tanaka'];

/** The requesters of the routine tickets, beside the curated stories' contacts. */
export const ROUTINE_CONTACTS = FIRST.map((first, i) => {
  const last = LAST[(i * 7) % LAST.length]!;
  const organization = i % 3 === 2 ? ('globex' as const) : ('acme' as const);
  const domain = organization === 'acme' ? 'acme.example' : 'globex.example';
  return { key: `routine-${i}`, organization, name: `${first} ${last}`, email: `${first}.${last}@${domain}`.toLowerCase(), phone: '' };
});

const LOCATIONS = { acme: ['Headquarters', 'Warehouse'], globex: ['London office'] } as const;

/** Deterministic pseudo-random numbers (mulberry32), so the demo is the same on every machine. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const DAY = 24;

/** `count` routine tickets, opened over the last 120 days; the older a ticket, the likelier it is solved. */
export function routineDemoTickets(count: number, seed = 20261124): DemoTicket[] {
  const rnd = random(seed);
  const tickets: DemoTicket[] = [];
  for (let i = 0; i < count; i++) {
    const kind = rnd.pick(KINDS);
    const requester = rnd.pick(ROUTINE_CONTACTS);
    const openedHoursAgo = Math.round(2 + rnd.next() ** 0.7 * 120 * DAY);
    const priority: TicketPriority = rnd.pick(['LOW', 'MEDIUM', 'MEDIUM', 'MEDIUM', 'HIGH', 'NONE']);
    const assignee = rnd.next() < 0.6 ? 'tech' : 'admin';
    const steps: DemoStep[] = [];
    // A fresh ticket may still wait in the queue, unassigned and NEW.
    const untouched = openedHoursAgo < 3 * DAY && rnd.next() < 0.5;
    if (!untouched) {
      steps.push({ after: 0.5 + rnd.next() * 4, by: assignee, set: { status: 'OPEN', assignee } });
      const work = rnd.pick(kind.work);
      const minutes = Math.max(5, Math.round(kind.minutes * (0.5 + rnd.next())));
      steps.push({
        after: 5 + rnd.next() * 20,
        by: assignee,
        comment: work,
        isPublic: rnd.next() < 0.5,
        minutes,
        remote: rnd.next() < 0.8,
        note: work.split('.')[0],
      });
      if (rnd.next() < 0.3)
        steps.push({ after: 30 + rnd.next() * 10, by: 'requester', comment: 'Thanks, that helped. One more thing: it happened again briefly this morning.' });
      const solvedChance = openedHoursAgo > 14 * DAY ? 0.95 : openedHoursAgo > 3 * DAY ? 0.6 : 0.2;
      const roll = rnd.next();
      if (roll < solvedChance) {
        steps.push({ after: 48 + rnd.next() * 72, by: assignee, set: { status: openedHoursAgo > 30 * DAY ? 'CLOSED' : 'RESOLVED' }, comment: kind.solution });
      } else if (roll < solvedChance + 0.15) {
        steps.push({
          after: 42 + rnd.next() * 6,
          by: assignee,
          set: { status: 'WAITING' },
          comment: 'Could you tell us when it happens next, with a screenshot?',
        });
      }
    }
    tickets.push({
      key: `routine-${i}`,
      summary: rnd.pick(kind.summaries),
      description: kind.description,
      organization: requester.organization,
      location: rnd.pick(LOCATIONS[requester.organization]),
      requester: requester.key,
      source: rnd.next() < 0.55 ? 'EMAIL' : 'TECHNICIAN',
      type: kind.type,
      priority,
      severity: 'NONE',
      tags: kind.tags,
      openedHoursAgo,
      steps: steps.filter((s) => s.after < openedHoursAgo - 0.1),
    });
  }
  return tickets;
}
