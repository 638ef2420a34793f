/**
 * The streamed zip writer on its own (downloads.zip.ts, zip-format.ts): what it writes is read back
 * by Python's zipfile (testzip: every CRC) and Info-ZIP's `unzip -t`, for stored and deflated
 * entries, files left out or cut short, ZIP64 records, and a client that goes away.
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileBytes } from './downloads.read.ts';
import { AHEAD_ENTRIES, streamZip, type ZipMember, type ZipProblem } from './downloads.zip.ts';

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'outpost-zip-writer-'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

const damage = new Error('chunk 0123 failed authentication');

/** A member whose bytes come in `parts`; `failAt`: the rest throws after that many parts. */
function member(name: string, data: Buffer, options: { compress?: boolean; failOpen?: boolean; failAt?: number; partSize?: number; onOpen?: () => void } = {}): ZipMember {
  const partSize = options.partSize ?? 64 * 1024;
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += partSize) parts.push(data.subarray(at, at + partSize));
  return {
    name,
    size: data.length,
    mtime: new Date(2024, 4, 17, 10, 20, 30),
    compress: options.compress ?? true,
    async open(): Promise<FileBytes> {
      options.onOpen?.();
      if (options.failOpen) throw damage;
      async function* rest() {
        for (let i = 1; i < parts.length; i++) {
          if (options.failAt !== undefined && i >= options.failAt) throw damage;
          await new Promise((r) => setImmediate(r));
          yield parts[i]!;
        }
      }
      return { size: data.length, head: parts.slice(0, 1), rest: rest() };
    },
  };
}

async function* listing(members: ZipMember[]): AsyncGenerator<ZipMember> {
  for (const m of members) yield m;
}

async function zipOf(members: ZipMember[], options: { zip64From?: number } = {}): Promise<{ zip: Buffer; problems: ZipProblem[] }> {
  const problems: ZipProblem[] = [];
  const stream = streamZip(listing(members), { onProblem: (p) => problems.push(p), onFailure: (e) => problems.push({ entry: '', size: 0, written: null, error: e }), describe: (e) => (e as Error).message }, options);
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return { zip: Buffer.concat(parts), problems };
}

interface Read {
  test: string;
  entries: { name: string; size: number; method: number; sha256: string; mtime: number[] }[];
}

