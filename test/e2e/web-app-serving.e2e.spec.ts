import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../server/src/http/security-headers.js';
import { findWebDist } from '../../server/src/http/web-app.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// How the server sends the built web app (web/dist, from `npm run build`) to a phone: the build's brotli/gzip
// copies to browsers that accept them, hashed assets cached for a year, index.html revalidated every time.

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, not decoded. */
  body: Buffer;
}

let server: TestServer;
let webDist: string;
/** The app's entry script as index.html names it: /assets/index-<hash>.js. */
let entryScript: string;

function get(path: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}

const varyOf = (answer: RawAnswer) => String(answer.headers.vary ?? '').toLowerCase();

beforeAll(async () => {
  const dist = findWebDist();
  if (!dist) throw new Error('web/dist is missing: npm run build first');
  webDist = dist;
  const script = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"/.exec(
    readFileSync(join(webDist, 'index.html'), 'utf8'),
  );
  if (!script) throw new Error('index.html names no /assets/index-*.js');
  entryScript = script[1];
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('serving the built web app', () => {
  it('sends a hashed asset brotli-compressed, cached for a year as immutable, to a browser that accepts br', async () => {
    const answer = await get(entryScript, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varyOf(answer)).toContain('accept-encoding');
    const original = readFileSync(join(webDist, entryScript));
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(original.length / 2);
    expect(decoded(answer).equals(original)).toBe(true);
  });

  it('sends gzip when br is not accepted, and the plain file when no encoding is', async () => {
    const original = readFileSync(join(webDist, entryScript));
    const gzip = await get(entryScript, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip).equals(original)).toBe(true);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get(entryScript, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varyOf(plain)).toContain('accept-encoding');
  });

  it('answers HEAD for a compressed asset with its headers and no body', async () => {
    const answer = await get(entryScript, { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBe(0);
  });

  it('sends index.html for a client route compressed and never cached without revalidation', async () => {
    const answer = await get('/lectures/1/door?x=1', {
      accept: 'text/html',
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(varyOf(answer)).toContain('accept-encoding');
    expect(decoded(answer).toString('utf8')).toBe(readFileSync(join(webDist, 'index.html'), 'utf8'));

    const plain = await get('/users', { accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body.toString('utf8')).toContain('<div id="root"></div>');
  });

  it("serves the page and its assets under the CSP, which allows the page's inline script by its hash", async () => {
    const page = await get('/qr-view/1', { accept: 'text/html' });
    const inline = inlineScriptHashes(page.body.toString('utf8'));
    expect(inline.length).toBeGreaterThan(0);
    for (const path of ['/qr-view/1', entryScript]) {
      const answer = await get(path, { accept: 'text/html,*/*', 'accept-encoding': 'br' });
      const csp = String(answer.headers['content-security-policy']);
      expect(csp, path).toContain(`script-src 'self' ${inline.join(' ')}`);
    }
  });

  it('leaves the API alone: /api answers are not taken for files', async () => {
    const answer = await get('/api/health', { 'accept-encoding': 'br', accept: 'application/json' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toBeTruthy();
  });
});
