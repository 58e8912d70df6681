import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrViewPageData } from '../../contract/src/qr-view-page.js';
import { attendee } from '../support/attendee-fixtures.js';
import { ADMIN, startTestServer, type TestServer } from '../support/test-server.js';

// issue 50: /qr-view/{id}?sig=… answered by the server as the whole page, QR included, before any script runs
let server: TestServer;
let token: string;

interface Page {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Bytes on the wire (Brotli). */
  wireBytes: number;
  html: string;
}

function page(path: string, headers: Record<string, string> = {}): Promise<Page> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}${path}`,
      { headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const html = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : body;
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            wireBytes: body.length,
            html: html.toString(),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The JSON the page was drawn with (for the app to take it over), checked against the contract. */
function dataOf(html: string) {
  const json = /<script type="application\/json" id="qr-view-data">([^<]*)<\/script>/.exec(html);
  if (!json) throw new Error('the page has no qr-view-data');
  return qrViewPageData.parse(JSON.parse(json[1]!));
}

/** The text inside `#root`, tags dropped and entities decoded. */
const rootText = (html: string) =>
  /<div id="root"[^>]*>([\s\S]*?)<\/div><script/
    .exec(html)![1]!
    .replace(/<svg[\s\S]*?<\/svg>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

async function registered(name: string, phone: string): Promise<{ id: number; qrViewPath: string }> {
  const created = await server.api('/api/users/register', {
    method: 'POST',
    token,
    body: attendee({ name, phoneNumber: phone }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const looked = await server.api(`/api/users/${String(created.body.id)}`, { token });
  return { id: created.body.id, qrViewPath: looked.body.qrViewPath };
}

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_LOOKUP: '30' });
  const login = await server.api('/api/admin/login', {
    method: 'POST',
    body: { username: ADMIN.username, password: ADMIN.password },
  });
  token = login.body.token;
});
afterAll(() => server?.close());

