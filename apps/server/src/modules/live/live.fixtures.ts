import http from 'node:http';

/** A server-sent event stream read over real HTTP, as a browser's EventSource would, for tests. */
export interface ReceivedEvent {
  event: string;
  data: Record<string, unknown>;
}

export interface SseClient {
  status: number;
  contentType: string;
  events: ReceivedEvent[];
  /** When each of `events` was read (performance.now()), by index: how late a live update arrived. */
  arrivals: number[];
  /** Raw text received so far (heartbeats included). */
  text(): string;
  /** Waits until an event matches; fails after `ms`. */
  until(match: (event: ReceivedEvent) => boolean, ms?: number): Promise<ReceivedEvent>;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens `url` with the given headers and parses its events as they arrive. Over node:http with
 * no connection pool: fetch's pool may open a spare connection when a stream is aborted, which a
 * closing server then waits on until its headers timeout.
 */
export async function openSse(url: string, headers: Record<string, string>): Promise<SseClient> {
  const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  const events: ReceivedEvent[] = [];
  const arrivals: number[] = [];
  let raw = '';
  let pending = '';
  const waiters = new Set<() => void>();

  const parse = () => {
    let end: number;
    while ((end = pending.indexOf('\n\n')) !== -1) {
      const block = pending.slice(0, end);
      pending = pending.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length > 0) {
        events.push({ event, data: JSON.parse(data.join('\n')) as Record<string, unknown> });
        arrivals.push(performance.now());
      }
    }
    for (const wake of [...waiters]) wake();
  };

  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    raw += chunk;
    pending += chunk;
    parse();
  });
  const ended = new Promise<void>((resolve) => {
    response.once('close', resolve);
    response.once('end', resolve);
    // Closed by close(): the stream simply ends.
    response.once('error', () => resolve());
  }).then(() => {
    for (const wake of [...waiters]) wake();
  });

  let finished = false;
  void ended.then(() => {
    finished = true;
  });

  return {
    status: response.statusCode ?? 0,
    contentType: response.headers['content-type'] ?? '',
    events,
    arrivals,
    text: () => raw,
    ended,
    close: () => request.destroy(),
    async until(match, ms = 10_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (finished) throw new Error(`stream ended without the event; got ${JSON.stringify(events)}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`timed out waiting for an event; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, Math.min(left, 250));
          waiters.add(wake);
        });
      }
    },
  };
}