/** Python's zipfile: testzip (every entry's CRC), then each entry's name, size, method and digest; and unzip -t. */
async function readBack(zip: Buffer): Promise<Read> {
  const file = path.join(tmp, `${randomBytes(4).toString('hex')}.zip`);
  await writeFile(file, zip);
  const script = [
    'import sys, json, zipfile, hashlib',
    'z = zipfile.ZipFile(sys.argv[1])',
    'bad = z.testzip()',
    'print(json.dumps({"test": bad or "OK", "entries": [{"name": i.filename, "size": i.file_size, "method": i.compress_type, "mtime": list(i.date_time), "sha256": hashlib.sha256(z.read(i)).hexdigest()} for i in z.infolist()]}))',
  ].join('\n');
  const python = spawnSync('python3', ['-c', script, file], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  expect(python.status, python.stderr).toBe(0);
  if (existsSync('/usr/bin/unzip')) {
    const unzip = spawnSync('/usr/bin/unzip', ['-tq', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(unzip.status, unzip.stdout + unzip.stderr).toBe(0);
  }
  await rm(file);
  return JSON.parse(python.stdout) as Read;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const text = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => `line ${i} of a compressible file\n`).join(''));

describe('the streamed zip', () => {
  it('stores and deflates entries in order, with their CRCs, sizes, times and UTF-8 names', async () => {
    const files = [
      { name: 'docs/report.txt', data: text(40_000), compress: true },
      { name: 'media/photo.jpg', data: randomBytes(700_000), compress: false },
      { name: 'empty.txt', data: Buffer.alloc(0), compress: true },
      { name: 'noms/Überraschung – 日本.txt', data: text(10), compress: true },
      ...Array.from({ length: 3 * AHEAD_ENTRIES }, (_, i) => ({ name: `many/${i}.log`, data: text(i * 50), compress: i % 2 === 0 })),
    ];
    const { zip, problems } = await zipOf(files.map((f) => member(f.name, f.data, { compress: f.compress })));
    expect(problems).toEqual([]);
    const read = await readBack(zip);
    expect(read.test).toBe('OK');
    expect(read.entries.map((e) => e.name)).toEqual(files.map((f) => f.name));
    for (const [i, f] of files.entries()) {
      expect(read.entries[i]).toMatchObject({ size: f.data.length, sha256: sha(f.data), method: f.compress && f.data.length > 0 ? 8 : 0, mtime: [2024, 5, 17, 10, 20, 30] });
    }
    // Deflated where asked: the text shrank.
    expect(zip.length).toBeLessThan(700_000 + text(40_000).length / 2);
  });

  it('leaves out a file that cannot be opened, ends one damaged past its start, and says so in ERRORS.txt', async () => {
    const big = text(100_000);
    const { zip, problems } = await zipOf([
      member('ok.txt', text(5)),
      member('bad.bin', randomBytes(1000), { failOpen: true }),
      member('big.txt', big, { failAt: 3 }),
      member('ERRORS.txt', Buffer.from('a file of that name')),
      member('later.txt', text(7)),
    ]);
    expect(problems.map((p) => [p.entry, p.written])).toEqual([
      ['bad.bin', null],
      ['big.txt', 3 * 64 * 1024],
    ]);
    const read = await readBack(zip);
    expect(read.test).toBe('OK');
    expect(read.entries.map((e) => e.name)).toEqual(['ok.txt', 'big.txt', 'ERRORS.txt', 'later.txt', 'ERRORS (1).txt']);
    expect(read.entries[1]).toMatchObject({ size: 3 * 64 * 1024, sha256: sha(big.subarray(0, 3 * 64 * 1024)) });
  });

  it('writes ZIP64 records that zipfile and unzip read (entries past the limit, and more than 65,535 entries)', async () => {
    const data = text(2000);
    const forced = await zipOf([member('a.txt', data), member('b.bin', randomBytes(5000), { compress: false }), member('c.txt', Buffer.alloc(0))], { zip64From: 0 });
    const read = await readBack(forced.zip);
    expect(read.test).toBe('OK');
    expect(read.entries.map((e) => [e.name, e.size])).toEqual([
      ['a.txt', data.length],
      ['b.bin', 5000],
      ['c.txt', 0],
    ]);
    expect(read.entries[0]!.sha256).toBe(sha(data));

    const count = 65_540;
    const many = await zipOf(Array.from({ length: count }, (_, i) => member(`${i}.txt`, Buffer.from(String(i)), { compress: false })));
    // The classic end record says "see ZIP64" (0xFFFF entries); the ZIP64 end record holds the count.
    expect(many.zip.readUInt16LE(many.zip.length - 22 + 10)).toBe(0xffff);
    const readMany = await readBack(many.zip);
    expect(readMany.test).toBe('OK');
    expect(readMany.entries).toHaveLength(count);
    expect(readMany.entries[count - 1]!.name).toBe(`${count - 1}.txt`);
  }, 60_000);

  it('reads only a few files ahead, and stops reading once the client goes away', async () => {
    let opened = 0;
    // Stored 2 MiB files: the stream's own buffer (1 MiB) holds less than one of them.
    const data = randomBytes(2 * 1024 * 1024);
    const members = Array.from({ length: 40 }, (_, i) => member(`${i}.bin`, data, { compress: false, onOpen: () => opened++ }));
    const stream = streamZip(listing(members), { onProblem: () => undefined, onFailure: () => undefined, describe: String });
    await new Promise<void>((resolve) => stream.once('readable', resolve));
    // Nothing read: the window fills, then waits for the reader.
    await new Promise((r) => setTimeout(r, 50));
    expect(opened).toBeLessThanOrEqual(AHEAD_ENTRIES + 1);
    expect(opened).toBeGreaterThan(1);
    stream.read();
    stream.destroy();
    await new Promise((r) => setTimeout(r, 50));
    const after = opened;
    await new Promise((r) => setTimeout(r, 50));
    expect(opened).toBe(after);
    expect(opened).toBeLessThan(members.length);
  });
});
