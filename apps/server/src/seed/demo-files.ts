import { mkdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A small deterministic pseudo-random source, so every demo folder has the same content. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'backup restore device agent server ticket invoice warehouse shipment pallet forklift order customer supplier ' +
  'schedule quarterly report budget forecast meeting minutes policy network printer laptop desktop firewall ' +
  'licence renewal contract audit inventory maintenance safety training onboarding payroll expense travel'
).split(' ');

const FOLDERS = [
  'Documents/Contracts',
  'Documents/Policies',
  'Documents/Reports/2025',
  'Documents/Reports/2026',
  'Finance/Invoices',
  'Finance/Expenses',
  'Projects/Warehouse move',
  'Projects/Website',
  'Photos/Site visit',
  'Logs',
];

export interface DemoFolder {
  files: number;
  bytes: number;
}

/**
 * Writes the demo backup plan's folder: a few hundred small files (text, CSV, JSON and some
 * incompressible "photos"), a few MB in all, with mtimes spread over the last months, so browsing
 * and restoring show something that looks like a file share. Built in a temporary folder and
 * renamed into place, so a start interrupted half-way never leaves a partial folder behind.
 */
export async function writeDemoFolder(dir: string, now = new Date()): Promise<DemoFolder> {
  const existing = await stat(dir).catch(() => null);
  if (existing) return { files: 0, bytes: 0 };
  const temp = `${dir}.partial`;
  await rm(temp, { recursive: true, force: true });
  const random = seeded(20260105);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const sentence = () => Array.from({ length: 8 + Math.floor(random() * 10) }, () => pick(WORDS)).join(' ') + '.';
  let files = 0;
  let bytes = 0;
  const put = async (relative: string, content: string | Buffer) => {
    const file = path.join(temp, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    const daysAgo = Math.floor(random() * 180);
    const mtime = new Date(now.getTime() - daysAgo * 86_400_000);
    await utimes(file, mtime, mtime);
    files++;
    bytes += Buffer.byteLength(content);
  };

  for (let i = 0; i < 320; i++) {
    const folder = FOLDERS[i % FOLDERS.length]!;
    const name = `${pick(WORDS)}-${pick(WORDS)}-${String(i + 1).padStart(3, '0')}`;
    switch (i % 8) {
      case 0:
      case 1:
      case 2:
        await put(`${folder}/${name}.txt`, Array.from({ length: 5 + Math.floor(random() * 40) }, sentence).join('\n') + '\n');
        break;
      case 3:
      case 4: {
        const rows = Array.from({ length: 20 + Math.floor(random() * 200) }, (_, r) => `${r + 1},${pick(WORDS)},${(random() * 10_000).toFixed(2)}`);
        await put(`${folder}/${name}.csv`, `id,item,amount\n${rows.join('\n')}\n`);
        break;
      }
      case 5:
      case 6:
        await put(`${folder}/${name}.json`, JSON.stringify({ id: i + 1, title: sentence(), tags: [pick(WORDS), pick(WORDS)], done: random() > 0.5 }, null, 2));
        break;
      default: {
        // Photos do not compress: a few of these make the folder a few MB.
        const photo = Buffer.alloc(32_768 + Math.floor(random() * 98_304));
        for (let b = 0; b < photo.length; b++) photo[b] = Math.floor(random() * 256);
        await put(`Photos/Site visit/${name}.jpg`, photo);
      }
    }
  }
  await put(
    'README.txt',
    'Demo files of Outpost: the demo backup plan backs up this folder. Change, add or delete files and run the plan again to see new revisions.\n',
  );
  await rename(temp, dir);
  return { files, bytes };
}
