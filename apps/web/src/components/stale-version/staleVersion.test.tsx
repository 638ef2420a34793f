import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staleVersionMessage } from '@outpost/contracts';
import { ApiError } from '../../api/client.ts';
import { renderWithProviders } from '../test-utils.tsx';
import { rebaseEdits } from './rebaseEdits.ts';
import { StaleVersionNotice } from './StaleVersionNotice.tsx';
import { useStaleVersion } from './useStaleVersion.ts';

interface Note {
  title: string;
  body: string;
  version: number;
}

/**
 * A record store that behaves as the server does: a save names the version it was edited from
 * and is refused (409 STALE_VERSION) when that is no longer the stored one.
 */
function store(initial: Note) {
  let stored = { ...initial };
  return {
    get current() {
      return stored;
    },
    /** Someone else's save. */
    saveElsewhere(change: Partial<Note>) {
      stored = { ...stored, ...change, version: stored.version + 1 };
    },
    async save(note: Note): Promise<Note> {
      if (note.version !== stored.version) throw new ApiError(409, 'STALE_VERSION', staleVersionMessage('article'));
      stored = { ...note, version: note.version + 1 };
      return stored;
    },
    failReload: false,
    async load(): Promise<Note> {
      if (this.failReload) throw new ApiError(0, 'NETWORK_ERROR', 'Cannot reach the server.');
      return stored;
    },
  };
}

/** The smallest editor: loaded values, the user's draft, a Save button and the shared notice. */
function Editor({ server }: { server: ReturnType<typeof store> }) {
  const [base, setBase] = useState<Note>(server.current);
  const [draft, setDraft] = useState<Note>(server.current);
  const [error, setError] = useState<string | null>(null);
  const stale = useStaleVersion<Note>({
    reload: () => server.load(),
    reapply: (latest) => {
      setDraft(rebaseEdits(base, draft, latest));
      setBase(latest);
    },
    discard: (latest) => {
      setBase(latest);
      setDraft(latest);
    },
  });
  const save = async () => {
    try {
      const saved = await server.save(draft);
      setBase(saved);
      setDraft(saved);
      setError(null);
    } catch (e) {
      if (!stale.catchStale(e)) setError((e as Error).message);
    }
  };
  return (
    <div>
      <StaleVersionNotice state={stale.state} />
      <label>
        Title
        <input value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })} />
      </label>
      <label>
        Body
        <input value={draft.body} onChange={(e) => setDraft({ ...draft, body: e.currentTarget.value })} />
      </label>
      <button onClick={() => void save()}>Save</button>
      {error && <p>{error}</p>}
    </div>
  );
}

const message = staleVersionMessage('article');

describe('a save refused for its outdated version', () => {
  it('keeps what the user typed and shows the notice with both choices, focused', async () => {
    const user = userEvent.setup();
    const server = store({ title: 'Backups', body: 'Old text', version: 1 });
    renderWithProviders(<Editor server={server} />);
    await user.type(screen.getByLabelText('Body'), ' and more');
    server.saveElsewhere({ title: 'Backups and restores' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(message);
    expect(notice).toHaveTextContent('Your changes have not been saved and are still here.');
    expect(notice).toHaveFocus();
    expect(screen.getByLabelText('Body')).toHaveValue('Old text and more');
    expect(screen.getByRole('button', { name: 'Reload and re-apply' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard my changes' })).toBeInTheDocument();
    expect(server.current).toEqual({ title: 'Backups and restores', body: 'Old text', version: 2 });
  });

  it('"Reload and re-apply" puts the edits on the newer record, and the next save keeps both changes', async () => {
    const user = userEvent.setup();
    const server = store({ title: 'Backups', body: 'Old text', version: 1 });
    renderWithProviders(<Editor server={server} />);
    await user.type(screen.getByLabelText('Body'), ' and more');
    server.saveElsewhere({ title: 'Backups and restores' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Reload and re-apply' }));

    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByLabelText('Title')).toHaveValue('Backups and restores');
    expect(screen.getByLabelText('Body')).toHaveValue('Old text and more');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.current).toEqual({ title: 'Backups and restores', body: 'Old text and more', version: 3 }));
  });

  it('"Discard my changes" shows the newer record and drops the edits', async () => {
    const user = userEvent.setup();
    const server = store({ title: 'Backups', body: 'Old text', version: 1 });
    renderWithProviders(<Editor server={server} />);
    await user.type(screen.getByLabelText('Body'), ' and more');
    server.saveElsewhere({ title: 'Backups and restores', body: 'Their text' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Discard my changes' }));

    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByLabelText('Title')).toHaveValue('Backups and restores');
    expect(screen.getByLabelText('Body')).toHaveValue('Their text');
  });

  it('keeps the notice and the edits when the reload fails, and says why', async () => {
    const user = userEvent.setup();
    const server = store({ title: 'Backups', body: 'Old text', version: 1 });
    renderWithProviders(<Editor server={server} />);
    await user.type(screen.getByLabelText('Body'), '!');
    server.saveElsewhere({ title: 'Theirs' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    server.failReload = true;
    await user.click(await screen.findByRole('button', { name: 'Reload and re-apply' }));

    expect(await screen.findByText('Reloading failed: Cannot reach the server.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Body')).toHaveValue('Old text!');
    server.failReload = false;
    await user.click(screen.getByRole('button', { name: 'Reload and re-apply' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByLabelText('Title')).toHaveValue('Theirs');
  });

  it('leaves other refusals to the editor (a 409 of another kind shows no notice)', async () => {
    const user = userEvent.setup();
    const server = store({ title: 'Backups', body: 'Old text', version: 1 });
    server.save = () => Promise.reject(new ApiError(409, 'CONFLICT', 'A name like this exists'));
    renderWithProviders(<Editor server={server} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A name like this exists')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('rebaseEdits', () => {
  it('keeps the fields the user changed and takes every other field from the newer record', () => {
    const base = { a: 1, b: [1], c: { x: 1 } };
    const draft = { a: 2, b: [1], c: { x: 1 } };
    expect(rebaseEdits(base, draft, { a: 5, b: [2], c: { x: 3 } })).toEqual({ a: 2, b: [2], c: { x: 3 } });
    expect(rebaseEdits(base, base, { a: 5, b: [2], c: { x: 3 } })).toEqual({ a: 5, b: [2], c: { x: 3 } });
  });
});
