// Parts of the tickets feature other features load on demand (module boundaries,
// docs/ARCHITECTURE.md): a device's tickets tab.
export { DeviceTickets } from './device/DeviceTickets.tsx';
