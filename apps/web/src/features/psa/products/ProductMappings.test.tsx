import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PSA_MESSAGES, type DeviceGroup, type PsaProductMapping, type PsaProviderData } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOption, mockApi, mockRoute, refuse, renderTickets } from '../../../test/render.tsx';
import { psaProviderData } from '../../../test/fixtures.ts';
import '../psa.strings.ts';
import { ProductMappings } from './ProductMappings.tsx';

const providerData: PsaProviderData = psaProviderData({
  agreementTypes: [
    { id: 21, name: 'Managed Services' },
    { id: 22, name: 'Block Time' },
  ],
  products: [
    { id: 31, name: 'Server Monitoring' },
    { id: 32, name: 'Workstation Care' },
  ],
});
const group = (id: number, name: string): DeviceGroup => ({
  id,
  name,
  description: '',
  type: 'STATIC',
  conditions: null,
  memberCount: 0,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const existing: PsaProductMapping = {
  id: 5,
  name: 'Standard',
  productMappingType: 'MULTIPLE_HIT',
  roleMappings: [],
};

function api(onSave?: (body: unknown) => Response | PsaProductMapping) {
  return mockApi([
    mockRoute('get', '/api/psacw/provider-data', () => providerData),
    mockRoute('get', '/api/psacw/product-mappings', () => [existing]),
    mockRoute('get', '/api/device-roles', () => [
      { id: 1, name: 'Server', nodeClass: 'LINUX_SERVER' as const, description: '', deviceCount: 0 },
      { id: 2, name: 'Workstation', nodeClass: 'WINDOWS_WORKSTATION' as const, description: '', deviceCount: 0 },
    ]),
    mockRoute('get', '/api/device-groups', () => [group(41, 'Berlin'), group(42, 'VIP')]),
    mockRoute('post', '/api/psacw/product-mappings', (_url, body) => (onSave ? onSave(body) : { ...existing, id: 9 })),
    mockRoute('post', '/api/psacw/product-mappings/{id}/copy', () => ({ ...existing, id: 10, name: 'Standard (Copy)' })),
  ]);
}
const selectInput = (within_: HTMLElement, label: string | RegExp) =>
  within(within_)
    .getAllByLabelText(label)
    .find((el) => el.tagName === 'INPUT')!;
const posted = (calls: { method: string; url: URL; body: unknown }[]) => calls.find((c) => c.method === 'POST')?.body as Record<string, unknown> | undefined;

async function openEditor() {
  const user = userEvent.setup();
  await renderTickets(<ProductMappings />);
  await screen.findByText('Standard');
  await user.click(screen.getByRole('button', { name: 'Add New Mapping' }));
  const editor = await screen.findByRole('dialog', { name: 'New product mapping' });
  return { user, editor };
}

async function addRow(
  user: ReturnType<typeof userEvent.setup>,
  row: { product: string; agreementType: string; role: string; groups?: string[]; any?: boolean },
) {
  await user.click(screen.getByRole('button', { name: 'Add Mapping' }));
  const dialog = await screen.findByRole('dialog', { name: 'Map devices to a product' });
  await user.click(selectInput(dialog, /^Product/));
  await user.click(await findOption(row.product));
  await user.click(selectInput(dialog, /^Agreement Type/));
  await user.click(await findOption(row.agreementType));
  await user.click(selectInput(dialog, /^Role/));
  await user.click(await findOption(row.role));
  for (const g of row.groups ?? []) {
    await user.click(selectInput(dialog, /^Group\(s\)/));
    await user.click(await findOption(g));
  }
  if (row.any) await user.click(within(dialog).getByRole('radio', { name: 'Any Groups' }));
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  return dialog;
}
const rankedRows = (editor: HTMLElement) =>
  within(within(editor).getByRole('table', { name: 'Device-role product mappings' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    );

describe('product mappings (spec 001 §2.4, §4, §5)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('Edit, Delete and Copy need exactly one selected row; Copy asks the server for a copy', async () => {
    const user = userEvent.setup();
    const calls = api();
    await renderTickets(<ProductMappings />);
    await screen.findByText('Standard');
    for (const name of ['Edit', 'Delete', 'Copy']) expect(screen.getByRole('button', { name })).toBeDisabled();
    await user.click(screen.getAllByRole('checkbox').at(-1)!);
    for (const name of ['Edit', 'Delete', 'Copy']) expect(screen.getByRole('button', { name })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/psacw/product-mappings/5/copy')).toBe(true));
  });

  it('the role dialog requires Product, Agreement Type and Role; groups default to All (AND)', async () => {
    const calls = api();
    const { user, editor } = await openEditor();
    expect(selectInput(editor, /^Mapping Type/)).toHaveValue('Single hit (first matching row by rank)');
    await user.click(screen.getByRole('button', { name: 'Add Mapping' }));
    const dialog = await screen.findByRole('dialog', { name: 'Map devices to a product' });
    expect(within(dialog).getByRole('radio', { name: 'All Groups' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getAllByText(PSA_MESSAGES.required)).toHaveLength(3);
    // An error clears when its field changes.
    await user.click(selectInput(dialog, /^Product/));
    await user.click(await findOption('Server Monitoring'));
    expect(within(dialog).getAllByText(PSA_MESSAGES.required)).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.type(within(editor).getByRole('textbox', { name: /Name/ }), 'Managed');
    await addRow(user, { product: 'Server Monitoring', agreementType: 'Managed Services', role: 'Server', groups: ['Berlin', 'VIP'] });
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(posted(calls)).toEqual({
        name: 'Managed',
        productMappingType: 'SINGLE_HIT',
        roleMappings: [{ nodeRoleId: 1, productId: 31, agreementTypeId: 21, groups: [41, 42], groupsLogicOperator: 'AND' }],
      }),
    );
  });

  it('refuses a second row with the same role and the same groups with the spec message', async () => {
    api();
    const { user } = await openEditor();
    await addRow(user, { product: 'Server Monitoring', agreementType: 'Managed Services', role: 'Server', groups: ['VIP'] });
    const dialog = await addRow(user, { product: 'Workstation Care', agreementType: 'Block Time', role: 'Server', groups: ['VIP'], any: true });
    expect(await within(dialog).findByText(PSA_MESSAGES.sameRoleAndGroups)).toBeInTheDocument();
    // Other groups for the same role are a different rule.
    await user.click(selectInput(dialog, /^Group\(s\)/));
    await user.click(await findOption('Berlin'));
    expect(within(dialog).queryByText(PSA_MESSAGES.sameRoleAndGroups)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Map devices to a product' })).toBeNull());
  });

  it('Up and Down swap the selected row with its neighbour; rank 1 cannot go up, the last cannot go down; the order is what is saved', async () => {
    const calls = api();
    const { user, editor } = await openEditor();
    await user.type(within(editor).getByRole('textbox', { name: /Name/ }), 'Ranked');
    await user.click(selectInput(editor, /^Mapping Type/));
    await user.click(await findOption('Multiple hit (every matching row)'));
    await addRow(user, { product: 'Server Monitoring', agreementType: 'Managed Services', role: 'Server' });
    await addRow(user, { product: 'Workstation Care', agreementType: 'Block Time', role: 'Workstation', groups: ['VIP'], any: true });
    expect(rankedRows(editor)).toEqual([
      ['1', 'ServerAny group', 'Server Monitoring / Managed Services'],
      ['2', 'WorkstationIn any of: VIP', 'Workstation Care / Block Time'],
    ]);
    const up = within(editor).getByRole('button', { name: 'Up' });
    const down = within(editor).getByRole('button', { name: 'Down' });
    expect(up).toBeDisabled();
    expect(down).toBeDisabled();
    await user.click(within(editor).getByText('Workstation Care / Block Time'));
    expect(up).toBeEnabled();
    expect(down).toBeDisabled();
    await user.click(up);
    expect(rankedRows(editor).map((r) => r[0] + ' ' + r[2])).toEqual(['1 Workstation Care / Block Time', '2 Server Monitoring / Managed Services']);
    expect(up).toBeDisabled();
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(posted(calls)).toBeDefined());
    expect(posted(calls)).toMatchObject({
      productMappingType: 'MULTIPLE_HIT',
      roleMappings: [
        { nodeRoleId: 2, productId: 32, groups: [42], groupsLogicOperator: 'OR' },
        { nodeRoleId: 1, productId: 31, groups: [] },
      ],
    });
  });

  it('a taken name is shown on the Name field and the editor stays open', async () => {
    api(() => refuse(400, 'Some fields are invalid', { name: [PSA_MESSAGES.productMappingNameTaken] }));
    const { user, editor } = await openEditor();
    await user.type(within(editor).getByRole('textbox', { name: /Name/ }), 'Standard ');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText(PSA_MESSAGES.productMappingNameTaken)).toBeInTheDocument();
    await user.type(within(editor).getByRole('textbox', { name: /Name/ }), 'x');
    expect(within(editor).queryByText(PSA_MESSAGES.productMappingNameTaken)).toBeNull();
  });
});
