import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.js';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';
const OS_USER = 'postgres';

/**
 * A PostgreSQL cluster of the test's own (its own data directory, port and socket directory), for tests that
 * stop and start the database: the machine's server on 5432 is shared with everyone else and is never touched.
 */
export interface PrivatePostgres {
  port: number;
  /** The data directory (and the socket directory). */
  dir: string;
  /** A URL of `database` on this cluster (user postgres, trust authentication). */
  url(database?: string): string;
  /** Makes a new database and answers its URL. */
  createDatabase(name: string): Promise<string>;
  /**
   * Stops the server: 'immediate' is a crash as far as clients can tell (connections cut, recovery at the next
   * start), 'fast' ends the sessions with 57P01 and shuts down cleanly.
   */
  stop(mode?: 'immediate' | 'fast'): Promise<void>;
  /** Starts it again on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** The server's own log (for a failing test's message). */
  log(): string;
  /** Stops the server (if running) and deletes the data directory. */
  destroy(): Promise<void>;
}

/** Runs a PostgreSQL binary as the postgres OS user (initdb and the server refuse to run as root). */
async function asPostgres(binary: string, args: string[]): Promise<string> {
  const [command, argv] =
    userInfo().uid === 0
      ? ['runuser', ['-u', OS_USER, '--', join(BIN, binary), ...args]]
      : [join(BIN, binary), args];
  try {
    const { stdout, stderr } = await run(command, argv, { timeout: 60_000 });
    return stdout + stderr;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${binary} ${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`, {
      cause: error,
    });
  }
}

/** initdb in a new temp directory and starts the cluster on a free port (127.0.0.1 only). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'expo-pg-'));
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  if (userInfo().uid === 0) {
    const { stdout } = await run('id', ['-u', OS_USER]);
    const { stdout: gid } = await run('id', ['-g', OS_USER]);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  // --no-sync: the test checks availability, not durability across an OS crash
  await asPostgres('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c shared_buffers=64MB',
    '-c max_connections=60',
  ].join(' ');
  let running = false;
  const cluster: PrivatePostgres = {
    port,
    dir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      await asPostgres('psql', [
        '-h',
        dir,
        '-p',
        String(port),
        '-U',
        'postgres',
        '-c',
        `CREATE DATABASE ${name}`,
      ]);
      return cluster.url(name);
    },
    async stop(mode = 'immediate') {
      if (!running) return;
      await asPostgres('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      running = false;
    },
    async start() {
      if (running) return;
      await asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
      running = true;
    },
    log() {
      try {
        return readFileSync(logFile, 'utf8');
      } catch {
        return '';
      }
    },
    async destroy() {
      await cluster.stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}
