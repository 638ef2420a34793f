import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOption, mockApi, mockRoute, refuse, renderTickets } from '../../test/render.tsx';
import { ProductForm, type ProductFormProps } from './ProductForm.tsx';
import { moved } from './productDraft.ts';

const stamp = '2026-01-01T00:00:00.000Z';
const product = (over: Partial<Product>): Product => ({
  id: 1,
  type: 'STANDARD',
  name: 'Setup fee',
  description: 'Onboarding',
  price: '250.00',
  cost: '0.00',
  quantity: '1.00',
  dynamicQuantityText: '',
  taxable: false,
  billing: 'ONE_TIME',
  licensingType: null,
  term: null,
  productIds: [],
  anyRole: true,
  nodeRoleId: null,
  groupIds: [],
  allGroups: true,
  autoRoundTimeEntries: false,
  roundingMinutes: 15,
  onSiteMultiplier: '1.00',
  remoteMultiplier: '1.00',
  normalHoursMultiplier: '1.00',
  offHoursMultiplier: '1.00',
  userRoles: [],
  allowAllTechnicians: true,
  permissionUserRoles: [],
  version: 1,
  createdAt: stamp,
  updatedAt: stamp,
  ...over,
});
const catalog = [product({ id: 1, name: 'Setup fee' }), product({ id: 2, name: 'Firewall licence' }), product({ id: 3, name: 'Antivirus' })];

async function open(props: Partial<ProductFormProps> = {}, onPost?: (body: unknown) => Response | Product) {
  const calls = mockApi([
    mockRoute('get', '/api/billing/products', () => catalog),
    mockRoute('get', '/api/billing/roles', () => [{ id: 7, name: 'Field engineers' }]),
    mockRoute('get', '/api/device-roles', () => [{ id: 4, name: 'Server', nodeClass: 'LINUX_SERVER' as const, description: '', deviceCount: 0 }]),
    mockRoute('get', '/api/device-groups', () => []),
    mockRoute('post', '/api/billing/products', (_url, body) => (onPost ? onPost(body) : product({ ...(body as Partial<Product>), id: 9 }))),
  ]);
  const onClose = vi.fn();
  await renderTickets(<ProductForm opened product={null} onClose={onClose} {...props} />);
  await screen.findByRole('dialog');
  return { calls, onClose };
}
/** A select's input by its label (Mantine labels its option list with the same words). */
const selectInput = (label: string | RegExp) => screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT')!;
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(name) });
const posted = (calls: { method: string; url: URL; body: unknown }[]) => calls.find((c) => c.method === 'POST')?.body as Record<string, unknown> | undefined;

