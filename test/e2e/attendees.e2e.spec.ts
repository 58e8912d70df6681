import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee, koreanAttendee } from '../support/attendee-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { HEADERS, uploadForm, workbook } from '../support/workbooks.js';

let server: TestServer;
let token: string;
let eventId: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ token, eventId } = await server.session());
});
afterAll(() => server?.close());

const register = (body: Record<string, unknown>) =>
  server.api('/api/users/register', { method: 'POST', token, body: { ...body, eventId } });

describe('POST /api/users/register', () => {
  it('registers an attendee and answers with its id and the print time', async () => {
    const res = await register(attendee());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...attendee(), id: expect.any(Number), eventId });
    expect(res.body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it('applies the defaults (country 대한민국, visitType N, paymentStatus N)', async () => {
    const res = await register({ name: '이서연', affiliation: 'A사', phoneNumber: '010-2222-3333' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      country: '대한민국',
      visitType: 'N',
      paymentStatus: 'N',
      registrationType: 'ONSITE',
    });
  });

  it.each([
    [{ name: '' }, '이름을 입력하세요.'],
    [{ affiliation: '   ' }, '소속을 입력하세요.'],
    [{ phoneNumber: undefined }, '전화번호를 입력하세요.'],
    [{ paymentStatus2: 'X' }, '결제유무는 Y, N 중 하나여야 합니다.'],
    [{ registrationType: 'WALKIN' }, '등록유형은 ONSITE, PRE 중 하나여야 합니다.'],
    [{ email: 'not-an-email' }, '이메일 형식이 올바르지 않습니다.'],
    [{ name: 'x'.repeat(51) }, '이름은 50자 이하로 입력하세요.'],
    [{ name: { $ne: 1 } }, '이름 값의 형식이 올바르지 않습니다.'],
  ])('refuses %o with a Korean 400 and records nothing', async (override, message) => {
    const before = await server.api('/api/users', { token });
    const res = await register(attendee(override));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await server.api('/api/users', { token })).body.totalElements).toBe(before.body.totalElements);
  });

  it('refuses a body that is not an object', async () => {
    const res = await server.api('/api/users/register', { method: 'POST', token, body: [1, 2] });
    expect(res.status).toBe(400);
  });

  it('refuses registering into another event (403)', async () => {
    const res = await server.api('/api/users/register', {
      method: 'POST',
      token,
      body: { ...attendee(), eventId: eventId + 1 },
    });
    expect(res.status).toBe(403);
  });
});

