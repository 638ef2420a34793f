import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stand-in for the device list API over `total` rows, answering the same shape
 * ({data,pageCount,totalCount,requestTime}); rows are computed from their index.
 */
export async function startLoopbackServer(total: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== '/api/devices') {
      res.writeHead(404).end();
      return;
    }
    const pageIndex = Number(url.searchParams.get('pageIndex') ?? 0);
    const pageSize = Math.min(250, Number(url.searchParams.get('pageSize') ?? 25));
    const sort = JSON.parse(url.searchParams.get('sort') ?? '[]') as Array<{ id: string; desc: boolean }>;
    const desc = sort[0]?.desc ?? false;
    const data = [];
    for (let k = pageIndex * pageSize; k < Math.min(total, (pageIndex + 1) * pageSize); k++) {
      const i = desc ? total - 1 - k : k;
      data.push({ id: i + 1, name: `device-${String(i + 1).padStart(7, '0')}`, status: i % 7 === 0 ? 'DOWN' : 'UP' });
    }
    const body = JSON.stringify({ data, pageCount: Math.ceil(total / pageSize), totalCount: total, requestTime: Date.now() - started });
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}
