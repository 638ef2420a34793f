import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../tickets/tickets.fixtures.ts';
import { startMailInWorld, type MailInWorld } from './mail-in.fixtures.ts';

// Issue 22, finding 10: large messages are read to disk and parsed a few at a time; sessions are capped.
let w: MailInWorld;
beforeAll(async () => {
  w = await startMailInWorld();
  // A fresh database and migrations: slow on a loaded machine.
}, 300_000);
afterAll(async () => {
  await w?.close();
});

const MiB = 1024 * 1024;
const PARALLEL = 8;
const ATTACHMENT_BYTES = 12 * MiB;

/** The first line a fresh SMTP connection hears. */
const greeting = (port: number) =>
  new Promise<{ line: string; close: () => void }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('data', (data) => resolve({ line: data.toString().split('\r\n')[0]!, close: () => socket.destroy() }));
    socket.once('error', reject);
  });

describe('the SMTP listener under large mail', () => {
  it(`takes ${PARALLEL} messages of ${ATTACHMENT_BYTES / MiB} MiB in parallel with bounded memory, and each becomes a ticket with its file`, async () => {
    const senders = Array.from({ length: PARALLEL }, (_, i) => `bulk${i}@customer.test`);
    for (const [i, email] of senders.entries())
      await api(w.ctx, w.admin).post('/api/ticketing/contacts', { organizationId: w.orgId, name: `Bulk ${i}`, email });
    // One buffer for every message: the client streams it out base64-encoded, so the client side adds little.
    const payload = Buffer.alloc(ATTACHMENT_BYTES, 'outpost large attachment ');
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const results = await Promise.all(
      senders.map((from, i) => {
        const client = nodemailer.createTransport({ host: '127.0.0.1', port: w.port, secure: false, ignoreTLS: true, logger: false });
        return client
          .sendMail({
            from,
            to: 'support@example.com',
            subject: `Large ${i}`,
            text: 'See the file',
            attachments: [{ filename: `large-${i}.bin`, content: payload, contentType: 'application/octet-stream' }],
          })
          .then((info) => info.response)
          .finally(() => client.close());
      }),
    );
    clearInterval(sampler);
    const deltaMiB = Math.round((peak - baseline) / MiB);
    const rawMiB = Math.round((PARALLEL * ATTACHMENT_BYTES * 4) / 3 / MiB);
    console.log(`smtp memory: ${PARALLEL} × ${ATTACHMENT_BYTES / MiB} MiB attachments (${rawMiB} MiB on the wire): RSS peak +${deltaMiB} MiB`);
    // Read into memory and parsed all at once, the same messages took +525 MiB here (the whole wire
    // size held, copied, then parsed in parallel); spooled and parsed two at a time, +181 to +214 MiB,
    // much of it garbage not yet collected. Three times the wire size lies between the two with room
    // on either side (the process's RSS includes the test's own client and the collector's timing).
    expect(deltaMiB).toBeLessThan(rawMiB * 3);

    for (const [i, response] of results.entries()) {
      const id = Number(/New ticket #(\d+)/.exec(response)?.[1]);
      const files = (await api(w.ctx, w.admin).get(`/api/ticketing/ticket/${id}/attachments`)).json<{ upload: { fileName: string; size: number } }[]>();
      expect(files.map((f) => [f.upload.fileName, f.upload.size])).toEqual([[`large-${i}.bin`, ATTACHMENT_BYTES]]);
    }
  }, 300_000);

  it('refuses a message over the size limit with 552 after spooling part of it, and leaves no file behind', async () => {
    const small = w.ctx.services.mail.listener({ port: 0, host: '127.0.0.1', maxBytes: 2 * MiB });
    const port = await small.start();
    const client = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, logger: false });
    const code = await client
      .sendMail({
        from: 'rita@customer.test',
        to: 'support@example.com',
        subject: 'Too big',
        text: 'x',
        attachments: [{ filename: 'big.bin', content: Buffer.alloc(3 * MiB, 1) }],
      })
      .then(
        () => 250,
        (e: { responseCode?: number }) => e.responseCode,
      );
    client.close();
    await small.close();
    expect(code).toBe(552);
    expect((await readdir(tmpdir())).filter((name) => name.startsWith('outpost-mail-'))).toEqual([]);
  }, 120_000);

  it('serves a capped number of sessions at once: one more hears 421', async () => {
    const capped = w.ctx.services.mail.listener({ port: 0, host: '127.0.0.1', maxSessions: 2 });
    const port = await capped.start();
    const first = await greeting(port);
    const second = await greeting(port);
    const third = await greeting(port);
    expect([first.line.slice(0, 3), second.line.slice(0, 3), third.line.slice(0, 3)]).toEqual(['220', '220', '421']);
    for (const s of [first, second, third]) s.close();
    await capped.close();
  });
});
