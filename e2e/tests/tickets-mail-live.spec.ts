import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { addressOf } from '../../apps/server/src/modules/mail/mail.fixtures.ts';
import { login } from './helpers.ts';
import { sendToDesk, useMailDesk } from './mail.helpers.ts';

// Issue 13's journey: the requester answers the notification she got by e-mail; her reply,
// delivered over SMTP on loopback to the server's own listener, shows on the ticket page that a
// technician has open, without a reload.

const desk = useMailDesk();

test("the requester's e-mail reply appears as a comment live on the open ticket page", async ({ page }) => {
  const suffix = randomBytes(3).toString('hex');
  const requester = { name: 'Rhea Requester', email: `rhea-${suffix}@customer.test` };
  const org = await desk.created<{ id: number }>('/api/organizations', { name: `Mail Live ${suffix}`, description: '' });
  const contact = await desk.created<{ uid: string }>('/api/ticketing/contacts', { organizationId: org.id, ...requester });
  const before = desk.receiver.messages.length;
  const ticket = await desk.created<{ id: number }>('/api/ticketing/ticket', {
    summary: `Scanner offline ${suffix}`,
    organizationId: org.id,
    requesterUid: contact.uid,
  });

  // The notification she got names the address her reply goes to.
  let replyTo: string | undefined;
  await expect(async () => {
    const toHer = (await desk.receiver.until(before + 1)).slice(before).find((m) => addressOf(m.to) === requester.email);
    replyTo = addressOf(toHer?.replyTo);
    expect(replyTo).toMatch(/@e2e\.test$/);
  }).toPass({ timeout: 20_000 });

  await login(page);
  await page.goto(`/tickets/${ticket.id}`);
  await expect(page.getByText('No comments yet.')).toBeVisible();
  // A mark that a reload would wipe: the comment must arrive through the live event stream.
  await page.evaluate(() => ((window as unknown as { stayedOpen: boolean }).stayedOpen = true));

  await sendToDesk({
    from: `${requester.name} <${requester.email}>`,
    to: replyTo,
    subject: `Re: [#${ticket.id}] Scanner offline ${suffix}`,
    text: `It scans again after the restart, thank you!\n\nOn Tuesday, E2E Support wrote:\n> We received your request`,
  });

  const comment = page.getByTestId('ticket-comment');
  await expect(comment).toHaveCount(1);
  await expect(comment).toContainText('It scans again after the restart, thank you!');
  await expect(comment).toContainText(requester.name);
  // The quoted history of the notification is cut, not shown as part of her reply.
  await expect(comment).not.toContainText('We received your request');
  expect(await page.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen)).toBe(true);
});
