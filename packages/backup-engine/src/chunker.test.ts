import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { compileGearCut, gearCutSource } from '../scripts/build-gear-cut.ts';
import { chunkStream, DEFAULT_CHUNKER, gearTable, type ChunkerParams } from './chunker.ts';
import { seededBytes } from './testing/helpers.ts';

const gear = gearTable(Buffer.alloc(32, 7));

async function chunksOf(data: Buffer, piece = 3 * 1024 * 1024 + 17): Promise<Buffer[]> {
  async function* pieces(): AsyncGenerator<Buffer> {
    for (let off = 0; off < data.length; off += piece) yield data.subarray(off, off + piece);
  }
  const out: Buffer[] = [];
  for await (const c of chunkStream(pieces(), DEFAULT_CHUNKER, gear)) out.push(c);
  return out;
}

const hex = (b: Buffer): string => b.toString('hex', 0, 16) + b.length;

describe('FastCDC chunker', () => {
  it('keeps every chunk between min and max and reassembles the input exactly', async () => {
    const data = seededBytes('sizes', 40 * 1024 * 1024);
    const chunks = await chunksOf(data);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
    for (const c of chunks.slice(0, -1)) {
      expect(c.length).toBeGreaterThanOrEqual(DEFAULT_CHUNKER.min);
      expect(c.length).toBeLessThanOrEqual(DEFAULT_CHUNKER.max);
    }
    const avg = data.length / chunks.length;
    expect(avg).toBeGreaterThan(700 * 1024);
    expect(avg).toBeLessThan(1800 * 1024);
  });

  it('cuts where earlier versions cut: boundaries are part of the repository format', async () => {
    // Recorded with the chunker existing repositories were written with. Other boundaries would
    // still restore, but new backups would stop deduplicating against every existing repository.
    const lengths = (await chunksOf(seededBytes('format', 24 * 1024 * 1024), 1024 * 1024)).map((c) => c.length);
    expect(lengths).toEqual([
      1216952, 1198950, 831952, 1117412, 1510663, 1595713, 1105194, 1297219, 1073898, 1069783, 1183153, 1218108, 1053777, 892926, 1056415, 1082823, 1054912,
      1061528, 1175681, 1049532, 1116165, 1203068,
    ]);
  });

  it('cuts at the same places whatever the read piece size (streaming is deterministic)', async () => {
    const data = seededBytes('pieces', 12 * 1024 * 1024);
    const a = (await chunksOf(data, 65536)).map(hex);
    const b = (await chunksOf(data, 9 * 1024 * 1024)).map(hex);
    expect(a).toEqual(b);
  });

  it('changes only the chunks near an insertion', async () => {
    const data = seededBytes('insert', 32 * 1024 * 1024);
    const at = 15 * 1024 * 1024 + 123;
    const edited = Buffer.concat([data.subarray(0, at), Buffer.from('a few inserted bytes'), data.subarray(at)]);
    const before = new Set((await chunksOf(data)).map(hex));
    const after = (await chunksOf(edited)).map(hex);
    const changed = after.filter((h) => !before.has(h));
    expect(after.length).toBeGreaterThan(15);
    expect(changed.length).toBeGreaterThanOrEqual(1);
    expect(changed.length).toBeLessThanOrEqual(2);
  });

  it('uses boundaries that depend on the gear key (organizations do not share chunk shapes)', async () => {
    const data = seededBytes('keyed', 16 * 1024 * 1024);
    const other = gearTable(Buffer.alloc(32, 8));
    const a = (await chunksOf(data)).map((c) => c.length);
    const b: number[] = [];
    for await (const c of chunkStream([data], DEFAULT_CHUNKER, other)) b.push(c.length);
    expect(a).not.toEqual(b);
  });

  it('cuts with WebAssembly exactly where the JavaScript reference cuts, also when its memory grows', async () => {
    // Small sizes give thousands of cuts, through both masks and the maximum; pieces larger than
    // the buffer (4 x max) make the WebAssembly memory grow under the chunker.
    const small: ChunkerParams = { min: 256, avg: 1024, max: 8192 };
    const runs: [Buffer, ChunkerParams, number][] = [
      [seededBytes('small', 3 * 1024 * 1024), small, 777],
      [seededBytes('grow', 1024 * 1024), small, 100_003],
      [Buffer.alloc(200_000, 3), small, 4096], // no cut point: every chunk is max long
      [seededBytes('default', 20 * 1024 * 1024), DEFAULT_CHUNKER, 3 * 1024 * 1024 + 1],
    ];
    for (const [data, params, piece] of runs) {
      const pieces = () => Array.from({ length: Math.ceil(data.length / piece) }, (_, i) => data.subarray(i * piece, (i + 1) * piece));
      const wasm: Buffer[] = [];
      const js: Buffer[] = [];
      for await (const c of chunkStream(pieces(), params, gear)) wasm.push(c);
      for await (const c of chunkStream(pieces(), params, gear, { useWasm: false })) js.push(c);
      expect(wasm.map(hex)).toEqual(js.map(hex));
      expect(Buffer.concat(wasm).equals(data)).toBe(true);
    }
  });

  it('ships the WebAssembly cut compiled from gear-cut.wat (rebuild with scripts/build-gear-cut.ts)', async () => {
    const shipped = await readFile(new URL('./gear-cut-wasm.ts', import.meta.url), 'utf8');
    expect(shipped).toBe(gearCutSource(await compileGearCut()));
  });
});
