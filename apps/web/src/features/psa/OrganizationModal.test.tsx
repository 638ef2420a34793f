import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PSA_MESSAGES, type PsaOrganizationMapping, type PsaProductMapping, type PsaProviderData } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOption, mockApi, mockRoute, renderTickets } from '../../test/render.tsx';
import { psaProviderData } from '../../test/fixtures.ts';
import './psa.strings.ts';
import { CompanySettings } from './CompanySettings.tsx';

const data: PsaProviderData = psaProviderData({ companies: [{ id: 250, name: 'Contoso Ltd', identifier: 'Contoso' }] });
const org: PsaOrganizationMapping = {
  clientId: 7,
  clientName: 'Contoso',
  companyId: null,
  companyName: null,
  productMappingId: null,
  productMappingName: null,
  configurationTypeMappingId: null,
  configurationTypeMappingName: null,
  locationSiteMappings: [
    {
      locationId: 70,
      locationName: 'Main',
      psaSiteId: null,
      psaSiteName: null,
      productMappingType: 'CLIENT_DEFAULT',
      productMappingId: null,
      productMappingName: null,
      configurationTypeMappingType: 'CLIENT_DEFAULT',
      configurationTypeMappingId: null,
      configurationTypeMappingName: null,
      agreementId: null,
      agreementName: null,
      mapped: false,
    },
  ],
};
const managed: PsaProductMapping = { id: 3, name: 'Managed', productMappingType: 'SINGLE_HIT', roleMappings: [] };

function api() {
  return mockApi([
    mockRoute('get', '/api/psacw/provider-data', () => data),
    mockRoute('get', '/api/psacw/company-criteria', () => ({ types: [], statuses: [] })),
    mockRoute('get', '/api/psacw/company-mappings', () => [org]),
    mockRoute('get', '/api/psacw/product-mappings', () => [managed]),
    mockRoute('get', '/api/psacw/configuration-type-mappings', () => []),
    mockRoute('get', '/api/psacw/companies/{companyId}/sites', () => [{ id: 10, name: 'Main' }]),
    mockRoute('get', '/api/psacw/v2/finance/agreements', () => [{ id: 501, name: 'Contoso Managed', typeId: 41, typeName: 'Managed Services' }]),
    mockRoute('put', '/api/psacw/company-mappings/{clientId}', () => ({ ...org, companyId: 250, companyName: 'Contoso Ltd' })),
  ]);
}
/** An option of the list that `field` opened (the same name may be in another select's list). */
const optionOf = async (field: HTMLElement, name: string) =>
  within(document.getElementById(field.getAttribute('aria-controls')!)!).findByRole('option', { name, hidden: true });
const input = (scope: HTMLElement, label: string | RegExp) =>
  within(scope)
    .getAllByLabelText(label)
    .find((el) => el.tagName === 'INPUT')!;

describe('organization-to-company modal (spec 001 §2.2, §4)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('Company is required (asterisk, OK disabled until chosen); Locations to Sites appear with a company; the Agreement follows the product mapping rule', async () => {
    const user = userEvent.setup();
    const calls = api();
    await renderTickets(<CompanySettings />);
    await user.click(await screen.findByText(PSA_MESSAGES.notMapped));
    const modal = await screen.findByRole('dialog', { name: 'Map Contoso' });
    expect(input(modal, /^Company/)).toBeRequired();
    expect(within(modal).getByRole('button', { name: 'OK' })).toBeDisabled();
    expect(within(modal).queryByText('Locations to Sites')).toBeNull();
    await user.click(input(modal, /^Company/));
    await user.click(await findOption('Contoso Ltd'));
    expect(within(modal).getByRole('button', { name: 'OK' })).toBeEnabled();
    expect(await within(modal).findByText('Locations to Sites')).toBeInTheDocument();
    // No product mapping applies to the location yet (the organization has none): Agreement closed.
    const agreement = input(modal, 'Agreement: Main');
    expect(agreement).toBeDisabled();
    await user.click(input(modal, /^Product Mapping$/));
    await user.click(await optionOf(input(modal, /^Product Mapping$/), 'Managed'));
    expect(input(modal, 'Agreement: Main')).toBeEnabled();
    await user.click(input(modal, 'Agreement: Main'));
    await user.click(await findOption('Contoso Managed'));
    // None for the location's product mapping clears the agreement and closes the field.
    await user.click(input(modal, 'Product Mapping: Main'));
    await user.click(await optionOf(input(modal, 'Product Mapping: Main'), PSA_MESSAGES.none));
    expect(input(modal, 'Agreement: Main')).toBeDisabled();
    expect(input(modal, 'Agreement: Main')).toHaveValue('');
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      companyId: 250,
      productMappingId: 3,
      configurationTypeMappingId: null,
      locationSiteMappings: [{ locationId: 70, psaSiteId: null, productMapping: 'NONE', configurationTypeMapping: 'CLIENT_DEFAULT', agreementId: null }],
    });
  });
});
