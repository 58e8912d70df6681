import { Duplex, PassThrough, Readable } from 'node:stream';

/**
 * The stream exceljs's streaming reader reads the upload from. exceljs pipes it into unzipper's parser, and
 * when that parser fails (a truncated or corrupt zip) or the upload stops half way (client gone, size limit),
 * exceljs waits forever for the zip entry it was reading: its promise never settles, and a worksheet it had
 * parked in a temporary file keeps that file and two file descriptors until the process exits.
 *
 * This stream watches the parser it is piped into. On the first failure — a parser error (which exceljs
 * then does not see) or `fail()` — it reports the error to `onFailure` and winds exceljs down as if the zip
 * had ended there: the entry being read is ended and so is the parser's output. exceljs then finishes
 * normally, closing and deleting its temporary files; whatever it still yields should be ignored.
 */
export class GuardedZipSource extends PassThrough {
  private zip: Duplex | undefined;
  private entry: { stream: Duplex; feeder?: Readable } | undefined;
  private stopped = false;

  constructor(private readonly onFailure: (error: unknown) => void) {
    super();
  }

  override pipe<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T {
    if (destination instanceof Duplex) this.guard(destination);
    return super.pipe(destination, options);
  }

  /** True once failed: rows exceljs still yields are leftovers to ignore. */
  get failed(): boolean {
    return this.stopped;
  }

  /** Stops feeding the zip parser and winds exceljs down; `error` goes to `onFailure` (first failure only). */
  fail(error: unknown): void {
    if (this.stopped) return;
    this.stopped = true;
    this.onFailure(error);
    if (this.zip) this.unpipe(this.zip);
    const entry = this.entry;
    if (entry && !entry.stream.writableEnded) {
      entry.feeder?.unpipe(entry.stream);
      entry.stream.end();
    }
    if (this.zip && !this.zip.readableEnded) this.zip.push(null);
  }

  private guard(zip: Duplex): void {
    this.zip = zip;
    // unzipper pushes each entry (a stream) onto its readable side, then pipes the inflated data into it.
    // Track the entry at the push, not when exceljs takes it: it is the one that may never end.
    const push = zip.push.bind(zip);
    zip.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
      if (chunk instanceof Duplex) {
        const entry: { stream: Duplex; feeder?: Readable } = { stream: chunk };
        chunk.once('pipe', (feeder: Readable) => (entry.feeder = feeder));
        this.entry = entry;
      }
      return push(chunk, encoding);
    };
    const emit = zip.emit.bind(zip);
    zip.emit = (event: string | symbol, ...args: unknown[]): boolean => {
      if (event !== 'error') return emit(event, ...args);
      this.fail(args[0]);
      return true;
    };
  }
}
