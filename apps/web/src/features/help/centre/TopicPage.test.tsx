import '../help.strings.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, mockRoute, refuse, renderTickets } from '../../../test/render.tsx';
import { TopicPage } from './TopicPage.tsx';

describe('a help topic page', () => {
  it('for a topic no article carries, says so and links back to the help centre (issue 23 item 15)', async () => {
    mockApi([mockRoute('get', '/api/help/articles/topic/{label}', () => refuse(404, 'Article not found'))]);
    await renderTickets(<TopicPage />, { path: '/help/topic/$label', url: '/help/topic/no-such-topic' });
    expect(await screen.findByText('There is no article on this topic yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the help centre' })).toHaveAttribute('href', '/help');
  });
});
