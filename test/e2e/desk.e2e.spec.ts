import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import {
  countEvents,
  download,
  expectError,
  expectNoPassword,
  firstSheetRows,
  secondEvent,
} from '../support/booth-fixtures.js';
import { ADMIN, startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let admin: string;
let eventId: number;
let desk: { id: number; token: string };
let other: { eventId: number; token: string };

const deskForm = (overrides: Record<string, unknown> = {}) => ({
  name: '데스크 2',
  loginId: 'desk-2',
  password: 'desk-pass-1',
  ...overrides,
});

async function register(overrides: Record<string, unknown> = {}) {
  const res = await server.api('/api/users/register', {
    method: 'POST',
    token: admin,
    body: attendee({ paymentStatus2: 'Y', ...overrides }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; name: string };
}

const deskLogin = (loginId: string, password: string) =>
  server.api('/api/desk-login', { method: 'POST', body: { loginId, password } });

const print = (id: number, token: string, body: Record<string, unknown> = {}, key?: string) =>
  server.api(`/api/desk/attendees/${id}/badge-prints`, {
    method: 'POST',
    token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });

const enter = (id: number, token: string, key?: string) =>
  server.api(`/api/desk/attendees/${id}/entries`, {
    method: 'POST',
    token,
    body: {},
    headers: key ? { 'idempotency-key': key } : {},
  });

beforeAll(async () => {
  server = await startTestServer();
  ({ token: admin, eventId } = await server.session());
  other = await secondEvent(server, 'desk-other-admin');
  const made = await server.api('/api/desks', { method: 'POST', token: admin, body: deskForm() });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const login = await deskLogin('DESK-2', 'desk-pass-1');
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  desk = { id: made.body.id, token: login.body.token };
});
afterAll(() => server?.close());

describe('desk accounts', () => {
  it('are made, listed, edited and removed by admins, never showing the password', async () => {
    const made = await server.api('/api/desks', {
      method: 'POST',
      token: admin,
      body: deskForm({ name: '데스크 9', loginId: 'desk-9', password: 'nine-pass-1' }),
    });
    expect(made.body).toEqual({ id: expect.any(Number), name: '데스크 9', loginId: 'desk-9', eventId });
    expectNoPassword(made, 'nine-pass-1');
    const list = await server.api('/api/desks', { token: admin });
    expect(list.body.map((d: { name: string }) => d.name)).toEqual(['데스크 2', '데스크 9']);
    expectNoPassword(list, 'nine-pass-1');
    const edited = await server.api(`/api/desks/${made.body.id}`, {
      method: 'PUT',
      token: admin,
      body: deskForm({ name: '데스크 10', loginId: 'desk-9', password: '' }),
    });
    expect(edited.body.name).toBe('데스크 10');
    expect((await deskLogin('desk-9', 'nine-pass-1')).status).toBe(200);
    expect((await server.api(`/api/desks/${made.body.id}`, { method: 'DELETE', token: admin })).status).toBe(
      200,
    );
    expectError(await deskLogin('desk-9', 'nine-pass-1'), 401, 'AUTH.LOGIN_FAILED');
  });

  it('refuse a taken login id, a short password and another event, in Korean', async () => {
    expectError(
      await server.api('/api/desks', { method: 'POST', token: admin, body: deskForm({ name: '중복' }) }),
      409,
      'DESK.LOGIN_ID_TAKEN',
    );
    const short = await server.api('/api/desks', {
      method: 'POST',
      token: admin,
      body: deskForm({ loginId: 'desk-short', password: 'short' }),
    });
    expectError(short, 400);
    expect(short.body.message).toContain('비밀번호');
    expectError(await server.api(`/api/desks/${desk.id}`, { token: other.token }), 404, 'DESK.NOT_FOUND');
  });

  it('log in with a token and the event named, and a wrong password is refused alike', async () => {
    const login = await deskLogin('desk-2', 'desk-pass-1');
    expect(login.body).toEqual({
      token: expect.any(String),
      deskId: desk.id,
      deskName: '데스크 2',
      eventId,
      eventName: expect.any(String),
    });
    expectError(await deskLogin('desk-2', 'wrong-pass-1'), 401, 'AUTH.LOGIN_FAILED');
    expectError(await deskLogin('nobody', 'wrong-pass-1'), 401, 'AUTH.LOGIN_FAILED');
  });
});

describe('finding an attendee at the desk', () => {
  it('by a scanned or typed ID, and by a fragment of a name, affiliation or phone', async () => {
    const person = await register({
      name: '홍길동데스크',
      affiliation: '데스크물산',
      phoneNumber: '010-7777-1234',
    });
    for (const keyword of [String(person.id), '길동데스', '데스크물', '7777-12']) {
      const found = await server.api(`/api/desk/attendees?keyword=${encodeURIComponent(keyword)}`, {
        token: desk.token,
      });
      expect(found.status).toBe(200);
      expect(found.body[0], keyword).toMatchObject({ id: person.id, name: '홍길동데스크' });
    }
    const card = await server.api(`/api/desk/attendees/${person.id}`, { token: desk.token });
    expect(card.body).toMatchObject({
      id: person.id,
      paymentStatus: 'N',
      paymentStatus2: 'Y',
      badge: { printCount: 0, lastPrintedAt: null, lastPrintedBy: null },
      entries: [],
      enteredToday: null,
    });
  });

  it("never finds another event's attendee", async () => {
    const theirs = await server.api('/api/users/register', {
      method: 'POST',
      token: other.token,
      body: attendee({ name: '다른행사사람' }),
    });
    // their ID typed: nobody of theirs (the digits may still match phone numbers of ours)
    const found = await server.api(`/api/desk/attendees?keyword=${theirs.body.id}`, { token: desk.token });
    expect(found.status).toBe(200);
    expect(found.body.map((a: { id: number }) => a.id)).not.toContain(theirs.body.id);
    expectError(await server.api(`/api/desk/attendees/${theirs.body.id}`, { token: desk.token }), 404);
    expectError(await enter(theirs.body.id, desk.token), 404);
  });
});

describe('entry check-in', () => {
  it('counts the first check-in of the day and answers a second one with the first', async () => {
    const person = await register();
    const first = await enter(person.id, desk.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ recorded: true, entry: { by: '데스크 2' } });
    expect(first.body.attendee.enteredToday).toEqual({ at: first.body.entry.at, by: '데스크 2' });
    const before = await countEvents(server, 'EntryCheckedIn');
    const second = await enter(person.id, desk.token);
    expect(second.body).toMatchObject({ recorded: false, entry: first.body.entry });
    expect(await countEvents(server, 'EntryCheckedIn')).toBe(before);
  });

  it('records a resent check-in (same Idempotency-Key) once, answering as the first time', async () => {
    const person = await register();
    const key = randomUUID();
    const before = await countEvents(server, 'EntryCheckedIn');
    const answers = await Promise.all([enter(person.id, desk.token, key), enter(person.id, desk.token, key)]);
    for (const res of answers) expect(res.body).toMatchObject({ recorded: true });
    expect(await countEvents(server, 'EntryCheckedIn')).toBe(before + 1);
  });
});

describe('badge printing at the desk', () => {
  it('sets 출력유무 to Y, counts the print and checks the attendee in', async () => {
    const person = await register();
    const res = await print(person.id, desk.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ printCount: 1, reprint: false, entryRecorded: true });
    expect(res.body.attendee).toMatchObject({
      paymentStatus: 'Y',
      badge: { printCount: 1, lastPrintedBy: '데스크 2' },
    });
    const listed = await server.api(`/api/users/${person.id}`, { token: admin });
    expect(listed.body.paymentStatus).toBe('Y');
  });

  it('asks before printing twice, saying when and where, and records the reprint once confirmed', async () => {
    const person = await register();
    const first = await print(person.id, desk.token);
    const again = await print(person.id, desk.token);
    expect(again.status).toBe(409);
    const hhmm = first.body.attendee.badge.lastPrintedAt.slice(11, 16);
    expect(again.body).toEqual({
      code: 'BADGE.ALREADY_PRINTED',
      message: `이미 출력된 명찰입니다 (${hhmm}, 데스크 2). 다시 출력할까요?`,
      details: { printedAt: first.body.attendee.badge.lastPrintedAt, printedBy: '데스크 2', printCount: 1 },
    });
    const reprint = await print(person.id, desk.token, { reprint: true });
    expect(reprint.body).toMatchObject({ printCount: 2, reprint: true, entryRecorded: false });
  });

  it('prints an unpaid attendee only once the staff confirmed', async () => {
    const person = await register({ paymentStatus2: 'N' });
    expectError(await print(person.id, desk.token), 409, 'BADGE.UNPAID');
    expect((await print(person.id, desk.token, { unpaidConfirmed: true })).status).toBe(200);
  });

  it('takes a queued print with the time it was made offline, and records a resent one once', async () => {
    const person = await register();
    const key = randomUUID();
    const at = new Date(Date.now() - 5 * 60_000).toISOString();
    const before = await countEvents(server, 'BadgePrinted');
    const first = await print(person.id, desk.token, { at }, key);
    const resent = await print(person.id, desk.token, { at }, key);
    expect(resent.status).toBe(200);
    expect(resent.body.printCount).toBe(1);
    expect(await countEvents(server, 'BadgePrinted')).toBe(before + 1);
    const printedAt = new Date(`${first.body.attendee.badge.lastPrintedAt}+09:00`).getTime();
    expect(Math.abs(printedAt - new Date(at).getTime())).toBeLessThan(1000);
  });

  it('refuses bad bodies in Korean and records nothing', async () => {
    const person = await register();
    const before = await countEvents(server);
    for (const body of [{ reprint: 'yes' }, { at: 'yesterday' }, { unpaidConfirmed: 1 }, []])
      expectError(await print(person.id, desk.token, body as Record<string, unknown>), 400);
    expectError(await print(0, desk.token), 400);
    expect(await countEvents(server)).toBe(before);
  });
});

describe('desk sessions', () => {
  it('end when the desk password changes; an admin may use the desk with their own session', async () => {
    const made = await server.api('/api/desks', {
      method: 'POST',
      token: admin,
      body: deskForm({ name: '데스크 3', loginId: 'desk-3', password: 'three-pass-1' }),
    });
    const token = (await deskLogin('desk-3', 'three-pass-1')).body.token;
    const person = await register();
    expect((await enter(person.id, token)).status).toBe(200);
    await server.api(`/api/desks/${made.body.id}`, {
      method: 'PUT',
      token: admin,
      body: deskForm({ name: '데스크 3', loginId: 'desk-3', password: 'three-pass-2' }),
    });
    expectError(await server.api(`/api/desk/attendees/${person.id}`, { token }), 401, 'AUTH.UNAUTHORIZED');
    const byAdmin = await print(person.id, admin);
    expect(byAdmin.body.attendee.badge.lastPrintedBy).toEqual(expect.any(String));
  });

  it('may not reach admin APIs', async () => {
    expectError(await server.api('/api/users', { token: desk.token }), 403, 'AUTH.FORBIDDEN');
    expectError(await server.api('/api/desks', { token: desk.token }), 403, 'AUTH.FORBIDDEN');
    expectError(await server.api('/api/badge-settings', { token: desk.token }), 403, 'AUTH.FORBIDDEN');
  });
});

describe('kiosks', () => {
  it('look up a scanned attendee and print their badge once, never again', async () => {
    const started = await server.api('/api/desk/kiosk-sessions', { method: 'POST', token: desk.token });
    expect(started.status).toBe(200);
    const kiosk = started.body.token as string;
    const person = await register();
    const found = await server.api(`/api/kiosk/attendees/${person.id}`, { token: kiosk });
    expect(found.body).toEqual({
      id: person.id,
      name: person.name,
      affiliation: expect.any(String),
      country: expect.any(String),
      registrationType: expect.any(String),
      printed: false,
      paid: true,
    });
    const printed = await server.api(`/api/kiosk/attendees/${person.id}/badge-prints`, {
      method: 'POST',
      token: kiosk,
      body: {},
    });
    expect(printed.body).toMatchObject({ printCount: 1, entryRecorded: true });
    expect(printed.body.attendee.phoneNumber).toBeUndefined();
    const again = await server.api(`/api/kiosk/attendees/${person.id}/badge-prints`, {
      method: 'POST',
      token: kiosk,
      body: { reprint: true },
    });
    expectError(again, 409, 'BADGE.ALREADY_PRINTED');
    expect(again.body.message).toBe('이미 명찰을 출력하셨습니다. 데스크에 문의해주세요.');
    // a kiosk searches nothing and reaches nothing else
    expectError(await server.api('/api/desk/attendees?keyword=1', { token: kiosk }), 403, 'AUTH.FORBIDDEN');
    expectError(await server.api('/api/users', { token: kiosk }), 403, 'AUTH.FORBIDDEN');
  });

  it('send unpaid attendees to the desk', async () => {
    const kiosk = (await server.api('/api/desk/kiosk-sessions', { method: 'POST', token: desk.token })).body
      .token as string;
    const person = await register({ paymentStatus2: 'N' });
    const res = await server.api(`/api/kiosk/attendees/${person.id}/badge-prints`, {
      method: 'POST',
      token: kiosk,
      body: {},
    });
    expectError(res, 409, 'BADGE.UNPAID');
    expect(res.body.message).toBe('결제 확인이 필요합니다. 데스크로 와주세요.');
  });

  it('are started by desk accounts only', async () => {
    expectError(await server.api('/api/desk/kiosk-sessions', { method: 'POST', token: admin }), 403);
  });
});

describe('badge settings and batch printing', () => {
  it('default to a 90×120 card, are saved by admins and read by desks; a preset keeps its size', async () => {
    expect((await server.api('/api/desk/badge-settings', { token: desk.token })).body).toMatchObject({
      preset: 'card-90x120',
      widthMm: 90,
      heightMm: 120,
    });
    const saved = await server.api('/api/badge-settings', {
      method: 'PUT',
      token: admin,
      body: {
        preset: 'a4-2x4',
        widthMm: 10,
        heightMm: 10,
        fields: { affiliation: true, country: false, registrationType: true, eventName: true, qr: true },
        colorStrip: { PRE: '#1A73E8', ONSITE: null },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      preset: 'a4-2x4',
      widthMm: 105,
      heightMm: 74,
      colorStrip: { PRE: '#1a73e8' },
    });
    // desks print with them, and every badge shows the event's name
    expect((await server.api('/api/desk/badge-settings', { token: desk.token })).body).toEqual({
      ...saved.body,
      eventName: ADMIN.eventName,
    });
  });

  it('refuse a custom size out of range or a bad colour in Korean', async () => {
    const body = {
      preset: 'custom',
      widthMm: 20,
      heightMm: 100,
      fields: { affiliation: true, country: true, registrationType: true, eventName: true, qr: true },
      colorStrip: { PRE: null, ONSITE: null },
    };
    const small = await server.api('/api/badge-settings', { method: 'PUT', token: admin, body });
    expectError(small, 400);
    expect(small.body.message).toBe('명찰 너비는 40~300mm 사이여야 합니다.');
    const colour = await server.api('/api/badge-settings', {
      method: 'PUT',
      token: admin,
      body: { ...body, widthMm: 80, colorStrip: { PRE: 'red', ONSITE: null } },
    });
    expectError(colour, 400);
  });

  it('list attendees for a batch in 가나다 order and mark exactly that set printed', async () => {
    const names = ['하늘배치', '가람배치', '나래배치'];
    const people = [];
    for (const name of names) people.push(await register({ name, registrationType: 'PRE' }));
    const listed = await server.api('/api/badges/attendees?filter=unprinted&keyword=배치&sort=name', {
      token: admin,
    });
    expect(listed.body.map((a: { name: string }) => a.name)).toEqual(['가람배치', '나래배치', '하늘배치']);
    const before = await countEvents(server, 'BadgePrinted');
    const marked = await server.api('/api/badges/mark-printed', {
      method: 'POST',
      token: admin,
      body: { attendeeIds: people.slice(0, 2).map((p) => p.id) },
    });
    expect(marked.body).toEqual({ printed: 2 });
    expect(await countEvents(server, 'BadgePrinted')).toBe(before + 2);
    const left = await server.api('/api/badges/attendees?filter=unprinted&keyword=배치', { token: admin });
    expect(left.body.map((a: { name: string }) => a.name)).toEqual(['나래배치']);
    expectError(
      await server.api('/api/badges/mark-printed', {
        method: 'POST',
        token: admin,
        body: { attendeeIds: [] },
      }),
      400,
    );
  });
});

describe('walk-ins', () => {
  it('registered at /manual-register are listed for the desk, newest first', async () => {
    const res = await server.api('/api/users/register2', {
      method: 'POST',
      body: { ...attendee({ name: '현장방문객' }), eventId },
    });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const walkIns = await server.api('/api/desk/walk-ins', { token: desk.token });
    expect(walkIns.status, JSON.stringify(walkIns.body)).toBe(200);
    expect(walkIns.body[0]).toMatchObject({ name: '현장방문객', registrationType: 'ONSITE' });
  });
});

describe('the dashboard and the report', () => {
  it("count today's entries, each day's and the 10-minute arrivals, and the prints", async () => {
    const before = (await server.api('/api/stats', { token: admin })).body;
    const person = await register();
    await print(person.id, desk.token);
    const after = (await server.api('/api/stats', { token: admin })).body;
    expect(after.totals.entriesToday).toBe(before.totals.entriesToday + 1);
    expect(after.totals.entered).toBe(before.totals.entered + 1);
    expect(after.totals.printed).toBe(before.totals.printed + 1);
    const today = after.entriesByDay.at(-1);
    expect(today.entries).toBe(after.totals.entriesToday);
    const arrivals = (stats: { timeline: { entries: number }[] }) =>
      stats.timeline.reduce((sum, bucket) => sum + bucket.entries, 0);
    expect(arrivals(after)).toBe(arrivals(before) + 1);
  });
});

describe("the attendee's records", () => {
  it('show the prints and entries in the history and the Excel download, after the spec columns', async () => {
    const person = await register({ name: '기록확인' });
    const printed = await print(person.id, desk.token);
    await print(person.id, desk.token, { reprint: true });
    const history = await server.api(`/api/users/${person.id}/history`, { token: admin });
    expect(history.body.slice(0, 3)).toEqual([
      expect.objectContaining({
        action: 'BADGE_PRINTED',
        detail: '2회째 (재출력)',
        actor: expect.objectContaining({ name: '데스크 2' }),
      }),
      expect.objectContaining({ action: 'ENTRY_CHECKED_IN' }),
      expect.objectContaining({ action: 'BADGE_PRINTED', detail: '1회째' }),
    ]);
    const { buffer } = await download(server, '/api/users/download-excel', admin);
    const rows = await firstSheetRows(buffer);
    const header = rows[0] as string[];
    // after the spec's columns the desk's, then the exhibitor consent (an editable column, Y/N)
    expect(header.slice(-5)).toEqual([
      '출력시간',
      '명찰 출력 시각',
      '명찰 출력 횟수',
      '입장 시각',
      '부스제공동의',
    ]);
    const row = rows.find((r) => r[0] === person.id)!;
    const at = header.indexOf('출력시간');
    expect(row.slice(at, at + 4).slice(-3)).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      2,
      printed.body.attendee.enteredToday.at.replace('T', ' '),
    ]);
  });

  it('leave the attendee editable, sendable and deletable after a print and an entry', async () => {
    // the desk's BadgePrinted and EntryCheckedIn sit on the attendee's own stream: every later command on it
    // replays them (they once made the attendee's state undefined: a 500 for these three)
    const person = await register({ name: '출력후수정' });
    expect((await print(person.id, desk.token)).status).toBe(200);
    const other = await register({ name: '입장후삭제' });
    expect((await enter(other.id, desk.token)).status).toBe(200);
    for (const id of [person.id, other.id]) {
      const sent = await server.api(`/api/users/${id}/send-qr`, { method: 'POST', token: admin });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const edited = await server.api(`/api/users/${id}`, {
        method: 'PUT',
        token: admin,
        body: { affiliation: '수정된 소속' },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    }
    const deleted = await server.api(`/api/users/${other.id}`, { method: 'DELETE', token: admin });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
  });
});
