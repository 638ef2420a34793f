import { addStrings } from '../../i18n/index.ts';
import '../../shared/ticketTerms.strings.ts';
import { contactsEn } from './contacts.en.ts';

// Registered when a screen that shows contacts loads (see addStrings); the organization picker
// and (Deleted) marks use the tickets' shared words (shared/ticketTerms), registered with it.
addStrings({ contacts: contactsEn });
