import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL in process (PGlite) kept under `dataDir`, served over the wire protocol on loopback
 * so TypeORM and pg talk to it exactly as to a server.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const dir = resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 16 });
  await server.start();
  const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  return {
    url: `postgres://postgres@127.0.0.1:${address.port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
