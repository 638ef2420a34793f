import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils.tsx';
import { DecimalInput } from './DecimalInput.tsx';
import { localeDecimalSeparator } from './NumberTextInput.tsx';

describe('the locale separator', () => {
  it('is read from Intl', () => {
    expect(localeDecimalSeparator('en-US')).toBe('.');
    expect(localeDecimalSeparator('de-DE')).toBe(',');
  });
});

function Harness({ locale, onChange }: { locale: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DecimalInput
      label="Price"
      allowNegative
      decimals={2}
      locale={locale}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('DecimalInput', () => {
  it('shows the German separator while the value stays canonical', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness locale="de-DE" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    await user.type(input, '-0012,345');
    expect(input).toHaveValue('-12,34');
    expect(onChange).toHaveBeenLastCalledWith('-12.34');
  });

  it('tidies a dangling separator when one leaves the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness locale="en-US" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    await user.type(input, '5.');
    await user.tab();
    expect(input).toHaveValue('5');
    expect(onChange).toHaveBeenLastCalledWith('5');
  });
});
