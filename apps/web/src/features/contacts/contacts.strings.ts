import { addStrings } from '../../i18n/index.ts';
import '../tickets/tickets.strings.ts';
import { contactsEn } from './contacts.en.ts';

// Registered when a screen that shows contacts loads (see addStrings); the organization picker
// and (Deleted) marks use the tickets' strings, registered with it.
addStrings({ contacts: contactsEn });
