// `node server/dist/server/src/database/write-embedded-seed.js <file>`: writes the embedded database's seed
// (an empty database with every migration run, as a gzipped tar of its data directory). scripts/build.mjs runs
// it after compiling the server, so a first `npm start` unpacks it instead of creating the database.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { migratedDataSource } from './database.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

/** Makes the seed from nothing (never from an older seed) and writes it to `file` (all of it, or nothing). */
export async function writeEmbeddedSeed(file: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'expo-seed-'));
  try {
    const embedded = await startEmbeddedPostgres(dir, join(dir, 'no-seed'));
    try {
      await (await migratedDataSource(embedded.url, { embedded: true })).destroy();
      // whole or not at all: a first start unpacks whatever is there
      writeFileSync(`${file}.partial`, await embedded.dump());
      renameSync(`${file}.partial`, file);
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
