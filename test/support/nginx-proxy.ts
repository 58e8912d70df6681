import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { X509Certificate, createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonRequest } from './json-request.js';

/** Debian's nginx, if installed (nginx-light). */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

const DEPLOY_CONF = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));

export interface NginxProxy {
  /** https://127.0.0.1:PORT (a self-signed certificate). */
  url: string;
  /**
   * The Chromium flag that trusts this proxy's certificate (its public key pinned), as a venue's browsers trust
   * the venue's. Playwright's `ignoreHTTPSErrors` is no substitute: with it every new connection fails its
   * certificate check and Chromium starts its request again; a page's most urgent request (a stylesheet, such as
   * the CSS a lazily loaded screen waits for) may be handed one failing new connection after another until it
   * gives up with net::ERR_TOO_MANY_RETRIES (after 32 restarts: the main stylesheet, in 3 of about 300 loads of
   * /dashboard through this proxy). A screen whose CSS is lost does not render (Vite: 'Unable to preload CSS').
   */
  trustFlag: string;
  /** The node (host:port) nginx sends this machine's requests to now: ip_hash keeps one client on one node. */
  upstreamOfThisClient(): Promise<string>;
  stop(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 in `dir` (server.crt, server.key). */
function selfSignedCertificate(dir: string): void {
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
      '/CN=127.0.0.1',
      '-keyout',
      join(dir, 'server.key'),
      '-out',
      join(dir, 'server.crt'),
    ],
    { stdio: 'ignore' },
  );
}

/**
 * deploy/nginx.conf (the reverse proxy of docker-compose.yml) in front of `upstreams` (http://host:port, in
 * this order) on 127.0.0.1:`port`, as test/e2e/proxy.e2e.spec.ts runs it with Debian's nginx; each answer
 * names the node that gave it in an X-Upstream header (test only).
 */
export async function startNginxProxy(upstreams: string[], port: number): Promise<NginxProxy> {
  if (!NGINX) throw new Error('nginx is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'expo-faults-proxy-'));
  selfSignedCertificate(dir);
  const servers = upstreams.map((url) => `server ${new URL(url).host};`).join(' ');
  const conf = readFileSync(DEPLOY_CONF, 'utf8')
    .replace(/^\s*resolver .*$/m, '')
    // Debian's nginx (1.22) predates the `http2` directive of the image's (1.27)
    .replace(/^\s*http2 on;$/m, '')
    .replace('server app:3000;', servers)
    .replace(/\/etc\/nginx\/certs\//g, `${dir}/`)
    .replace('listen 8443 ssl;', `listen 127.0.0.1:${port} ssl;`)
    .replace(
      'proxy_pass http://app;',
      'proxy_pass http://app;\n      add_header X-Upstream $upstream_addr always;',
    )
    .replace('http {', `http {\n  access_log off;`);
  if (!conf.includes('X-Upstream'))
    throw new Error('deploy/nginx.conf changed: proxy_pass http://app; is gone');
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const nginx: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', `daemon off; pid ${dir}/nginx.pid; error_log stderr;`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const url = `https://127.0.0.1:${port}`;
  const health = () => jsonRequest(`${url}/api/health`, { timeoutMs: 5000 });
  for (let i = 0; ; i++) {
    const up = await health().then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    if (i > 100 || nginx.exitCode !== null) {
      nginx.kill('SIGKILL');
      throw new Error(`nginx did not start: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const certificate = new X509Certificate(readFileSync(join(dir, 'server.crt')));
  const spki = createHash('sha256')
    .update(certificate.publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  return {
    url,
    trustFlag: `--ignore-certificate-errors-spki-list=${spki}`,
    async upstreamOfThisClient() {
      const answer = await health();
      if (!answer.upstream) throw new Error(`no X-Upstream header (status ${answer.status})`);
      return answer.upstream;
    },
    async stop() {
      if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
