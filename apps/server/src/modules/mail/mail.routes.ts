import { mailSettingsInputSchema, mailSettingsSchema, smtpHealthSchema } from '@outpost/contracts';
import { adminOnly, type App } from '../../http/route-types.ts';
import type { MailSettingsService } from './settings/mail-settings.service.ts';

const tags = ['mail'];

/** Outgoing-mail settings and the SMTP connection test: administrators only (they hold a password). */
export function registerMailRoutes(app: App, settings: MailSettingsService) {
  app.get(
    '/api/ticketing/mail/settings',
    {
      schema: {
        tags,
        summary: 'Outgoing mail settings (the password is never answered: passwordSet tells whether one is stored)',
        response: { 200: mailSettingsSchema },
      },
      config: adminOnly,
    },
    () => settings.get(),
  );
  app.put(
    '/api/ticketing/mail/settings',
    {
      schema: {
        tags,
        summary: 'Change the outgoing mail settings (password: left out keeps it, empty removes it)',
        body: mailSettingsInputSchema,
        response: { 200: mailSettingsSchema },
      },
      config: adminOnly,
    },
    (req) => settings.put(req.body),
  );
  app.post(
    '/api/ticketing/mail/test',
    {
      schema: {
        tags,
        summary: 'Test the SMTP connection with the stored settings; the answer is kept as the SMTP health',
        response: { 200: smtpHealthSchema },
      },
      config: adminOnly,
    },
    () => settings.test(),
  );
}
