import { addStrings } from '../../i18n/index.ts';
import '../../shared/ticketTerms.strings.ts';
import { serviceDeskAdminEn } from './serviceDeskAdmin.en.ts';

// Registered when the service-desk administration loads (see addStrings); its pickers and
// (Deleted) marks use the tickets' shared words (shared/ticketTerms), registered with it.
addStrings({ serviceDesk: serviceDeskAdminEn });
