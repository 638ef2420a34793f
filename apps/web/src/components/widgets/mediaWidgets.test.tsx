import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { renderWithProviders } from '../test-utils.tsx';
import { DateInput, DateRangeInput } from './DateTextInput.tsx';
import { defaultDateBounds, validateDateText } from './dateText.ts';
import { VideoPlayer } from './VideoPlayer.tsx';

// Behaviours first found in Chromium (e2e/tests/components/widgets-media.spec.ts), pinned here.

describe('date bounds', () => {
  it('the calendar reaches 50 years either way, and typed dates beyond are refused', () => {
    const bounds = defaultDateBounds(dayjs('2026-03-15'));
    expect(bounds).toEqual({ min: '1976-03-15', max: '2076-03-15' });
    expect(validateDateText('03/15/1976', false, false, bounds)).toEqual({ value: '1976-03-15', error: null });
    expect(validateDateText('03/14/1976', false, false, bounds).error).toBe('bounds');
    expect(validateDateText('03/16/2076', false, false, bounds).error).toBe('bounds');
    expect(validateDateText('01/01/2000 - 01/01/2080', true, false, bounds).error).toBe('bounds');
    // Without bounds (the pure parser), any real date passes.
    expect(validateDateText('01/01/1900', false, false).error).toBeNull();
  });

  it('shows the bounds when a typed date is out of reach', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<DateInput label="When" value={null} onChange={onChange} minDate="2020-01-01" maxDate="2020-12-31" />);
    const input = screen.getByRole('textbox', { name: 'When' });
    await user.type(input, '01/01/2021');
    await user.tab();
    expect(screen.getByText('Enter a date between 01/01/2020 and 12/31/2020')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('date calendars', () => {
  it('range: the first click is kept until the second one completes the range', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Harness() {
      const [v, setV] = useState<[string | null, string | null]>([null, null]);
      return (
        <DateRangeInput
          label="Range"
          value={v}
          onChange={(r) => {
            onChange(r);
            setV(r);
          }}
          minDate="2024-01-01"
          maxDate="2024-12-31"
        />
      );
    }
    renderWithProviders(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Range' }), '05/01/2024 - 05/02/2024');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Range', hidden: true });
    await user.click(await within(dialog).findByRole('button', { name: '3 May 2024', hidden: true }));
    expect(within(dialog).getByRole('button', { name: '3 May 2024', hidden: true })).toHaveAttribute('data-selected', 'true');
    await user.click(within(dialog).getByRole('button', { name: '9 May 2024', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith(['2024-05-03', '2024-05-09']);
    expect(screen.getByRole('textbox', { name: 'Range' })).toHaveValue('05/03/2024 - 05/09/2024');
  });

  it('single: opens on the value’s month, with focus on the value', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DateInput label="When" value="1990-07-04" onChange={() => {}} minDate="1980-01-01" maxDate="2000-12-31" />);
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'When', hidden: true });
    expect(within(dialog).getByText('July 1990')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '4 July 1990', hidden: true })).toHaveFocus());
  });

  it('the calendar button closes the calendar it opened', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DateInput label="When" value={null} onChange={() => {}} />);
    const button = screen.getByRole('button', { name: 'Open calendar' });
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'When', hidden: true })).toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'When', hidden: true })).toBeNull());
  });
});

describe('VideoPlayer', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (document as { fullscreenElement?: unknown }).fullscreenElement;
    delete (document as { exitFullscreen?: unknown }).exitFullscreen;
    delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen;
  });
  const sources = [
    { quality: 360, src: '/a360.webm' },
    { quality: 720, src: '/a720.webm' },
  ];
  const video = () => document.querySelector('video') as HTMLVideoElement;

  it('fullscreen button enters and leaves fullscreen, following the document', async () => {
    const user = userEvent.setup();
    let element: Element | null = null;
    // jsdom has no Fullscreen API: a stand-in that behaves as Chromium's does.
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
    const enter = (el: Element) => {
      element = el;
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    };
    HTMLElement.prototype.requestFullscreen = vi.fn(function (this: HTMLElement) {
      return enter(this);
    });
    document.exitFullscreen = vi.fn(() => {
      element = null;
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    renderWithProviders(<VideoPlayer sources={sources} />);
    const button = screen.getByRole('button', { name: 'Fullscreen' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(element).toContainElement(video());
    await user.click(button);
    expect(document.exitFullscreen).toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('switching quality keeps the position and playing on', async () => {
    const user = userEvent.setup();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderWithProviders(<VideoPlayer sources={sources} />);
    const v = video();
    vi.spyOn(v, 'paused', 'get').mockReturnValue(false);
    v.currentTime = 12;
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(await screen.findByRole('menuitem', { name: '360p' }));
    expect(v.getAttribute('src')).toBe('/a360.webm');
    v.currentTime = 0;
    fireEvent.loadedMetadata(v);
    expect(v.currentTime).toBe(12);
    expect(play).toHaveBeenCalled();
  });

  it('a source of unknown length shows no duration; raising the volume unmutes; keys work', async () => {
    renderWithProviders(<VideoPlayer sources={sources} captionsSrc="/c.vtt" />);
    const v = video();
    vi.spyOn(v, 'duration', 'get').mockReturnValue(Infinity);
    fireEvent.durationChange(v);
    expect(screen.getByTestId('video-time')).toHaveTextContent('0:00 / 0:00');
    v.focus();
    fireEvent.keyDown(v, { key: 'm' });
    expect(v.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(v, { key: 'ArrowDown' });
    fireEvent.keyDown(v, { key: 'ArrowUp' });
    expect(v.muted).toBe(false);
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
    fireEvent.keyDown(v, { key: 'c' });
    expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
    // Space on a control belongs to the control, not to the player.
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Captions' }), { key: ' ' });
    expect(play).not.toHaveBeenCalled();
    act(() => {
      fireEvent.keyDown(v, { key: 'k' });
    });
    expect(play).toHaveBeenCalled();
  });

  it('a source with no address leaves src unset', () => {
    renderWithProviders(<VideoPlayer sources={[{ quality: 720, src: '' }]} />);
    expect(video().hasAttribute('src')).toBe(false);
  });
});
