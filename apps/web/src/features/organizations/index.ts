// The organizations feature's public surface for other features: its read-only calls (organizations.read.ts).
export { countOrganizations, fetchOrganizationPage, organizationsKey, useOrganizationOptions } from './organizations.read.ts';
