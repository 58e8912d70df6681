import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { crc32, createDeflateRaw, deflateRawSync, type DeflateRaw } from 'node:zlib';
import type { OutputSink } from './output-sink.js';

/**
 * A zip written front to back onto an OutputSink, each entry deflated as it is written (zlib's deflate runs
 * on libuv's thread pool, beside the JavaScript that makes the next rows). Entries carry their sizes and
 * CRC in a data descriptor after their data, and in the central directory at the end. Not Zip64: an entry
 * or the whole file must stay under 4 GiB.
 */

/** zlib level: 4 packs sheet XML nearly as tightly as 6 at a fraction of the CPU. */
const LEVEL = 4;
const CHUNK = 64 * 1024;
const UTF8_NAMES = 0x0800;
const DATA_DESCRIPTOR = 0x0008;
const LIMIT = 0xffffffff;

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

export class ZipWriter {
  private readonly entries: Written[] = [];

  constructor(private readonly sink: OutputSink) {}

  /** A small entry, deflated at once. */
  async add(name: string, content: string): Promise<void> {
    const entry = this.open(name);
    const raw = Buffer.from(content);
    const data = deflateRawSync(raw, { level: LEVEL });
    this.sink.write(data);
    this.close(entry, crc32(raw), data.length, raw.length);
    await this.sink.waitForRoom();
  }

  /** A large entry, written piece by piece with `write`, finished with `end`. */
  stream(name: string): EntryStream {
    return new EntryStream(this.sink, this.open(name), (entry, crc, compressed, size) =>
      this.close(entry, crc, compressed, size),
    );
  }

  /** The central directory and its end record: the zip is complete. */
  finish(): void {
    const start = this.sink.bytes;
    for (const entry of this.entries) {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4); // made by: version 2.0
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(UTF8_NAMES | DATA_DESCRIPTOR, 8);
      record.writeUInt16LE(8, 10);
      record.writeUInt32LE(entry.crc, 16);
      record.writeUInt32LE(entry.compressed, 20);
      record.writeUInt32LE(entry.size, 24);
      record.writeUInt16LE(entry.name.length, 28);
      record.writeUInt32LE(entry.offset, 42);
      this.sink.write(Buffer.concat([record, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.sink.bytes - start, 12);
    end.writeUInt32LE(start, 16);
    if (start > LIMIT) throw new Error('The workbook is too large for a zip without Zip64.');
    this.sink.write(end);
  }

  private open(fileName: string): Written {
    const name = Buffer.from(fileName);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(UTF8_NAMES | DATA_DESCRIPTOR, 6);
    header.writeUInt16LE(8, 8); // deflate; time, date, CRC and sizes 0 (in the data descriptor)
    header.writeUInt16LE(name.length, 26);
    const entry = { name, crc: 0, compressed: 0, size: 0, offset: this.sink.bytes };
    this.sink.write(Buffer.concat([header, name]));
    return entry;
  }

  private close(entry: Written, crc: number, compressed: number, size: number): void {
    if (compressed > LIMIT || size > LIMIT || entry.offset > LIMIT)
      throw new Error('The workbook is too large for a zip without Zip64.');
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    this.sink.write(descriptor);
    this.entries.push({ ...entry, crc, compressed, size });
  }
}

/** One entry's data on its way through deflate into the sink, with backpressure both ways. */
export class EntryStream {
  private readonly deflate: DeflateRaw = createDeflateRaw({ level: LEVEL, chunkSize: CHUNK });
  private crc = 0;
  private size = 0;
  private compressed = 0;
  private failure: { error: unknown } | undefined;

  constructor(
    private readonly sink: OutputSink,
    private readonly entry: Written,
    private readonly closed: (entry: Written, crc: number, compressed: number, size: number) => void,
  ) {
    this.deflate.on('error', (error: unknown) => (this.failure ??= { error }));
    this.deflate.on('data', (chunk: Buffer) => {
      this.compressed += chunk.length;
      let room: boolean;
      try {
        room = sink.write(chunk);
      } catch (error) {
        this.failure ??= { error }; // the sink failed: whoever waits on it is told
        return;
      }
      if (!room) {
        this.deflate.pause();
        sink.waitForRoom().then(
          () => this.deflate.resume(),
          () => undefined,
        );
      }
    });
  }

  /** Adds text to the entry; waits while deflate or the sink is full, and yields to the event loop. */
  async write(text: string): Promise<void> {
    this.throwIfFailed();
    const data = Buffer.from(text);
    this.crc = crc32(data, this.crc);
    this.size += data.length;
    if (this.deflate.write(data)) await nextTurn();
    else await Promise.race([once(this.deflate, 'drain'), this.sink.failed]);
    this.throwIfFailed();
  }

  private throwIfFailed(): void {
    this.sink.throwIfFailed();
    if (this.failure) throw this.failure.error;
  }

  async end(): Promise<void> {
    const ended = once(this.deflate, 'end');
    this.deflate.end();
    await Promise.race([ended, this.sink.failed]);
    this.throwIfFailed();
    this.closed(this.entry, this.crc, this.compressed, this.size);
    await this.sink.waitForRoom();
  }

  /** Stops deflating (after a failure). */
  destroy(): void {
    this.deflate.destroy();
  }
}
