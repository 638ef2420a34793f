import '../help.strings.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouter } from '@tanstack/react-router';
import { HELP_MESSAGES } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, refuse, renderTickets } from '../../../test/render.tsx';
import { context, hit, page } from '../test/fixtures.ts';
import { HelpButton } from './HelpButton.tsx';
// Loaded up front, so the button's lazy import of the panel resolves at once.
import './HelpPanel.tsx';

function Go() {
  const router = useRouter();
  return (
    <>
      <button type="button" onClick={() => router.history.push('/devices')}>
        go to devices
      </button>
      <button type="button" onClick={() => router.history.push('/tickets/new')}>
        go to new ticket
      </button>
    </>
  );
}

const restoreHit = hit(6, 'Restoring files and folders from a backup', 'How to <em>restore</em> files <script>x</script>');

function api(extra: Parameters<typeof mockApi>[0] = [], contextExtra = {}) {
  return mockApi([
    ...extra,
    mockRoute('get', '/api/help/context', () => context(contextExtra)),
    mockRoute('get', '/api/help/articles/suggested', () => ({ results: [hit(1, 'Enrolling a device with the Outpost agent')] })),
    mockRoute('get', '/api/help/articles/search', (url) => page(url.searchParams.get('query') === 'restore' ? [restoreHit] : [])),
  ]);
}

