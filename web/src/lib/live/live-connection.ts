import { io, type Socket } from 'socket.io-client';

import type { LiveEvent, LivePushes, LiveRefusal, WatchAnswer, WatchTarget } from '@expo/contract/live';
import type { LiveStatus } from './live-protocol';

/** How long to wait before connecting again when socket.io will not retry by itself. */
const RETRY_AFTER_SERVER_DISCONNECT_MS = 1_000;
const RETRY_AFTER_REFUSAL_MS = 5_000;

interface Watch {
  target: WatchTarget;
  users: number;
}

/**
 * One socket.io connection with one token (docs/LIVE.md): its status, its watches (sent again after
 * every connect, since the server forgets them on disconnect) and the refusal of its token.
 */
export class LiveConnection {
  readonly token: string;
  private readonly socket: Socket;
  private current: LiveStatus = 'connecting';
  private readonly statusListeners = new Set<() => void>();
  private readonly watches = new Map<string, Watch>();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  /**
   * `onRefused` runs once when the server refuses the token (401): the connection is closed by then. `auth` is
   * what the handshake presents: the token, or a public page's own (`{ programme: eventId }`).
   */
  constructor(token: string, onRefused: () => void, auth: Record<string, unknown> = { token }) {
    this.token = token;
    // WebSocket first (no long-polling requests racing a refused or closed session); long-polling only where a
    // network blocks WebSockets
    this.socket = io({
      path: '/socket.io',
      forceNew: true,
      auth,
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
    });
    this.socket.on('connect', () => {
      this.setStatus('live');
      for (const { target } of this.watches.values()) this.emitWatch(target);
    });
    this.socket.on('disconnect', (reason) => {
      if (this.closed) return;
      this.setStatus('reconnecting');
      // the server dropped this socket (a booth removed or its login changed): connecting again tells
      // whether the token still holds (socket.io does not retry after a server-side disconnect)
      if (reason === 'io server disconnect') this.retry(RETRY_AFTER_SERVER_DISCONNECT_MS);
    });
    this.socket.on('connect_error', (error: Error & { data?: Partial<LiveRefusal> }) => {
      if (error.data?.status === 401) {
        this.close();
        onRefused();
      } else if (!this.socket.active) {
        // refused for another reason: socket.io gives up, this connection tries again later
        this.retry(RETRY_AFTER_REFUSAL_MS);
      }
    });
  }

  get status(): LiveStatus {
    return this.current;
  }

  subscribeStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  }

  /** Listens to a server event; returns the way to stop. */
  on<E extends LiveEvent>(event: E, handler: (payload: LivePushes[E]) => void): () => void {
    // socket.io types a listener by the event's name; the contract's LivePushes says what each event carries
    const listener = handler as (...args: unknown[]) => void;
    this.socket.on(event as string, listener);
    return () => {
      this.socket.off(event as string, listener);
    };
  }

  /** Runs `listener` after every connect (after the watches are sent again). */
  onConnect(listener: () => void): () => void {
    this.socket.on('connect', listener);
    return () => {
      this.socket.off('connect', listener);
    };
  }

  /** Watches a booth's or lecture's visitors until the returned function is called (counted per user). */
  watch(target: WatchTarget): () => void {
    const key = JSON.stringify(target);
    const watch = this.watches.get(key) ?? { target, users: 0 };
    this.watches.set(key, watch);
    watch.users += 1;
    if (watch.users === 1 && this.socket.connected) this.emitWatch(target);
    return () => {
      watch.users -= 1;
      if (watch.users > 0) return;
      this.watches.delete(key);
      if (this.socket.connected) this.socket.emit('unwatch', target);
    };
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.socket.disconnect();
  }

  private emitWatch(target: WatchTarget): void {
    this.socket.emit('watch', target, (answer: WatchAnswer) => {
      if (!answer.ok) console.warn('실시간 구독 거부', target, answer.code, answer.message);
    });
  }

  private retry(delayMs: number): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (!this.closed && !this.socket.connected) this.socket.connect();
    }, delayMs);
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.current) return;
    this.current = status;
    this.statusListeners.forEach((listener) => {
      listener();
    });
  }
}
