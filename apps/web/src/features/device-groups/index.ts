// What other features use of device groups (module boundaries, docs/ARCHITECTURE.md): the card of a
// device's groups on the device page.
export { DeviceGroupsCard } from './DeviceGroupsCard.tsx';
