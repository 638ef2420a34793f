/**
 * A webhook receiver on loopback for tests: the integration tests and the Playwright journeys
 * (which must not load the server's test harness) receive SLACK and SMS deliveries with it.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a webhook receiver took. */
export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** An HTTP server on a free loopback port that records each request and answers the next status in line (200 when none). */
export async function startHookReceiver(): Promise<{ url: string; received: ReceivedHook[]; answerNext(...statuses: number[]): void; close(): Promise<void> }> {
  const received: ReceivedHook[] = [];
  const queue: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = queue.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answerNext: (...statuses) => void queue.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
