/** The device page's tabs, one per concern; the first is shown when the address names none. */
export const DEVICE_TABS = ['overview', 'backups', 'tickets', 'scripts', 'notes'] as const;
export type DeviceTab = (typeof DEVICE_TABS)[number];

export const isDeviceTab = (value: unknown): value is DeviceTab => DEVICE_TABS.includes(value as DeviceTab);
