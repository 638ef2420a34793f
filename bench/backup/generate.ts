/**
 * Deterministic benchmark data: about BENCH_SIZE_MB (default 2048) MiB of mixed files.
 *   ~40% text (logs, CSV, source-like; compressible), ~40% incompressible "media",
 *   ~15% duplicates of earlier files in other folders, and thousands of small files.
 * The same seed always produces the same bytes, so both tools back up identical data.
 */
import { createCipheriv, createHash } from 'node:crypto';
import { mkdir, open, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Small deterministic PRNG (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (() => {
  const r = rng(42);
  const letters = 'etaoinshrdlcumwfgypbvkjxqz';
  return Array.from({ length: 4000 }, () => {
    const len = 2 + Math.floor(r() * r() * 10);
    let w = '';
    for (let i = 0; i < len; i++) w += letters[Math.floor(r() * r() * letters.length)];
    return w;
  });
})();

/** Compressible text: log lines, CSV rows or prose, depending on the file's kind. */
export function textContent(seed: number, size: number): Buffer {
  const r = rng(seed);
  const kind = seed % 3;
  const out = Buffer.allocUnsafe(size + 256);
  let n = 0;
  let ts = 1_700_000_000 + (seed % 100_000) * 60;
  while (n < size) {
    let line: string;
    if (kind === 0) {
      ts += Math.floor(r() * 5);
      const lvl = r() < 0.9 ? 'INFO' : r() < 0.5 ? 'WARN' : 'ERROR';
      line = `${new Date(ts * 1000).toISOString()} ${lvl} [worker-${Math.floor(r() * 16)}] ${WORDS[Math.floor(r() * 300)]} ${WORDS[Math.floor(r() * WORDS.length)]} id=${Math.floor(r() * 1e6)} took ${Math.floor(r() * 900)}ms\n`;
    } else if (kind === 1) {
      line = `${Math.floor(r() * 1e5)},${WORDS[Math.floor(r() * WORDS.length)]},${(r() * 1000).toFixed(2)},${WORDS[Math.floor(r() * 50)]},${Math.floor(r() * 2) ? 'true' : 'false'}\n`;
    } else {
      const words = 5 + Math.floor(r() * 12);
      const parts: string[] = [];
      for (let i = 0; i < words; i++) parts.push(WORDS[Math.floor(r() * r() * WORDS.length)] as string);
      line = `${parts.join(' ')}.\n`;
    }
    n += out.write(line, n);
  }
  return out.subarray(0, size);
}

/** Incompressible bytes (AES-CTR keystream), like compressed photos or video. */
export function mediaContent(seed: number, size: number): Buffer {
  const key = createHash('sha256').update(`media-${seed}`).digest();
  return createCipheriv('aes-256-ctr', key, Buffer.alloc(16)).update(Buffer.alloc(size));
}

export interface GeneratedFile {
  path: string;
  kind: 'text' | 'media' | 'small' | 'dup';
  size: number;
}

async function put(root: string, rel: string, data: Buffer): Promise<void> {
  const p = join(root, rel);
  await mkdir(dirname(p), { recursive: true });
  await writeFile(p, data);
}

/** Writes the data set under `root`; returns what it wrote. */
export async function generate(root: string, totalMiB: number): Promise<GeneratedFile[]> {
  const total = totalMiB * 1024 * 1024;
  const r = rng(7);
  const files: GeneratedFile[] = [];
  let seed = 1;
  let bytes = 0;
  // Thousands of small files (config, source, thumbnails): ~2% of the bytes, at least 2000 files.
  const smallCount = Math.max(2000, Math.round(totalMiB * 2.5));
  for (let i = 0; i < smallCount; i++) {
    const size = 200 + Math.floor(r() * r() * 16 * 1024);
    const rel = `projects/p${i % 50}/src/m${Math.floor(i / 50) % 20}/file${i}.${i % 4 ? 'ts' : 'json'}`;
    await put(root, rel, i % 7 === 0 ? mediaContent(seed++, size) : textContent(seed++, size));
    files.push({ path: rel, kind: 'small', size });
    bytes += size;
  }
  const originals: GeneratedFile[] = [];
  let i = 0;
  while (bytes < total * 0.85) {
    const media = i % 2 === 1;
    const size = media ? Math.floor((1 + r() * r() * 40) * 1024 * 1024) : Math.floor((16 + r() * r() * 12000) * 1024);
    const rel = media ? `media/album${i % 12}/img${i}.jpg` : `documents/d${i % 9}/report${i}.${['log', 'csv', 'txt'][i % 3]}`;
    const data = media ? mediaContent(seed++, size) : textContent(seed++, size);
    await put(root, rel, data);
    const f: GeneratedFile = { path: rel, kind: media ? 'media' : 'text', size };
    files.push(f);
    originals.push(f);
    bytes += size;
    i++;
  }
  // Duplicates: the same files copied into a "backup of backup" folder.
  let d = 0;
  while (bytes < total && originals.length) {
    const src = originals[Math.floor(r() * originals.length)] as GeneratedFile;
    const rel = `copies/c${d % 5}/${d}-${src.path.split('/').pop()}`;
    const fh = await open(join(root, src.path), 'r');
    const data = await fh.readFile();
    await fh.close();
    await put(root, rel, data);
    files.push({ path: rel, kind: 'dup', size: src.size });
    bytes += src.size;
    d++;
  }
  return files;
}

/** Revision `rev`: modifies 1% of the files (appends to text, patches media, rewrites small files). */
export async function mutate(root: string, files: GeneratedFile[], rev: number): Promise<number> {
  const r = rng(1000 + rev);
  const count = Math.max(1, Math.round(files.length * 0.01));
  const picked = new Set<number>();
  while (picked.size < count) picked.add(Math.floor(r() * files.length));
  for (const idx of picked) {
    const f = files[idx] as GeneratedFile;
    const fh = await open(join(root, f.path), 'r+');
    if (f.kind === 'media' || (f.kind === 'dup' && f.path.endsWith('.jpg'))) {
      await fh.write(mediaContent(rev * 100_000 + idx, 4096), 0, 4096, Math.floor(f.size / 2));
    } else {
      const extra = textContent(rev * 100_000 + idx, 2048);
      await fh.write(extra, 0, extra.length, f.size);
      f.size += extra.length;
    }
    await fh.close();
  }
  return count;
}

/** Counts files and bytes under a directory (repository sizes). */
export async function duBytes(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  const { stat } = await import('node:fs/promises');
  for (const name of await readdir(dir, { recursive: true })) {
    const s = await stat(join(dir, name));
    if (s.isFile()) {
      files++;
      bytes += s.size;
    }
  }
  return { files, bytes };
}
