import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koreanAttendee } from '../support/attendee-fixtures.js';
import { expectError, lecture, secondEvent } from '../support/booth-fixtures.js';
import { ADMIN, startTestServer, type TestServer } from '../support/test-server.js';

// issue 18, "Words": the event name the walk-in form shows, and messages a person reads without templates
let server: TestServer;
let token: string;
let eventId: number;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_LOOKUP: '6' });
  const login = await server.api('/api/admin/login', {
    method: 'POST',
    body: { username: ADMIN.username, password: ADMIN.password },
  });
  token = login.body.token;
  eventId = login.body.eventId;
});
afterAll(() => server?.close());

describe("GET /api/public/events/{id}: the walk-in form's event, without login", () => {
  it("answers the event's id and name and the server's public addresses, and nothing else", async () => {
    const other = await secondEvent(server);
    const res = await server.api(`/api/public/events/${eventId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // PUBLIC_URL unset: the address the server derives from PORT (0 for a test server: any free port)
    const publicUrl = 'http://localhost:0';
    expect(res.body).toEqual({
      id: eventId,
      name: ADMIN.eventName,
      publicUrl,
      registrationUrl: `${publicUrl}/manual-register/${eventId}`,
    });
    const theirs = await server.api(`/api/public/events/${other.eventId}`);
    expect(theirs.body).toEqual({
      id: other.eventId,
      name: expect.any(String),
      publicUrl,
      registrationUrl: `${publicUrl}/manual-register/${other.eventId}`,
    });
    expect(theirs.body.name).not.toBe(ADMIN.eventName);
  });

  it('answers 404 with the conference not-found error for an unknown event, 400 for an id that is none', async () => {
    const unknown = await server.api('/api/public/events/987654');
    expectError(unknown, 404, 'EVENT.NOT_FOUND');
    expect(unknown.body.message).toBe('행사를 찾을 수 없습니다.');
    const bad = await server.api('/api/public/events/abc');
    expectError(bad, 400, 'VALIDATION.ID');
    expect(bad.body.message).toBe('행사 ID가 올바르지 않습니다.');
  });

  it('is rate-limited as an open lookup (429 past RATE_LIMIT_LOOKUP per minute)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await server.api(`/api/public/events/${eventId}`)).status);
    expect(statuses).toContain(429);
  });
});

describe('messages name an id with the particle that fits it', () => {
  it('says 참석자 ID가 / 강연 ID가, never the template 이(가)', async () => {
    const created = await server.api('/api/lectures', { method: 'POST', token, body: lecture() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const checkin = (body: unknown) => server.api('/api/lecture-visits/checkin', { method: 'POST', body });
    const badUser = await checkin({ lectureId: created.body.id, userId: 'abc' });
    expectError(badUser, 400);
    expect(badUser.body.message).toBe('참석자 ID가 올바르지 않습니다.');
    const badLecture = await checkin({ lectureId: 0, userId: 1 });
    expectError(badLecture, 400);
    expect(badLecture.body.message).toBe('강연 ID가 올바르지 않습니다.');
    const badEvent = await server.api('/api/users/register', {
      method: 'POST',
      token,
      body: { ...koreanAttendee(1), eventId: 'x' },
    });
    expectError(badEvent, 400);
    for (const res of [badUser, badLecture, badEvent]) {
      expect(res.body.message).not.toMatch(/\([이가을를은는과와]\)|eventId/);
    }
  });
});

describe("an attendee page's server messages in English (issue 50)", () => {
  it('answers in the language the page asks for (Accept-Language); Korean for anything else', async () => {
    const created = await server.api('/api/lectures', { method: 'POST', token, body: lecture() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const checkin = (userId: unknown, language?: string) =>
      server.api('/api/lecture-visits/checkin', {
        method: 'POST',
        body: { lectureId: created.body.id, userId },
        headers: language ? { 'accept-language': language } : {},
      });
    const unknown = await checkin(99999999, 'en');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      code: 'ATTENDEE.NOT_FOUND',
      message: 'We could not find this attendee. Please check the ID.',
    });
    const badId = await checkin('abc', 'en-US,en;q=0.9');
    expect(badId.status).toBe(400);
    expect(badId.body).toEqual({ code: 'VALIDATION.INVALID', message: 'The attendee ID is not valid.' });
    // the same refusals for a Korean page, a browser that prefers Korean, and a client that says nothing
    for (const language of ['ko', 'ko-KR,en;q=0.8', undefined]) {
      expect((await checkin(99999999, language)).body.message).toBe(
        '참석자를 찾을 수 없습니다. ID를 확인해주세요.',
      );
      expect((await checkin('abc', language)).body.message).toBe('참석자 ID가 올바르지 않습니다.');
    }
    // nothing changed by any of them
    const visits = await server.api(`/api/lecture-visits/${String(created.body.id)}`, { token });
    expect(visits.body).toEqual([]);
  });
});
