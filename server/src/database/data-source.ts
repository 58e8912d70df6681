import { DataSource } from 'typeorm';
import { migrations } from '../../../migrations/index.js';

/** A TypeORM data source on a PostgreSQL URL; one connection when the server is the embedded PGlite. */
export function createDataSource(url: string, opts: { embedded: boolean; poolSize?: number }): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    migrations,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    poolSize: opts.embedded ? 1 : (opts.poolSize ?? 10),
    extra: { connectionTimeoutMillis: 10_000, application_name: 'expo-checkin' },
    logging: false,
  });
}
