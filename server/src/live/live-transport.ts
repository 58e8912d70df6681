import { Logger } from '@nestjs/common';
import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { POOL_DEFAULTS } from '../database/data-source.js';
import { connectTo, type Connect, type Sql } from '../database/sql.js';
import { AdvisoryLockLeadership, soleLeader, type Leadership } from './live-leadership.js';

export const LIVE_TRANSPORT = Symbol('LIVE_TRANSPORT');

/** How pushes reach the sockets of every node, and which node makes them. */
export interface LiveTransport {
  /** The socket.io adapter (none: one process, in memory). */
  adapter?: (nsp: unknown) => unknown;
  leadership: Leadership;
  /** The leader's connections: its own, so pushes go on while a rush of requests holds the app's pool. */
  connect: Connect;
  close(): Promise<void>;
}

/** Sql over a pg pool (each statement on any of its connections: the leader runs no transactions). */
function poolConnect(pool: pg.Pool): Connect {
  const sql: Sql = {
    async query<T>(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rows as T[];
    },
    async execute(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rowCount ?? 0;
    },
  };
  return (work) => work(sql);
}

/**
 * A pool whose connections never crash the process: a connection the database drops while it is checked out
 * (the socket.io adapter keeps one for LISTEN) emits 'error' with no pool listener attached, and an 'error'
 * nobody listens to ends the process. Logged; the connection's owner sees it end and connects again.
 */
function guardedPool(config: pg.PoolConfig, logger: Logger): pg.Pool {
  const pool = new pg.Pool({ ...POOL_DEFAULTS, ...config });
  pool.on('error', (error) => logger.warn(`실시간 알림 연결 오류: ${error.message}`));
  pool.on('connect', (client) =>
    client.on('error', (error) => logger.warn(`실시간 알림 연결이 끊겼습니다: ${error.message}`)),
  );
  return pool;
}

/**
 * `deployment` names the deployment's channels (nodes of one deployment share it). Redis pub/sub when
 * `REDIS_URL` is set; else PostgreSQL LISTEN/NOTIFY on the deployment's own database
 * (no extra broker); with the embedded database one process serves everything in memory.
 */
export async function openLiveTransport(
  config: AppConfig,
  deployment: string,
  dataSource: DataSource,
): Promise<LiveTransport> {
  const logger = new Logger('Live');
  const leadership = config.databaseUrl ? new AdvisoryLockLeadership(config.databaseUrl) : soleLeader;
  // the embedded database has one connection for everything; a server gets two more for the leader
  const feedPool = config.databaseUrl
    ? guardedPool({ connectionString: config.databaseUrl, max: 2 }, logger)
    : undefined;
  const connect = feedPool ? poolConnect(feedPool) : connectTo(dataSource);
  const closeFeed = async () => {
    await feedPool?.end().catch(() => undefined);
  };
  if (config.redisUrl) {
    // loaded only here: a node without Redis does not pay for its client at every start
    const [{ createClient }, { createAdapter: createRedisAdapter }] = await Promise.all([
      import('redis'),
      import('@socket.io/redis-adapter'),
    ]);
    const pub = createClient({ url: config.redisUrl });
    const sub = pub.duplicate();
    for (const client of [pub, sub])
      client.on('error', (error: unknown) => logger.warn(`Redis 연결 오류: ${String(error)}`));
    await Promise.all([pub.connect(), sub.connect()]);
    return {
      // one Redis may serve several deployments: each talks on its own channels
      adapter: createRedisAdapter(pub, sub, { key: `expo-live#${deployment}` }),
      leadership,
      connect,
      async close() {
        await Promise.allSettled([pub.quit(), sub.quit(), closeFeed()]);
      },
    };
  }
  if (config.databaseUrl) {
    const pool = guardedPool({ connectionString: config.databaseUrl, max: 4 }, logger);
    return {
      adapter: createPostgresAdapter(pool, {
        errorHandler: (error) => logger.warn(`실시간 알림 전달 오류: ${error.message}`),
      }),
      leadership,
      connect,
      async close() {
        await Promise.allSettled([pool.end(), closeFeed()]);
      },
    };
  }
  return { leadership, connect, close: closeFeed };
}
