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
});
