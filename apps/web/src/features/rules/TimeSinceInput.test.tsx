import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseTimeSince } from '@outpost/rules';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderTickets } from '../../test/render.tsx';
import { TimeSinceInput } from './TimeSinceInput.tsx';
import './rules.strings.ts';

function Field() {
  const [value, setValue] = useState('');
  const problem = parseTimeSince(value).problems.find((p) => p.path === 'hours');
  return (
    <>
      <TimeSinceInput value={value} onChange={setValue} hoursError={value === '' ? undefined : problem?.message} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('the time-since Hours field (issue 23 item 13)', () => {
  it.each(['1.5', '1e3', '-2'])('keeps %s as typed and answers it with the spec message, never another number', async (typed) => {
    const user = userEvent.setup();
    await renderTickets(<Field />);
    await user.type(screen.getByRole('textbox', { name: 'Hours' }), typed);
    expect(screen.getByRole('textbox', { name: 'Hours' })).toHaveValue(typed);
    expect(screen.getByTestId('value')).toHaveTextContent(`${typed}:0`);
    expect(screen.getByText('Value must be an integer between 0 and 99999')).toBeInTheDocument();
  });

  it('takes whole hours', async () => {
    const user = userEvent.setup();
    await renderTickets(<Field />);
    await user.type(screen.getByRole('textbox', { name: 'Hours' }), '48');
    expect(screen.getByTestId('value')).toHaveTextContent('48:0');
    expect(screen.queryByText(/Value must be/)).not.toBeInTheDocument();
  });
});
