import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A pass-through proxy between one agent and the server that can hold the agent's reads of
 * backup data (`GET /api/agent/blobs/…`). While closed, a restore through it cannot finish, so a
 * journey can cancel it while it runs without racing the restore's speed.
 */
export async function startBlobGate(target: string) {
  const upstream = new URL(target);
  const waiting: Array<() => void> = [];
  let closed = false;
  let held = 0;

  const pass = (req: IncomingMessage, res: ServerResponse) => {
    const out = forward({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    // The agent aborts requests it no longer needs (a cancelled job): drop the pair quietly.
    out.on('error', () => res.destroy());
    res.on('close', () => out.destroy());
    req.pipe(out);
  };

  const server = createServer((req, res) => {
    if (closed && req.method === 'GET' && req.url?.startsWith('/api/agent/blobs/')) {
      held++;
      waiting.push(() => pass(req, res));
      return;
    }
    pass(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** Reads of backup data wait from now on. */
    close() {
      closed = true;
    },
    /** How many reads are waiting (or waited) at the gate. */
    get held() {
      return held;
    },
    /** Lets the waiting reads through and stops holding. */
    open() {
      closed = false;
      for (const go of waiting.splice(0)) go();
    },
    async stop() {
      this.open();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
