// The tickets feature's public surface for other features (eslint/module-boundaries.js).
export { TicketWorkCard } from './dashboard/TicketWorkCard.tsx';
// A ticket's editable values, which response templates fill in.
export { EMPTY_VALUES, type TicketValues } from './model/ticketValues.ts';
