import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { mergeStatsPush } from '../../../web/src/features/dashboard/stats-push.js';
import type { StatsPush } from '@expo/contract/live';
import type { Stats } from '@expo/contract/stats';
import { jsonRequest } from '../../support/json-request.js';

export interface DashboardOptions {
  /** Where the page is served (a node or the proxy). */
  url: string;
  /** The admin's token. */
  token: string;
  /** Also shows this booth's visitor count, as /booth-visits?id= does (watched over the socket). */
  boothId?: number;
  /** socket.io options beyond the web app's (e.g. `transports: ['polling']`). */
  socket?: Partial<ManagerOptions & SocketOptions>;
}

/**
 * A live dashboard as the web app keeps it (docs/LIVE.md, web/src/lib/live/live-connection.ts and
 * web/src/features/dashboard): GET /api/stats, `stats` pushes merged in with the app's own mergeStatsPush, a
 * refetch after every connect and on `resync`, the watch sent again after every connect. It keeps figures, not
 * the pushes themselves, so hundreds of them can run for minutes.
 */
export class DashboardClient {
  readonly socket: Socket;
  /** The figures shown now (undefined until the first load). */
  stats: Stats | undefined;
  /** The watched booth's visitor count shown now. */
  boothCount: number | undefined;
  statsPushes = 0;
  visitsPushes = 0;
  resyncs = 0;
  /** Refetches answered (the first load included). */
  loads = 0;
  /** Times (Date.now()) of every connect and disconnect. */
  readonly connects: number[] = [];
  readonly disconnects: number[] = [];
  /** Refetches that failed, and refused watches. */
  readonly errors: string[] = [];
  /** Which node answered the last refetch (behind the proxy). */
  lastUpstream: string | undefined;
  private gapsFrom: number | undefined;
  private lastPushAt: number | undefined;
  /** The longest time in ms without a `stats` push since `startGapWatch` (so far). */
  longestGap = 0;
  /** When the longest gap since `startGapWatch` ended (Date.now()). */
  longestGapEndedAt: number | undefined;
  private generation = 0;

  constructor(private readonly options: DashboardOptions) {
    // the web app's connection: WebSocket first, default reconnection (1 s, up to 5 s, randomised)
    this.socket = io(options.url, {
      auth: { token: options.token },
      transports: ['websocket', 'polling'],
      rejectUnauthorized: false,
      forceNew: true,
      ...options.socket,
    });
    this.socket.on('connect', () => {
      this.connects.push(Date.now());
      if (options.boothId !== undefined)
        this.socket.emit(
          'watch',
          { boothId: options.boothId },
          (answer: { ok: boolean; message?: string }) => {
            if (!answer.ok) this.errors.push(`watch refused: ${answer.message ?? ''}`);
          },
        );
      this.refetch();
    });
    this.socket.on('disconnect', () => this.disconnects.push(Date.now()));
    this.socket.on('resync', () => {
      this.resyncs += 1;
      this.refetch();
    });
    this.socket.on('stats', (push: StatsPush) => {
      this.statsPushes += 1;
      this.notePush(Date.now());
      if (this.stats) this.stats = mergeStatsPush(this.stats, push);
    });
    this.socket.on('visits', (push: { place: string; placeId: number; count: number }) => {
      this.visitsPushes += 1;
      if (push.place === 'booth' && push.placeId === options.boothId) this.boothCount = push.count;
    });
  }

  /** The booth whose visitor count this dashboard shows, if any. */
  get watchedBooth(): number | undefined {
    return this.options.boothId;
  }

  /** Resolves once connected and the first figures are in. */
  async ready(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.stats || (this.options.boothId !== undefined && this.boothCount === undefined)) {
      if (Date.now() > deadline) throw new Error(`dashboard not ready: ${this.errors.join('; ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** From now on, measures the longest time without a `stats` push (until `stopGapWatch`). */
  startGapWatch(now = Date.now()): void {
    this.gapsFrom = now;
    this.lastPushAt = undefined;
    this.longestGap = 0;
    this.longestGapEndedAt = undefined;
  }

  /** The longest time in ms without a `stats` push since `startGapWatch`, up to `now`. */
  stopGapWatch(now = Date.now()): number {
    if (this.gapsFrom === undefined) return 0;
    this.notePush(now);
    this.gapsFrom = undefined;
    return this.longestGap;
  }

  close(): void {
    this.socket.close();
  }

  private notePush(at: number): void {
    if (this.gapsFrom === undefined) return;
    const gap = at - (this.lastPushAt ?? this.gapsFrom);
    if (gap > this.longestGap) {
      this.longestGap = gap;
      this.longestGapEndedAt = at;
    }
    this.lastPushAt = at;
  }

  /** What a page does after a (re)connect or a `resync`: load everything again; a newer load wins. */
  private refetch(): void {
    const generation = ++this.generation;
    const { url, token, boothId } = this.options;
    const loads = [
      jsonRequest<Stats>(`${url}/api/stats`, { token }),
      boothId === undefined
        ? undefined
        : jsonRequest<unknown[]>(`${url}/api/booth-visits/${boothId}`, { token }),
    ] as const;
    Promise.all(loads).then(
      ([stats, visits]) => {
        if (generation !== this.generation) return;
        if (stats.status !== 200 || (visits && visits.status !== 200)) {
          this.errors.push(`refetch answered ${stats.status}/${visits?.status ?? '-'}`);
          return;
        }
        this.loads += 1;
        this.lastUpstream = stats.upstream;
        this.stats = stats.body;
        if (visits) this.boothCount = visits.body.length;
      },
      (error: unknown) => {
        if (generation === this.generation) this.errors.push(`refetch failed: ${String(error)}`);
      },
    );
  }
}
