import { loadConfig } from './config/config.js';
import { endOnConfigError, exitOnConfigError } from './config/exit-on-config-error.js';
import { startEmbeddedPostgres } from './database/embedded-postgres.js';

const config = exitOnConfigError(() => loadConfig());
// Without DATABASE_URL, the embedded database (PGlite's WebAssembly) starts while the server's modules load
const embedded = config.databaseUrl ? undefined : startEmbeddedPostgres(config.dataDir);
// (a failure is reported where startServer awaits it, not as an unhandled rejection meanwhile)
embedded?.catch(() => undefined);
const { startServer } = await import('./app.factory.js');
const server = await startServer(config, { embedded }).catch(endOnConfigError);
console.log(
  `서버가 시작되었습니다: ${config.publicUrl} (API ${config.publicUrl}/api, 문서 ${config.publicUrl}/api/docs)`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
