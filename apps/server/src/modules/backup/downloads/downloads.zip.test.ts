/**
 * The streamed zip writer on its own (downloads.zip.ts, zip-format.ts): what it writes is read back
 * by Python's zipfile (testzip: every CRC) and Info-ZIP's `unzip -t`, for stored and deflated
 * entries, files left out or cut short, ZIP64 records, and a client that goes away.
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DecodePool, deriveKeys, FsBlobStore, packName, Repository, runBackup } from '../engine.ts';
import { openFileBytes, READ_AHEAD_BYTES, type FileBytes } from './downloads.read.ts';
import { AHEAD_ENTRIES, streamZip, type ZipMember, type ZipProblem } from './downloads.zip.ts';
import { encodePiece, zipPiecesOnPool, type ZipPiece } from './zip-pieces.ts';

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'outpost-zip-writer-'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

const damage = new Error('chunk 0123 failed authentication');

/**
 * A member whose bytes come in `parts`, each its own piece (deflated on its own where the entry is,
 * so a deflated entry is many pieces joined); `failAt`: the rest throws after that many parts.
 */
function member(
  name: string,
  data: Buffer,
  options: { compress?: boolean; failOpen?: boolean; failAt?: number; partSize?: number; onOpen?: () => void } = {},
): ZipMember {
  const partSize = options.partSize ?? 64 * 1024;
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += partSize) parts.push(data.subarray(at, at + partSize));
  return {
    name,
    size: data.length,
    mtime: new Date(2024, 4, 17, 10, 20, 30),
    compress: options.compress ?? true,
    async open(_signal, deflate): Promise<FileBytes<ZipPiece>> {
      options.onOpen?.();
      if (options.failOpen) throw damage;
      const piece = (i: number) => encodePiece(parts[i]!, deflate, i === parts.length - 1);
      async function* rest() {
        for (let i = 1; i < parts.length; i++) {
          if (options.failAt !== undefined && i >= options.failAt) throw damage;
          await new Promise((r) => setImmediate(r));
          yield await piece(i);
        }
      }
      return { size: data.length, head: parts.length ? [await piece(0)] : [], rest: rest() };
    },
  };
}

async function* listing(members: ZipMember[]): AsyncGenerator<ZipMember> {
  for (const m of members) yield m;
}

