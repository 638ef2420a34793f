import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TICKETING_CONFIG, type TicketingConfig, type TicketingConfigInput } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOption, mockApi, mockRoute, refuse, renderTickets } from '../../../test/render.tsx';
import { ConfigurationPanel } from './ConfigurationPanel.tsx';

const stored: TicketingConfig = { ...DEFAULT_TICKETING_CONFIG, fromEmailDomain: 'help.example.com', updatedAt: null };

function answerConfig(
  put: (body: TicketingConfigInput) => TicketingConfig | Response = (body) => ({ ...DEFAULT_TICKETING_CONFIG, ...body, updatedAt: '2026-03-01T10:00:00Z' }),
) {
  return mockApi([mockRoute('get', '/api/ticketing/config', () => stored), mockRoute('put', '/api/ticketing/config', (_url, body) => put(body))]);
}

const putBody = (calls: ReturnType<typeof answerConfig>) => calls.find((c) => c.method === 'PUT')?.body as TicketingConfig | undefined;

describe('Ticketing configuration (spec 002 §3.7, §9)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves the timer settings over the rest of the stored configuration', async () => {
    const calls = answerConfig();
    const user = userEvent.setup();
    await renderTickets(<ConfigurationPanel />);
    await user.click(await screen.findByRole('switch', { name: /^Allow several timers to run at once/ }));
    await user.click(screen.getByRole('combobox', { name: 'Round stopped timers up to' }));
    await user.click(await findOption('15 minute(s)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ticketing configuration saved')).toBeInTheDocument();
    const body = putBody(calls)!;
    expect(body.timer).toEqual({ ...stored.timer, allowMultipleRunning: true, roundUpMinutes: 15 });
    // The other parts go back as they were: the server replaces the whole record.
    expect(body).toMatchObject({
      fromEmailDomain: 'help.example.com',
      attachments: stored.attachments,
      businessHours: stored.businessHours,
      notifications: stored.notifications,
    });
    expect(body).not.toHaveProperty('updatedAt');
  });

  it('saves attachment settings (canAttachFiles, requireAuthToView)', async () => {
    const calls = answerConfig();
    const user = userEvent.setup();
    await renderTickets(<ConfigurationPanel />);
    await user.click(await screen.findByRole('tab', { name: 'Attachments' }));
    await user.click(await screen.findByRole('switch', { name: /^Require sign-in to view attachments/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(putBody(calls)?.attachments).toEqual({ canAttachFiles: true, requireAuthToView: false }));
  });

  it('starts at 24/7 business hours and saves hours per weekday in a time zone', async () => {
    const calls = answerConfig();
    const user = userEvent.setup();
    await renderTickets(<ConfigurationPanel />);
    await user.click(await screen.findByRole('tab', { name: 'Business hours' }));
    expect(await screen.findByRole('radio', { name: '24/7' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Monday' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Set hours per day' }));
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.change(screen.getByLabelText('Closes at Friday'), { target: { value: '15:30' } });
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await user.clear(zone);
    await user.type(zone, 'Europe/Ber');
    await user.click(await findOption('Europe/Berlin'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(putBody(calls)?.businessHours.twentyFourSeven).toBe(false));
    const hours = putBody(calls)!.businessHours;
    expect(hours.timeZone).toBe('Europe/Berlin');
    expect(hours.days.FRIDAY).toEqual({ enabled: true, start: '09:00', end: '15:30' });
    expect(hours.days.SATURDAY.enabled).toBe(true);
  });

  it('refuses a day that closes before it opens, on that day', async () => {
    const calls = answerConfig();
    const user = userEvent.setup();
    await renderTickets(<ConfigurationPanel />);
    await user.click(await screen.findByRole('tab', { name: 'Business hours' }));
    await user.click(await screen.findByRole('radio', { name: 'Set hours per day' }));
    fireEvent.change(screen.getByLabelText('Closes at Monday'), { target: { value: '08:00' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('End must be after start')).toBeInTheDocument();
    expect(screen.getByLabelText('Closes at Monday')).toHaveAccessibleDescription('End must be after start');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("shows the server's refusal in words", async () => {
    answerConfig(() => refuse(403, 'Only administrators can change the service-desk settings'));
    const user = userEvent.setup();
    await renderTickets(<ConfigurationPanel />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators can change the service-desk settings');
  });

  it('shows the load failure with a retry', async () => {
    mockApi([mockRoute('get', '/api/ticketing/config', () => refuse(500, 'The database is not reachable'))]);
    await renderTickets(<ConfigurationPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not reachable');
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
