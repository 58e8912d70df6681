import { DataSource } from 'typeorm';
import { migrations } from '../../../migrations/index.js';

/**
 * What every connection of the server to PostgreSQL uses (the app's pool and the live feed's own). A connection
 * that cannot be made (the database down: refused at once; unreachable: after `connectionTimeoutMillis`) fails
 * the request with 503 instead of hanging; the same limit bounds the wait for a free connection of the pool.
 * TCP keepalive finds a connection whose peer vanished without closing it (a cut network, a crashed host).
 */
export const POOL_DEFAULTS = {
  connectionTimeoutMillis: 10_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  application_name: 'expo-checkin',
} as const;

/**
 * Settings of the server's own sessions on PostgreSQL (not the embedded PGlite, which has no JIT). JIT off: its
 * compilation (50–220 ms a statement) pays only on queries that run for seconds, and the server runs none; a
 * row estimate of a set-returning function (100 a call) made the survey results' texts compile for 220 ms to
 * run 70 ms (docs/SURVEYS.md, "Speed"; the log's batches did the same at 26 ms: docs/BENCHMARKS.md, 2026-11-28).
 */
export const SESSION_OPTIONS = '-c jit=off';

/** A TypeORM data source on a PostgreSQL URL; one connection when the server is the embedded PGlite. */
export function createDataSource(url: string, opts: { embedded: boolean; poolSize?: number }): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    migrations,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    poolSize: opts.embedded ? 1 : (opts.poolSize ?? 10),
    extra: { ...POOL_DEFAULTS, ...(opts.embedded ? {} : { options: SESSION_OPTIONS }) },
    logging: false,
  });
}
