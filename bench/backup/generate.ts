/**
 * Deterministic benchmark data: about BENCH_SIZE_MB (default 2048) MiB of mixed files.
 *   ~40% text (logs, CSV, source-like; compressible), ~40% incompressible "media",
 *   ~15% duplicates of earlier files in other folders, and thousands of small files.
 * The same seed always produces the same bytes, so both tools back up identical data.
 */
import { createCipheriv, createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
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

/** Data-set profiles of the benchmarks (issue 28 item 4). */
export type Profile = 'default' | 'mixed' | 'tree';
export const PROFILES: readonly Profile[] = ['default', 'mixed', 'tree'];

/** Writes the profile's data set; `totalMiB` sizes `default` and `mixed`, `files` sizes `tree`. */
export function generateProfile(root: string, profile: Profile, opts: { totalMiB: number; files?: number }): Promise<GeneratedFile[]> {
  if (profile === 'mixed') return generateMixed(root, opts.totalMiB);
  if (profile === 'tree') return generateTree(root, opts.files ?? 100_000);
  return generate(root, opts.totalMiB);
}

/** Writes many files with a bounded number of writes in flight (a 100,000-file tree in sequence takes minutes). */
async function putAll(root: string, jobs: { rel: string; data: () => Buffer }[]): Promise<void> {
  const dirs = new Set(jobs.map((j) => dirname(join(root, j.rel))));
  for (const d of [...dirs].sort()) await mkdir(d, { recursive: true });
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const j = jobs[next++] as { rel: string; data: () => Buffer };
      await writeFile(join(root, j.rel), j.data());
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

/**
 * The data set of issue 28's table, like a real user folder: a fifth of the bytes in 1–20 KiB files
 * spread over hundreds of folders (text mostly, some binary), a fifth in duplicates of other files
 * (small and large) in other folders, the rest large text logs and incompressible media.
 */
export async function generateMixed(root: string, totalMiB: number): Promise<GeneratedFile[]> {
  const total = totalMiB * 1024 * 1024;
  const r = rng(28);
  const files: GeneratedFile[] = [];
  const jobs: { rel: string; data: () => Buffer }[] = [];
  let seed = 100_000;
  let bytes = 0;
  // Small files: 1–20 KiB in ~400 folders two or three levels deep.
  let i = 0;
  while (bytes < total * 0.2) {
    const size = 1024 + Math.floor(r() * 19 * 1024);
    const folder = `home/u${i % 8}/${['Documents', 'Desktop', 'mail', 'src', 'notes'][i % 5]}/f${(i * 7) % 50}`;
    const rel = `${folder}/item${i}.${['txt', 'eml', 'ts', 'json', 'ini', 'png'][i % 6]}`;
    const s = seed++;
    const binary = i % 6 === 5;
    jobs.push({ rel, data: () => (binary ? mediaContent(s, size) : textContent(s, size)) });
    files.push({ path: rel, kind: 'small', size });
    bytes += size;
    i++;
  }
  const smallFiles = files.slice();
  // Large files: text logs (64 KiB – 8 MiB) and media (1–24 MiB), half the bytes each.
  const originals: GeneratedFile[] = [];
  i = 0;
  while (bytes < total * 0.8) {
    const media = i % 2 === 1;
    const size = media ? Math.floor((1 + r() * 23) * 1024 * 1024) : Math.floor((64 + r() * r() * 8128) * 1024);
    const rel = media ? `media/trip${i % 10}/IMG_${1000 + i}.jpg` : `logs/srv${i % 6}/app-${i}.${['log', 'csv', 'txt'][i % 3]}`;
    const s = seed++;
    jobs.push({ rel, data: () => (media ? mediaContent(s, size) : textContent(s, size)) });
    const f: GeneratedFile = { path: rel, kind: media ? 'media' : 'text', size };
    files.push(f);
    originals.push(f);
    bytes += size;
    i++;
  }
  await putAll(root, jobs);
  // Duplicates: copies of small and large files in other folders (a "backup of the backup").
  const copyJobs: { rel: string; data: () => Buffer }[] = [];
  const copies: GeneratedFile[] = [];
  let d = 0;
  while (bytes < total) {
    const fromSmall = d % 3 !== 0;
    const pool = fromSmall ? smallFiles : originals;
    const src = pool[Math.floor(r() * pool.length)] as GeneratedFile;
    const rel = `old-laptop/c${d % 40}/${d}-${src.path.split('/').pop()}`;
    copyJobs.push({ rel, data: () => readFileSync(join(root, src.path)) });
    copies.push({ path: rel, kind: 'dup', size: src.size });
    bytes += src.size;
    d++;
  }
  await putAll(root, copyJobs);
  return [...files, ...copies];
}

/** Source-like text: indented lines of words, braces and numbers. */
function sourceContent(seed: number, size: number): Buffer {
  const r = rng(seed);
  const out = Buffer.allocUnsafe(size + 256);
  let n = 0;
  let indent = 0;
  while (n < size) {
    const w = () => WORDS[Math.floor(r() * r() * WORDS.length)] as string;
    const roll = r();
    let line: string;
    if (roll < 0.1 && indent < 6) line = `${'  '.repeat(indent++)}function ${w()}(${w()}, ${w()}) {\n`;
    else if (roll < 0.2 && indent > 0) line = `${'  '.repeat(--indent)}}\n`;
    else line = `${'  '.repeat(indent)}const ${w()} = ${w()}.${w()}(${Math.floor(r() * 1000)}, '${w()} ${w()}');\n`;
    n += out.write(line, n);
  }
  return out.subarray(0, size);
}

/** A source tree: `files` text files of 1–16 KiB in deep folders (3–8 levels, ~20 files a folder). */
export async function generateTree(root: string, count: number): Promise<GeneratedFile[]> {
  const r = rng(100);
  const files: GeneratedFile[] = [];
  const jobs: { rel: string; data: () => Buffer }[] = [];
  const folders: string[] = [];
  for (let f = 0; folders.length * 20 < count; f++) {
    const depth = 3 + (f % 6);
    const parts = ['repo'];
    for (let k = 0, x = f; k < depth; k++, x = Math.floor(x / 7)) parts.push(`${['src', 'lib', 'pkg', 'mod', 'core', 'util', 'test'][x % 7]}${k}`);
    parts.push(`f${f}`);
    folders.push(parts.join('/'));
  }
  for (let i = 0; i < count; i++) {
    const size = 1024 + Math.floor(r() * 15 * 1024);
    const rel = `${folders[Math.floor(i / 20)]}/file${i}.${['ts', 'c', 'h', 'py', 'md'][i % 5]}`;
    jobs.push({ rel, data: () => sourceContent(200_000 + i, size) });
    files.push({ path: rel, kind: 'small', size });
  }
  await putAll(root, jobs);
  return files;
}