async function zipOf(members: ZipMember[], options: { zip64From?: number } = {}): Promise<{ zip: Buffer; problems: ZipProblem[] }> {
  const problems: ZipProblem[] = [];
  const stream = streamZip(
    listing(members),
    {
      onProblem: (p) => problems.push(p),
      onFailure: (e) => problems.push({ entry: '', size: 0, written: null, error: e }),
      describe: (e) => (e as Error).message,
    },
    options,
  );
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
      expect(read.entries[i]).toMatchObject({
        size: f.data.length,
        sha256: sha(f.data),
        method: f.compress && f.data.length > 0 ? 8 : 0,
        mtime: [2024, 5, 17, 10, 20, 30],
      });
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
    const forced = await zipOf([member('a.txt', data), member('b.bin', randomBytes(5000), { compress: false }), member('c.txt', Buffer.alloc(0))], {
      zip64From: 0,
    });
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

describe('entries read from a repository on decode workers (checksummed and deflated there, run by run)', () => {
  const pool = new DecodePool(2);
  afterAll(() => pool.close());

  /** A repository (4 MiB packs) holding `files`, and zip members that read them through the pool ("stored-" names: the same file, stored). */
  async function repositoryWith(files: Record<string, Buffer>) {
    const dir = await mkdtemp(path.join(tmp, 'repo-'));
    const src = path.join(dir, 'src');
    await mkdir(src);
    for (const [name, data] of Object.entries(files)) await writeFile(path.join(src, name), data);
    const key = randomBytes(32);
    const storeDir = path.join(dir, 'store');
    const store = new FsBlobStore(storeDir);
    const { snapshot } = await runBackup({ sources: [src], stores: [store], key, journalDir: path.join(dir, 'journal'), packSize: 4 * 1024 * 1024 });
    const repo = await Repository.open(store, deriveKeys(key));
    const chunksOf = (name: string) => snapshot.entries.find((e) => e.path.endsWith(`/${name}`))!.chunks;
    const fromRepo = (name: string, data: Buffer, compress: boolean): ZipMember => ({
      name,
      size: data.length,
      mtime: new Date(2024, 4, 17, 10, 20, 30),
      compress,
      open: (signal, deflate) => openFileBytes(repo, chunksOf(name.replace(/^stored-/, '')), data.length, signal, zipPiecesOnPool(pool, deflate)),
    });
    return { repo, storeDir, chunksOf, fromRepo };
  }

  it('joins the runs of a large file into one entry that unzips byte-identical, and ends one damaged in a later run cleanly', async () => {
    // Text and random bytes (compressed and stored chunks), ~20 MiB: well past the verified start
    // (READ_AHEAD_BYTES) and spread over several 4 MiB packs, so the file is read in several runs.
    const big = Buffer.concat([text(60_000), randomBytes(14 * 1024 * 1024), text(120_000)]);
    const small = text(300);
    const { repo, storeDir, chunksOf, fromRepo } = await repositoryWith({ 'big.txt': big, 'small.txt': small });
    const runs = repo.planRuns(chunksOf('big.txt'));
    expect(runs.length).toBeGreaterThan(2);

    const whole = await zipOf([fromRepo('big.txt', big, true), fromRepo('stored-big.txt', big, false), fromRepo('small.txt', small, true)]);
    expect(whole.problems).toEqual([]);
    const read = await readBack(whole.zip);
    expect(read.test).toBe('OK');
    expect(read.entries.map((e) => [e.name, e.size, e.method, e.sha256])).toEqual([
      ['big.txt', big.length, 8, sha(big)],
      ['stored-big.txt', big.length, 0, sha(big)],
      ['small.txt', small.length, 8, sha(small)],
    ]);

    // Damage the first chunk read after the entry has begun (past the verified start): the entry
    // ends where that chunk's run begins.
    let before = 0;
    let late = 0;
    while (before < READ_AHEAD_BYTES) before += runs[late++]!.reduce((n, id) => n + repo.chunks.get(id)!.entry.rawLength, 0);
    expect(late).toBeLessThan(runs.length);
    const loc = repo.chunks.get(runs[late]![0]!)!;
    const pack = await open(path.join(storeDir, ...packName(loc.packId).split('/')), 'r+');
    await pack.write(Buffer.from([0x5a]), 0, 1, loc.entry.offset + Math.floor(loc.entry.length / 2));
    await pack.close();
    const cut = await zipOf([fromRepo('big.txt', big, true), fromRepo('small.txt', small, true)]);
    expect(cut.problems.map((p) => [p.entry, p.written, (p.error as { code?: string }).code])).toEqual([['big.txt', before, 'CORRUPT_DATA']]);
    const readCut = await readBack(cut.zip);
    expect(readCut.test).toBe('OK');
    expect(readCut.entries.map((e) => [e.name, e.size, e.sha256])).toEqual([
      ['big.txt', before, sha(big.subarray(0, before))],
      ['small.txt', small.length, sha(small)],
      ['ERRORS.txt', expect.any(Number), expect.any(String)],
    ]);
  }, 60_000);
});

describe("pieces' memory handed back once written (responsePending)", () => {
  it('hands back no piece before the response has written its bytes: memory reused at once never corrupts the zip', async () => {
    const files = Array.from({ length: 12 }, (_, i) => ({
      name: `${i}.bin`,
      data: i % 3 === 0 ? text(20_000 + i) : randomBytes(300_000 + i * 50_000),
      compress: i % 3 === 0,
    }));
    let released = 0;
    // Each piece in memory of its own; released, it is overwritten at once, as a worker reusing it would.
    const members = files.map((f) => {
      const m = member(f.name, f.data, { compress: f.compress, partSize: 100_000 });
      const open = m.open.bind(m);
      m.open = async (signal, deflate) => {
        const bytes = await open(signal, deflate);
        const poisoned = (p: ZipPiece): ZipPiece => {
          const data = Buffer.from(p.data);
          return { ...p, data, release: () => (released++, data.fill(0xee)) };
        };
        async function* rest() {
          for await (const p of bytes.rest) yield poisoned(p);
        }
        return { size: bytes.size, head: bytes.head.map(poisoned), rest: rest() };
      };
      return m;
    });
    // A response that takes a while over each write and keeps the bytes only when it is done (a socket's kernel copy).
    const received: Buffer[] = [];
    const response = new Writable({
      highWaterMark: 64 * 1024,
      write(chunk: Buffer, _encoding, done) {
        setTimeout(() => {
          received.push(Buffer.from(chunk));
          done();
        }, 1);
      },
    });
    const body = streamZip(
      listing(members),
      { onProblem: () => undefined, onFailure: () => undefined, describe: String },
      { responsePending: () => response.writableLength },
    );
    await pipeline(body, response);
    expect(released).toBeGreaterThan(0);
    const read = await readBack(Buffer.concat(received));
    expect(read.test).toBe('OK');
    expect(read.entries.map((e) => [e.name, e.size, e.sha256])).toEqual(files.map((f) => [f.name, f.data.length, sha(f.data)]));
  });
});

describe("a zip written to a real socket, its pieces' memory handed back to the decode workers once written", () => {
  const pool = new DecodePool(2);
  afterAll(() => pool.close());

  it('sends every byte as read (reused memory never overwrites bytes not yet written), to a client that reads slowly', async () => {
    const dir = await mkdtemp(path.join(tmp, 'socket-'));
    const src = path.join(dir, 'src');
    await mkdir(src);
    // Stored files of several large runs each (the memory of runs from 1 MiB on is reused) and a deflated one.
    const files = {
      'a.bin': randomBytes(9 * 1024 * 1024),
      'b.bin': randomBytes(7 * 1024 * 1024),
      'c.txt': text(100_000),
      'd.bin': randomBytes(12 * 1024 * 1024),
    };
    for (const [name, data] of Object.entries(files)) await writeFile(path.join(src, name), data);
    const key = randomBytes(32);
    const store = new FsBlobStore(path.join(dir, 'store'));
    const { snapshot } = await runBackup({ sources: [src], stores: [store], key, journalDir: path.join(dir, 'journal'), packSize: 4 * 1024 * 1024 });
    const repo = await Repository.open(store, deriveKeys(key));
    const chunksOf = (name: string) => snapshot.entries.find((e) => e.path.endsWith(`/${name}`))!.chunks;
    let recycled = 0;
    const recycle = pool.recycle.bind(pool);
    pool.recycle = (bytes) => {
      recycled++;
      recycle(bytes);
    };
    const members = Object.entries(files).map(([name, data]): ZipMember => ({
      name,
      size: data.length,
      mtime: new Date(2024, 4, 17, 10, 20, 30),
      compress: name.endsWith('.txt'),
      open: (signal, deflate) => openFileBytes(repo, chunksOf(name), data.length, signal, zipPiecesOnPool(pool, deflate)),
    }));
    // The same zip twice, the second while the workers hold memory handed back during the first.
    for (let round = 0; round < 2; round++) {
      const server = http.createServer((_req, res) => {
        const body = streamZip(
          listing(members),
          { onProblem: () => undefined, onFailure: () => undefined, describe: String },
          { responsePending: () => res.writableLength },
        );
        res.writeHead(200, { 'content-type': 'application/zip' });
        body.pipe(res);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const zip = await new Promise<Buffer>((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${port}/`, (response) => {
            const parts: Buffer[] = [];
            let sinceRest = 0;
            response.on('data', (part: Buffer) => {
              parts.push(Buffer.from(part));
              sinceRest += part.length;
              // Now and then the client stops reading a while, so the server's socket fills and its writes wait.
              if (sinceRest >= 2 * 1024 * 1024) {
                sinceRest = 0;
                response.pause();
                setTimeout(() => response.resume(), 20);
              }
            });
            response.on('end', () => resolve(Buffer.concat(parts)));
            response.on('error', reject);
          })
          .on('error', reject);
      });
      server.close();
      const read = await readBack(zip);
      expect(read.test).toBe('OK');
      expect(read.entries.map((e) => [e.name, e.size, e.sha256])).toEqual(Object.entries(files).map(([name, data]) => [name, data.length, sha(data)]));
    }
    expect(recycled).toBeGreaterThan(0);
  }, 60_000);
});
