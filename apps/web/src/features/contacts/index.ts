// What other features use of contacts (module boundaries, docs/ARCHITECTURE.md): the contacts table,
// all of them in the service desk administration, one organization's on its page.
export { ContactsTable } from './ContactsTable.tsx';
