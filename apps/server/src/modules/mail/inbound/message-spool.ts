import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { once } from 'node:events';

/** Past this size a message goes to a temporary file instead of memory (issue 22, finding 10). */
export const SPOOL_AFTER_BYTES = 1024 * 1024;

/** A received message: small ones in memory, larger ones in a temporary file removed by `discard`. */
export interface SpooledMessage {
  bytes: number;
  spooled: boolean;
  open(): Buffer | Readable;
  discard(): Promise<void>;
}

/**
 * Reads a message stream up to `maxBytes`: in memory while it is small, then into a file in its
 * own temporary folder. Past `maxBytes` the rest is read and dropped (the client must still
 * finish DATA to hear the refusal) and null answered.
 */
export async function spoolMessage(
  stream: Readable & { sizeExceeded?: boolean },
  maxBytes: number,
  spoolAfter = SPOOL_AFTER_BYTES,
): Promise<SpooledMessage | null> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let file: { dir: string; path: string; out: WriteStream } | null = null;
  try {
    for await (const chunk of stream) {
      const data = chunk as Buffer;
      bytes += data.length;
      if (bytes > maxBytes || stream.sizeExceeded) {
        chunks.length = 0;
        continue;
      }
      if (file === null && bytes <= spoolAfter) {
        chunks.push(data);
        continue;
      }
      if (file === null) {
        const dir = await mkdtemp(join(tmpdir(), 'outpost-mail-'));
        file = { dir, path: join(dir, 'message.eml'), out: createWriteStream(join(dir, 'message.eml')) };
        for (const held of chunks) file.out.write(held);
        chunks.length = 0;
      }
      // Back-pressure: the socket is read no faster than the disk takes it.
      if (!file.out.write(data)) await once(file.out, 'drain');
    }
    if (file) {
      file.out.end();
      await once(file.out, 'finish');
    }
  } catch (error) {
    if (file) await rm(file.dir, { recursive: true, force: true });
    throw error;
  }
  if (bytes > maxBytes || stream.sizeExceeded) {
    if (file) await rm(file.dir, { recursive: true, force: true });
    return null;
  }
  if (file === null) {
    const raw = Buffer.concat(chunks);
    return { bytes, spooled: false, open: () => raw, discard: async () => {} };
  }
  const { dir, path } = file;
  return { bytes, spooled: true, open: () => createReadStream(path), discard: () => rm(dir, { recursive: true, force: true }) };
}

/** At most `limit` tasks at a time; the rest wait in order. Parsing a large message holds its attachments in memory, so few run at once. */
export function createLimiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    // A finished task hands its slot straight to the next in line, so no newcomer slips in between.
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
