import { loadConfig } from './config/config.js';
import { exitOnConfigError } from './config/exit-on-config-error.js';
import { startServer } from './app.factory.js';

const config = exitOnConfigError(() => loadConfig());
const server = await startServer(config);
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
