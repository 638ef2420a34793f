/**
 * Key handling. One 32-byte key per organization; every sub-key is derived with HKDF-SHA256 so
 * the org key itself never touches data:
 * - `idKey`: chunk ids are HMAC-SHA256(idKey, plaintext). A plain SHA-256 would let anyone who
 *   sees two organizations' repositories (the server's cloud store) learn that they hold the same
 *   content, or confirm a guess of a file's content; keyed ids only dedupe inside one organization.
 * - `encKey`: AES-256-GCM for chunks and metadata, random 96-bit nonce per object, the object's
 *   id as additional data so a blob moved under another name fails to open.
 * - `gearSeed`: seeds the chunker's gear table so chunk boundaries (and hence chunk sizes) are not
 *   comparable across organizations either.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  hkdfSync,
  randomBytes,
  webcrypto,
  type Cipheriv,
  type Decipheriv,
  type KeyObject,
} from 'node:crypto';
import { BackupError } from './errors.ts';

export interface RepoKeys {
  encKey: Buffer;
  idKey: Buffer;
  gearSeed: Buffer;
  /** Stored in the repository config to detect a wrong key before reading anything else. */
  check: string;
}

const NONCE = 12;
const TAG = 16;
/** Bytes a sealed object is longer than its plaintext. */
export const SEAL_OVERHEAD = NONCE + TAG;
/**
 * Pieces small enough that Node's per-call output buffers come from the heap, not fresh pages
 * (measured per MiB decrypted: 64 KiB pieces ~63 page faults, 16 KiB ~3, and faster).
 */
const CIPHER_PIECE = 16 * 1024;

function derive(orgKey: Buffer, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', orgKey, Buffer.alloc(0), `outpost-backup/v1/${info}`, 32));
}

/** Derives the engine's sub-keys from a 32-byte organization key. */
export function deriveKeys(orgKey: Uint8Array): RepoKeys {
  if (orgKey.length !== 32) throw new BackupError('INVALID_ARGUMENT', 'organization key must be 32 bytes');
  const k = Buffer.from(orgKey);
  const checkKey = derive(k, 'check');
  return {
    encKey: derive(k, 'enc'),
    idKey: derive(k, 'id'),
    gearSeed: derive(k, 'gear'),
    check: createHmac('sha256', checkKey).update('outpost-backup key check').digest('hex'),
  };
}

const keyObjectCache = new WeakMap<RepoKeys, { enc: KeyObject; id: KeyObject }>();

/**
 * The sub-keys as KeyObjects, made once per RepoKeys object and thread. Given raw bytes, every
 * createHmac/createCipheriv call builds a key object of its own: in the CPU profile of a backup of
 * 100,000 small files (two calls per file), that was about a fifth of each codec worker's busy time, and as
 * much again of each restore worker's (issue 28).
 */
function keyObjects(keys: RepoKeys): { enc: KeyObject; id: KeyObject } {
  let ko = keyObjectCache.get(keys);
  if (!ko) {
    ko = { enc: createSecretKey(keys.encKey), id: createSecretKey(keys.idKey) };
    keyObjectCache.set(keys, ko);
  }
  return ko;
}

/** Keyed chunk id of a plaintext: hex HMAC-SHA256. */
export function chunkId(keys: RepoKeys, plain: Uint8Array): string {
  return createHmac('sha256', keyObjects(keys).id).update(plain).digest('hex');
}

/** Throws CORRUPT_DATA unless `plain` is the content of chunk `id` (decoding verified it). */
export function assertChunkId(keys: RepoKeys, plain: Uint8Array, id: string): void {
  if (chunkId(keys, plain) !== id) throw new BackupError('CORRUPT_DATA', `chunk ${id.slice(0, 12)} does not match its id`);
}

const idCryptoKeys = new WeakMap<RepoKeys, Promise<webcrypto.CryptoKey>>();

/**
 * chunkId computed on the libuv pool (WebCrypto runs its jobs there): a backup's main thread
 * chunks and hashes gigabytes, and hashing there left it the bottleneck (measured: ~1.5 s of a
 * 12 s backup of 2 GiB moved off it).
 */
export async function chunkIdAsync(keys: RepoKeys, plain: Uint8Array): Promise<string> {
  let key = idCryptoKeys.get(keys);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', keys.idKey, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    idCryptoKeys.set(keys, key);
  }
  return Buffer.from(await webcrypto.subtle.sign('HMAC', await key, plain)).toString('hex');
}

