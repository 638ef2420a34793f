import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOption, mockApi, mockRoute, refuse, renderTickets } from '../../test/render.tsx';
import { TagPicker } from './TagPicker.tsx';

function Tags({ initial }: { initial: string[] }) {
  const [tags, setTags] = useState(initial);
  return <TagPicker value={tags} onChange={setTags} />;
}

describe('the tag picker (spec 002 §5.1, §7, §8.2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("says 'Error while fetching tags' when the tags cannot be fetched", async () => {
    mockApi([mockRoute('get', '/api/ticketing/tags', () => refuse(500, 'boom'))]);
    const user = userEvent.setup();
    await renderTickets(<Tags initial={[]} />);
    await user.click(screen.getByRole('combobox', { name: 'Tags' }));
    expect(await screen.findByText('Error while fetching tags', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it("refuses a tag chosen twice, whatever its case, with 'Tag is already selected'", async () => {
    mockApi([mockRoute('get', '/api/ticketing/tags', () => [{ id: 1, name: 'Printer' }])]);
    const user = userEvent.setup();
    await renderTickets(<Tags initial={['printer']} />);
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'Prin');
    await user.click(await findOption(/^Printer/));
    expect(await screen.findByText('Tag is already selected')).toBeInTheDocument();
  });
});
