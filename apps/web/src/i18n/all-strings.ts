// Every feature's strings at once, for tests that render a component without its screen.
import '../features/admin/admin.strings.ts';
import '../features/backup/backup.strings.ts';
import '../features/contacts/contacts.strings.ts';
import '../features/organizations/organizations.strings.ts';
import '../features/service-desk-admin/serviceDeskAdmin.strings.ts';
import '../features/tickets/tickets.strings.ts';
import '../features/device-groups/deviceGroups.strings.ts';
import '../features/psa/psa.strings.ts';
import '../features/billing/billing.strings.ts';
import '../features/scripts/scripts.strings.ts';
