import type { Script, ScriptRun, SessionUser } from '@outpost/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, renderTickets, SessionGate } from '../../test/render.tsx';
import { RunScriptDialog } from './RunScriptDialog.tsx';

const runner: SessionUser = { id: 2, email: 'r@example.test', name: 'Rita Runner', role: 'TECHNICIAN', technicianRoleId: 3, permissions: ['canRunScripts'] };

const script: Script = {
  id: 5,
  uid: 'u5',
  name: 'Ping a host',
  description: '',
  language: 'bash',
  operatingSystems: ['LINUX'],
  categories: [],
  runAs: 'SYSTEM',
  defaultTimeoutSeconds: 60,
  organizationId: null,
  organizationName: null,
  builtIn: false,
  version: 3,
  updatedAt: '2026-11-27T10:00:00.000Z',
  body: 'ping -c "$COUNT" "$HOST"',
  bodySha256: 'a'.repeat(64),
  variables: [
    { name: 'Host', calculatedName: 'HOST', type: 'IPADDRESS', description: '', required: true, valueList: [], secret: false },
    { name: 'Count', calculatedName: 'COUNT', type: 'INTEGER', description: '', required: true, valueList: [], secret: false },
    { name: 'Mode', calculatedName: 'MODE', type: 'DROPDOWN', description: '', required: true, valueList: ['quick', 'thorough'], secret: false },
  ],
};

const run: ScriptRun = {
  id: 9,
  scriptId: 5,
  scriptName: 'Ping a host',
  version: 3,
  runAs: 'LOGGED_ON_USER',
  timeoutSeconds: 60,
  requestedByName: 'Rita Runner',
  createdAt: '',
  expiresAt: '',
  deviceCount: 3,
  organizationCount: 2,
  counts: { QUEUED: 2, OFFLINE_WAITING: 1 },
};

describe('the parameter modal and run confirmation', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks values with the shared validator, sanitises the §5 inputs, confirms the reach and starts the run', async () => {
    const calls = mockApi([
      mockRoute('get', '/api/auth/me', () => ({ user: runner, csrfToken: 'csrf' })),
      mockRoute('get', '/api/scripts/{id}', () => script),
      mockRoute('post', '/api/scripts/{id}/runs/reach', () => ({ deviceCount: 3, organizationCount: 2, offlineCount: 1 })),
      mockRoute('post', '/api/scripts/{id}/runs', () => run),
    ]);
    const { navigations } = await renderTickets(
      <SessionGate>
        <RunScriptDialog scriptId={5} target={{ kind: 'DEVICES', deviceIds: [1, 2, 3] }} onClose={() => undefined} />
      </SessionGate>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Required')).toHaveLength(3);

    await userEvent.type(screen.getByLabelText(/^Host/), '10.0.0.x5');
    expect(screen.getByLabelText(/^Host/)).toHaveValue('10.0.0.5');
    await userEvent.type(screen.getByLabelText(/^Count/), '0e4+');
    expect(screen.getByLabelText(/^Count/)).toHaveValue('4');
    await userEvent.click(screen.getAllByLabelText(/^Mode/)[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'thorough', hidden: true }));
    // Without the system-account permission the run is as the logged-on user.
    expect(screen.getAllByLabelText('Run as')[0]).toHaveValue('Logged-on user');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Run on 3 devices in 2 organization(s)?')).toBeInTheDocument();
    expect(screen.getByText(/1 of them is offline/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));

    await waitFor(() => expect(navigations.at(-1)).toBe('/script-runs/9'));
    const started = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/scripts/5/runs')!;
    expect(started.body).toMatchObject({
      version: 3,
      runAs: 'LOGGED_ON_USER',
      values: { HOST: '10.0.0.5', COUNT: '4', MODE: 'thorough' },
      target: { kind: 'DEVICES', deviceIds: [1, 2, 3] },
    });
  });
});
