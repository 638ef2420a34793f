import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CountryCode } from 'libphonenumber-js';
import { renderWithProviders } from '../test-utils.tsx';
import { PhoneInput } from './PhoneInput.tsx';
import { flagBadgeSvg } from './flags.ts';
import { DateInput, DateRangeInput } from './DateTextInput.tsx';
import { validateDateText } from './dateText.ts';
import { Stepper } from './Stepper.tsx';
import { VerticalTabs, TAB_ERROR_HIGHLIGHT_MS } from './VerticalTabs.tsx';
import { TabbedModal } from './TabbedModal.tsx';
import { ColorPickerPopover, COLOR_PRESETS, DEFAULT_COLOR } from './ColorPickerPopover.tsx';

describe('PhoneInput', () => {
  function Harness({ onCountry }: { onCountry?: (c: CountryCode) => void }) {
    const [v, setV] = useState('');
    return <PhoneInput label="Phone" value={v} onChange={setV} onCountryChange={onCountry} />;
  }

  it('defaults to US with the spec placeholder and a locally drawn flag', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByPlaceholderText('Enter phone number')).toBeInTheDocument();
    // The spoken name holds the visible calling code (axe: label-content-name-mismatch).
    expect(screen.getByRole('button', { name: 'Country +1' })).toHaveAttribute('data-country', 'US');
    // The country's mark is its code in a local SVG, not a flag emoji that needs an emoji font.
    const button = screen.getByRole('button', { name: /^Country/ });
    expect(button).toHaveTextContent(/^\+1$/);
    expect(button.querySelector('img')).toHaveAttribute('src', flagBadgeSvg('US'));
    expect(decodeURIComponent(button.querySelector('img')!.getAttribute('src')!)).toContain('>US</text>');
    expect(document.querySelector('img[src^="http"]')).toBeNull();
  });

  it('says "Invalid phone number" when the number is not valid for the country', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(input, '12345');
    await user.tab();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '(201) 555-0123');
    await user.tab();
    expect(screen.queryByText('Invalid phone number')).toBeNull();
  });

  it('clears the number when the country changes', async () => {
    const user = userEvent.setup();
    const onCountry = vi.fn();
    renderWithProviders(<Harness onCountry={onCountry} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(input, '2015550123');
    await user.click(screen.getByRole('button', { name: /^Country/ }));
    await user.type(await screen.findByRole('textbox', { name: 'Country', hidden: true }), 'germany');
    await user.click(screen.getByRole('menuitem', { name: /Germany/, hidden: true }));
    expect(onCountry).toHaveBeenCalledWith('DE');
    expect(input).toHaveValue('');
  });
});

describe('date inputs', () => {
  it('validates format, required and impossible dates', () => {
    expect(validateDateText('', false, true).error).toBe('required');
    expect(validateDateText('1/2/2024', false, false).error).toBe('format');
    expect(validateDateText('02/31/2024', false, false).error).toBe('parse');
    expect(validateDateText('02.28.2024', false, false)).toEqual({ value: '2024-02-28', error: null });
    expect(validateDateText('01/01/2024 - 02/01/2024', true, false)).toEqual({ value: ['2024-01-01', '2024-02-01'], error: null });
    expect(validateDateText('01/01/2024 - 02/01', true, false).error).toBe('format');
  });

  it('single mode accepts only digits, "/" and ".", at most 10 characters', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<DateInput label="When" value={null} onChange={onChange} required />);
    const input = screen.getByRole('textbox', { name: 'When' });
    expect(input).toHaveAttribute('maxLength', '10');
    await user.type(input, '12a/31-/2024 ');
    expect(input).toHaveValue('12/31/2024');
    await user.tab();
    expect(onChange).toHaveBeenCalledWith('2024-12-31');
    await user.clear(input);
    await user.tab();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
  });

  it('range mode also accepts space and "-", at most 23 characters', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<DateRangeInput label="Range" value={[null, null]} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Range' });
    expect(input).toHaveAttribute('maxLength', '23');
    await user.type(input, '01/01/2024 - 02/30/2024');
    await user.tab();
    expect(screen.getByText('This date does not exist')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('Stepper', () => {
  function Harness(props: { min?: number; max?: number; precision?: number; allowNegative?: boolean }) {
    const [v, setV] = useState(props.min ?? 1);
    return <Stepper label="Count" value={v} onChange={setV} {...props} />;
  }

  it('defaults to min 1 and step 1, clamping and explaining the bounds', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness max={3} />);
    const input = screen.getByRole('textbox', { name: 'Count' });
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    expect(input).toHaveValue('3');
    await user.clear(input);
    await user.type(input, '9');
    await user.tab();
    expect(input).toHaveValue('3');
    expect(screen.getByText('3 is the maximum')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveValue('1');
    expect(screen.getByText('1 is the minimum')).toBeInTheDocument();
  });

  it('blocks "+", "e" and "-" unless negatives are allowed, and extra decimals', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Harness precision={1} />);
    const input = screen.getByRole('textbox', { name: 'Count' });
    await user.clear(input);
    await user.type(input, '+e-2.55');
    expect(input).toHaveValue('2.5');
    unmount();
    renderWithProviders(<Harness min={-5} allowNegative />);
    const neg = screen.getByRole('textbox', { name: 'Count' });
    await user.clear(neg);
    await user.type(neg, '-3');
    await user.tab();
    expect(neg).toHaveValue('-3');
  });

  it('restores the previous value on blur when left empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Count' });
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue('1');
  });
});

