import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { technicianUser } from '../../test/fixtures.ts';
import { mockApi, mockRoute, renderTickets, SessionGate } from '../../test/render.tsx';
import { AdminPage } from './AdminPage.tsx';

const technician = technicianUser;

describe('Administration for a technician (issue 23 item 15)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says "You do not have access", not that the page does not exist', async () => {
    mockApi([mockRoute('get', '/api/auth/me', () => ({ user: technician, csrfToken: 'csrf' }))]);
    await renderTickets(
      <SessionGate>
        <AdminPage />
      </SessionGate>,
      { path: '/admin', url: '/admin?section=serviceDesk' },
    );
    expect(await screen.findByRole('alert', { name: 'You do not have access' })).toBeInTheDocument();
    expect(screen.queryByText('This page does not exist.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeInTheDocument();
  });
});
