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

/** A TypeORM data source on a PostgreSQL URL; one connection when the server is the embedded PGlite. */
export function createDataSource(url: string, opts: { embedded: boolean; poolSize?: number }): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    migrations,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    poolSize: opts.embedded ? 1 : (opts.poolSize ?? 10),
    extra: { ...POOL_DEFAULTS },
    logging: false,
  });
}
