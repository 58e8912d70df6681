import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendeeRegistrar, booth } from '../support/booth-fixtures.js';
import { freePort } from '../support/server-process.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// The reverse proxy of docker-compose.yml (deploy/nginx.conf), run with Debian's nginx in front of two nodes:
// it terminates TLS and passes socket.io, over WebSocket and over long-polling.
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

let dir: string;
let nginx: ChildProcess | undefined;
let proxyUrl: string;
let nodeA: TestServer;
let nodeB: TestServer | undefined;
let token: string;
const sockets: Socket[] = [];

/** A request through the proxy (its certificate is self-signed). */
function viaProxy(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = request(
      `${proxyUrl}${path}`,
      {
        method: init.method ?? 'GET',
        rejectUnauthorized: false,
        headers: {
          'content-type': 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body === undefined ? undefined : JSON.stringify(init.body));
  });
}

function connect(transport: 'websocket' | 'polling') {
  const socket = io(proxyUrl, { auth: { token }, transports: [transport], rejectUnauthorized: false });
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
  dir = mkdtempSync(join(tmpdir(), 'expo-proxy-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      join(dir, 'server.key'),
      '-out',
      join(dir, 'server.crt'),
    ],
    { stdio: 'ignore' },
  );
  const port = await freePort();
  const upstreams = [nodeA.url, nodeB.url].map((url) => `server ${new URL(url).host};`).join(' ');
  const conf = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/^\s*resolver .*$/m, '')
    // Debian's nginx (1.22) predates the `http2` directive of the image's (1.27)
    .replace(/^\s*http2 on;$/m, '')
    .replace('server app:3000;', upstreams)
    .replace(/\/etc\/nginx\/certs\//g, `${dir}/`)
    .replace('listen 8443 ssl;', `listen 127.0.0.1:${port} ssl;`)
    .replace('http {', `http {\n  access_log off;`);
  writeFileSync(join(dir, 'nginx.conf'), conf);
  nginx = spawn(
    NGINX,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', `daemon off; pid ${dir}/nginx.pid; error_log stderr;`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  proxyUrl = `https://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await viaProxy('/api/health').then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    if (i > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  if (nginx && nginx.exitCode === null) {
    const ended = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await ended;
  }
  await nodeB?.close();
  await nodeA?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
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
