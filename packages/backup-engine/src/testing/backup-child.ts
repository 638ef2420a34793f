/**
 * Child process for the SIGKILL resume test: backs up SRC into REPO with slow puts and prints a
 * line after every pack so the parent knows when to kill it.
 */
import { runBackup } from '../backup.ts';
import { FsBlobStore } from '../fs-blob-store.ts';
import type { BlobData } from '../blob-store.ts';
import { TestStore } from './helpers.ts';

class SlowStore extends TestStore {
  override async put(name: string, data: BlobData): Promise<void> {
    await new Promise((r) => setTimeout(r, 40));
    await super.put(name, data);
    if (name.startsWith('index/')) process.stdout.write(`pack ${name}\n`);
  }
}

const env = (k: string): string => {
  const v = process.env[k];
  if (!v) throw new Error(`missing ${k}`);
  return v;
};

await runBackup({
  sources: [env('SRC')],
  stores: [new SlowStore(new FsBlobStore(env('REPO')))],
  key: Buffer.from(env('KEY'), 'hex'),
  journalDir: env('JOURNAL'),
  packSize: 256 * 1024,
  fileConcurrency: 1,
  // CODEC_THREADS=2: small files read and hashed on the codec workers, many in flight (issue 28).
  ...(process.env.CODEC_THREADS ? { codecThreads: Number(process.env.CODEC_THREADS) } : {}),
});
process.stdout.write('done\n');
