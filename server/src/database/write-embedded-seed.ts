// `node server/dist/server/src/database/write-embedded-seed.js <file>`: writes the embedded database's seed
// (an empty database with every migration run, as a gzipped tar of its data directory). scripts/build.mjs runs
// it after compiling the server, so a first `npm start` unpacks it instead of creating the database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDataSource } from './data-source.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

/** Makes the seed from nothing (never from an older seed) and writes it to `file`. */
export async function writeEmbeddedSeed(file: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'expo-seed-'));
  try {
    const embedded = await startEmbeddedPostgres(dir, join(dir, 'no-seed'));
    try {
      const dataSource = createDataSource(embedded.url, { embedded: true });
      await dataSource.initialize();
      try {
        await dataSource.runMigrations({ transaction: 'each' });
      } finally {
        await dataSource.destroy();
      }
      writeFileSync(file, await embedded.dump());
    } finally {
      await embedded.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: write-embedded-seed.js <file>');
    process.exit(2);
  }
  await writeEmbeddedSeed(file);
}
