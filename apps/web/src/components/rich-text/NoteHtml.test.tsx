import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoteHtml } from './NoteHtml.tsx';

const renderNote = (html: string) =>
  render(
    <MantineProvider>
      <NoteHtml html={html} />
    </MantineProvider>,
  );

describe('NoteHtml', () => {
  it('shows a mention by the name its marker carries, not the stored @user:{id} text', () => {
    renderNote('<p>Ask <span data-mention="user" data-mention-id="7" data-mention-label="Ann Lee">@user:7</span> about <strong>disk</strong></p>');
    expect(screen.getByText('@Ann Lee')).toHaveAttribute('data-mention-id', '7');
    expect(screen.queryByText('@user:7')).not.toBeInTheDocument();
    expect(screen.getByText('disk').tagName).toBe('STRONG');
  });

  it('keeps a mention without a label as stored', () => {
    renderNote('<p><span data-mention="user" data-mention-id="9">@user:9</span></p>');
    expect(screen.getByText('@user:9')).toBeInTheDocument();
  });

  it('shows an image saved with width="0" height="0" (before the fix) at its own size, not 0×0', () => {
    renderNote('<p><img src="/api/uploads/a" alt="diagram" width="0" height="0"> <img src="/api/uploads/b" alt="wide" width="300" height="0"></p>');
    const hidden = screen.getByAltText('diagram');
    expect(hidden).not.toHaveAttribute('width');
    expect(hidden).not.toHaveAttribute('height');
    expect(screen.getByAltText('wide')).toHaveAttribute('width', '300');
    expect(screen.getByAltText('wide')).not.toHaveAttribute('height');
  });
});
