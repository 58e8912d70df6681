import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../server/dist/server/src/main.js', import.meta.url));

export interface ServerProcess {
  url: string;
  output: string[];
  /** The OS process id of the server now running (of the last one after it ended). */
  readonly pid: number;
  /** Whether the server process is alive (it has not ended, by a stop, a kill or a crash). */
  readonly running: boolean;
  /** SIGTERM, and wait for the process to end. */
  stop(): Promise<void>;
  /** SIGKILL (kill -9): the process ends at once, no shutdown hook runs; waits until it has ended. */
  kill(): Promise<void>;
  /** After a stop or a kill: the server again, on the same port, database and settings; ready when healthy. */
  restart(): Promise<void>;
}

/** A TCP port nobody listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface Launched {
  child: ChildProcess;
  exited: Promise<void>;
}

/** Every server process started here ends with the test run, even when a test failed before stopping it. */
const children = new Set<ChildProcess>();
process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));

/**
 * The built server (`npm run build`) as its own OS process on `databaseUrl`, ready when its health answers.
 * `opts.port` picks the port (default: a free one); `opts.startTimeoutMs` how long it may take to be healthy.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  opts: { port?: number; startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  const port = opts.port ?? (await freePort());
  const output: string[] = [];
  const url = `http://127.0.0.1:${port}`;

  const launch = async (): Promise<Launched> => {
    const child: ChildProcess = spawn(process.execPath, [MAIN], {
      env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<void>((resolve) =>
      child.once('exit', () => {
        children.delete(child);
        resolve();
      }),
    );
    const deadline = Date.now() + (opts.startTimeoutMs ?? 30_000);
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`server process ended: ${output.join('')}`);
      const healthy = await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (healthy) return { child, exited };
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`server process did not start: ${output.join('')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  let current = await launch();
  const alive = () => current.child.exitCode === null && current.child.signalCode === null;
  return {
    url,
    output,
    get pid() {
      return current.child.pid!;
    },
    get running() {
      return alive();
    },
    async stop() {
      if (alive()) current.child.kill('SIGTERM');
      await current.exited;
    },
    async kill() {
      if (alive()) current.child.kill('SIGKILL');
      await current.exited;
    },
    async restart() {
      if (alive()) throw new Error('restart() needs the server process to have ended first');
      output.push(`\n--- restarted on port ${port} ---\n`);
      current = await launch();
    },
  };
}
