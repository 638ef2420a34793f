/**
 * The records of a streamed zip (PKWARE APPNOTE 6.3): local headers written before an entry's size
 * and CRC are known (general purpose bit 3, a data descriptor after the data), the central
 * directory, and ZIP64 records wherever a size, an offset or the entry count needs them. Names are
 * UTF-8 (bit 11). Pure functions of their arguments; the streaming is downloads.zip.ts's.
 */

export const METHOD_STORE = 0;
export const METHOD_DEFLATE = 8;

const U32 = 0xffffffff;
const U16 = 0xffff;
/** Sizes from here on go in ZIP64 fields; deflate can grow stored-like data a little past its size. */
const ZIP64_FROM = 0xffffffff - 1024 * 1024;
const FLAG_DATA_DESCRIPTOR = 1 << 3;
const FLAG_UTF8 = 1 << 11;
/** Made by: Unix (3), spec version 4.5 (ZIP64). */
const MADE_BY = (3 << 8) | 45;
const FILE_MODE = 0o100644;

/** What the central directory needs of an entry once it is written. */
export interface ZipEntryRecord {
  name: Buffer;
  mtime: Date;
  method: number;
  /** ZIP64 local header and data descriptor (decided before the data, from the expected size). */
  zip64: boolean;
  offset: number;
  crc: number;
  size: number;
  compressedSize: number;
}

