// What other features use of automations (module boundaries, docs/ARCHITECTURE.md): the panel of one
// kind of rule (event-based, time-based, response templates), a section of the service desk
// administration; and the response templates the ticket page's comment composer offers.
export { AutomationsPanel } from './AutomationsPanel.tsx';
export { ResponseTemplatePicker } from './templates/ResponseTemplatePicker.tsx';