describe('the product form (spec 001 §2.6, §5, §6)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has the tabs General, Billing, Advanced and Permissions; a tab can be switched off', async () => {
    await open({ disabledTabs: ['PERMISSIONS'] });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General', 'Billing', 'Advanced']);
  });

  it('refuses an empty form: name, description, price and cost are required, and their tabs are flagged; nothing is sent', async () => {
    const user = userEvent.setup();
    const { calls, onClose } = await open();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText('Required')).toHaveLength(4);
    expect(tab('General')).toHaveAttribute('data-active');
    expect(posted(calls)).toBeUndefined();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(tab('Billing'));
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(2);
  });

  it('limits the name to 50 characters and the description to 250', async () => {
    await open();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('maxLength', '50');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveAttribute('maxLength', '250');
  });

  it('creates a labor product: multipliers and rounding on Advanced, sent as exact text', async () => {
    const user = userEvent.setup();
    const { calls, onClose } = await open({ initialType: 'LABOR' });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Desk support');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Help desk labor');
    await user.click(tab('Billing'));
    await user.type(screen.getByRole('textbox', { name: /Price/ }), '090.505');
    expect(screen.getByRole('textbox', { name: /Price/ })).toHaveValue('90.50');
    await user.type(screen.getByRole('textbox', { name: /Cost/ }), '35');
    // A labor product's quantity is counted: no quantity field, a description of it instead.
    expect(screen.queryByRole('textbox', { name: /^Quantity\s*\*?$/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Quantity description' })).toBeInTheDocument();
    await user.click(tab('Advanced'));
    const onSite = screen.getByRole('textbox', { name: /On-site multiplier/ });
    await user.clear(onSite);
    await user.type(onSite, '1.5');
    await user.click(screen.getByRole('switch', { name: 'Round time entries up automatically' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted(calls)).toMatchObject({
      type: 'LABOR',
      name: 'Desk support',
      price: '90.50',
      cost: '35',
      quantity: null,
      onSiteMultiplier: '1.5',
      autoRoundTimeEntries: true,
      roundingMinutes: 15,
    });
  });

  it('a managed product with a specific role needs the role', async () => {
    const user = userEvent.setup();
    const { calls } = await open({ initialType: 'MANAGED' });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Server care');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Patching');
    await user.click(tab('Billing'));
    await user.type(screen.getByRole('textbox', { name: /Price/ }), '40');
    await user.type(screen.getByRole('textbox', { name: /Cost/ }), '10');
    await user.click(tab('Advanced'));
    await user.click(screen.getByRole('radio', { name: 'A specific role' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(posted(calls)).toBeUndefined();
    await user.click(selectInput(/^Role/));
    await user.click(await findOption('Server'));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(posted(calls)).toMatchObject({ type: 'MANAGED', anyRole: false, nodeRoleId: 4 }));
  });

  it('a product group needs products; they are ordered by the arrow buttons, in a 370 px list', async () => {
    const user = userEvent.setup();
    const { calls } = await open({ initialType: 'GROUP' });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Starter pack');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Setup and firewall');
    await user.click(tab('Billing'));
    await user.type(screen.getByRole('textbox', { name: /Price/ }), '260');
    await user.type(screen.getByRole('textbox', { name: /Cost/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Choose at least one product')).toBeInTheDocument();
    expect(tab('General')).toHaveAttribute('data-active');
    for (const name of ['Setup fee', 'Firewall licence']) {
      await user.click(selectInput('Add product'));
      await user.click(await findOption(name));
    }
    const list = screen.getByRole('list', { name: 'Products in this group' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['Setup fee', 'Firewall licence']);
    await user.click(screen.getByRole('button', { name: 'Move Firewall licence up' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['Firewall licence', 'Setup fee']);
    expect(screen.getByRole('button', { name: 'Move Firewall licence up' })).toBeDisabled();
    expect(screen.getByTestId('group-list').style.height).toContain('23.125rem');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(posted(calls)).toMatchObject({ type: 'GROUP', productIds: [2, 1] }));
  });

  it('the Permissions tab offers technician roles only (never the administrator or automation)', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(tab('Permissions'));
    expect(screen.getByRole('radio', { name: 'All technicians' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Specific technician roles' }));
    const input = selectInput(/Technician roles/);
    await user.click(input);
    await findOption('Field engineers');
    const list = document.getElementById(input.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['Field engineers']);
  });

  it('only the enabled fields can be changed (a PSA owns the rest)', async () => {
    await open({ product: product({}), enabledFields: ['price'] });
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeDisabled();
  });

  it("shows the server's field messages on their tab", async () => {
    const user = userEvent.setup();
    await open({}, () => refuse(409, 'A product with this name already exists', { name: ['Already in use'] }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Setup fee');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Again');
    await user.click(tab('Billing'));
    await user.type(screen.getByRole('textbox', { name: /Price/ }), '1');
    await user.type(screen.getByRole('textbox', { name: /Cost/ }), '1');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Already in use')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('A product with this name already exists');
  });
});

describe('moved', () => {
  it('moves an item and leaves out-of-range moves alone', () => {
    expect(moved([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moved([1, 2, 3], 0, 5)).toEqual([1, 2, 3]);
  });
});
