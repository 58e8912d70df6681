import { accessSync, constants, existsSync, mkdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { ConfigError } from '../config/config.js';

export interface EmbeddedPostgres {
  url: string;
  /** The whole data directory as a gzipped tar (what `seedFile` takes). */
  dump(): Promise<Buffer>;
  stop(): Promise<void>;
}

/**
 * The build's empty database with every migration run (scripts/build.mjs writes it beside the built server:
 * server/dist/embedded-seed.tar.gz). A first start unpacks it instead of creating the cluster (initdb) and
 * running the migrations: about 1.5 s instead of 4 on the 2-core VM (docs/OPERATIONS.md). Absent (a run from
 * the sources, or a build without it), the database is made from nothing as before.
 */
export const BUILT_SEED = fileURLToPath(new URL('../../../embedded-seed.tar.gz', import.meta.url));

/** `dir`, made if missing; a path that cannot be a writable folder is refused as DATA_DIR's fault, in Korean. */
function writableFolder(dir: string): string {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    return dir;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigError([
      `환경 변수 DATA_DIR 값이 올바르지 않습니다: 데이터 폴더를 만들거나 쓸 수 없습니다: ${dir} (${code})`,
    ]);
  }
}

/**
 * PostgreSQL in process (PGlite) kept under `dataDir`, served over the wire protocol on loopback
 * so TypeORM and pg talk to it exactly as to a server. A new `dataDir` starts from `seedFile` when there is
 * one; the migrations then run only what the seed lacks.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  seedFile: string = BUILT_SEED,
): Promise<EmbeddedPostgres> {
  const dir = writableFolder(resolve(dataDir, 'pglite'));
  const seed =
    !existsSync(join(dir, 'PG_VERSION')) && existsSync(seedFile)
      ? new Blob([readFileSync(seedFile)])
      : undefined;
  const db = await PGlite.create({ dataDir: dir, extensions: { pg_trgm }, loadDataDir: seed });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 16 });
  await server.start();
  const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  return {
    url: `postgres://postgres@127.0.0.1:${address.port}/postgres`,
    async dump() {
      return Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
    },
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
