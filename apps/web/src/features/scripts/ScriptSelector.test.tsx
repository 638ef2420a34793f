import type { Script, ScriptSummary, SessionUser } from '@outpost/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, renderTickets, SessionGate } from '../../test/render.tsx';
import { ScriptSelector, type ScriptChoice } from './index.ts';

const runner: SessionUser = { id: 2, email: 'r@example.test', name: 'Rita Runner', role: 'TECHNICIAN', technicianRoleId: 3, permissions: ['canRunScripts'] };

const summary = (id: number, name: string, extra: Partial<ScriptSummary> = {}): ScriptSummary => ({
  id,
  uid: `u${id}`,
  name,
  description: '',
  language: 'bash',
  operatingSystems: ['LINUX'],
  categories: [],
  runAs: 'SYSTEM',
  defaultTimeoutSeconds: 60,
  organizationId: null,
  organizationName: null,
  builtIn: false,
  version: 4,
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...extra,
});
const cleanup = summary(7, 'Clear temp files', { categories: [{ id: 3, name: 'Maintenance' }] });
const ping: Script = {
  ...summary(8, 'Ping a host', { categories: [{ id: 4, name: 'Network' }] }),
  body: 'ping -c 1 "$HOST"',
  bodySha256: 'b'.repeat(64),
  variables: [
    { name: 'Host', calculatedName: 'HOST', type: 'IPADDRESS', description: '', required: true, valueList: [], secret: false },
    { name: 'Mode', calculatedName: 'MODE', type: 'DROPDOWN', description: '', required: true, valueList: ['quick', 'thorough'], secret: false },
  ],
};
const windowsOnly = summary(9, 'Restart spooler', { language: 'powershell', operatingSystems: ['WINDOWS'] });

function Harness({ onChoice }: { onChoice: (c: ScriptChoice | null) => void }) {
  const [value, setValue] = useState<ScriptChoice | null>(null);
  return (
    <ScriptSelector
      value={value}
      operatingSystem="LINUX"
      onChange={(c) => {
        setValue(c);
        onChoice(c);
      }}
    />
  );
}

describe('the script selector', () => {
  afterEach(() => vi.restoreAllMocks());

  it('searches, filters by category, offers only scripts for the OS, and keeps the version and the values from the parameter modal', async () => {
    const calls = mockApi([
      mockRoute('get', '/api/auth/me', () => ({ user: runner, csrfToken: 'csrf' })),
      mockRoute('get', '/api/script-categories', () => [
        { id: 3, name: 'Maintenance', scriptCount: 1 },
        { id: 4, name: 'Network', scriptCount: 1 },
      ]),
      mockRoute('get', '/api/scripts', (url) => {
        const text = url.searchParams.get('globalFilter') ?? '';
        const category = url.searchParams.get('filters');
        let rows = [cleanup, ping, windowsOnly].filter((s) => s.name.toLowerCase().includes(text.toLowerCase()));
        if (category) rows = rows.filter((s) => s.categories.some((c) => (JSON.parse(category) as { categoryId: number[] }).categoryId.includes(c.id)));
        return { data: rows, total: rows.length, pageIndex: 0, pageSize: 50, pageCount: 1 } as never;
      }),
      mockRoute('get', '/api/scripts/{id}', () => ping),
    ]);
    const choices: (ScriptChoice | null)[] = [];
    await renderTickets(
      <SessionGate>
        <Harness onChoice={(c) => choices.push(c)} />
      </SessionGate>,
    );
    // The Windows-only script is not offered for a Linux task.
    expect(await screen.findByRole('listitem', { name: 'Clear temp files' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Ping a host' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Restart spooler' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search scripts'), 'ping');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Clear temp files' })).not.toBeInTheDocument());
    await userEvent.clear(screen.getByLabelText('Search scripts'));
    await userEvent.click(screen.getAllByLabelText('Category')[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Network', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Clear temp files' })).not.toBeInTheDocument());
    expect(calls.some((c) => c.url.searchParams.get('filters') === JSON.stringify({ categoryId: [4] }))).toBe(true);

    // Choosing opens the parameter modal; the shared validator holds the choice back until the values are valid.
    await userEvent.click(screen.getByRole('listitem', { name: 'Ping a host' }));
    const use = await screen.findByRole('button', { name: 'Use this script' });
    await userEvent.click(use);
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(choices).toEqual([]);
    await userEvent.type(screen.getByLabelText(/^Host/), '192.168.x1.9');
    expect(screen.getByLabelText(/^Host/)).toHaveValue('192.168.1.9');
    await userEvent.click(screen.getAllByLabelText(/^Mode/)[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'quick', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Use this script' }));
    await waitFor(() => expect(choices.at(-1)).toEqual({ scriptId: 8, scriptName: 'Ping a host', version: 4, values: { HOST: '192.168.1.9', MODE: 'quick' } }));
    expect(screen.getByLabelText('Chosen script')).toHaveTextContent('Ping a host · Version 4');

    // Change values: the modal reopens with the kept values.
    await userEvent.click(screen.getByRole('button', { name: 'Change values' }));
    expect(await screen.findByLabelText(/^Host/)).toHaveValue('192.168.1.9');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(choices.at(-1)).toBeNull();
  });
});
