/** Streams files through the chunker with one read always in flight (read-ahead). */
import { readFile as readFileCb } from 'node:fs';
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { Chunker, type ChunkerParams } from './chunker.ts';
import { throwIfAborted } from './errors.ts';

const PIECE = 4 * 1024 * 1024;
// The callback readFile is markedly cheaper per call than the FileHandle API for small files.
const readWhole = promisify(readFileCb);

/**
 * Reads files for one worker. The chunker and read buffers are reused from file to file, which
 * keeps large allocations (and the garbage collector) out of the hot path.
 */
export class FileChunker {
  private readonly chunker: Chunker;
  private readonly bufs = [Buffer.allocUnsafe(PIECE), Buffer.allocUnsafe(PIECE)];

  constructor(
    private readonly params: ChunkerParams,
    gear: Int32Array,
  ) {
    this.chunker = new Chunker(params, gear);
  }

  /** Calls `onChunk` for every chunk of the file in order; returns the bytes read. */
  async chunkFile(fsPath: string, expectedSize: number, onChunk: (chunk: Buffer) => Promise<void>, signal?: AbortSignal): Promise<number> {
    if (expectedSize <= this.params.min) {
      const data = await readWhole(fsPath);
      // A file that grew past the minimum since the scan goes through the chunker.
      if (data.length <= this.params.min) {
        // onChunk may take the buffer's memory (transfer it to a worker): its length is read first.
        const length = data.length;
        if (length > 0) await onChunk(data);
        return length;
      }
    }
    return this.chunkLarge(fsPath, onChunk, signal);
  }

  private async chunkLarge(fsPath: string, onChunk: (chunk: Buffer) => Promise<void>, signal?: AbortSignal): Promise<number> {
    const fh = await open(fsPath, 'r');
    const chunker = this.chunker;
    chunker.reset();
    let position = 0;
    let turn = 0;
    let pending = fh.read(this.bufs[turn] as Buffer, 0, PIECE, position);
    try {
      for (;;) {
        pending.catch(() => undefined); // a read in flight when a chunk fails must not go unhandled
        const { bytesRead, buffer } = await pending;
        if (bytesRead === 0) break;
        position += bytesRead;
        turn ^= 1;
        pending = fh.read(this.bufs[turn] as Buffer, 0, PIECE, position);
        // push() copies the piece, so its buffer may be refilled right after.
        for (const c of chunker.push(buffer.subarray(0, bytesRead))) {
          throwIfAborted(signal, 'backup');
          await onChunk(c);
        }
      }
      for (const c of chunker.finish()) await onChunk(c);
      return position;
    } finally {
      await pending.catch(() => undefined);
      await fh.close();
    }
  }
}
