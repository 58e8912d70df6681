import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { globalAgent } from 'node:https';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process.js';
import { startTestServer, type TestServer } from './test-server.js';

/** This machine's first non-loopback IPv4 address (a venue's LAN address, as phones would open it). */
export const lanAddress = (): string | undefined =>
  Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

/**
 * The real server with its HTTPS listener on a certificate the test makes (openssl, for the LAN address) and
 * PUBLIC_URL on that address: `trust()` makes this process (the server's own probe of its address) trust it, as
 * NODE_EXTRA_CA_CERTS makes a deployment trust its CA; `close()` forgets it again.
 */
export async function startSelfSignedServer(): Promise<{
  server: TestServer;
  publicUrl: string;
  trust(): void;
  close(): Promise<void>;
}> {
  const host = lanAddress();
  if (!host) throw new Error('no non-loopback IPv4 address on this machine');
  const dir = mkdtempSync(join(tmpdir(), 'self-signed-'));
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${host}`]
      .concat(['-addext', `subjectAltName=IP:${host}`])
      .concat(['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')]),
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'cert.pem'));
  const httpsPort = await freePort();
  const publicUrl = `https://${host}:${httpsPort}`;
  const server = await startTestServer({
    TLS_CERT_FILE: join(dir, 'cert.pem'),
    TLS_KEY_FILE: join(dir, 'key.pem'),
    HTTPS_PORT: String(httpsPort),
    PUBLIC_URL: publicUrl,
  });
  return {
    server,
    publicUrl,
    trust() {
      globalAgent.options.ca = cert;
    },
    async close() {
      delete globalAgent.options.ca;
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