describe('VerticalTabs and TabbedModal', () => {
  it('shows one panel per tab and marks required and errored tabs; the error highlight lasts 5 s', () => {
    vi.useFakeTimers();
    try {
      const tabs = [
        { id: 'a', label: 'General', required: true, renderer: () => <p>General panel</p> },
        { id: 'b', label: 'Advanced', hasError: true, renderer: () => <p>Advanced panel</p> },
      ];
      renderWithProviders(<VerticalTabs tabs={tabs} />);
      expect(screen.getByText('General panel')).toBeVisible();
      expect(screen.getByRole('tab', { name: /General/ })).toHaveTextContent('General*');
      const advanced = screen.getByRole('tab', { name: /Advanced/ });
      expect(advanced).toHaveAttribute('data-error');
      expect(advanced).toHaveAttribute('data-highlight');
      act(() => {
        vi.advanceTimersByTime(TAB_ERROR_HIGHLIGHT_MS - 10);
      });
      expect(advanced).toHaveAttribute('data-highlight');
      act(() => {
        vi.advanceTimersByTime(20);
      });
      expect(advanced).not.toHaveAttribute('data-highlight');
      expect(advanced).toHaveAttribute('data-error');
    } finally {
      vi.useRealTimers();
    }
  });

  it('tabbed modal submits with "Submit", shows tab errors, and closes when there are none', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onSubmit = vi.fn<() => string[]>().mockReturnValueOnce(['b']).mockReturnValueOnce([]);
    const tabs = [
      { id: 'a', label: 'One', renderer: () => <p>one</p> },
      { id: 'b', label: 'Two', renderer: () => <p>two</p> },
    ];
    renderWithProviders(<TabbedModal opened onClose={onClose} title="Edit" tabs={tabs} onSubmit={onSubmit} />);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Two/ })).toHaveAttribute('data-error'));
    expect(screen.getByRole('tab', { name: /Two/ })).toHaveAttribute('aria-selected', 'true');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('ColorPickerPopover', () => {
  it('defaults to #121212, offers 15 presets and takes a hex value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    expect(COLOR_PRESETS).toHaveLength(15);
    renderWithProviders(<ColorPickerPopover onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Pick colour' }));
    const hex = await screen.findByRole('textbox', { name: 'Hex', hidden: true });
    expect(hex).toHaveValue(DEFAULT_COLOR);
    expect(document.querySelectorAll('.mantine-ColorPicker-swatch')).toHaveLength(15);
    fireEvent.change(hex, { target: { value: '#ff0000' } });
    expect(onChange).toHaveBeenCalledWith('#ff0000');
    fireEvent.change(hex, { target: { value: '#zz' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
