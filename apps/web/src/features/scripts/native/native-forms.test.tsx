import type { DefragSetting, EnabledSetting, SessionUser, WindowsServiceSetting } from '@outpost/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, renderTickets, SessionGate } from '../../../test/render.tsx';
import { EnabledSettingForm, VolumeSelectionForm, WindowsServiceForm } from '../index.ts';

const runner: SessionUser = { id: 2, email: 'r@example.test', name: 'Rita Runner', role: 'TECHNICIAN', technicianRoleId: 3, permissions: ['canRunScripts'] };

function ServiceHarness({ seen }: { seen: WindowsServiceSetting[] }) {
  const [value, setValue] = useState<WindowsServiceSetting>({ serviceName: '', displayName: '', start: true });
  return (
    <WindowsServiceForm
      nodeId={12}
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

describe('native script forms', () => {
  afterEach(() => vi.restoreAllMocks());

  it('Windows service: the list comes from the device, the name is checked on blur, start/stop is kept', async () => {
    const calls = mockApi([
      mockRoute('get', '/api/auth/me', () => ({ user: runner, csrfToken: 'csrf' })),
      mockRoute('get', '/api/webapp/winservice', () => ({
        resultCode: 'SUCCESS' as const,
        serviceManager: 'WINDOWS' as const,
        message: null,
        windowsServices: [
          { serviceName: 'Spooler', displayName: 'Print Spooler' },
          { serviceName: 'wuauserv', displayName: 'Windows Update' },
        ],
      })),
    ]);
    const seen: WindowsServiceSetting[] = [];
    await renderTickets(
      <SessionGate>
        <ServiceHarness seen={seen} />
      </SessionGate>,
    );
    const input = (await screen.findAllByLabelText(/^Windows service/))[0]!;
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/webapp/winservice' && c.url.searchParams.get('nodeId') === '12')).toBe(true));
    // Nothing typed: Required, on blur.
    await userEvent.click(input);
    await userEvent.tab();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    // Not a service of this device: Invalid.
    await userEvent.type(input, 'NoSuchService');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Invalid')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'spooler');
    await userEvent.tab();
    expect(screen.queryByText('Invalid')).not.toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ serviceName: 'spooler', displayName: 'Print Spooler', start: true });
    await userEvent.click(screen.getByText('Stop'));
    expect(seen.at(-1)).toMatchObject({ start: false });
  });

  it('Windows service: a failed list says "Windows Services could not load"; Linux lists systemd units as such', async () => {
    mockApi([
      mockRoute('get', '/api/auth/me', () => ({ user: runner, csrfToken: 'csrf' })),
      mockRoute('get', '/api/webapp/winservice', () => ({
        resultCode: 'FAILURE' as const,
        serviceManager: 'NONE' as const,
        message: 'The device is offline',
        windowsServices: [],
      })),
    ]);
    await renderTickets(
      <SessionGate>
        <ServiceHarness seen={[]} />
      </SessionGate>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Windows Services could not load');
    expect(screen.getByRole('alert')).toHaveTextContent('The device is offline');
    vi.restoreAllMocks();

    mockApi([
      mockRoute('get', '/api/auth/me', () => ({ user: runner, csrfToken: 'csrf' })),
      mockRoute('get', '/api/webapp/winservice', () => ({
        resultCode: 'SUCCESS' as const,
        serviceManager: 'SYSTEMD' as const,
        message: null,
        windowsServices: [{ serviceName: 'cron.service', displayName: 'Regular background program processing daemon' }],
      })),
    ]);
    await renderTickets(
      <SessionGate>
        <ServiceHarness seen={[]} />
      </SessionGate>,
    );
    expect((await screen.findAllByLabelText(/^systemd unit/))[0]).toBeInTheDocument();
    expect(screen.getByText('This device runs Linux: its services are systemd units.')).toBeInTheDocument();
  });

  it('volume selection: include/exclude need volumes, checked with the shared schema; other choices clear the list', async () => {
    const seen: DefragSetting[] = [];
    function Harness() {
      const [value, setValue] = useState<DefragSetting>({ volumeName: 'ALL', checkList: [] });
      return (
        <VolumeSelectionForm
          value={value}
          onChange={(v) => {
            seen.push(v);
            setValue(v);
          }}
        />
      );
    }
    mockApi([mockRoute('get', '/api/auth/me', () => ({ user: runner, csrfToken: 'csrf' }))]);
    await renderTickets(<Harness />);
    expect(screen.getByRole('radio', { name: 'All volumes' })).toBeChecked();
    expect(screen.queryAllByLabelText('Volumes to include')).toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: 'Only these volumes' }));
    const list = screen.getAllByLabelText('Volumes to include').find((el) => el.tagName === 'INPUT')!;
    // Leaving the list empty: Required.
    await userEvent.click(list);
    await userEvent.tab();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await userEvent.type(list, 'C:{Enter}');
    await userEvent.type(list, 'Q{Enter}');
    expect(await screen.findByText('Q: Invalid')).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ volumeName: 'INCLUDE', checkList: ['C:', 'Q'] });
    await userEvent.click(screen.getByRole('radio', { name: 'Boot and recovery volumes' }));
    expect(seen.at(-1)).toEqual({ volumeName: 'BOOT_AND_RECOVERY', checkList: [] });
  });

  it('enable/disable and turn on/off: the switch says what the setting does', async () => {
    const seen: EnabledSetting[] = [];
    function Harness({ kind }: { kind: 'MEDIA_STATE' | 'SYSTEM_RESTORE' }) {
      const [value, setValue] = useState<EnabledSetting>({ enabled: false });
      return (
        <EnabledSettingForm
          kind={kind}
          value={value}
          onChange={(v) => {
            seen.push(v);
            setValue(v);
          }}
        />
      );
    }
    mockApi([mockRoute('get', '/api/auth/me', () => ({ user: runner, csrfToken: 'csrf' }))]);
    await renderTickets(
      <>
        <Harness kind="MEDIA_STATE" />
        <Harness kind="SYSTEM_RESTORE" />
      </>,
    );
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByText('Off')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Removable media' }));
    expect(await screen.findByText('Enabled')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'System restore' }));
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(seen).toEqual([{ enabled: true }, { enabled: true }]);
  });
});
