import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { inlineScriptHashes, originAllowed, securityHeaders } from './security-headers.js';

describe('inline script hashes for the CSP', () => {
  it('hashes the body of each inline script and leaves scripts with a src alone', () => {
    const body = "window.__early = fetch('/api/x');";
    const html = `<head><script>${body}</script><script type="module" crossorigin src="/assets/a.js"></script></head>`;
    const expected = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });
});

describe('which page origins may call the API or open a socket', () => {
  const PUBLIC_URL = 'https://expo.example.kr';
  it.each([
    [undefined, 'anything', true, 'no Origin (not a page)'],
    [PUBLIC_URL, 'node-1:3000', true, 'the public address'],
    ['http://192.168.0.10:3000', '192.168.0.10:3000', true, 'the address the request came to'],
    ['https://evil.example', 'expo.example.kr', false, 'another site'],
    [`${PUBLIC_URL}.evil.example`, 'expo.example.kr', false, 'a look-alike'],
    ['null', 'expo.example.kr', false, 'a sandboxed page'],
  ])('%s to %s: %s (%s)', (origin, host, allowed, _why) => {
    expect(originAllowed(origin, host, PUBLIC_URL)).toBe(allowed);
  });
});

describe('the headers on every answer', () => {
  /** The headers one request gets, and whether the chain went on to the route. */
  function answer(publicUrl: string, hashes: string[] = []) {
    const headers = new Map<string, unknown>();
    const res = {
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    } as unknown as ServerResponse;
    let next = false;
    const req = { method: 'GET', url: '/api/health', headers: {} } as IncomingMessage;
    securityHeaders({ publicUrl }, hashes)(req, res, () => (next = true));
    return { headers, next };
  }

  it('pins HTTPS for 180 days only when the public address is HTTPS', () => {
    expect(answer('https://expo.example.kr').headers.get('strict-transport-security')).toBe(
      'max-age=15552000; includeSubDomains',
    );
    expect(answer('http://192.168.0.10:3000').headers.has('strict-transport-security')).toBe(false);
  });

  it("sends the CSP with the page's script hashes, the camera policy and CORS for the public address, on each request", () => {
    const first = answer('https://expo.example.kr', ["'sha256-abc'"]);
    expect(first.next).toBe(true);
    expect(first.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-abc'");
    expect(first.headers.get('permissions-policy')).toBe(
      'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
    );
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('access-control-allow-origin')).toBe('https://expo.example.kr');
    expect(answer('https://expo.example.kr', ["'sha256-abc'"]).headers).toEqual(first.headers);
  });
});
