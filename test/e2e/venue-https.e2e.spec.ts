import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booth } from '../support/booth-fixtures.js';
import { freePort } from '../support/server-process.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// docs/OPERATIONS.md's 현장 HTTPS recipe with Caddy: deploy/Caddyfile as docker-compose.yml's `caddy` profile runs
// it on a venue LAN without internet (`tls internal`: Caddy's own CA), here with the real Caddy (scripts/
// test-prerequisites.mjs installs Debian's) in front of the real server. A phone that installed Caddy's root
// certificate gets the API, the page and the live socket over HTTPS; one that did not is refused.

const DEPLOY_CADDYFILE = fileURLToPath(new URL('../../deploy/Caddyfile', import.meta.url));
const UPSTREAM = 'dynamic a app 3000';

/** Caddy on the PATH (`which caddy`); CI installs it, so the test never skips there. */
function findCaddy(): string {
  try {
    return execFileSync('which', ['caddy'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      'caddy is not installed: node scripts/test-prerequisites.mjs installs it (Debian: apt-get install caddy)',
    );
  }
}

let server: TestServer;
let caddy: ChildProcess | undefined;
let exited: Promise<void> = Promise.resolve();
let errors = '';
let dir: string;
let url: string;
/** Caddy's root certificate: what the staff install on the phones. */
let rootCertificate: string;
let trusting: Agent;
const sockets: Socket[] = [];

/** deploy/Caddyfile for this machine: the upstream is the test server, everything Caddy keeps is under `dir`. */
function testCaddyfile(upstream: string, httpPort: number, httpsPort: number): string {
  const deployed = readFileSync(DEPLOY_CADDYFILE, 'utf8');
  if (!deployed.includes(UPSTREAM) || !/^\{$/m.test(deployed))
    throw new Error(`deploy/Caddyfile changed: its global options block or "${UPSTREAM}" is gone`);
  const globals = [
    'admin off',
    'local_certs',
    'skip_install_trust', // nothing installed in the machine's trust store
    `storage file_system ${join(dir, 'storage')}`,
    `http_port ${httpPort}`,
    `https_port ${httpsPort}`,
  ];
  return deployed
    .replace(/^\{$/m, `{\n\t${globals.join('\n\t')}`)
    .replace(UPSTREAM, `to ${new URL(upstream).host}`);
}

beforeAll(async () => {
  const binary = findCaddy();
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'expo-caddy-'));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const config = join(dir, 'Caddyfile');
  writeFileSync(config, testCaddyfile(server.url, httpPort, httpsPort));
  url = `https://127.0.0.1:${httpsPort}`;
  caddy = spawn(binary, ['run', '--config', config, '--adapter', 'caddyfile'], {
    // the site is the address phones open (a LAN IP); Caddy's own config and data stay in the temp dir
    env: {
      ...process.env,
      SITE_ADDRESS: '127.0.0.1',
      CADDY_TLS: 'internal',
      XDG_CONFIG_HOME: join(dir, 'config'),
      XDG_DATA_HOME: join(dir, 'data'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  caddy.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const child = caddy;
  exited = new Promise((resolve) => child.once('exit', () => resolve()));
  const rootFile = join(dir, 'storage', 'pki', 'authorities', 'local', 'root.crt');
  for (let i = 0; ; i++) {
    if (existsSync(rootFile)) {
      rootCertificate ??= readFileSync(rootFile, 'utf8');
      trusting ??= new Agent({ connect: { ca: rootCertificate } });
      const ok = await fetch(`${url}/api/health`, { dispatcher: trusting }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
    }
    if (i > 150 || caddy.exitCode !== null) throw new Error(`Caddy did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await trusting?.close();
  if (caddy && caddy.exitCode === null && caddy.signalCode === null) caddy.kill('SIGTERM');
  await exited;
  if (dir) rmSync(dir, { recursive: true, force: true });
  await server?.close();
});

describe("the venue's HTTPS with Caddy (deploy/Caddyfile, tls internal)", () => {
  it('answers /api/health over HTTPS to a client that trusts Caddy’s root certificate', async () => {
    const res = await fetch(`${url}/api/health`, { dispatcher: trusting });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/json/);
  });

  it('is refused (a certificate error) by a client that did not install the root certificate', async () => {
    const untrusting = new Agent();
    try {
      const error = await fetch(`${url}/api/health`, { dispatcher: untrusting }).then(
        () => undefined,
        (e: Error & { cause?: { code?: string } }) => e,
      );
      expect(error, 'the request went through without trusting Caddy').toBeDefined();
      expect(error!.cause?.code).toMatch(/CERT|UNABLE_TO/);
    } finally {
      await untrusting.close();
    }
  });

  it('serves the page /', async () => {
    const res = await fetch(`${url}/`, { dispatcher: trusting });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('passes the live socket over wss with the same root certificate', async () => {
    const token = await server.login();
    const socket = io(url, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      ca: rootCertificate,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    expect(socket.io.engine.transport.name).toBe('websocket');
    const untrusting = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(untrusting);
    // without the root certificate the WebSocket's TLS handshake fails (ws reports the TLS error)
    type Refusal = Error & { description?: { error?: { code?: string } } };
    const refused = await new Promise<Refusal>((resolve) => untrusting.once('connect_error', resolve));
    expect(refused.description?.error?.code).toMatch(/CERT|UNABLE_TO/);
    const created = await server.api('/api/booths', {
      method: 'POST',
      token,
      body: booth({ loginId: 'caddy-booth' }),
    });
    expect(created.status).toBe(201);
    // a message each way through Caddy: the watch and its answer
    expect(await socket.timeout(5000).emitWithAck('watch', { boothId: created.body.id })).toEqual({
      ok: true,
    });
  });
});
