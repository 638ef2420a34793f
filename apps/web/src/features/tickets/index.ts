// The tickets feature's public surface for other features (eslint/module-boundaries.js).
export { TicketWorkCard } from './dashboard/TicketWorkCard.tsx';
// The service-desk configuration every ticket screen reads (statuses, attributes, settings); the admin panels, rule editors and templates share it.
export { useAttributes, useStatuses, useTicketingConfig } from './api/config.api.ts';
// How ticket values read in lists and boards.
export { enumLabel, formatDuration, refLabel } from './model/labels.ts';
export { EMPTY_VALUES, type TicketValues } from './model/ticketValues.ts';