describe('GET /api/users', () => {
  beforeAll(async () => {
    for (let i = 0; i < 23; i++) await register(koreanAttendee(100 + i));
  });

  it('pages by 10 from page 0, newest first', async () => {
    const first = await server.api(`/api/users?page=0&size=10&eventId=${eventId}`, { token });
    expect(first.status).toBe(200);
    expect(first.body.content).toHaveLength(10);
    expect(first.body.totalElements).toBeGreaterThanOrEqual(23);
    expect(first.body.totalPages).toBe(Math.ceil(first.body.totalElements / 10));
    const ids = first.body.content.map((a: { id: number }) => a.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const second = await server.api(`/api/users?page=1&size=10`, { token });
    expect(second.body.content[0].id).toBeLessThan(ids[9]);
  });

  it('searches name, affiliation and phone by a trimmed keyword', async () => {
    const byName = await server.api(`/api/users?keyword=${encodeURIComponent('  박지훈 ')}`, { token });
    expect(byName.body.content.length).toBeGreaterThan(0);
    expect(byName.body.content.every((a: { name: string }) => a.name === '박지훈')).toBe(true);
    const byOrg = await server.api(`/api/users?keyword=${encodeURIComponent('바이오')}`, { token });
    expect(byOrg.body.content.every((a: { affiliation: string }) => a.affiliation === '푸른바이오')).toBe(
      true,
    );
    const byPhone = await server.api(`/api/users?keyword=1000-0105`, { token });
    expect(byPhone.body.totalElements).toBe(1);
    const byDigits = await server.api(`/api/users?keyword=10000105`, { token });
    expect(byDigits.body.totalElements).toBe(1);
  });

  it('treats LIKE wildcards in the keyword as text', async () => {
    const res = await server.api(`/api/users?keyword=${encodeURIComponent('%')}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.totalElements).toBe(0);
  });

  it.each(['page=-1', 'page=abc', 'size=0', 'size=1000'])('refuses %s with 400', async (query) => {
    const res = await server.api(`/api/users?${query}`, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/[가-힣]/);
  });
});

describe('GET, PUT, DELETE /api/users/{id}', () => {
  it('reads an attendee with the event name', async () => {
    const { body: created } = await register(attendee({ name: '정하은', phoneNumber: '010-7777-0001' }));
    const res = await server.api(`/api/users/${created.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      name: '정하은',
      event: { id: eventId, name: '2026 서울 테스트 엑스포' },
    });
  });

  it('is refused as an invalid link without a token or signature, or with a bad signature', async () => {
    const { body: created } = await register(attendee({ phoneNumber: '010-7777-0002' }));
    for (const query of ['', '?sig=forged'])
      expect(await server.api(`/api/users/${created.id}${query}`)).toMatchObject({
        status: 403,
        body: { code: 'LINK.INVALID', message: '유효하지 않은 링크입니다.' },
      });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await server.api('/api/users/99999999', { token })).status).toBe(404);
    expect((await server.api('/api/users/abc', { token })).status).toBe(400);
    expect((await server.api('/api/users/-5', { token })).status).toBe(400);
  });

  it('updates the fields sent and answers with the new attendee', async () => {
    const { body: created } = await register(attendee({ phoneNumber: '010-7777-0003' }));
    const res = await server.api(`/api/users/${created.id}`, {
      method: 'PUT',
      token,
      body: { ...attendee({ phoneNumber: '010-7777-0003' }), affiliation: '새회사', paymentStatus: 'Y' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, affiliation: '새회사', paymentStatus: 'Y' });
    expect((await server.api(`/api/users/${created.id}`, { token })).body.affiliation).toBe('새회사');
    const found = await server.api(`/api/users?keyword=${encodeURIComponent('새회사')}`, { token });
    expect(found.body.content.map((a: { id: number }) => a.id)).toContain(created.id);
  });

  it('refuses an invalid edit with 400 and keeps the attendee as it was', async () => {
    const { body: created } = await register(attendee({ phoneNumber: '010-7777-0004' }));
    const res = await server.api(`/api/users/${created.id}`, { method: 'PUT', token, body: { name: '' } });
    expect(res.status).toBe(400);
    expect((await server.api(`/api/users/${created.id}`, { token })).body.name).toBe('김민수');
  });

  it('deletes an attendee, then answers 404 for it', async () => {
    const { body: created } = await register(attendee({ phoneNumber: '010-7777-0005' }));
    const res = await server.api(`/api/users/${created.id}?eventId=${eventId}`, { method: 'DELETE', token });
    expect(res.status).toBe(200);
    expect((await server.api(`/api/users/${created.id}`, { token })).status).toBe(404);
    expect((await server.api(`/api/users/${created.id}`, { method: 'DELETE', token })).status).toBe(404);
  });

  it('requires a token for edits and deletes', async () => {
    expect((await server.api('/api/users/1', { method: 'PUT', body: attendee() })).status).toBe(401);
    expect((await server.api('/api/users/1', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('POST /api/users/register2 (public on-site form)', () => {
  it('registers without login with the spec defaults', async () => {
    const res = await server.api('/api/users/register2', {
      method: 'POST',
      body: { name: '윤도윤', affiliation: '개인', phoneNumber: '010-5555-1111', country: '일본', eventId },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      country: '일본',
      visitType: 'N',
      paymentStatus: 'N',
      paymentStatus2: 'N',
      registrationType: 'ONSITE',
    });
    // the walk-in's own QR page opens with the signed link the answer carries, without a login
    const [path, query] = res.body.qrViewPath.split('?');
    expect(path).toBe(`/qr-view/${res.body.id}`);
    const own = await server.api(`/api/users/${res.body.id}?${query}`);
    expect(own.status).toBe(200);
    expect(own.body.name).toBe('윤도윤');
  });

  it('cannot mark itself as paid', async () => {
    const res = await server.api('/api/users/register2', {
      method: 'POST',
      body: { ...attendee({ phoneNumber: '010-5555-2222' }), paymentStatus2: 'Y', eventId },
    });
    expect(res.body.paymentStatus2).toBe('N');
  });

  it('answers a refusal in English for an English request and in Korean otherwise, and refuses a language it has not', async () => {
    const refusal = async (body: Record<string, unknown>, lang?: string) =>
      (
        await server.api('/api/users/register2', {
          method: 'POST',
          body: { ...attendee({ phoneNumber: '010-5555-3333' }), eventId, ...body },
          headers: lang ? { 'Accept-Language': lang } : {},
        })
      ).body as { code: string; message: string };
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { phoneNumber: '010-12' },
        '전화번호는 숫자 9자리 이상으로 입력하세요 (예: 010-1234-5678).',
        'Please enter a phone number of at least 9 digits (e.g. 010-1234-5678 or +1 415 555 0100).',
      ],
      [{ name: '' }, '이름을 입력하세요.', 'Please enter your name.'],
      [
        { affiliation: 'x'.repeat(101) },
        '소속은 100자 이하로 입력하세요.',
        'Affiliation must be at most 100 characters.',
      ],
      [{ eventId: 'abc' }, '이벤트 ID가 올바르지 않습니다.', 'The event ID is not valid.'],
      [{ eventId: 424242 }, '행사를 찾을 수 없습니다.', 'We could not find this event.'],
    ];
    for (const [body, korean, english] of cases) {
      expect(await refusal(body, 'en-US,en;q=0.9')).toMatchObject({ message: english });
      expect(await refusal(body, 'ko-KR')).toMatchObject({ message: korean });
      expect(await refusal(body)).toMatchObject({ message: korean });
    }
    expect(await refusal({ lang: 'fr' })).toMatchObject({
      code: 'VALIDATION.INVALID',
      message: expect.stringContaining('ko, en'),
    });
  });

  it('refuses an unknown event (404) and a missing one (400)', async () => {
    expect(
      (await server.api('/api/users/register2', { method: 'POST', body: { ...attendee(), eventId: 424242 } }))
        .status,
    ).toBe(404);
    expect((await server.api('/api/users/register2', { method: 'POST', body: attendee() })).status).toBe(400);
  });
});

describe('a phone number of fewer than 9 digits (issue 47)', () => {
  const SHORT = '전화번호는 숫자 9자리 이상으로 입력하세요 (예: 010-1234-5678).';
  const count = async () => (await server.api('/api/users', { token })).body.totalElements as number;

  it.each(['010-1234', '(02) 123-45', '+82 10 12', '1234 5678'])(
    'refuses %s on register, the walk-in form and an edit with the same Korean message, recording nothing',
    async (phoneNumber) => {
      const before = await count();
      const admin = await register(attendee({ name: '박지호', phoneNumber }));
      expect(admin.status).toBe(400);
      expect(admin.body.message).toBe(SHORT);
      const walkIn = await server.api('/api/users/register2', {
        method: 'POST',
        body: { name: '박지호', affiliation: '한빛', phoneNumber, country: '대한민국', eventId },
      });
      expect(walkIn.status).toBe(400);
      expect(walkIn.body.message).toBe(SHORT);
      expect(await count()).toBe(before);
    },
  );

  it('refuses it on an edit, keeping the number stored', async () => {
    const created = (await register(attendee({ name: '박지호', phoneNumber: '010-4747-0001' }))).body;
    const res = await server.api(`/api/users/${String(created.id)}`, {
      method: 'PUT',
      token,
      body: { ...attendee({ name: '박지호' }), phoneNumber: '010-47', eventId },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SHORT);
    expect((await server.api(`/api/users/${String(created.id)}`, { token })).body.phoneNumber).toBe(
      '010-4747-0001',
    );
  });

  it('keeps a foreign number with + as typed, and 9 digits of a landline', async () => {
    const foreign = await register(attendee({ name: '존 스미스', phoneNumber: '+1 (212) 555-0147' }));
    expect(foreign.status).toBe(201);
    expect(foreign.body.phoneNumber).toBe('+1 (212) 555-0147');
    const landline = await register(attendee({ name: '정하은', phoneNumber: '02-747-4700' }));
    expect(landline.status).toBe(201);
  });

  it('gives an Excel row with a short number that message as its reason and imports only the others', async () => {
    const before = await count();
    const file = await workbook([
      HEADERS,
      ['최도윤', '회사A', '010-4747-1001'],
      ['윤수아', '회사B', '010-4747'],
      ['장예준', '회사C', 47471002],
    ]);
    const res = await fetch(`${server.url}/api/users/upload-excel`, {
      method: 'POST',
      body: uploadForm(file, '참석자.xlsx', eventId),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(201);
    const report = (await res.json()) as { imported: number; rejected: unknown[] };
    expect(report.imported).toBe(1);
    expect(report.rejected).toEqual([
      { row: 3, reason: SHORT },
      { row: 4, reason: SHORT },
    ]);
    expect(await count()).toBe(before + 1);
  });
});