/** MS-DOS date and time (local time, 2-second steps), clamped to the years the format can hold. */
function dosDateTime(date: Date): { time: number; date: number } {
  let d = Number.isNaN(date.getTime()) ? new Date(0) : date;
  if (d.getFullYear() < 1980) d = new Date(1980, 0, 1);
  if (d.getFullYear() > 2107) d = new Date(2107, 11, 31, 23, 59, 58);
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    date: ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

/** The Info-ZIP extended timestamp (0x5455): the modification time in Unix seconds, when it fits. */
function timestampExtra(mtime: Date): Buffer {
  const seconds = Math.floor(mtime.getTime() / 1000);
  if (!(seconds >= 0 && seconds <= U32)) return Buffer.alloc(0);
  const extra = Buffer.alloc(9);
  extra.writeUInt16LE(0x5455, 0);
  extra.writeUInt16LE(5, 2);
  extra.writeUInt8(1, 4);
  extra.writeUInt32LE(seconds, 5);
  return extra;
}

/** Whether an entry of `expectedSize` bytes needs ZIP64 sizes. */
export function needsZip64(expectedSize: number): boolean {
  return expectedSize >= ZIP64_FROM;
}

/** The local file header; sizes and CRC follow in the data descriptor. */
export function localHeader(entry: Pick<ZipEntryRecord, 'name' | 'mtime' | 'method' | 'zip64'>): Buffer {
  const { time, date } = dosDateTime(entry.mtime);
  // ZIP64 local headers carry the extra field (sizes zero here, as they are not known yet) so that
  // readers know the data descriptor's sizes are 8 bytes each.
  const zip64 = entry.zip64 ? Buffer.alloc(20) : Buffer.alloc(0);
  if (entry.zip64) {
    zip64.writeUInt16LE(0x0001, 0);
    zip64.writeUInt16LE(16, 2);
  }
  const extra = Buffer.concat([zip64, timestampExtra(entry.mtime)]);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(entry.zip64 ? 45 : 20, 4);
  header.writeUInt16LE(FLAG_DATA_DESCRIPTOR | FLAG_UTF8, 6);
  header.writeUInt16LE(entry.method, 8);
  header.writeUInt16LE(time, 10);
  header.writeUInt16LE(date, 12);
  // CRC and sizes (14–25) stay zero: they are in the data descriptor.
  if (entry.zip64) {
    header.writeUInt32LE(U32, 18);
    header.writeUInt32LE(U32, 22);
  }
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(extra.length, 28);
  return Buffer.concat([header, entry.name, extra]);
}

/** The data descriptor after an entry's data: its CRC and sizes (8-byte sizes for ZIP64 entries). */
export function dataDescriptor(entry: Pick<ZipEntryRecord, 'zip64' | 'crc' | 'size' | 'compressedSize'>): Buffer {
  const out = Buffer.alloc(entry.zip64 ? 24 : 16);
  out.writeUInt32LE(0x08074b50, 0);
  out.writeUInt32LE(entry.crc >>> 0, 4);
  if (entry.zip64) {
    out.writeBigUInt64LE(BigInt(entry.compressedSize), 8);
    out.writeBigUInt64LE(BigInt(entry.size), 16);
  } else {
    out.writeUInt32LE(entry.compressedSize, 8);
    out.writeUInt32LE(entry.size, 12);
  }
  return out;
}

/** An entry's central directory record. */
function centralRecord(entry: ZipEntryRecord): Buffer {
  const { time, date } = dosDateTime(entry.mtime);
  // ZIP64 extra: only the fields whose 32-bit slot says 0xFFFFFFFF, in this order.
  const big: bigint[] = [];
  const size = entry.size >= U32 || entry.zip64 ? (big.push(BigInt(entry.size)), U32) : entry.size;
  const compressed = entry.compressedSize >= U32 || entry.zip64 ? (big.push(BigInt(entry.compressedSize)), U32) : entry.compressedSize;
  const offset = entry.offset >= U32 ? (big.push(BigInt(entry.offset)), U32) : entry.offset;
  const zip64 = Buffer.alloc(big.length ? 4 + 8 * big.length : 0);
  if (big.length) {
    zip64.writeUInt16LE(0x0001, 0);
    zip64.writeUInt16LE(8 * big.length, 2);
    big.forEach((v, i) => zip64.writeBigUInt64LE(v, 4 + 8 * i));
  }
  const extra = Buffer.concat([zip64, timestampExtra(entry.mtime)]);
  const record = Buffer.alloc(46);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(MADE_BY, 4);
  record.writeUInt16LE(big.length || entry.zip64 ? 45 : 20, 6);
  record.writeUInt16LE(FLAG_DATA_DESCRIPTOR | FLAG_UTF8, 8);
  record.writeUInt16LE(entry.method, 10);
  record.writeUInt16LE(time, 12);
  record.writeUInt16LE(date, 14);
  record.writeUInt32LE(entry.crc >>> 0, 16);
  record.writeUInt32LE(compressed, 20);
  record.writeUInt32LE(size, 24);
  record.writeUInt16LE(entry.name.length, 28);
  record.writeUInt16LE(extra.length, 30);
  // Comment length, disk number, internal attributes: zero.
  record.writeUInt32LE((FILE_MODE << 16) >>> 0, 38);
  record.writeUInt32LE(offset, 42);
  return Buffer.concat([record, entry.name, extra]);
}

/**
 * The central directory and end records for `entries`, the directory starting at `offset`: a ZIP64
 * end record and locator precede the classic one whenever a count, size or offset needs them.
 */
export function centralDirectory(entries: readonly ZipEntryRecord[], offset: number): Buffer {
  const records = entries.map(centralRecord);
  const size = records.reduce((n, r) => n + r.length, 0);
  const zip64 = entries.length >= U16 || size >= U32 || offset >= U32;
  const tail: Buffer[] = [];
  if (zip64) {
    const end64 = Buffer.alloc(56);
    end64.writeUInt32LE(0x06064b50, 0);
    end64.writeBigUInt64LE(44n, 4);
    end64.writeUInt16LE(MADE_BY, 12);
    end64.writeUInt16LE(45, 14);
    // This disk and the directory's disk: zero.
    end64.writeBigUInt64LE(BigInt(entries.length), 24);
    end64.writeBigUInt64LE(BigInt(entries.length), 32);
    end64.writeBigUInt64LE(BigInt(size), 40);
    end64.writeBigUInt64LE(BigInt(offset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(offset + size), 8);
    locator.writeUInt32LE(1, 16);
    tail.push(end64, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(zip64 ? U16 : entries.length, 8);
  end.writeUInt16LE(zip64 ? U16 : entries.length, 10);
  end.writeUInt32LE(zip64 ? U32 : size, 12);
  end.writeUInt32LE(zip64 ? U32 : offset, 16);
  tail.push(end);
  return Buffer.concat([...records, ...tail]);
}
