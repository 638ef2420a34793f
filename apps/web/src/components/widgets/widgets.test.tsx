import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils.tsx';
import { TreeList } from './tree/TreeList.tsx';
import { TREE_INDENT, type TreeItem } from './tree/treeUtils.ts';
import { FileCard } from './FileCard.tsx';
import { FilePicker } from './FilePicker.tsx';
import { VideoPlayer } from './VideoPlayer.tsx';
import { TextArea } from './TextArea.tsx';
import { Switch } from './Switch.tsx';
import { RadioGroup } from './RadioGroup.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';
import { Tooltip } from './Tooltip.tsx';

describe('TreeList', () => {
  function Harness({ initial }: { initial: TreeItem[] }) {
    const [items, setItems] = useState(initial);
    return <TreeList items={items} onChange={setItems} />;
  }
  const tree: TreeItem[] = [
    { id: 'a', title: 'Alpha', children: [{ id: 'b', title: 'Beta', children: [] }] },
    { id: 'c', title: 'Gamma', children: [] },
  ];

  it('indents 24 px a level, collapses, expands and removes with the subtree', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={tree} />);
    const beta = document.querySelector('[data-tree-id="b"]') as HTMLElement;
    expect(beta.style.paddingLeft).toBe(`${TREE_INDENT}px`);
    await user.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(screen.queryByText('Beta')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByText('Beta')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Alpha' }));
    expect(screen.queryByText('Alpha')).toBeNull();
    expect(screen.queryByText('Beta')).toBeNull();
    expect(screen.getByText('Gamma')).toBeInTheDocument();
  });
});

describe('FileCard', () => {
  it('shows a progress bar and cancel below 100 %, not at 100 %', async () => {
    const onCancel = vi.fn();
    const { rerender } = renderWithProviders(<FileCard name="a.txt" size={2048} progress={40} onCancel={onCancel} />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(onCancel).toHaveBeenCalled();
    rerender(<FileCard name="a.txt" size={2048} progress={100} onCancel={onCancel} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('2.0 KB')).toBeInTheDocument();
  });

  it('has PROCESSING and ERROR variants', () => {
    const { rerender } = renderWithProviders(<FileCard name="a" size={1} variant="PROCESSING" />);
    expect(screen.getByLabelText('Processing')).toBeInTheDocument();
    rerender(<FileCard name="a" size={1} variant="ERROR" />);
    expect(screen.getAllByText('Upload failed').length).toBeGreaterThan(0);
  });
});

describe('FilePicker', () => {
  const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'text/plain' });
  function Harness(props: { maxFiles?: number; maxSize?: number; error?: (n: number) => string }) {
    const [files, setFiles] = useState<File[]>([]);
    return <FilePicker files={files} onChange={setFiles} maxFiles={props.maxFiles} maxSize={props.maxSize} maxFilesError={props.error} />;
  }
  const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;

  it('accepts up to maxFiles (5 by default) and is disabled once reached', async () => {
    renderWithProviders(<Harness />);
    await userEvent.upload(
      input(),
      [1, 2, 3, 4, 5].map((i) => file(`f${i}.txt`)),
    );
    await waitFor(() => expect(screen.getByText('f5.txt')).toBeInTheDocument());
    expect(input().closest('[data-disabled]')).not.toBeNull();
    await userEvent.upload(input(), [file('f6.txt')]);
    expect(screen.queryByText('f6.txt')).toBeNull();
  });

  it('refuses more than allowed with a configurable message naming maxFiles', async () => {
    renderWithProviders(<Harness maxFiles={2} error={(n) => `At most ${n} please`} />);
    await userEvent.upload(input(), [file('a'), file('b'), file('c')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 2 please');
    expect(screen.queryByText('a')).toBeNull();
  });

  it('says "File is larger than 100 MB" for oversized files', async () => {
    renderWithProviders(<Harness maxSize={5} />);
    await userEvent.upload(input(), [file('big.bin', 10)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('File is larger than 100 MB');
  });
});

describe('VideoPlayer', () => {
  it('starts at 720p and offers every control', async () => {
    renderWithProviders(
      <VideoPlayer
        sources={[
          { quality: 360, src: '/a360.mp4' },
          { quality: 720, src: '/a720.mp4' },
        ]}
        captionsSrc="/a.vtt"
      />,
    );
    expect(document.querySelector('video')?.getAttribute('src')).toBe('/a720.mp4');
    for (const name of ['Play', 'Progress', 'Mute', 'Volume', 'Captions', 'Settings', 'Fullscreen']) {
      expect(screen.getAllByLabelText(name).length).toBeGreaterThan(0);
    }
    expect(screen.getByTestId('video-time')).toHaveTextContent('0:00 / 0:00');
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '360p', hidden: true }));
    expect(document.querySelector('video')?.getAttribute('src')).toBe('/a360.mp4');
  });
});

describe('small widgets', () => {
  it('text area caps at 250 characters with a count, unless the count is hidden', async () => {
    function Harness({ hide }: { hide?: boolean }) {
      const [v, setV] = useState('');
      return <TextArea label="Notes" value={v} onChange={setV} hideCount={hide} />;
    }
    const { unmount } = renderWithProviders(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box).toHaveAttribute('maxLength', '250');
    await userEvent.type(box, 'hello');
    expect(screen.getByText('5/250')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Harness hide />);
    expect(screen.queryByText('0/250')).toBeNull();
  });

  it('switch reports booleans', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Switch checked={false} onChange={onChange} label="On" />);
    await userEvent.click(screen.getByRole('switch', { name: 'On' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('radio group has a card variant', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <RadioGroup
        variant="card"
        value="a"
        onChange={onChange}
        options={[
          { value: 'a', label: 'A', description: 'first' },
          { value: 'b', label: 'B' },
        ]}
      />,
    );
    expect(screen.getByText('first')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'B' }));
    expect(onChange).toHaveBeenCalledWith('b');
  });

  // jsdom has no layout, so floating-ui marks dropdowns as detached (display: none): query hidden too.
  it('dropdown menu moves focus with arrow keys and closes on Escape and Tab', async () => {
    const user = userEvent.setup();
    const items = ['One', 'Two'].map((label) => ({ id: label, label, onClick: vi.fn() }));
    renderWithProviders(<DropdownMenu target={<button type="button">Open</button>} items={items} />);
    const menu = () => screen.queryByRole('menu', { hidden: true });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(menu()).not.toBeNull());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'One', hidden: true })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Two', hidden: true })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(menu()).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(menu()).not.toBeNull());
    fireEvent.keyDown(menu() as HTMLElement, { key: 'Tab' });
    await waitFor(() => expect(menu()).toBeNull());
  });

  it('tooltips open after the default 100 ms delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithProviders(
        <Tooltip label="Help text">
          <button type="button">?</button>
        </Tooltip>,
      );
      fireEvent.mouseEnter(screen.getByRole('button', { name: '?' }));
      act(() => {
        vi.advanceTimersByTime(50);
      });
      expect(screen.queryByText('Help text')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(100);
      });
      await waitFor(() => expect(screen.getByText('Help text')).toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
  });
});
