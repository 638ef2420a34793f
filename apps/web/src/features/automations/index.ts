// What other features use of automations (module boundaries, docs/ARCHITECTURE.md): the panel of one
// kind of rule (event-based, time-based, response templates), a section of the service desk administration.
export { AutomationsPanel } from './AutomationsPanel.tsx';
