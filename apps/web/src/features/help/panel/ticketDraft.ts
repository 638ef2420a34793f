import {
  HELP_ATTACHMENT_EXTENSIONS,
  HELP_ATTACHMENT_MAX_BYTES,
  HELP_EXTENSIONS_TEXT,
  HELP_MAX_ATTACHMENTS,
  HELP_MESSAGES,
  HELP_RELATED_MIN_CHARS,
  HELP_TICKET_BODY_MAX_LENGTH,
  HELP_TICKET_SUBJECT_MAX_LENGTH,
  callbackOffered,
  isAllowedHelpAttachment,
  type HelpTicketCategory,
  type HelpTicketInput,
  type HelpTicketPriority,
} from '@outpost/contracts';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { isValidPhone } from '../../../components/widgets/index.ts';

/** The ticket form's values as typed. */
export interface TicketDraft {
  subject: string;
  body: string;
  priority: HelpTicketPriority | null;
  category: HelpTicketCategory | null;
  phone: string;
  country: CountryCode;
  callback: boolean;
  cc: string[];
}

export const EMPTY_DRAFT: TicketDraft = { subject: '', body: '', priority: null, category: null, phone: '', country: 'US', callback: false, cc: [] };

/** Whether the subject is long enough to look for related articles (spec 000 §5). */
export const wantsRelated = (subject: string) => subject.replace(/\s/g, '').length >= HELP_RELATED_MIN_CHARS;

/** Field errors by field name, as message keys or spec messages; empty when the draft may be sent. */
export function draftErrors(draft: TicketDraft, federal: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft.subject.trim() === '') errors.ticketSubject = 'required';
  else if (draft.subject.trim().length > HELP_TICKET_SUBJECT_MAX_LENGTH) errors.ticketSubject = 'tooLong';
  if (draft.body.trim() === '') errors.ticketBody = 'required';
  else if (draft.body.trim().length > HELP_TICKET_BODY_MAX_LENGTH) errors.ticketBody = 'tooLong';
  if (draft.priority === null) errors.ticketPriority = 'required';
  if (!federal && draft.category === null) errors.ticketCategory = 'required';
  if (!isValidPhone(draft.phone, draft.country)) errors.ticketPhoneNumber = 'invalidPhone';
  else if (draft.callback && callbackOffered(draft.category, federal) && draft.phone.trim() === '') errors.ticketPhoneNumber = 'phoneForCallback';
  return errors;
}

/** The phone number in international form, as the server checks it. */
export function internationalPhone(phone: string, country: CountryCode): string {
  if (phone.trim() === '') return '';
  return parsePhoneNumberFromString(phone, country)?.number ?? phone.trim();
}

/** The body the panel sends. */
export function ticketBody(draft: TicketDraft, federal: boolean, imageTokens: string[]): HelpTicketInput {
  return {
    ticketSubject: draft.subject.trim(),
    ticketBody: draft.body.trim(),
    ticketPriority: draft.priority ?? 'NORMAL',
    ticketCategory: draft.category,
    ticketPhoneNumber: internationalPhone(draft.phone, draft.country),
    ticketCallback: draft.callback && callbackOffered(draft.category, federal),
    ticketCc: draft.cc.map((user_email) => ({ user_email })),
    imageTokens,
  };
}

/**
 * Which chosen files may be uploaded, and the spec's messages for the others (spec 000 §5): more
 * than five in all refuses the whole choice; a name already attached, a type not allowed or a
 * size over 50 MB refuses that file.
 */
export function screenFiles(chosen: File[], attachedNames: string[]): { accepted: File[]; messages: string[] } {
  if (attachedNames.length + chosen.length > HELP_MAX_ATTACHMENTS) return { accepted: [], messages: [HELP_MESSAGES.tooMany(HELP_MAX_ATTACHMENTS)] };
  const messages: string[] = [];
  const names = new Set(attachedNames);
  const tooLarge: string[] = [];
  let unsupported = false;
  const accepted: File[] = [];
  for (const file of chosen) {
    if (names.has(file.name)) {
      messages.push(HELP_MESSAGES.duplicateFile(file.name));
      continue;
    }
    if (!isAllowedHelpAttachment(file.name)) {
      unsupported = true;
      continue;
    }
    if (file.size > HELP_ATTACHMENT_MAX_BYTES) {
      tooLarge.push(file.name);
      continue;
    }
    names.add(file.name);
    accepted.push(file);
  }
  if (unsupported) messages.push(HELP_MESSAGES.unsupported(HELP_EXTENSIONS_TEXT));
  if (tooLarge.length > 0) messages.push(HELP_MESSAGES.tooLarge(tooLarge));
  return { accepted, messages };
}

/** What the file input offers. */
export const ACCEPT = HELP_ATTACHMENT_EXTENSIONS.join(',');
