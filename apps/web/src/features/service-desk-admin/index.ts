// What other features use of the service desk administration (module boundaries, docs/ARCHITECTURE.md):
// its whole screen, a tab of the administration page.
export { ServiceDeskAdmin } from './ServiceDeskAdmin.tsx';