/** A cipher for one new sealed object: a random nonce, the object's name as additional data. */
function cipherFor(keys: RepoKeys, aad: string) {
  const nonce = randomBytes(NONCE);
  const c = createCipheriv('aes-256-gcm', keyObjects(keys).enc, nonce);
  c.setAAD(Buffer.from(aad));
  return { c, nonce };
}

/** Runs `input` through a cipher in CIPHER_PIECE pieces into `target` from `at`; answers where it ends. */
function updateInto(cipher: Cipheriv | Decipheriv, input: Uint8Array, target: Buffer, at: number): number {
  for (let from = 0; from < input.length; from += CIPHER_PIECE) at += cipher.update(input.subarray(from, from + CIPHER_PIECE)).copy(target, at);
  return at;
}

/** Encrypts with AES-256-GCM into parts nonce, ciphertext, tag (callers concatenate once, late). */
export function sealParts(keys: RepoKeys, plain: Uint8Array, aad: string): Buffer[] {
  const { c, nonce } = cipherFor(keys, aad);
  const body = c.update(plain);
  const fin = c.final();
  return fin.length ? [nonce, body, fin, c.getAuthTag()] : [nonce, body, c.getAuthTag()];
}

/** The size of a sealed object holding `plainLength` bytes. */
export const sealedLength = (plainLength: number) => plainLength + SEAL_OVERHEAD;

/**
 * `seal` into `target` (at least `sealedLength(plain.length)` bytes), encrypting in pieces for the
 * reason openInto gives: a backup seals gigabytes, and Node answers each cipher call in a new
 * buffer. Answers the sealed view of `target`.
 */
export function sealInto(keys: RepoKeys, plain: Uint8Array, aad: string, target: Buffer): Buffer {
  const total = sealedLength(plain.length);
  if (target.length < total) throw new BackupError('INVALID_ARGUMENT', `${aad}: target buffer too small`);
  const { c, nonce } = cipherFor(keys, aad);
  let at = updateInto(c, plain, target, nonce.copy(target, 0));
  at += c.final().copy(target, at);
  at += c.getAuthTag().copy(target, at);
  return target.subarray(0, at);
}

/** Encrypts with AES-256-GCM: output = nonce | ciphertext | tag. */
export function seal(keys: RepoKeys, plain: Uint8Array, aad: string): Buffer {
  return Buffer.concat(sealParts(keys, plain, aad));
}

function decipherFor(keys: RepoKeys, sealed: Uint8Array, aad: string) {
  if (sealed.length < SEAL_OVERHEAD) throw new BackupError('CORRUPT_DATA', `${aad}: sealed object too short`);
  const buf = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  const d = createDecipheriv('aes-256-gcm', keyObjects(keys).enc, buf.subarray(0, NONCE));
  d.setAAD(Buffer.from(aad));
  d.setAuthTag(buf.subarray(buf.length - TAG));
  return { d, body: buf.subarray(NONCE, buf.length - TAG) };
}

const authFailed = (aad: string, err: unknown) => new BackupError('CORRUPT_DATA', `${aad}: authentication failed (corrupted or wrong key)`, { cause: err });

/** Decrypts a sealed object; throws CORRUPT_DATA when it was altered or sealed under another name/key. */
export function open(keys: RepoKeys, sealed: Uint8Array, aad: string): Buffer {
  const { d, body } = decipherFor(keys, sealed, aad);
  try {
    const plain = d.update(body);
    const fin = d.final();
    return fin.length ? Buffer.concat([plain, fin]) : plain;
  } catch (err) {
    throw authFailed(aad, err);
  }
}

/** The plaintext size of a sealed object of `sealedLength` bytes. */
export const openedLength = (sealedLength: number) => Math.max(0, sealedLength - SEAL_OVERHEAD);

/**
 * `open` into `target` (at least `openedLength(sealed.length)` bytes), a buffer the caller
 * reuses: a restore decrypts gigabytes, and a fresh buffer per chunk cost a page fault per 4 KiB
 * (Node allocates, zero-fills and then copies each update's output). Answers the plaintext view.
 */
export function openInto(keys: RepoKeys, sealed: Uint8Array, aad: string, target: Buffer): Buffer {
  const { d, body } = decipherFor(keys, sealed, aad);
  if (target.length < body.length) throw new BackupError('INVALID_ARGUMENT', `${aad}: target buffer too small`);
  try {
    const at = updateInto(d, body, target, 0);
    return target.subarray(0, at + d.final().copy(target, at));
  } catch (err) {
    throw authFailed(aad, err);
  }
}
