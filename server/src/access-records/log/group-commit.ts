/** One item waiting for its batch. */
interface Waiting<T> {
  item: T;
  resolve(): void;
  reject(error: unknown): void;
}

export interface GroupCommitOptions {
  /** How long the first item of a batch waits for others (ms); 0: until the current turn of the event loop ends. */
  delayMs: number;
  /** Items per write at most. */
  maxBatch: number;
}

/**
 * Group commit: items added while a batch waits (`delayMs`, or the rest of the event loop's turn) or while the
 * previous batch is being written go together into the next write, so a rush of requests costs one statement per batch instead of one per request. Each `add` resolves
 * once its own batch is written, or rejects with that write's error: a caller knows its item is stored.
 */
export class GroupCommit<T> {
  private queue: Waiting<T>[] = [];
  private writing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | NodeJS.Immediate | undefined;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly options: GroupCommitOptions,
  ) {}

  add(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Writes whatever waits now (shutting down). */
  async drain(): Promise<void> {
    this.cancelTimer();
    while (this.writing || this.queue.length) {
      if (this.writing) await this.writing;
      else await this.flush();
    }
  }

  private schedule(): void {
    if (this.writing || this.timer) return;
    if (this.queue.length >= this.options.maxBatch) {
      void this.flush();
      return;
    }
    const run = () => {
      this.timer = undefined;
      void this.flush();
    };
    this.timer = this.options.delayMs > 0 ? setTimeout(run, this.options.delayMs) : setImmediate(run);
  }

  private cancelTimer(): void {
    if (this.timer === undefined) return;
    if (this.options.delayMs > 0) clearTimeout(this.timer as NodeJS.Timeout);
    else clearImmediate(this.timer as NodeJS.Immediate);
    this.timer = undefined;
  }

  private flush(): Promise<void> {
    const batch = this.queue.splice(0, this.options.maxBatch);
    const run = async () => {
      try {
        await this.write(batch.map((w) => w.item));
        for (const w of batch) w.resolve();
      } catch (error) {
        for (const w of batch) w.reject(error);
      } finally {
        this.writing = undefined;
        if (this.queue.length) this.schedule();
      }
    };
    this.writing = run();
    return this.writing;
  }
}
