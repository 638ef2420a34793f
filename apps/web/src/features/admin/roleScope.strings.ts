import { addStrings } from '../../i18n/index.ts';
import '../../shared/ticketTerms.strings.ts';

// Registered when the technician roles panel loads (see addStrings): the words of a role's
// organization scope (decision 0014). Its organization picker uses the tickets' shared words.
addStrings({
  admin: {
    roles: {
      scope: 'Tickets of',
      scopeAll: 'All organizations',
      scopeSelected: 'Chosen organizations',
      organizations: 'Organizations',
      organizationsHint: 'Technicians with this role see and work only these organizations’ tickets (tickets without an organization are not among them).',
      organizationsPlaceholder: 'Search organizations',
      noOrganizations: 'No organization chosen: technicians with this role see no tickets.',
    },
    permissions: {
      canManageTickets: 'Work service-desk tickets (of the organizations the role works)',
    },
  },
});
