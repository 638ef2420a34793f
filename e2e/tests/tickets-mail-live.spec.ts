import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import nodemailer from 'nodemailer';
import { addressOf, startTestReceiver, type TestReceiver } from '../../apps/server/src/modules/mail/mail.fixtures.ts';
import { inboundSmtpPort } from '../playwright.config.ts';
import { apiLogin, login } from './helpers.ts';

// Issue 13's journey: the requester answers the notification she got by e-mail; her reply,
// delivered over SMTP on loopback to the server's own listener, shows on the ticket page that a
// technician has open, without a reload.

let receiver: TestReceiver;
let request: APIRequestContext;
let headers: Record<string, string>;

const mailSettings = (enabled: boolean) => ({
  enabled,
  host: '127.0.0.1',
  port: receiver.port,
  tlsMode: 'NONE',
  username: '',
  fromAddress: 'support@e2e.test',
  fromName: 'E2E Support',
  newContactOrganizationId: null,
});

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  headers = await apiLogin(request);
  // Outgoing mail goes to a real SMTP server here, so the requester's notification (and its reply address) can be read.
  receiver = await startTestReceiver();
  const saved = await request.put('/api/ticketing/mail/settings', { headers, data: mailSettings(true) });
  expect(saved.ok()).toBe(true);
});

test.afterAll(async () => {
  // Later journeys must not mail a receiver that is gone (the e2e server starts with mail off).
  await request.put('/api/ticketing/mail/settings', { headers, data: mailSettings(false) });
  await receiver?.close();
  await request?.dispose();
});

async function created<T>(path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { headers, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

test("the requester's e-mail reply appears as a comment live on the open ticket page", async ({ page }) => {
  const suffix = randomBytes(3).toString('hex');
  const requester = { name: 'Rhea Requester', email: `rhea-${suffix}@customer.test` };
  const org = await created<{ id: number }>('/api/organizations', { name: `Mail Live ${suffix}`, description: '' });
  const contact = await created<{ uid: string }>('/api/ticketing/contacts', { organizationId: org.id, ...requester });
  const before = receiver.messages.length;
  const ticket = await created<{ id: number }>('/api/ticketing/ticket', {
    summary: `Scanner offline ${suffix}`,
    organizationId: org.id,
    requesterUid: contact.uid,
  });

  // The notification she got names the address her reply goes to.
  let replyTo: string | undefined;
  await expect(async () => {
    const toHer = (await receiver.until(before + 1)).slice(before).find((m) => addressOf(m.to) === requester.email);
    replyTo = addressOf(toHer?.replyTo);
    expect(replyTo).toMatch(/@e2e\.test$/);
  }).toPass({ timeout: 20_000 });

  await login(page);
  await page.goto(`/tickets/${ticket.id}`);
  await expect(page.getByText('No comments yet.')).toBeVisible();
  // A mark that a reload would wipe: the comment must arrive through the live event stream.
  await page.evaluate(() => ((window as unknown as { stayedOpen: boolean }).stayedOpen = true));

  const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: inboundSmtpPort, secure: false, ignoreTLS: true });
  try {
    await smtp.sendMail({
      from: `${requester.name} <${requester.email}>`,
      to: replyTo,
      subject: `Re: [#${ticket.id}] Scanner offline ${suffix}`,
      text: `It scans again after the restart, thank you!\n\nOn Tuesday, E2E Support wrote:\n> We received your request`,
    });
  } finally {
    smtp.close();
  }

  const comment = page.getByTestId('ticket-comment');
  await expect(comment).toHaveCount(1);
  await expect(comment).toContainText('It scans again after the restart, thank you!');
  await expect(comment).toContainText(requester.name);
  // The quoted history of the notification is cut, not shown as part of her reply.
  await expect(comment).not.toContainText('We received your request');
  expect(await page.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen)).toBe(true);
});
