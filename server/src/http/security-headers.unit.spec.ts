import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, originAllowed } from './security-headers.js';

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
