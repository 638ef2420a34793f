import { addStrings } from '../i18n/index.ts';
import { ticketTermsEn } from './ticketTerms.en.ts';

// Registered by the screens that show tickets' words (see addStrings): the tickets feature, boards,
// rules and automations, contacts, the service-desk and role administration. Not the first pages.
addStrings({ tickets: ticketTermsEn });
