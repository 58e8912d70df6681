import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { HEADERS, uploadForm, workbook } from '../support/workbooks.js';

let server: TestServer;
let token: string;
let eventId: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ token, eventId } = await server.session());
});
afterAll(async () => {
  await server?.close();
});

const register = (fields: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  server.api('/api/users/register', { method: 'POST', token, body: { ...attendee(fields), ...extra } });
const walkIn = (fields: Record<string, unknown>) =>
  server.api('/api/users/register2', { method: 'POST', body: { ...attendee(fields), eventId } });
const count = async () => (await server.api('/api/users', { token })).body.totalElements as number;

describe('phone numbers, stored alike however written', () => {
  it('stores a Korean mobile number as 010-1234-5678 and keeps other numbers as typed', async () => {
    for (const [typed, stored] of [
      ['01055550001', '010-5555-0001'],
      ['+82 10 5555 0002', '010-5555-0002'],
      ['(010)5555-0003', '010-5555-0003'],
      ['02-555-0004', '02-555-0004'],
    ]) {
      const res = await register({ name: `번호${typed}`, phoneNumber: typed });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.phoneNumber).toBe(stored);
    }
    const edited = await server.api(
      `/api/users/${(await register({ name: '수정', phoneNumber: '010-5555-0005' })).body.id}`,
      {
        method: 'PUT',
        token,
        body: { phoneNumber: '8210 5555 0006' },
      },
    );
    expect(edited.body.phoneNumber).toBe('010-5555-0006');
  });
});

describe('duplicates', () => {
  it('the list search finds an attendee by the number however written (what the admin form warns with)', async () => {
    const first = await register({ name: '원래참석자', phoneNumber: '010-5555-0101' });
    for (const typed of ['01055550101', '010 5555 0101'])
      expect(
        (
          await server.api(`/api/users?keyword=${encodeURIComponent(typed.replace(/\D/g, ''))}`, { token })
        ).body.content.map((a: { id: number }) => a.id),
      ).toEqual([first.body.id]);
    // the admin may still register a second attendee with it (a shared company phone)
    const before = await count();
    expect((await register({ name: '다른사람', phoneNumber: '01055550101' })).status).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('the walk-in form answers the existing registration of the same person instead of making a second', async () => {
    const first = await walkIn({ name: '현장 참석자', phoneNumber: '010-5555-0201' });
    expect(first.status).toBe(201);
    const before = await count();
    const again = await walkIn({ name: '현장  참석자 ', phoneNumber: '+82 10-5555-0201' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      id: first.body.id,
      alreadyRegistered: true,
      qrViewPath: first.body.qrViewPath,
    });
    expect(await count()).toBe(before);
  });

  it('registers another person who shares the number as themselves, telling nothing of the first', async () => {
    await register({ name: '비밀참석자', affiliation: '비밀상사', phoneNumber: '010-5555-0301' });
    const before = await count();
    const res = await walkIn({ name: '낯선사람', phoneNumber: '01055550301' });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('낯선사람');
    expect(JSON.stringify(res.body)).not.toContain('비밀');
    expect(await count()).toBe(before + 1);
  });

  it('two taps of the walk-in form at once make one registration', async () => {
    const before = await count();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => walkIn({ name: '동시등록', phoneNumber: '010-5555-0401' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await count()).toBe(before + 1);
  });

  it('the Excel import skips a number that exists however it was written', async () => {
    await register({ name: '엑셀기존', phoneNumber: '010-5555-0501' });
    const file = await workbook([
      HEADERS,
      ['엑셀중복', '서울전자', '01055550501', '', '대한민국', 'N', 'N', 'Y', 'PRE'],
    ]);
    const res = await fetch(`${server.url}/api/users/upload-excel`, {
      method: 'POST',
      body: uploadForm(file),
      headers: { authorization: `Bearer ${token}` },
    });
    const report = (await res.json()) as { imported: number; skipped: number };
    expect(report).toMatchObject({ imported: 0, skipped: 1 });
  });
});
