import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { booth, lecture } from '../support/booth-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { HEADERS, uploadForm, workbook } from '../support/workbooks.js';

let server: TestServer;
let token: string;
let eventId: number;
let adminId: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ token, eventId } = await server.session());
  [{ id: adminId }] = await server.sql<{ id: number }>(`SELECT id FROM admins WHERE username = 'admin'`);
});
afterAll(() => server?.close());

const ok = async (res: Promise<{ status: number; body: any }>) => {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body;
};

describe('every change records who made it', () => {
  it('keeps the actor (and the request) with each event of the log, for every kind of change', async () => {
    const before = (await server.sql<{ n: number }>('SELECT max(position)::int AS n FROM event_log'))[0]!.n;
    const person = await ok(server.api('/api/users/register', { method: 'POST', token, body: attendee() }));
    await ok(
      server.api(`/api/users/${person.id}`, { method: 'PUT', token, body: attendee({ name: '김감사' }) }),
    );
    await ok(server.api(`/api/users/${person.id}/send-qr`, { method: 'POST', token }));
    const walkIn = await ok(
      server.api('/api/users/register2', {
        method: 'POST',
        body: { ...attendee({ phoneNumber: '010-4000-0002' }), eventId },
      }),
    );
    const file = await workbook([
      HEADERS,
      ['엑셀감사', '대한물산', '010-4000-0003', '', '대한민국', 'N', 'N', 'Y', 'PRE'],
    ]);
    const upload = await fetch(`${server.url}/api/users/upload-excel`, {
      method: 'POST',
      body: uploadForm(file),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(upload.status).toBe(201);
    const stand = await ok(
      server.api('/api/booths', { method: 'POST', token, body: booth({ loginId: 'audit-booth' }) }),
    );
    const talk = await ok(server.api('/api/lectures', { method: 'POST', token, body: lecture() }));
    const boothToken = (
      await ok(
        server.api('/api/booth-login', {
          method: 'POST',
          body: { loginId: 'audit-booth', password: 'booth-pass-1' },
        }),
      )
    ).token;
    await ok(
      server.api('/api/booth-visits', {
        method: 'POST',
        token: boothToken,
        body: { boothId: stand.id, userId: person.id },
      }),
    );
    await ok(
      server.api('/api/lecture-visits/checkin', {
        method: 'POST',
        body: { lectureId: talk.id, userId: walkIn.id },
      }),
    );
    await ok(server.api(`/api/users/${walkIn.id}`, { method: 'DELETE', token }));

    const events = await server.sql<{ type: string; metadata: any }>(
      `SELECT type, metadata FROM event_log WHERE position > $1 ORDER BY position`,
      [before],
    );
    const actors = new Map<string, Set<string>>();
    for (const { type, metadata } of events) {
      expect(metadata.actor, type).toBeDefined();
      if (metadata.actor.kind === 'admin') expect(metadata.actor.id, type).toBe(adminId);
      if (metadata.actor.kind === 'booth') expect(metadata.actor.id, type).toBe(stand.id);
      if (metadata.actor.kind !== 'system') expect(metadata.requestId, type).toEqual(expect.any(String));
      actors.set(type, (actors.get(type) ?? new Set()).add(metadata.actor.kind));
    }
    expect(Object.fromEntries([...actors].map(([type, kinds]) => [type, [...kinds].sort()]))).toMatchObject({
      AttendeeRegistered: ['admin', 'public'],
      AttendeeUpdated: ['admin'],
      QrSendRequested: ['admin'],
      AttendeeDeleted: ['admin'],
      BoothVisitRecorded: ['booth'],
      LectureCheckedIn: ['public'],
    });
  });
});

describe('GET /api/users/{id}/history', () => {
  it('names the on-site registration by the attendee', async () => {
    const walkIn = await ok(
      server.api('/api/users/register2', {
        method: 'POST',
        body: { ...attendee({ phoneNumber: '010-4000-0010' }), eventId },
      }),
    );
    const history = await ok(server.api(`/api/users/${walkIn.id}/history`, { token }));
    expect(history).toEqual([
      {
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
        action: 'REGISTERED',
        source: 'PUBLIC',
        actor: { kind: 'public', name: '참석자 본인 (현장 등록)' },
        changes: [],
      },
    ]);
  });

  it('shows the values before and after each change, also of personal fields, newest first', async () => {
    const person = await ok(
      server.api('/api/users/register', {
        method: 'POST',
        token,
        body: attendee({ phoneNumber: '010-4000-0020' }),
      }),
    );
    await ok(
      server.api(`/api/users/${person.id}`, {
        method: 'PUT',
        token,
        body: attendee({ phoneNumber: '010-4000-0021', email: 'new@example.kr' }),
      }),
    );
    const [latest, first] = await ok(server.api(`/api/users/${person.id}/history`, { token }));
    expect(first).toMatchObject({
      action: 'REGISTERED',
      source: 'ADMIN',
      actor: { kind: 'admin', id: adminId },
    });
    expect(latest).toMatchObject({
      action: 'UPDATED',
      actor: { kind: 'admin', id: adminId, name: '관리자 admin' },
      changes: [
        { field: 'phoneNumber', label: '전화번호', before: '010-4000-0020', after: '010-4000-0021' },
        { field: 'email', label: '이메일', before: '', after: 'new@example.kr' },
      ],
    });
  });

  it('is 404 for a deleted attendee (its personal data is gone with it)', async () => {
    const person = await ok(
      server.api('/api/users/register', {
        method: 'POST',
        token,
        body: attendee({ phoneNumber: '010-4000-0030' }),
      }),
    );
    await ok(server.api(`/api/users/${person.id}`, { method: 'DELETE', token }));
    const res = await server.api(`/api/users/${person.id}/history`, { token });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/[가-힣]/);
  });
});
