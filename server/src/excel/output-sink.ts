import { once } from 'node:events';
import { Stream, Writable, finished } from 'node:stream';

/**
 * The stream a file is written to, watched: bytes written are counted, `failed` rejects once the stream
 * failed or closed before it was ended (an HTTP client that went away), and `waitForRoom()` waits while it
 * is full (backpressure) and throws once it failed.
 */
export class OutputSink {
  bytes = 0;
  private failure: { error: unknown } | undefined;
  private fail: (error: unknown) => void = () => undefined;
  readonly failed: Promise<never>;

  constructor(readonly out: NodeJS.WritableStream) {
    if (!(out instanceof Stream)) throw new TypeError('The workbook output must be a Node.js stream.');
    this.failed = new Promise<never>((_, reject) => (this.fail = reject));
    this.failed.catch(() => undefined);
    const onError = (error: unknown) => {
      this.failure ??= { error };
      this.fail(error);
    };
    finished(out, (error) => error && onError(error));
    out.on('error', onError);
  }

  throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }

  /** Writes `chunk`; false when the stream is full (wait with waitForRoom before writing much more). */
  write(chunk: Buffer): boolean {
    this.throwIfFailed();
    this.bytes += chunk.length;
    return this.out.write(chunk);
  }

  get full(): boolean {
    return this.out instanceof Writable && this.out.writableNeedDrain;
  }

  async waitForRoom(): Promise<void> {
    this.throwIfFailed();
    if (this.full) await Promise.race([once(this.out as Writable, 'drain'), this.failed]);
    this.throwIfFailed();
  }

  /** Ends the stream and waits until everything written was handed on. */
  async end(): Promise<void> {
    this.throwIfFailed();
    const done = new Promise<void>((resolve) => finished(this.out, { readable: false }, () => resolve()));
    this.out.end();
    await Promise.race([done, this.failed]);
    this.throwIfFailed();
  }

  /** After a failure: a half-written file must never look complete. */
  destroy(): void {
    if (this.out instanceof Writable && !this.out.destroyed) this.out.destroy();
  }
}
