import { crc32, createInflateRaw } from 'node:zlib';
import { NotXlsxError, XlsxTooLargeError } from './not-xlsx.error.js';

/**
 * Reads a zip held in memory through its central directory (so the order of the entries does not matter),
 * and inflates one entry at a time as a stream of chunks, checking its size and CRC. Zip64 sizes are read.
 */

export interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const END = 0x06054b50;
const END64_LOCATOR = 0x07064b50;
const END64 = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ENCRYPTED = 0x0001;

const fail = (reason: string): never => {
  throw new NotXlsxError(reason);
};

function findEnd(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--)
    if (zip.readUInt32LE(at) === END && at + 22 + zip.readUInt16LE(at + 20) === zip.length) return at;
  return fail('no end of central directory (not a zip, or cut off)');
}

/** The central directory's entry count and offset, from the Zip64 end record when the classic one is full. */
function directoryOf(zip: Buffer, end: number): { count: number; offset: number } {
  let count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  if (
    (count === 0xffff || offset === 0xffffffff) &&
    end >= 20 &&
    zip.readUInt32LE(end - 20) === END64_LOCATOR
  ) {
    const at = Number(zip.readBigUInt64LE(end - 12));
    if (at + 56 > zip.length || zip.readUInt32LE(at) !== END64) fail('bad Zip64 end record');
    count = Number(zip.readBigUInt64LE(at + 32));
    offset = Number(zip.readBigUInt64LE(at + 48));
  }
  return { count, offset };
}

/** Sizes and offset from the Zip64 extra field, for those the record marks as 0xffffffff. */
function zip64Values(extra: Buffer, wanted: { size: boolean; compressed: boolean; offset: boolean }) {
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) !== 0x0001) continue;
    let field = at + 4;
    const next = () => {
      if (field + 8 > at + 4 + extra.readUInt16LE(at + 2)) fail('bad Zip64 extra field');
      const value = Number(extra.readBigUInt64LE(field));
      field += 8;
      return value;
    };
    return {
      size: wanted.size ? next() : undefined,
      compressed: wanted.compressed ? next() : undefined,
      offset: wanted.offset ? next() : undefined,
    };
  }
  return fail('missing Zip64 extra field');
}

/** The entries of the zip by name. */
export function readZipDirectory(zip: Buffer): Map<string, ZipEntry> {
  if (zip.length < 22) fail('too short for a zip');
  const { count, offset } = directoryOf(zip, findEnd(zip));
  const entries = new Map<string, ZipEntry>();
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) fail('broken central directory');
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const entry: ZipEntry = {
      name,
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    };
    const wanted = {
      size: entry.size === 0xffffffff,
      compressed: entry.compressedSize === 0xffffffff,
      offset: entry.localOffset === 0xffffffff,
    };
    if (wanted.size || wanted.compressed || wanted.offset) {
      const extra = zip.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
      const values = zip64Values(extra, wanted);
      entry.size = values.size ?? entry.size;
      entry.compressedSize = values.compressed ?? entry.compressedSize;
      entry.localOffset = values.offset ?? entry.localOffset;
    }
    if (flags & ENCRYPTED) fail(`${name} is encrypted`);
    if (!entries.has(name)) entries.set(name, entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry's compressed bytes, found through its local header. */
function dataOf(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) fail(`no local header for ${entry.name}`);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) fail(`${entry.name} is cut off`);
  return zip.subarray(start, start + entry.compressedSize);
}

/**
 * The entry's content in chunks as it is inflated (on libuv's thread pool). Refuses it when it is, or
 * turns out to be, larger than `maxBytes` (a zip bomb), and when its size or CRC is not what the directory
 * says (corrupt).
 */
export async function* inflateEntry(zip: Buffer, entry: ZipEntry, maxBytes: number): AsyncGenerator<Buffer> {
  const tooLarge = () => new XlsxTooLargeError(`${entry.name} is larger than ${maxBytes} bytes`);
  if (entry.size > maxBytes) throw tooLarge();
  const data = dataOf(zip, entry);
  let size = 0;
  let crc = 0;
  const take = (chunk: Buffer) => {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge(); // the directory said less: it lied
    crc = crc32(chunk, crc);
    return chunk;
  };
  if (entry.method === 0) {
    for (let at = 0; at < data.length; at += 64 * 1024) yield take(data.subarray(at, at + 64 * 1024));
  } else if (entry.method === 8) {
    const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
    inflate.end(data);
    try {
      for await (const chunk of inflate) yield take(chunk as Buffer);
    } catch (error) {
      if (error instanceof NotXlsxError) throw error;
      fail(`${entry.name} does not inflate`);
    } finally {
      inflate.destroy();
    }
  } else fail(`${entry.name} uses compression method ${entry.method}`);
  if (size !== entry.size || crc !== entry.crc) fail(`${entry.name} is corrupt (size or CRC)`);
}