describe('GET /qr-view/{id}?sig=… (the signed link)', () => {
  it('is the whole page: heading, the QR as SVG named for a screen reader, ID, event and notice, under 15 KB', async () => {
    const minsu = await registered('김민수', '010-7100-0001');
    const answer = await page(minsu.qrViewPath);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(String(answer.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(answer.wireBytes).toBeLessThan(15 * 1024);

    expect(rootText(answer.html)).toBe(
      `한국어 English 김민수님의 QR 코드 ID: ${String(minsu.id)} ${ADMIN.eventName} * 스캔 전 휴대폰 다크모드를 해제 해주세요. 📷 QR 이미지 다운로드 (JPG) 프로그램 보기`,
    );
    // the event's programme with the same signed link (issue 50, part 4)
    const sig = new URL(minsu.qrViewPath, server.url).searchParams.get('sig')!;
    const { eventId } = await server.session();
    expect(answer.html).toContain(
      `<a class="btn btn-secondary btn-block qr-programme-link" href="/program/${String(eventId)}?attendee=${String(minsu.id)}&amp;sig=${sig}">`,
    );
    expect(answer.html).toContain('<html lang="ko">');
    expect(String(answer.headers.vary).toLowerCase()).toContain('accept-language');
    const svg = /<svg [^>]*>/.exec(answer.html)![0];
    expect(svg).toContain(`aria-label="김민수님의 입장 QR 코드, ID ${String(minsu.id)}"`);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('width="256"');
    // the page's styles are in it: nothing to wait for before the first paint; no other page's (the programme's)
    const styles = /<style>([\s\S]*?)<\/style>/.exec(answer.html)![1];
    expect(styles).toMatch(/\.qr-notice\{[^}]*color:var\(--color-notice-red\)/);
    expect(styles).not.toContain('.programme-');
    expect(answer.html.indexOf('rel="stylesheet"')).toBeGreaterThan(answer.html.indexOf('id="root"'));
    expect(dataOf(answer.html)).toEqual({
      kind: 'attendee',
      id: minsu.id,
      name: '김민수',
      eventName: ADMIN.eventName,
      eventId,
    });
  });

  it('is in English for a browser that asks for it first, and in the language the visitor chose (the lang cookie)', async () => {
    const sam = await registered('Sam Carter', '010-7100-0007');
    const english = await page(sam.qrViewPath, { 'accept-language': 'en-US,en;q=0.9,ko;q=0.8' });
    expect(english.status).toBe(200);
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('<title>Entry QR code</title>');
    expect(rootText(english.html)).toBe(
      `한국어 English Entry QR code for Sam Carter ID: ${String(sam.id)} ${ADMIN.eventName} * Please turn off dark mode on your phone before scanning. 📷 Download the QR image (JPG) Programme`,
    );
    expect(/<svg [^>]*>/.exec(english.html)![0]).toContain(
      `aria-label="Entry QR code for Sam Carter, ID ${String(sam.id)}"`,
    );
    expect(english.html).toContain('aria-pressed="true" disabled>English');
    // the visitor chose Korean on the switch: their browser's English no longer decides
    const chosen = await page(sam.qrViewPath, { 'accept-language': 'en-US', cookie: 'lang=ko' });
    expect(rootText(chosen.html)).toContain('Sam Carter님의 QR 코드');
    expect(chosen.html).toContain('<html lang="ko">');
    // and an invalid link says so in English
    const refused = await page(`${sam.qrViewPath}x`, { cookie: 'lang=en' });
    expect(refused.status).toBe(403);
    expect(rootText(refused.html)).toBe('한국어 English ❌ This link is not valid.');
  });

  it('writes a hostile name as text, in the markup and in the JSON', async () => {
    const name = '</script><script>alert(1)</script><img src=x>&amp;';
    const hostile = await registered(name, '010-7100-0002');
    const answer = await page(hostile.qrViewPath);
    expect(answer.status).toBe(200);
    expect(answer.html).not.toContain('<script>alert(1)');
    expect(answer.html).not.toContain('<img src=x');
    expect(rootText(answer.html).startsWith(`한국어 English ${name}님의 QR 코드`)).toBe(true);
    expect(dataOf(answer.html)).toMatchObject({ kind: 'attendee', name });
  });

  it("refuses a wrong, another attendee's or a missing-id signature with the invalid-link page (403)", async () => {
    const a = await registered('이서연', '010-7100-0003');
    const b = await registered('박지훈', '010-7100-0004');
    const sigOfA = new URL(a.qrViewPath, server.url).searchParams.get('sig')!;
    for (const path of [
      `/qr-view/${String(b.id)}?sig=${sigOfA}`,
      // its first character changed (to 'x', or 'y' for a signature that starts with 'x': one in 64)
      `/qr-view/${String(a.id)}?sig=${sigOfA.startsWith('x') ? 'y' : 'x'}${sigOfA.slice(1)}`,
      `/qr-view/999999?sig=${sigOfA}`,
    ]) {
      const answer = await page(path);
      expect(answer.status, path).toBe(403);
      expect(rootText(answer.html), path).toBe('한국어 English ❌ 유효하지 않은 링크입니다.');
      expect(answer.html, path).not.toContain('<svg');
      expect(answer.html, path).not.toContain('박지훈');
      expect(dataOf(answer.html)).toEqual({
        kind: 'error',
        code: 'LINK.INVALID',
        message: '유효하지 않은 링크입니다.',
      });
    }
  });

  it('refuses an ID that is none with the Korean validation message (400)', async () => {
    for (const id of ['abc', '9'.repeat(40), '0', '-1']) {
      const answer = await page(`/qr-view/${id}?sig=abc`);
      expect(answer.status, id).toBe(400);
      expect(rootText(answer.html), id).toBe('한국어 English ❌ 참석자 ID가 올바르지 않습니다.');
    }
  });

  it('says the attendee is not found (404) once they are deleted', async () => {
    const gone = await registered('삭제될손님', '010-7100-0005');
    expect((await page(gone.qrViewPath)).status).toBe(200);
    expect((await server.api(`/api/users/${String(gone.id)}`, { method: 'DELETE', token })).status).toBe(200);
    const answer = await page(gone.qrViewPath);
    expect(answer.status).toBe(404);
    expect(rootText(answer.html)).toBe('한국어 English ❌ 참석자를 찾을 수 없습니다.');
    expect(dataOf(answer.html)).toMatchObject({ kind: 'error', code: 'ATTENDEE.NOT_FOUND' });
  });

  it('without a signature is the app, which looks the attendee up with the admin token in the browser', async () => {
    const answer = await page('/qr-view/1');
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('<div id="root"></div>');
  });

  it('is rate-limited as an open lookup, with a Korean page (429)', async () => {
    const a = await registered('정하늘', '010-7100-0006');
    let limited: Page | undefined;
    for (let i = 0; i < 40 && !limited; i += 1) {
      const answer = await page(a.qrViewPath);
      if (answer.status === 429) limited = answer;
    }
    expect(limited, 'no 429 within 40 lookups').toBeDefined();
    expect(rootText(limited!.html)).toBe(
      '한국어 English ❌ 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    );
    const english = await page(a.qrViewPath, { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.status).toBe(429);
    expect(rootText(english.html)).toBe('한국어 English ❌ Too many requests. Please try again in a moment.');
  });
});
