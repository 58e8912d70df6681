import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { createDataSource } from './data-source.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';

export interface Database {
  dataSource: DataSource;
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * Opens DATABASE_URL, or the embedded PostgreSQL under DATA_DIR, and brings its schema up to date.
 * `embeddedStarting`: the embedded database already being started (main.ts starts it while the server's
 * modules load).
 */
/** A data source on `url` with the schema brought up to date; closed again when that fails. */
export async function migratedDataSource(
  url: string,
  options: Parameters<typeof createDataSource>[1],
): Promise<DataSource> {
  const dataSource = createDataSource(url, options);
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    return dataSource;
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    throw error;
  }
}

export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<AppConfig, 'databasePoolSize'>>,
  embeddedStarting?: Promise<EmbeddedPostgres>,
): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  const url =
    config.databaseUrl ?? (embedded = await (embeddedStarting ?? startEmbeddedPostgres(config.dataDir))).url;
  const dataSource = await migratedDataSource(url, {
    embedded: !!embedded,
    poolSize: config.databasePoolSize,
  }).catch(async (error: unknown) => {
    await embedded?.stop();
    throw error;
  });
  return {
    dataSource,
    embedded: !!embedded,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
