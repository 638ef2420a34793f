import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addressOf } from '../../apps/server/src/modules/mail/mail.fixtures.ts';
import { login } from './helpers.ts';
import { sendToDesk, useMailDesk } from './mail.helpers.ts';

// Issue 23's "Done when": a technician's morning at the service desk, in Chromium, against the
// real server, its SMTP listener and a real SMTP receiver for the requester's mailbox.

const desk = useMailDesk();

/** A screenshot for review when SHOTS_DIR is set (never in git). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** Picks an option of a Mantine select or picker by typing into it. */
async function choose(page: Page, field: Locator, option: string | RegExp, typed?: string) {
  await field.click();
  if (typed !== undefined) await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

const ticketOf = async (id: number) =>
  (await (await desk.request.get(`/api/ticketing/ticket/${id}`, { headers: desk.headers })).json()) as {
    status: { key: string };
    assignee: { id: number } | null;
  };

test("a technician's morning: dashboard, take an unassigned ticket, reply and set Waiting in one action, the requester gets it", async ({ page }) => {
  // A letter first: an all-digit search is written to the address as a quoted string ("q=%22123456%22").
  const mark = `m${randomBytes(3).toString('hex')}`;
  const role = await desk.created<{ id: number }>('/api/technician-roles', { name: `Morning ${mark}`, permissions: ['canManageTickets', 'canManageDevices'] });
  const tess = { email: `tess-${mark}@e2e.test`, password: 'a long enough password', name: `Tess Morning ${mark}` };
  const tessUser = await desk.created<{ id: number }>('/api/users', { ...tess, role: 'TECHNICIAN', technicianRoleId: role.id });
  const org = await desk.created<{ id: number }>('/api/organizations', { name: `Morning Org ${mark}`, description: '' });
  const requester = { name: 'Rhea Requester', email: `rhea-${mark}@customer.test` };
  const contact = await desk.created<{ uid: string }>('/api/ticketing/contacts', { organizationId: org.id, ...requester });
  const summary = `Outlook keeps asking for a password ${mark}`;
  const ticket = await desk.created<{ id: number }>('/api/ticketing/ticket', { summary, organizationId: org.id, requesterUid: contact.uid });

  // The dashboard: the unassigned tickets, a link to the list filtered to them.
  await login(page, tess);
  const unassigned = page.getByRole('link', { name: /^Unassigned ?\d+$/ });
  await expect(unassigned).toBeVisible();
  await shot(page, 'dashboard');
  await unassigned.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await expect(page).toHaveURL(/assignee=/);
  // Search within them; the address keeps search and filters, so a reload shows the same list.
  await page.getByRole('textbox', { name: 'Search' }).fill(mark);
  await expect(page).toHaveURL(new RegExp(`q=${mark}`));
  await expect(page.getByRole('row').filter({ hasText: summary })).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(mark);
  await expect(page.getByRole('row').filter({ hasText: summary })).toHaveCount(1);
  await page.getByRole('row').filter({ hasText: summary }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.id}$`));

  // The requester is a contact: the reply starts Public. Typed half-way, a reload keeps it.
  await expect(page.getByRole('radio', { name: 'Public' })).toBeChecked();
  const editor = page.getByLabel('Comment editor');
  await editor.click();
  await page.keyboard.type(`Hi Rhea, please sign out of Outlook and back in. `);
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByLabel('Comment editor')).toContainText('Hi Rhea, please sign out of Outlook and back in.');

  // Take it, finish the reply, and send it as Waiting with Ctrl+Enter: one save.
  await choose(page, page.getByRole('combobox', { name: 'Assignee' }), tess.name, mark);
  await choose(page, page.getByRole('combobox', { name: 'Submit as' }), 'Submit as Waiting');
  await expect(page.getByRole('button', { name: 'Add comment as Waiting' })).toBeVisible();
  await shot(page, 'ticket-submit-as-waiting');
  await page.getByLabel('Comment editor').click();
  await page.keyboard.press('End');
  await page.keyboard.type(`Does it still ask? ${mark}`);
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('Comment added')).toBeVisible();
  await expect(page.getByRole('region', { name: 'You have unsaved changes' })).toBeHidden();
  await expect(page.getByTestId('ticket-comment').filter({ hasText: `Does it still ask? ${mark}` })).toHaveAttribute('data-public', 'true');
  await expect.poll(async () => ticketOf(ticket.id)).toMatchObject({ status: { key: 'WAITING' }, assignee: { id: tessUser.id } });

  // Rhea receives the reply over SMTP, with its text.
  let replyTo: string | undefined;
  await expect(async () => {
    const toHer = desk.receiver.messages.filter((m) => addressOf(m.to) === requester.email && (m.text ?? '').includes(`Does it still ask? ${mark}`));
    expect(toHer).toHaveLength(1);
    replyTo = addressOf(toHer[0]!.replyTo);
  }).toPass({ timeout: 20_000 });

  // Her answer by mail reopens the ticket: it is the desk's turn again.
  await sendToDesk({ from: `${requester.name} <${requester.email}>`, to: replyTo, subject: `Re: [#${ticket.id}] ${summary}`, text: 'Yes, it still asks.' });
  await expect.poll(async () => (await ticketOf(ticket.id)).status.key, { timeout: 20_000 }).toBe('OPEN');

  // A field changed and not saved: the header still shows the saved priority, the unsaved-changes
  // bar leaves "Add comment" free to click, and leaving asks first.
  await choose(page, page.getByRole('combobox', { name: 'Priority' }), 'High');
  await expect(page.getByRole('region', { name: 'You have unsaved changes' })).toBeVisible();
  await expect(page.getByTestId('ticket-badges')).toContainText('None');
  await expect(page.getByTestId('ticket-badges')).not.toContainText('High');
  await page.getByLabel('Comment editor').click();
  await page.keyboard.type('Noted.');
  await page.keyboard.press('Control+End');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // A trial click fails when another element (the bar) would receive it.
  await page.getByRole('button', { name: 'Add comment' }).click({ trial: true, timeout: 5_000 });
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'You have unsaved changes' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Leave' }).click();

  // Back on the dashboard the ticket counts as one of mine.
  const mine = page.getByRole('link', { name: /^My open tickets ?\d+$/ });
  await mine.click();
  await page.getByRole('textbox', { name: 'Search' }).fill(mark);
  await expect(page.getByRole('row').filter({ hasText: summary })).toHaveCount(1);
});
