// Every feature's strings at once, for tests that render a component without its screen.
import '../features/backup/backup.strings.ts';
import '../features/contacts/contacts.strings.ts';
import '../features/service-desk-admin/serviceDeskAdmin.strings.ts';
import '../features/tickets/tickets.strings.ts';
