import { WebSocket, type MessageEvent } from 'undici';

/**
 * What a server process keeps, as opposed to what it has not collected yet: its V8 inspector (the process
 * started with `NODE_OPTIONS=--inspect=127.0.0.1:<port>`) runs a full garbage collection, then reads
 * `process.memoryUsage()` in the process. RSS alone rises and falls with V8's old-generation collections (a
 * sawtooth of 200 MB over a two-minute soak on a busy machine), so a peak of RSS says when the last major
 * collection ran more than whether memory leaks; the heap and the buffers left after a full collection say
 * what is held.
 */
export interface RetainedMemory {
  /** JS heap in use after a full collection, MB. */
  heapMb: number;
  /** Memory of Buffers and other C++ objects bound to JS objects, MB. */
  externalMb: number;
  /** Resident set size right after the collection, MB. */
  rssMb: number;
}

const MB = 1024 * 1024;

/** The inspector's WebSocket address of the process listening for a debugger on `port`. */
async function debuggerUrl(port: number): Promise<string> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const [target] = targets;
  if (!target) throw new Error(`no inspector target on port ${port}`);
  return target.webSocketDebuggerUrl;
}

/** Collects the garbage of the process whose inspector listens on `port`, then reads what it holds. */
export async function retainedMemory(port: number): Promise<RetainedMemory> {
  const socket = new WebSocket(await debuggerUrl(port));
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error('inspector connection failed')), { once: true });
  });
  let nextId = 0;
  const call = (method: string, params: object = {}) =>
    new Promise<{ result?: { result?: { value?: string } } }>((resolve, reject) => {
      const id = ++nextId;
      const timer = setTimeout(() => reject(new Error(`${method}: no answer from the inspector`)), 60_000);
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; error?: unknown };
        if (message.id !== id) return;
        clearTimeout(timer);
        socket.removeEventListener('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
        else resolve(message as { result?: { result?: { value?: string } } });
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    const answer = await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    const usage = JSON.parse(answer.result?.result?.value ?? '{}') as {
      rss: number;
      heapUsed: number;
      external: number;
    };
    return { heapMb: usage.heapUsed / MB, externalMb: usage.external / MB, rssMb: usage.rss / MB };
  } finally {
    socket.close();
  }
}
