/**
 * A zip entry's data as it is read: pieces already checksummed and, for a deflated entry, already
 * deflated, so that the zip writer (downloads.zip.ts) only frames and sends them. With a decode
 * pool each run is decoded, checksummed and deflated on a worker (DecodePool.readEncodedRun), so
 * every core shares that work and this thread never touches the decoded bytes.
 *
 * An entry's runs are deflated independently (each on whichever worker is free): every piece but
 * the last ends at a byte boundary with an empty stored block (Z_SYNC_FLUSH), and no piece refers
 * back into an earlier one, so their concatenation is one valid raw deflate stream; the file's
 * last run ends it (Z_FINISH). An entry cut short ends with DEFLATE_END instead. Each run starting
 * with an empty window costs a few hundred bytes per run of up to 8 MiB.
 */
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';
import type { DecodePool } from '../engine.ts';
import type { RunReader } from './downloads.read.ts';

/** A piece of a zip entry's data, in the order the entry holds them. */
export interface ZipPiece {
  /** The decoded bytes (a stored entry), or the next piece of the entry's raw deflate stream. */
  data: Buffer;
  /** Length and CRC-32 of the decoded bytes it holds. */
  size: number;
  crc: number;
  /** A deflate piece that ends its stream; the others leave it open at a byte boundary. */
  final: boolean;
  /** Hands `data`'s memory back to the decode pool; only once nothing will read it (the socket wrote it). */
  release?: () => void;
}

/** An empty final deflate block: ends a raw deflate stream left open at a byte boundary. */
export const DEFLATE_END = deflateRawSync(Buffer.alloc(0));

/** Runs decoded, checksummed and (if `deflate`) deflated on the pool's workers. */
export const zipPiecesOnPool =
  (pool: DecodePool, deflate: boolean): RunReader<ZipPiece> =>
  async (repo, run, last) => {
    const encoded = await pool.readEncodedRun(repo, run, { crc32: true, deflate: deflate ? (last ? 'last' : 'more') : undefined });
    const release = encoded.recyclable ? () => pool.recycle(encoded.bytes) : undefined;
    return [{ data: encoded.bytes, size: encoded.size, crc: encoded.crc32!, final: deflate && last, release }];
  };

const deflateRawAsync = promisify(deflateRaw);

/**
 * One piece from decoded bytes, on this thread (the deflate on the libuv pool, at level 1 as the
 * workers do); `last` ends the deflate stream.
 */
export async function encodePiece(plain: Buffer, deflate: boolean, last: boolean): Promise<ZipPiece> {
  const crc = crc32(plain);
  if (!deflate) return { data: plain, size: plain.length, crc, final: false };
  const data = await deflateRawAsync(plain, { level: 1, finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH });
  return { data, size: plain.length, crc, final: last };
}

/** Runs decoded on this thread (a server without a decode pool), a piece per chunk. */
export const zipPiecesOnThisThread =
  (deflate: boolean): RunReader<ZipPiece> =>
  async (repo, run, last) => {
    const chunks = await repo.readRun(run);
    return Promise.all(chunks.map((plain, i) => encodePiece(plain, deflate, last && i === chunks.length - 1)));
  };
