import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A minimal zip writer for hostile test files, built in memory (no binary blobs in the repository): entries
 * stored or deflated, sizes and CRCs that may lie, Zip64 sizes, and bombs: an entry whose content is a piece
 * repeated many times is deflated once per megabyte and its compressed megabyte repeated, so a file of a few
 * megabytes inflates to gigabytes without the test ever holding (or compressing) the gigabytes.
 */

/** Content made of a piece repeated `times` times, between a prefix and a suffix. */
export interface Repeated {
  prefix?: string;
  /** Repeated whole: the inflated size is prefix + piece × times + suffix. */
  piece: string;
  times: number;
  suffix?: string;
}

/** Content made piece by piece (e.g. a million distinct rows), never held whole. */
export interface Generated {
  pieces: Iterable<string>;
}

export interface HostileEntry {
  name: string;
  content: string | Buffer | Repeated | Generated;
  /** 8: deflate (default), 0: stored. */
  method?: 0 | 8;
  /** The inflated size the headers claim (default: the true one). */
  declaredSize?: number;
  /** The CRC the headers claim (default: the true one; for repeated content of over 1 GiB: 0). */
  declaredCrc?: number;
  /** Sizes in the Zip64 extra field (the classic fields say 0xffffffff). */
  zip64?: boolean;
}

/** A repeated piece is compressed in blocks of about this many bytes. */
const BLOCK = 1024 * 1024;
/** Repeated content up to this size gets its true CRC (computing it for gigabytes would be slow). */
const CRC_UP_TO = 1024 * 1024 * 1024;

const isRepeated = (content: HostileEntry['content']): content is Repeated =>
  typeof content === 'object' && 'piece' in content;
const isGenerated = (content: HostileEntry['content']): content is Generated =>
  typeof content === 'object' && 'pieces' in content;

/** Deflates `text` as a self-contained run of blocks that another such run may follow (full flush). */
const deflatedRun = (data: Buffer) => deflateRawSync(data, { level: 9, finishFlush: constants.Z_FULL_FLUSH });

interface Packed {
  data: Buffer;
  size: number;
  crc: number;
}

function packRepeated(content: Repeated, method: 0 | 8): Packed {
  const piece = Buffer.from(content.piece);
  const prefix = Buffer.from(content.prefix ?? '');
  const suffix = Buffer.from(content.suffix ?? '');
  const perBlock = Math.max(1, Math.floor(BLOCK / Math.max(1, piece.length)));
  const times = Math.floor(content.times);
  const blocks = Math.floor(times / perBlock);
  const rest = times - blocks * perBlock;
  const block = Buffer.concat(Array.from({ length: perBlock }, () => piece));
  const tail = Buffer.concat([...Array.from({ length: rest }, () => piece), suffix]);
  const size = prefix.length + block.length * blocks + tail.length;
  let crc = 0;
  if (size <= CRC_UP_TO) {
    crc = crc32(prefix);
    for (let i = 0; i < blocks; i++) crc = crc32(block, crc);
    crc = crc32(tail, crc);
  }
  if (method === 0) {
    return { data: Buffer.concat([prefix, ...Array.from({ length: blocks }, () => block), tail]), size, crc };
  }
  const packedBlock = deflatedRun(block);
  const data = Buffer.concat([
    deflatedRun(prefix),
    ...Array.from({ length: blocks }, () => packedBlock),
    deflateRawSync(tail, { level: 9 }),
  ]);
  return { data, size, crc };
}

/** Deflated (fast) in runs of about a megabyte, as the pieces come. */
function packGenerated(content: Generated, method: 0 | 8): Packed {
  const runs: Buffer[] = [];
  let size = 0;
  let crc = 0;
  let pending: string[] = [];
  let pendingLength = 0;
  const flush = (last: boolean) => {
    const data = Buffer.from(pending.join(''));
    pending = [];
    pendingLength = 0;
    size += data.length;
    crc = crc32(data, crc);
    if (method === 0) runs.push(data);
    else
      runs.push(
        deflateRawSync(data, { level: 1, finishFlush: last ? constants.Z_FINISH : constants.Z_FULL_FLUSH }),
      );
  };
  for (const piece of content.pieces) {
    pending.push(piece);
    pendingLength += piece.length;
    if (pendingLength >= BLOCK) flush(false);
  }
  flush(true);
  return { data: Buffer.concat(runs), size, crc };
}

function pack(entry: HostileEntry): Packed {
  const method = entry.method ?? 8;
  if (isRepeated(entry.content)) return packRepeated(entry.content, method);
  if (isGenerated(entry.content)) return packGenerated(entry.content, method);
  const raw = typeof entry.content === 'string' ? Buffer.from(entry.content) : entry.content;
  return { data: method === 0 ? raw : deflateRawSync(raw), size: raw.length, crc: crc32(raw) };
}

export interface ZipWithOffsets {
  bytes: Buffer;
  /** Where each entry's (compressed) data lies in `bytes`: a test may break it there. */
  data: Map<string, { start: number; end: number }>;
}

/** The zip of `entries`, in that order. */
export const hostileZip = (entries: readonly HostileEntry[]): Buffer => zipWithOffsets(entries).bytes;

/** The zip of `entries`, in that order, and where each entry's data lies in it. */
export function zipWithOffsets(entries: readonly HostileEntry[]): ZipWithOffsets {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  const data = new Map<string, { start: number; end: number }>();
  let offset = 0;
  for (const entry of entries) {
    const packed = pack(entry);
    const size = entry.declaredSize ?? packed.size;
    const crc = entry.declaredCrc ?? packed.crc;
    const name = Buffer.from(entry.name);
    const zip64 = entry.zip64 ?? false;
    const small = (value: number) => (zip64 ? 0xffffffff : value);
    const extra = Buffer.alloc(zip64 ? 20 : 0);
    if (zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(16, 2);
      extra.writeBigUInt64LE(BigInt(size), 4);
      extra.writeBigUInt64LE(BigInt(packed.data.length), 12);
    }
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(zip64 ? 45 : 20, 4);
    header.writeUInt16LE(0x0800, 6); // UTF-8 names
    header.writeUInt16LE(entry.method ?? 8, 8);
    header.writeUInt32LE(crc >>> 0, 14);
    header.writeUInt32LE(small(packed.data.length), 18);
    header.writeUInt32LE(small(size >>> 0), 22);
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(extra.length, 28);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(zip64 ? 45 : 20, 4);
    record.writeUInt16LE(zip64 ? 45 : 20, 6);
    record.writeUInt16LE(0x0800, 8);
    record.writeUInt16LE(entry.method ?? 8, 10);
    record.writeUInt32LE(crc >>> 0, 16);
    record.writeUInt32LE(small(packed.data.length), 20);
    record.writeUInt32LE(small(size >>> 0), 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt16LE(extra.length, 30);
    record.writeUInt32LE(offset, 42);
    const start = offset + header.length + name.length + extra.length;
    data.set(entry.name, { start, end: start + packed.data.length });
    parts.push(header, name, extra, packed.data);
    central.push(record, name, extra);
    offset += header.length + name.length + extra.length + packed.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return { bytes: Buffer.concat([...parts, directory, end]), data };
}
