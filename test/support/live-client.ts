import { io, type Socket } from 'socket.io-client';

export interface Received {
  name: string;
  payload: any;
  at: number;
}

export interface LiveClient {
  socket: Socket;
  received: Received[];
  /** The first payload of `name` (already received or arriving within `timeoutMs`) that `match` accepts. */
  next<T = any>(name: string, match?: (payload: T) => boolean, timeoutMs?: number): Promise<T>;
  watch(target: { boothId?: unknown; lectureId?: unknown }): Promise<any>;
  close(): void;
}

const KNOWN = ['stats', 'visits', 'messages', 'walk-ins', 'surveys', 'programme', 'resync'];

/**
 * A socket.io client of the live endpoint, connected with `token` (none: a public programme page's, by its
 * `auth`), recording every push it gets.
 */
export async function connectLive(
  url: string,
  token: string | undefined,
  /** More of the handshake's auth (an organiser's socket may name its event: `eventId`). */
  auth: Record<string, unknown> = {},
): Promise<LiveClient> {
  const socket = io(url, { auth: { ...auth, token }, transports: ['websocket'], reconnectionDelay: 200 });
  const received: Received[] = [];
  const waiters = new Set<() => void>();
  for (const name of KNOWN)
    socket.on(name, (payload: unknown) => {
      received.push({ name, payload, at: Date.now() });
      for (const wake of waiters) wake();
    });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return {
    socket,
    received,
    next(name, match = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = received.find((r) => r.name === name && match(r.payload));
          if (!hit) return false;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(hit.payload);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no ${name} push in ${timeoutMs} ms; got ${JSON.stringify(received)}`));
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      });
    },
    watch(target) {
      return socket.timeout(5000).emitWithAck('watch', target);
    },
    close() {
      socket.close();
    },
  };
}

/** What a refused connection answers (`connect_error`): its message and data. */
export function refusal(url: string, auth: Record<string, unknown>): Promise<{ message: string; data: any }> {
  const socket = io(url, { auth, transports: ['websocket'], reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.close();
      reject(new Error('the connection was accepted'));
    });
    socket.once('connect_error', (error: Error & { data?: unknown }) => {
      socket.close();
      resolve({ message: error.message, data: error.data });
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The live clients one spec opens: `connect` opens and keeps one, `closeAll` closes every one kept (after each
 * test or after the file, as the spec needs).
 */
export function liveClients() {
  const open: LiveClient[] = [];
  return {
    connect: async (url: string, token: string, auth?: Record<string, unknown>): Promise<LiveClient> => {
      const client = await connectLive(url, token, auth);
      open.push(client);
      return client;
    },
    closeAll: (): void => {
      for (const client of open.splice(0)) client.close();
    },
  };
}
