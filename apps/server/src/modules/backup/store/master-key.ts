import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Seals and opens small secrets (organization backup keys) with the server's master key. */
export interface KeySealer {
  seal(plain: Buffer): string;
  open(sealed: string): Buffer;
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64, so a wrong master key fails loudly. */
export function createKeySealer(masterKey: Buffer): KeySealer {
  if (masterKey.length !== 32) throw new Error('the master key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
      const ct = Buffer.concat([cipher.update(plain), cipher.final()]);
      return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), ct.toString('base64')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, ct] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || ct === undefined) throw new Error('unknown sealed key format');
      const decipher = createDecipheriv('aes-256-gcm', masterKey, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64')), decipher.final()]);
    },
  };
}

/**
 * The master key: `OUTPOST_MASTER_KEY` (base64) when set, else `DATA_DIR/master.key`, created
 * (mode 0600) on first start. Losing it makes every organization's backups unreadable.
 */
export async function loadMasterKey(dataDir: string, fromEnv?: string): Promise<Buffer> {
  if (fromEnv) {
    const key = Buffer.from(fromEnv, 'base64');
    if (key.length !== 32) throw new Error('OUTPOST_MASTER_KEY must be 32 bytes, base64-encoded');
    return key;
  }
  const file = path.join(dataDir, 'master.key');
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    // 'wx': if another process created it meanwhile, keep theirs.
    await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    await chmod(file, 0o600);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  }
}
