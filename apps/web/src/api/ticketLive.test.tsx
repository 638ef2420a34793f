import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTicketLiveUpdates } from './ticketLive.ts';
import { ticketKey } from './tickets.api.ts';

/** A stand-in for the browser's EventSource that the test sends events through. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: unknown) {
    for (const listener of this.listeners.get(name) ?? []) listener(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}

function setup(onListChange?: () => void) {
  vi.stubGlobal('EventSource', FakeEventSource);
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useTicketLiveUpdates(onListChange), { wrapper });
  return { hook, invalidate, source: FakeEventSource.last! };
}

describe('live updates on the ticket screens (issue 13 item 9)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('refetches what is cached of the ticket an event names, for changes, comments and scanned files', () => {
    const { invalidate, source } = setup();
    expect(source.url).toBe('/api/events');
    source.emit('ticket.comment_added', { ticketId: 7, commentId: 3 });
    source.emit('ticket.changed', { ticketId: 8, created: false, fields: ['status'] });
    source.emit('attachment.status', { ticketId: 9, contentId: 'abc', uploadStatus: 'READY' });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([ticketKey(7), ticketKey(8), ticketKey(9)]);
  });

  it('reloads a list once for a burst of events, and everything after a resync', () => {
    vi.useFakeTimers();
    const onListChange = vi.fn();
    const { invalidate, source } = setup(onListChange);
    source.emit('ticket.changed', { ticketId: 1, created: true, fields: [] });
    source.emit('ticket.changed', { ticketId: 2, created: false, fields: ['priority'] });
    vi.advanceTimersByTime(400);
    expect(onListChange).toHaveBeenCalledTimes(1);
    source.emit('resync', {});
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['tickets'] });
  });

  it('closes the stream when the screen goes away', () => {
    const { hook, source } = setup();
    hook.unmount();
    expect(source.closed).toBe(true);
  });
});
