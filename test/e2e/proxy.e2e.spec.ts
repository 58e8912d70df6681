import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendeeRegistrar, booth } from '../support/booth-fixtures.js';
import { jsonRequest } from '../support/json-request.js';
import { NGINX, startNginxProxy, type NginxProxy } from '../support/nginx-proxy.js';
import { freePort } from '../support/server-process.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// The reverse proxy of docker-compose.yml (deploy/nginx.conf), run with Debian's nginx in front of two nodes:
// it terminates TLS and passes socket.io, over WebSocket and over long-polling.

let proxy: NginxProxy | undefined;
let nodeA: TestServer;
let nodeB: TestServer | undefined;
let token: string;
const sockets: Socket[] = [];

/** A request through the proxy (its certificate is self-signed). */
const viaProxy = (path: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
  jsonRequest(`${proxy!.url}${path}`, init);

function connect(transport: 'websocket' | 'polling') {
  const socket = io(proxy!.url, { auth: { token }, transports: [transport], rejectUnauthorized: false });
  sockets.push(socket);
  return new Promise<Socket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

beforeAll(async () => {
  if (!NGINX) return;
  nodeA = await startTestServer();
  if (!nodeA.databaseUrl) return;
  nodeB = await startTestServer({}, { shareDatabaseWith: nodeA });
  token = await nodeA.login();
  proxy = await startNginxProxy([nodeA.url, nodeB.url], await freePort());
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await proxy?.stop();
  await nodeB?.close();
  await nodeA?.close();
});

describe.skipIf(!NGINX)('the TLS reverse proxy of docker-compose.yml (deploy/nginx.conf)', () => {
  it('terminates TLS and passes WebSockets and long-polling to both nodes; pushes arrive through it', async () => {
    if (!nodeB) return; // two nodes need the real PostgreSQL
    const overWebSocket = await connect('websocket');
    expect(overWebSocket.io.engine.transport.name).toBe('websocket');
    const overPolling = await connect('polling');
    expect(overPolling.io.engine.transport.name).toBe('polling');

    const created = await viaProxy('/api/booths', {
      method: 'POST',
      token,
      body: booth({ loginId: 'proxy-booth' }),
    });
    expect(created.status).toBe(201);
    const login = await viaProxy('/api/booth-login', {
      method: 'POST',
      body: { loginId: 'proxy-booth', password: 'booth-pass-1' },
    });
    const person = await attendeeRegistrar(() => nodeA)(token);
    const pushes = [overWebSocket, overPolling].map(
      (socket) =>
        new Promise((resolve) =>
          socket.on('stats', (push: any) => {
            if (push.booths?.some((b: any) => b.boothId === created.body.id && b.visits === 1)) resolve(push);
          }),
        ),
    );
    const visit = await viaProxy('/api/booth-visits', {
      method: 'POST',
      token: login.body.token,
      body: { boothId: created.body.id, userId: person.id },
    });
    expect(visit.status).toBe(201);
    await Promise.all(pushes);
  });
});
