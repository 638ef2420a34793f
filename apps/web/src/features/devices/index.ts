// The devices feature's public surface for other features: its read-only calls (devices.read.ts).
export { countDevices, devicesKey, fetchDevicePage, useAllLocations, useDevice, useDeviceRoles } from './devices.read.ts';
