import { addStrings } from '../../i18n/index.ts';
import { ticketsEn } from './tickets.en.ts';

// Registered when a screen that shows tickets loads (see addStrings).
addStrings({ tickets: ticketsEn });
