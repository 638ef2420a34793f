import { addStrings } from '../../i18n/index.ts';
import '../../shared/ticketTerms.strings.ts';
import { ticketsEn } from './tickets.en.ts';

// Registered when a screen that shows tickets loads (see addStrings), with the ticket words other
// features share (shared/ticketTerms.en.ts).
addStrings({ tickets: ticketsEn });
