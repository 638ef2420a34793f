import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils.tsx';
import { IpAddressInput, NumberTextInput } from './NumberTextInput.tsx';

function Number({ decimals, sep, seen }: { decimals: number; sep?: string; seen: string[] }) {
  const [value, setValue] = useState('');
  return (
    <NumberTextInput
      label="Amount"
      decimals={decimals}
      decimalSeparator={sep ?? '.'}
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}
function Ip({ seen }: { seen: string[] }) {
  const [value, setValue] = useState('');
  return (
    <IpAddressInput
      label="Address"
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

describe('number and IP inputs (spec 001 §5)', () => {
  it('blocks e, +, letters and a second separator in an integer input, and keeps a leading minus', async () => {
    const seen: string[] = [];
    renderWithProviders(<Number decimals={0} seen={seen} />);
    const input = screen.getByLabelText('Amount');
    await userEvent.type(input, '-0e+1a2.3');
    expect(input).toHaveValue('-123');
    expect(seen.at(-1)).toBe('-123');
  });

  it('sanitises pasted text: digits kept, leading zeros dropped, decimals limited, locale separator shown and "." stored', async () => {
    const seen: string[] = [];
    renderWithProviders(<Number decimals={2} sep="," seen={seen} />);
    const input = screen.getByLabelText('Amount');
    input.focus();
    fireEvent.paste(input, { clipboardData: { getData: () => ' 0012,3456 EUR' } });
    expect(input).toHaveValue('12,34');
    expect(seen.at(-1)).toBe('12.34');
  });

  it('strips everything but digits and dots from an IP address, typed or pasted', async () => {
    const seen: string[] = [];
    renderWithProviders(<Ip seen={seen} />);
    const input = screen.getByLabelText('Address');
    await userEvent.type(input, '10.0.x0.1/24');
    expect(input).toHaveValue('10.0.0.124');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('IP: 192.168.1.20 ');
    expect(input).toHaveValue('192.168.1.20');
  });
});