const openPanel = async (u: ReturnType<typeof userEvent.setup>) => {
  await u.click(await screen.findByRole('button', { name: 'Help' }));
  return screen.findByRole('dialog', { name: 'Help' });
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('help panel', () => {
  it('opens a 420 px side panel with suggested articles, resources, branding links and the ticket button', async () => {
    const calls = api();
    const u = userEvent.setup();
    await renderTickets(<HelpButton />, { path: '/devices/$id', url: '/devices/3' });
    const panel = await openPanel(u);
    expect(await within(panel).findByText('Enrolling a device with the Outpost agent')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/help/articles/suggested')?.url.searchParams.get('route')).toBe('/devices/$id');
    expect(within(panel).getByRole('link', { name: /Help centre/ })).toHaveAttribute('href', '/help');
    expect(within(panel).getByRole('button', { name: /Academy/ })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Status page/ })).toHaveAttribute('href', 'https://status.example.test');
    expect(within(panel).getByRole('button', { name: 'Submit Help ticket' })).toBeInTheDocument();
    // 420 px (26.25rem at Mantine's scale 1).
    expect(document.querySelector('.mantine-Drawer-root')?.getAttribute('style')).toContain('--drawer-size: calc(26.25rem');
  });

  it('hides what branding switches off, and shows no button when the help menu is off', async () => {
    api([], { academyEnabled: false, submitTicketEnabled: false, externalLinks: [] });
    const u = userEvent.setup();
    const { unmount } = await renderTickets(<HelpButton />);
    const panel = await openPanel(u);
    expect(within(panel).queryByRole('button', { name: /Academy/ })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Submit Help ticket' })).not.toBeInTheDocument();
    expect(within(panel).queryByText('More help')).not.toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();
    api([], { helpMenuEnabled: false });
    await renderTickets(<HelpButton />);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Help' })).not.toBeInTheDocument());
  });

  it('searches 2 s after typing stops, shows marked snippets without foreign markup, and Back returns', async () => {
    const calls = api();
    const u = userEvent.setup();
    await renderTickets(<HelpButton />);
    const panel = await openPanel(u);
    await u.type(within(panel).getByRole('textbox', { name: 'Search help articles' }), 'restore');
    expect(calls.some((c) => c.url.pathname === '/api/help/articles/search')).toBe(false);
    const result = await within(panel).findByText('Restoring files and folders from a backup', {}, { timeout: 4000 });
    expect(calls.filter((c) => c.url.pathname === '/api/help/articles/search')).toHaveLength(1);
    const item = result.closest('a')!;
    expect(item).toHaveAttribute('href', '/help/articles/6');
    expect(item.querySelector('mark')).toHaveTextContent('restore');
    expect(item.querySelector('script')).toBeNull();
    expect(item).not.toHaveTextContent('x');
    await u.click(within(panel).getByRole('button', { name: 'Back' }));
    expect(within(panel).getByText('Suggested help articles')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Search help articles' })).toHaveValue('');
  });

  it('returns to the previous view when the search is cleared, and says when nothing is found', async () => {
    api();
    const u = userEvent.setup();
    await renderTickets(<HelpButton />);
    const panel = await openPanel(u);
    const box = within(panel).getByRole('textbox', { name: 'Search help articles' });
    await u.type(box, 'zzz');
    expect(await within(panel).findByText(HELP_MESSAGES.noArticles, {}, { timeout: 4000 })).toBeInTheDocument();
    await u.clear(box);
    expect(within(panel).getByText('Suggested help articles')).toBeInTheDocument();
  });

  it('shows the spec’s two lines when the search fails', async () => {
    api([mockRoute('get', '/api/help/articles/search', () => refuse(502, 'down'))]);
    const u = userEvent.setup();
    await renderTickets(<HelpButton />);
    const panel = await openPanel(u);
    await u.type(within(panel).getByRole('textbox', { name: 'Search help articles' }), 'restore');
    expect(await within(panel).findByText(HELP_MESSAGES.searchFailed, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(panel).getByText(HELP_MESSAGES.searchRetry)).toBeInTheDocument();
  });

  it('closes on Escape and opens again at the default view', async () => {
    api();
    const u = userEvent.setup();
    await renderTickets(<HelpButton />);
    let panel = await openPanel(u);
    await u.click(within(panel).getByRole('button', { name: 'Submit Help ticket' }));
    expect(await within(panel).findByRole('form', { name: 'Submit Help ticket' })).toBeInTheDocument();
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help' })).not.toBeInTheDocument());
    panel = await openPanel(u);
    expect(within(panel).queryByRole('form', { name: 'Submit Help ticket' })).not.toBeInTheDocument();
    expect(within(panel).getByText('Suggested help articles')).toBeInTheDocument();
  });

  it('keeps the panel and its form when Escape closes the attachment preview above it', async () => {
    api([
      mockRoute('post', '/api/help/uploads', () => ({ token: 'token-1-abcdefghijklmnop', fileName: 'log.txt', contentType: 'text/plain', size: 7 })),
      mockRoute('get', '/api/help/uploads/{token}/signed-url', () => ({ signedUrl: '/api/uploads/cid' })),
      mockRoute('get', '/api/help/cc-candidates', () => []),
    ]);
    const u = userEvent.setup();
    await renderTickets(<HelpButton />);
    const panel = await openPanel(u);
    await u.click(within(panel).getByRole('button', { name: 'Submit Help ticket' }));
    await u.upload(within(panel).getByTestId('help-attachment-input'), new File(['content'], 'log.txt', { type: 'text/plain' }));
    await u.click(await within(panel).findByRole('button', { name: 'Preview log.txt' }));
    await waitFor(() => expect(document.querySelector('.mantine-Modal-content')).not.toBeNull());
    await u.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: /^Help$/ })).toBeInTheDocument();
    expect(within(panel).getByRole('form', { name: 'Submit Help ticket' })).toBeInTheDocument();
  });

  it('closes when an editor page opens, not when another screen does', async () => {
    api();
    const u = userEvent.setup();
    await renderTickets(
      <>
        <HelpButton />
        <Go />
      </>,
    );
    await openPanel(u);
    await u.click(screen.getByRole('button', { name: 'go to devices' }));
    expect(screen.getByRole('dialog', { name: 'Help' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'go to new ticket' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help' })).not.toBeInTheDocument());
  });

  it('hides the intro tooltip for good, and says so when that cannot be saved', async () => {
    const calls = api([mockRoute('patch', '/api/appuser/hide-help-tooltip', () => new Response(null, { status: 204 }))]);
    const u = userEvent.setup();
    const { unmount } = await renderTickets(<HelpButton />);
    const tooltip = await screen.findByRole('dialog', { name: 'Help is here', hidden: true });
    await u.click(within(tooltip).getByRole('button', { name: "Don't show again", hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help is here', hidden: true })).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'PATCH' && c.url.pathname === '/api/appuser/hide-help-tooltip')).toBe(true);
    unmount();
    vi.restoreAllMocks();
    api([mockRoute('patch', '/api/appuser/hide-help-tooltip', () => refuse(500, 'no'))]);
    await renderTickets(<HelpButton />);
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Help is here', hidden: true })).getByRole('button', { name: "Don't show again", hidden: true }),
    );
    expect(await screen.findByText(HELP_MESSAGES.tooltipSaveFailed)).toBeInTheDocument();
  });

  it('does not show the tooltip to a user who hid it', async () => {
    api([], { tooltipHidden: true });
    await renderTickets(<HelpButton />);
    await screen.findByRole('button', { name: 'Help' });
    expect(screen.queryByRole('dialog', { name: 'Help is here', hidden: true })).not.toBeInTheDocument();
  });
});
