// The stub's own records (written apart from the client and its tests' expectations).
// Node built-ins only: the Playwright journey and the demo import the stub too.

export type Ref = { id: number; name: string };
export type StubRecord = { id: number; [field: string]: unknown };

export interface StubData {
  companyTypes: StubRecord[];
  companyStatuses: StubRecord[];
  companies: StubRecord[];
  sites: StubRecord[];
  configurationTypes: StubRecord[];
  /** Questions of configuration types: id, configurationType { id }, question, sequenceNumber, fieldType. */
  configurationQuestions: StubRecord[];
  configurationStatuses: StubRecord[];
  agreementTypes: StubRecord[];
  agreements: StubRecord[];
  catalog: StubRecord[];
  configurations: StubRecord[];
  additions: StubRecord[];
  /** Service boards with their statuses ({ id, name, closedStatus }). */
  boards: StubRecord[];
  tickets: StubRecord[];
  /** Contacts: firstName, lastName, company { id }, communicationItems [{ type, value, communicationType }]. */
  contacts: StubRecord[];
}

const ref = (id: number, name: string): Ref => ({ id, name });

/** A small MSP's book: three clients, a vendor, an inactive one; types, statuses, agreements, products. */
export function defaultStubData(): StubData {
  const types = [ref(1, 'Client'), ref(2, 'Vendor'), ref(3, 'Prospect')];
  const statuses = [ref(1, 'Active'), ref(2, 'Inactive'), ref(3, 'Not Approved')];
  const company = (id: number, identifier: string, name: string, type: Ref[], status: Ref) => ({
    id,
    identifier,
    name,
    types: type,
    status,
    deletedFlag: false,
  });
  const companies = [
    company(250, 'Contoso', 'Contoso Ltd', [types[0]!], statuses[0]!),
    company(251, 'Fabrikam', 'Fabrikam, Inc.', [types[0]!], statuses[0]!),
    company(252, 'Northwind', '  northwind traders ', [types[0]!, types[2]!], statuses[0]!),
    company(253, 'Litware', 'Litware Supplies', [types[1]!], statuses[0]!),
    company(254, 'Adatum', 'Adatum Corporation', [types[0]!], statuses[1]!),
  ];
  const site = (id: number, companyId: number, name: string) => ({
    id,
    name,
    company: { id: companyId },
    inactiveFlag: false,
    primaryAddressFlag: name === 'Main',
  });
  return {
    companyTypes: types.map((t) => ({ ...t, defaultFlag: t.id === 1, vendorFlag: t.id === 2 })),
    companyStatuses: statuses.map((s) => ({ ...s, defaultFlag: s.id === 1, inactiveFlag: s.id === 2 })),
    companies,
    sites: [site(10, 250, 'Main'), site(11, 250, 'Warehouse'), site(12, 251, 'Main'), site(13, 252, 'Main'), site(14, 252, 'Harbour Office')],
    configurationTypes: [ref(31, 'Workstation'), ref(32, 'Server'), ref(33, 'Network Device'), ref(34, 'Managed Printer')].map((t) => ({
      ...t,
      inactiveFlag: false,
    })),
    boards: [
      {
        id: 1,
        name: 'Service Desk',
        inactiveFlag: false,
        statuses: [
          { id: 11, name: 'New', closedStatus: false },
          { id: 12, name: 'In Progress', closedStatus: false },
          { id: 13, name: 'Completed', closedStatus: true },
        ],
      },
      {
        id: 2,
        name: 'Escalations',
        inactiveFlag: false,
        statuses: [
          { id: 21, name: 'New', closedStatus: false },
          { id: 22, name: 'Resolved', closedStatus: true },
        ],
      },
      { id: 3, name: 'Old Projects', inactiveFlag: true, statuses: [{ id: 31, name: 'New', closedStatus: false }] },
    ],
    tickets: [],
    contacts: [
      {
        id: 601,
        firstName: 'Dana',
        lastName: 'Scully',
        company: { id: 250, identifier: 'Contoso', name: 'Contoso Ltd' },
        inactiveFlag: false,
        communicationItems: [{ type: { id: 1, name: 'Email' }, value: 'dana@contoso.example', defaultFlag: true, communicationType: 'Email' }],
      },
    ],
    configurationQuestions: [
      [801, 31, 'Node URL'],
      [802, 31, 'Private IP Address'],
      [803, 31, 'TeamViewer URL'],
      [804, 31, 'Product Key'],
      [811, 32, 'Node URL'],
      [812, 32, 'Private IP address'],
      [813, 32, 'Rack position'],
    ].map(([id, typeId, question], i) => ({ id: id as number, configurationType: { id: typeId }, question, sequenceNumber: i + 1, fieldType: 'Text' })),
    configurationStatuses: [
      { id: 1, description: 'Active', defaultFlag: true, closedFlag: false },
      { id: 2, description: 'Inactive', defaultFlag: false, closedFlag: true },
      { id: 3, description: 'Decommissioned', defaultFlag: false, closedFlag: true },
    ],
    agreementTypes: [ref(41, 'Managed Services'), ref(42, 'Block Time'), ref(43, 'Backup')].map((t) => ({ ...t, inactiveFlag: false })),
    agreements: [
      {
        id: 501,
        name: 'Contoso Managed',
        type: ref(41, 'Managed Services'),
        company: { id: 250, identifier: 'Contoso', name: 'Contoso Ltd' },
        cancelledFlag: false,
      },
      { id: 502, name: 'Contoso Backup', type: ref(43, 'Backup'), company: { id: 250, identifier: 'Contoso', name: 'Contoso Ltd' }, cancelledFlag: false },
      {
        id: 503,
        name: 'Fabrikam Managed',
        type: ref(41, 'Managed Services'),
        company: { id: 251, identifier: 'Fabrikam', name: 'Fabrikam, Inc.' },
        cancelledFlag: false,
      },
    ],
    catalog: [
      { id: 701, identifier: 'MS-WKS', description: 'Managed workstation', customerDescription: 'Workstation care', inactiveFlag: false },
      { id: 702, identifier: 'MS-SRV', description: 'Managed server', customerDescription: 'Server care', inactiveFlag: false },
      { id: 703, identifier: 'BK-DEV', description: 'Device backup', customerDescription: 'Backup per device', inactiveFlag: false },
    ],
    configurations: [
      // Entered by hand before Outpost was connected: a sync must adopt it, not add a second one.
      {
        id: 9001,
        name: 'CONTOSO-PC-OLD',
        type: ref(31, 'Workstation'),
        status: ref(1, 'Active'),
        company: { id: 250, identifier: 'Contoso', name: 'Contoso Ltd' },
        deviceIdentifier: '',
        serialNumber: 'SN-HAND-ENTERED-1',
        activeFlag: true,
      },
    ],
    additions: [],
  };
}
