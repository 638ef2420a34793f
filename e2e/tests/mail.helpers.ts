import { expect, test, type APIRequestContext } from '@playwright/test';
import nodemailer from 'nodemailer';
import { startTestReceiver, type TestReceiver } from '../../apps/server/src/modules/mail/mail.fixtures.ts';
import { inboundSmtpPort } from '../playwright.config.ts';
import { apiLogin } from './helpers.ts';

/** What a mail journey works with: the requester's mailbox and an API context signed in as the administrator. */
export interface MailDesk {
  /** A real SMTP server on loopback that outgoing mail goes to, so a requester's notifications (and their reply address) can be read. */
  receiver: TestReceiver;
  request: APIRequestContext;
  headers: Record<string, string>;
  /** POSTs and expects 201 Created; answers the created object. */
  created<T>(path: string, data: unknown): Promise<T>;
}

const mailSettings = (enabled: boolean, port: number) => ({
  enabled,
  host: '127.0.0.1',
  port,
  tlsMode: 'NONE',
  username: '',
  fromAddress: 'support@e2e.test',
  fromName: 'E2E Support',
  newContactOrganizationId: null,
});

/**
 * Sets up the file's mail desk: before its tests the server's outgoing mail goes to a fresh SMTP
 * receiver; after them mail is switched off again (the e2e server starts with mail off, and later
 * journeys must not mail a receiver that is gone). Call at the top level of a spec file.
 */
export function useMailDesk(): MailDesk {
  const desk = {
    async created<T>(path: string, data: unknown): Promise<T> {
      const response = await desk.request.post(path, { headers: desk.headers, data });
      expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
      return (await response.json()) as T;
    },
  } as MailDesk;
  test.beforeAll(async ({ playwright, baseURL }) => {
    desk.request = await playwright.request.newContext({ baseURL });
    desk.headers = await apiLogin(desk.request);
    desk.receiver = await startTestReceiver();
    const saved = await desk.request.put('/api/ticketing/mail/settings', { headers: desk.headers, data: mailSettings(true, desk.receiver.port) });
    expect(saved.ok()).toBe(true);
  });
  test.afterAll(async () => {
    if (desk.receiver) await desk.request.put('/api/ticketing/mail/settings', { headers: desk.headers, data: mailSettings(false, desk.receiver.port) });
    await desk.receiver?.close();
    await desk.request?.dispose();
  });
  return desk;
}

/** Sends a requester's mail (a reply to a notification) to the server's own SMTP listener, as their mail server would. */
export async function sendToDesk(mail: { from: string; to: string | undefined; subject: string; text: string }) {
  const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: inboundSmtpPort, secure: false, ignoreTLS: true });
  try {
    await smtp.sendMail(mail);
  } finally {
    smtp.close();
  }
}
