import {
  SYSTEM_STATUS_KEYS,
  type DeviceDetail,
  type Organization,
  type PsaProviderData,
  type SessionUser,
  type SystemStatusKey,
  type TicketDetail,
  type TicketRow,
  type TicketStatus,
} from '@outpost/contracts';

/** System ticket statuses with ids 1, 2, … in the order of `keys`, each named `name(key)` (its key unless told). */
export const systemStatuses = (keys: readonly SystemStatusKey[] = SYSTEM_STATUS_KEYS, name = (key: SystemStatusKey): string => key): TicketStatus[] =>
  keys.map((key, i) => ({ id: i + 1, key, name: name(key), system: true, parentId: null, parentKey: key, active: true, position: i }));

/** Tess Tech (user 9): a technician who works tickets, in every organization. */
export const technicianUser: SessionUser = {
  id: 9,
  email: 'tess@example.com',
  name: 'Tess Tech',
  role: 'TECHNICIAN',
  technicianRoleId: 2,
  permissions: ['canManageTickets'],
  organizationIds: null,
};

/** PSA provider data with every list empty, as never refreshed; tests override what they need. */
export const psaProviderData = (data: Partial<PsaProviderData> = {}): PsaProviderData => ({
  companies: [],
  companyTypes: [],
  companyStatuses: [],
  configurationTypes: [],
  configurationStatuses: [],
  agreementTypes: [],
  products: [],
  configurationQuestions: [],
  boards: [],
  refreshedAt: null,
  ...data,
});

/** Device 7, fs01: an approved Linux server of Acme that is up. `facts` as given (null: none reported yet). */
export const deviceDetail = (facts: DeviceDetail['facts'] = null): DeviceDetail => ({
  id: 7,
  name: 'fs01',
  friendlyName: null,
  systemName: 'fs01',
  displayName: 'fs01',
  nodeClass: 'LINUX_SERVER',
  nodeRole: null,
  clientId: 3,
  organizationName: 'Acme',
  locationId: null,
  locationName: null,
  isUp: true,
  lastSeenAt: '2026-11-27T10:00:00.000Z',
  approvalStatus: 'APPROVED',
  createdAt: '2026-11-01T10:00:00.000Z',
  facts,
});

/** What a ticket row and a ticket page share: a new, high-priority incident at Acme, raised by a technician. */
const newAcmeIncident = {
  description: '',
  status: { id: 1, key: 'NEW', name: 'New', system: true, parentKey: 'NEW' },
  type: 'INCIDENT',
  source: 'TECHNICIAN',
  priority: 'HIGH',
  severity: 'NONE',
  organization: { id: 3, name: 'Acme', deleted: false },
  location: null,
  requester: null,
  tags: [],
  parentTicketId: null,
  solvedTime: null,
  lastUpdatedTimeByAssignee: null,
  lastUpdatedTimeByRequester: null,
  totalTimeTracked: 0,
} satisfies Partial<TicketRow & TicketDetail>;

/** A row of the tickets table (`GET /api/ticketing/tickets`), on device 7. */
export const ticketRow = (id: number, summary: string): TicketRow => ({
  ...newAcmeIncident,
  id,
  summary,
  device: { id: 7, name: 'fs01', deleted: false },
  assignedAppUser: null,
  additionalAssignedTechnicians: [],
  ticketForm: null,
  createTime: '2026-11-27T09:00:00.000Z',
  lastUpdated: '2026-11-27T09:00:00.000Z',
  lastUpdatedBy: null,
  totalTimeTrackedDecimal: 0,
});

/** A ticket as its page reads it (`GET /api/ticketing/ticket/{id}`), unassigned. */
export const ticketDetail = (id: number, summary: string): TicketDetail => ({
  ...newAcmeIncident,
  id,
  version: 1,
  summary,
  device: null,
  requesterUid: null,
  assignedAppUserId: null,
  assignee: null,
  additionalTechnicians: [],
  cc: { users: [], emails: [] },
  form: null,
  attributes: {},
  parentTicket: null,
  incidentCount: 0,
  mergedIntoTicketId: null,
  createdBy: null,
  createdAt: '2026-11-27T09:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
  lastUpdatedBy: null,
  assignedAt: null,
  statusChangedAt: null,
});

/** An organization (`GET /api/organizations/{id}`) with no devices or locations yet. */
export const organization = (id: number, name: string): Organization => ({
  id,
  name,
  description: '',
  isolateDevices: false,
  deviceCount: 0,
  locationCount: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
});
