// The tickets feature's public surface for other features (eslint/module-boundaries.js).
export { TicketWorkCard } from './dashboard/TicketWorkCard.tsx';
