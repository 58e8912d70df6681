import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { booth, countEvents, expectError, lecture, secondEvent } from '../support/booth-fixtures.js';
import { ADMIN, ORGANISER, startTestServer, type TestServer } from '../support/test-server.js';

/** The organiser's workspace: events made, listed, switched, closed and reopened, and their admins. */
let server: TestServer;
let organiser: { token: string; eventId: number };

beforeAll(async () => {
  server = await startTestServer();
  organiser = await server.session(ORGANISER.username, ORGANISER.password);
});
afterAll(() => server?.close());

const post = (path: string, token: string, body?: unknown) =>
  server.api(path, { method: 'POST', token, body: body ?? {} });

async function newEvent(name: string, startDate = '2027-03-10', endDate = '2027-03-12') {
  const res = await post('/api/events', organiser.token, { name, startDate, endDate, venue: '코엑스 C홀' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; name: string };
}

describe('organisers and events', () => {
  it('the first admin is an organiser: the login says so and keeps the spec fields', async () => {
    const res = await server.api('/api/admin/login', {
      method: 'POST',
      body: ORGANISER,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      adminName: ORGANISER.username,
      eventId: organiser.eventId,
      hasBooth: true,
      hasLecture: true,
      role: 'organiser',
      eventName: ADMIN.eventName,
    });
  });

  it('creates an event with its days and 장소, listed with its state and counts', async () => {
    const created = await newEvent('2027 부산 엑스포');
    const list = await server.api('/api/events', { token: organiser.token });
    expect(list.status).toBe(200);
    const row = list.body.find((event: { id: number }) => event.id === created.id);
    expect(row).toEqual({
      id: created.id,
      name: '2027 부산 엑스포',
      startDate: '2027-03-10',
      endDate: '2027-03-12',
      venue: '코엑스 C홀',
      state: 'preparing',
      closedAt: null,
      registered: 0,
      entered: 0,
      booths: 0,
      lectures: 0,
    });
    // the 결과보고서 cover takes the days as its 기간
    const switched = await post(`/api/events/${created.id}/switch`, organiser.token);
    const details = await server.api('/api/event-details', { token: switched.body.token });
    expect(details.body).toEqual({
      name: '2027 부산 엑스포',
      period: '2027년 3월 10일 ~ 12일',
      venue: '코엑스 C홀',
    });
  });

  it('refuses a bad event in Korean and records nothing', async () => {
    const before = await countEvents(server);
    for (const body of [
      { name: '', startDate: '2027-01-01', endDate: '2027-01-02' },
      { name: '행사', startDate: '2027-02-30', endDate: '2027-03-01' },
      { name: '행사', startDate: '2027-03-05', endDate: '2027-03-01' },
    ]) {
      const res = await post('/api/events', organiser.token, body);
      expectError(res, 400);
    }
    expect(await countEvents(server)).toBe(before);
  });

  it('switching lands the organiser in the event: its token, id and name, and the next login too', async () => {
    const created = await newEvent('전환 행사');
    const res = await post(`/api/events/${created.id}/switch`, organiser.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ eventId: created.id, eventName: '전환 행사', role: 'organiser' });
    // the new token works in the new event without naming it
    const users = await server.api('/api/users?page=0&size=10', { token: res.body.token });
    expect(users.status).toBe(200);
    const login = await server.session(ORGANISER.username, ORGANISER.password);
    expect(login.eventId).toBe(created.id);
    // the first event's own admin stays in it
    expect((await server.session()).eventId).toBe(organiser.eventId);
    await post(`/api/events/${organiser.eventId}/switch`, organiser.token);
    expectError(await post('/api/events/999999/switch', organiser.token), 404, 'EVENT.NOT_FOUND');
  });

  it('an organiser reaches every event by naming it; an unknown one is 404', async () => {
    const other = await newEvent('다른 주최 행사');
    const registered = await post('/api/users/register', organiser.token, {
      ...attendee({ phoneNumber: '010-5555-0101' }),
      eventId: other.id,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const list = await server.api(`/api/users?page=0&size=10&eventId=${other.id}`, {
      token: organiser.token,
    });
    expect(list.body.totalElements).toBe(1);
    const own = await server.api(`/api/users?page=0&size=10&eventId=${organiser.eventId}`, {
      token: organiser.token,
    });
    expect(own.body.content.map((a: { id: number }) => a.id)).not.toContain(registered.body.id);
    expectError(
      await server.api('/api/users?page=0&size=10&eventId=999999', { token: organiser.token }),
      404,
    );
  });
});

describe("an organiser's menu follows the event", () => {
  it('booth links only if it has booths, lecture links only if it has lectures; both for an empty event', async () => {
    const event = await newEvent('메뉴 행사');
    const flags = async () => {
      const res = await post(`/api/events/${event.id}/switch`, organiser.token);
      return [res.body.hasBooth, res.body.hasLecture];
    };
    expect(await flags()).toEqual([true, true]);
    const inEvent = `?eventId=${event.id}`;
    await post(`/api/lectures${inEvent}`, organiser.token, lecture({ title: '메뉴 강연' }));
    expect(await flags()).toEqual([false, true]);
    await post(`/api/booths${inEvent}`, organiser.token, booth({ loginId: 'menu-booth' }));
    expect(await flags()).toEqual([true, true]);
    await post(`/api/events/${organiser.eventId}/switch`, organiser.token);
  });
});

describe("the list's counts", () => {
  it('follow registrations, deletions and entries (an attendee counted once however often they enter)', async () => {
    const event = await newEvent('집계 행사');
    const switched = await post(`/api/events/${event.id}/switch`, organiser.token);
    const token = switched.body.token as string;
    const people = [];
    for (const phone of ['010-8080-0001', '010-8080-0002', '010-8080-0003'])
      people.push((await post('/api/users/register', token, attendee({ phoneNumber: phone }))).body);
    await server.api(`/api/users/${people[2].id}`, { method: 'DELETE', token });
    for (let i = 0; i < 2; i++)
      expect((await post(`/api/desk/attendees/${people[0].id}/entries`, token)).status).toBeLessThan(300);
    const list = await server.api('/api/events', { token: organiser.token });
    expect(list.body.find((e: { id: number }) => e.id === event.id)).toMatchObject({
      registered: 2,
      entered: 1,
    });
    // an attendee who entered and is deleted leaves both counts
    await server.api(`/api/users/${people[0].id}`, { method: 'DELETE', token });
    const after = await server.api('/api/events', { token: organiser.token });
    expect(after.body.find((e: { id: number }) => e.id === event.id)).toMatchObject({
      registered: 1,
      entered: 0,
    });
  });
});

describe('event admins', () => {
  it('an event admin sees only their event and is refused /api/events (403)', async () => {
    const event = await newEvent('관리자 행사');
    const added = await post(`/api/events/${event.id}/admins`, organiser.token, {
      name: '김담당',
      username: 'kim-event',
      password: 'kim-pass-1234',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(Number),
      name: '김담당',
      username: 'kim-event',
      createdAt: expect.any(String),
    });
    const session = await server.session('kim-event', 'kim-pass-1234');
    expect(session.eventId).toBe(event.id);
    const login = await server.api('/api/admin/login', {
      method: 'POST',
      body: { username: 'kim-event', password: 'kim-pass-1234' },
    });
    expect(login.body).toMatchObject({ role: 'admin', eventName: '관리자 행사' });
    expectError(await server.api('/api/events', { token: session.token }), 403, 'AUTH.FORBIDDEN');
    expectError(await post(`/api/events/${event.id}/close`, session.token), 403);
    // naming the organiser's first event: refused as before
    expectError(
      await server.api(`/api/users?page=0&size=10&eventId=${organiser.eventId}`, { token: session.token }),
      403,
    );
    const admins = await server.api(`/api/events/${event.id}/admins`, { token: organiser.token });
    expect(admins.body.map((a: { username: string }) => a.username)).toEqual(['kim-event']);
  });

  it('a taken login ID or a short password is refused in Korean', async () => {
    const event = await newEvent('중복 아이디 행사');
    expectError(
      await post(`/api/events/${event.id}/admins`, organiser.token, {
        name: '관리자',
        username: ADMIN.username,
        password: 'long-enough-1',
      }),
      409,
      'ADMIN.USERNAME_TAKEN',
    );
    expectError(
      await post(`/api/events/${event.id}/admins`, organiser.token, {
        name: '관리자',
        username: 'shorty',
        password: '1',
      }),
      400,
    );
  });

  it('a new password or a removal ends every session of that admin', async () => {
    const event = await newEvent('세션 행사');
    const added = await post(`/api/events/${event.id}/admins`, organiser.token, {
      name: '이담당',
      username: 'lee-event',
      password: 'lee-pass-1234',
    });
    const first = await server.login('lee-event', 'lee-pass-1234');
    expect((await server.api('/api/users?page=0&size=10', { token: first })).status).toBe(200);
    const reset = await post(`/api/events/${event.id}/admins/${added.body.id}/password`, organiser.token, {
      password: 'lee-pass-5678',
    });
    expect(reset.status).toBe(200);
    expectError(await server.api('/api/users?page=0&size=10', { token: first }), 401);
    const second = await server.login('lee-event', 'lee-pass-5678');
    const removed = await server.api(`/api/events/${event.id}/admins/${added.body.id}`, {
      method: 'DELETE',
      token: organiser.token,
    });
    expect(removed.status).toBe(200);
    expectError(await server.api('/api/users?page=0&size=10', { token: second }), 401);
    const login = await server.api('/api/admin/login', {
      method: 'POST',
      body: { username: 'lee-event', password: 'lee-pass-5678' },
    });
    expect(login.status).toBe(401);
    expectError(
      await server.api(`/api/events/${event.id}/admins/${added.body.id}`, {
        method: 'DELETE',
        token: organiser.token,
      }),
      404,
    );
  });

  it('an admin of another event is not found through this event', async () => {
    const one = await newEvent('행사 하나');
    const two = await newEvent('행사 둘');
    const added = await post(`/api/events/${one.id}/admins`, organiser.token, {
      name: '박담당',
      username: 'park-event',
      password: 'park-pass-1234',
    });
    expectError(
      await server.api(`/api/events/${two.id}/admins/${added.body.id}`, {
        method: 'DELETE',
        token: organiser.token,
      }),
      404,
    );
    expect((await server.session('park-event', 'park-pass-1234')).eventId).toBe(one.id);
  });
});

describe('closing an event', () => {
  it('refuses scans, check-ins, registrations, imports and sends in Korean, keeps reads, and reopens', async () => {
    const { eventId, token } = await secondEvent(server, 'closing-admin');
    const person = (await post('/api/users/register', token, attendee({ phoneNumber: '010-4444-0001' })))
      .body;
    const other = (await post('/api/users/register', token, attendee({ phoneNumber: '010-4444-0002' }))).body;
    const stand = (await post('/api/booths', token, booth({ loginId: 'closing-booth' }))).body;
    const talk = (await post('/api/lectures', token, lecture({ title: '종료 강연' }))).body;
    const boothToken = (
      await server.api('/api/booth-login', {
        method: 'POST',
        body: { loginId: 'closing-booth', password: 'booth-pass-1' },
      })
    ).body.token as string;
    expect(
      (await post('/api/booth-visits', boothToken, { boothId: stand.id, userId: person.id })).status,
    ).toBe(201);

    const closed = await post(`/api/events/${eventId}/close`, organiser.token);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ id: eventId, state: 'closed', closedAt: expect.any(String) });
    const before = await countEvents(server);

    const refusals = [
      await post('/api/booth-visits', boothToken, { boothId: stand.id, userId: other.id }),
      await post('/api/lecture-visits/checkin', '', { lectureId: talk.id, userId: other.id }),
      await post('/api/users/register', token, attendee({ phoneNumber: '010-4444-0003' })),
      await post('/api/users/register2', '', { ...attendee({ phoneNumber: '010-4444-0004' }), eventId }),
      await post(`/api/users/${person.id}/send-qr`, token),
      await post('/api/messages/bulk-sends', token, { audience: 'ALL' }),
    ];
    for (const res of refusals) {
      expectError(res, 409, 'EVENT.CLOSED');
      expect(res.body.message).toContain("'다른 행사' 행사는 종료되었습니다");
    }
    expect(await countEvents(server)).toBe(before);

    // reads, reports and downloads keep working
    expect((await server.api('/api/users?page=0&size=10', { token })).body.totalElements).toBe(2);
    expect((await server.api(`/api/booth-visits/${stand.id}`, { token })).body).toHaveLength(1);
    expect((await server.api('/api/reports/event', { token })).status).toBe(200);
    expect((await server.api('/api/users/download-excel', { token })).status).toBe(200);

    const reopened = await post(`/api/events/${eventId}/reopen`, organiser.token);
    expect(reopened.body).toMatchObject({ state: 'preparing', closedAt: null });
    expect(
      (await post('/api/booth-visits', boothToken, { boothId: stand.id, userId: other.id })).status,
    ).toBe(201);
  });

  it('closing twice or reopening an open event changes nothing', async () => {
    const event = await newEvent('두 번 종료');
    await post(`/api/events/${event.id}/close`, organiser.token);
    const before = await countEvents(server);
    expect((await post(`/api/events/${event.id}/close`, organiser.token)).status).toBe(200);
    expect(await countEvents(server)).toBe(before);
    await post(`/api/events/${event.id}/reopen`, organiser.token);
    const after = await countEvents(server);
    expect((await post(`/api/events/${event.id}/reopen`, organiser.token)).status).toBe(200);
    expect(await countEvents(server)).toBe(after);
  });
});
