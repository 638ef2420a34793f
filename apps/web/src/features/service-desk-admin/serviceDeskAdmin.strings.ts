import { addStrings } from '../../i18n/index.ts';
import '../tickets/tickets.strings.ts';
import { serviceDeskAdminEn } from './serviceDeskAdmin.en.ts';

// Registered when the service-desk administration loads (see addStrings); its pickers and
// (Deleted) marks use the tickets' strings, registered with it.
addStrings({ serviceDesk: serviceDeskAdminEn });
