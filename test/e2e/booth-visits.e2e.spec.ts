import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koreanAttendee } from '../support/attendee-fixtures.js';
import {
  BAD_BODY_IDS,
  BAD_PATH_IDS,
  FORGED_TOKEN,
  VISITED_AT,
  booth,
  countEvents,
  download,
  expectError,
  expectKoreanXlsx,
  expectVisitorSheet,
  secondEvent,
  simultaneously,
  wholeDatabaseText,
  type VisitRow,
  attendeeRegistrar,
  expectedVisit,
  type Person,
  boothWithPhone,
} from '../support/booth-fixtures.js';
import { asIfScannedEarlier } from '../support/earlier-visits.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

interface Booth {
  id: number;
  eventId: number;
  token: string;
}

let server: TestServer;
let token: string;
let eventId: number;
let other: { eventId: number; token: string };
let boothA: Booth;
let boothB: Booth;
let boothOfOther: Booth;
let strangerOfOther: Person;
const registrar = attendeeRegistrar(() => server);
const register = (auth = token, overrides: Record<string, unknown> = {}) => registrar(auth, overrides);

function makeBooth(loginId: string, auth = token): Promise<Booth> {
  return boothWithPhone(server, auth, { loginId });
}

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_CHECKIN: '1000' });
  const login = await server.api('/api/admin/login', {
    method: 'POST',
    body: { username: 'admin', password: 'admin-pass-1234' },
  });
  token = login.body.token;
  eventId = login.body.eventId;
  other = await secondEvent(server);
  boothA = await makeBooth('visit-booth-a');
  boothB = await makeBooth('visit-booth-b');
  boothOfOther = await makeBooth('visit-booth-other', other.token);
  strangerOfOther = await register(other.token);
});
afterAll(() => server?.close());

const visit = (b: Booth, userId: unknown, headers: Record<string, string> = {}, boothId: unknown = b.id) =>
  server.api('/api/booth-visits', { method: 'POST', token: b.token, body: { boothId, userId }, headers });

const adminList = (boothId: number | string, auth = token, query = '') =>
  server.api(`/api/booth-visits/${boothId}${query}`, { token: auth });

const visitRow = expectedVisit;

describe('POST /api/booth-visits', () => {
  it('records a visit and answers it with the booth', async () => {
    const p = await register();
    const before = await countEvents(server, 'BoothVisitRecorded');
    const res = await visit(boothA, p.id);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ boothId: boothA.id, ...visitRow(p) });
    expect(await countEvents(server, 'BoothVisitRecorded')).toBe(before + 1);
  });

  it('refuses a second visit of the same attendee with 409 중복 and records nothing', async () => {
    const p = await register();
    expect((await visit(boothA, p.id)).status).toBe(201);
    const before = await countEvents(server);
    const again = await visit(boothA, p.id);
    expectError(again, 409, 'VISIT.DUPLICATE');
    expect(again.body.message).toContain('중복');
    expect(await countEvents(server)).toBe(before);
    const rows = (await adminList(boothA.id)).body.filter((v: { userId: number }) => v.userId === p.id);
    expect(rows).toHaveLength(1);
    expect((await visit(boothB, p.id)).status).toBe(201);
  });

  it('records the same badge back after half an hour as a revisit: one visitor row, one more visit on the dashboard', async () => {
    const p = await register();
    const first = await visit(boothA, p.id);
    expect(first.status).toBe(201);
    await asIfScannedEarlier(server.sql, boothA.id, p.id, 31);
    const stats = async () => {
      const body = (await server.api('/api/stats', { token })).body;
      return {
        totals: [body.totals.boothVisits, body.totals.uniqueVisitors],
        booth: body.booths.find((b: { boothId: number }) => b.boothId === boothA.id).visits,
        timeline: body.timeline.reduce((sum: number, t: { boothVisits: number }) => sum + t.boothVisits, 0),
      };
    };
    const before = await stats();
    const revisits = await countEvents(server, 'BoothRevisitRecorded');
    const key = randomUUID();
    const back = await visit(boothA, p.id, { 'Idempotency-Key': key });
    expect(back.status).toBe(201);
    // the answer is the attendee's visit row, as the first scan's was (with the first visit's time)
    const rows = (await adminList(boothA.id)).body.filter((v: { userId: number }) => v.userId === p.id);
    expect(rows).toHaveLength(1);
    expect(back.body).toEqual({ ...first.body, visitedAt: rows[0].visitedAt });
    expect(await countEvents(server, 'BoothRevisitRecorded')).toBe(revisits + 1);
    expect(await stats()).toEqual({
      totals: [before.totals[0] + 1, before.totals[1]],
      booth: before.booth + 1,
      timeline: before.timeline + 1,
    });
    // the phone resending the revisit changes nothing; scanning again at once is a duplicate again
    expect((await visit(boothA, p.id, { 'Idempotency-Key': key })).body).toEqual(back.body);
    const again = await visit(boothA, p.id);
    expectError(again, 409, 'VISIT.DUPLICATE');
    expect(again.body.message).toContain('중복');
    expect(again.body.message).toContain('30분');
    expect(await countEvents(server, 'BoothRevisitRecorded')).toBe(revisits + 1);
  });

  it('records exactly one revisit of 20 simultaneous scans after half an hour', async () => {
    const p = await register();
    expect((await visit(boothB, p.id)).status).toBe(201);
    await asIfScannedEarlier(server.sql, boothB.id, p.id, 45);
    const revisits = await countEvents(server, 'BoothRevisitRecorded');
    const answers = await simultaneously(20, () => visit(boothB, p.id));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(await countEvents(server, 'BoothRevisitRecorded')).toBe(revisits + 1);
  });

  it.each(BAD_BODY_IDS.map((id) => [id]))('refuses the id %j with 400', async (bad) => {
    const p = await register();
    const before = await countEvents(server);
    expectError(await visit(boothA, bad), 400);
    expectError(await visit(boothA, p.id, {}, bad), 400);
    expect(await countEvents(server)).toBe(before);
  });

  it('refuses a missing id or a body that is not an object with 400', async () => {
    const send = (body: unknown) =>
      server.api('/api/booth-visits', { method: 'POST', token: boothA.token, body });
    expectError(await send({ boothId: boothA.id }), 400);
    expectError(await send({ userId: 1 }), 400);
    expectError(await send([boothA.id, 1]), 400);
    expectError(await send('{"boothId":'), 400, 'REQUEST.INVALID');
  });

  it('needs a booth token: 401 without one, with a bad one or with an admin token', async () => {
    const p = await register();
    const visit = (auth: string) =>
      server.api('/api/booth-visits', {
        method: 'POST',
        token: auth,
        body: { boothId: boothA.id, userId: p.id },
      });
    for (const auth of ['', 'garbage', FORGED_TOKEN])
      expectError(await visit(auth), 401, 'AUTH.UNAUTHORIZED');
    // an admin's session holds: it is told this is not its screen, not to sign in again
    for (const auth of [token, other.token]) expectError(await visit(auth), 403, 'AUTH.FORBIDDEN');
    expect((await adminList(boothA.id)).body.map((v: { userId: number }) => v.userId)).not.toContain(p.id);
  });

  it('refuses a phone whose session ended (password changed, booth removed) with 401, also amid others, and records nothing', async () => {
    const changed = await makeBooth('visit-booth-changed');
    const removed = await makeBooth('visit-booth-removed');
    const [p, q, r] = [await register(), await register(), await register()];
    const put = await server.api(`/api/booths/${changed.id}`, {
      method: 'PUT',
      token,
      body: booth({ loginId: 'visit-booth-changed', password: 'another-pass-1' }),
    });
    expect(put.status).toBe(200);
    expect((await server.api(`/api/booths/${removed.id}`, { method: 'DELETE', token })).status).toBe(200);
    const before = await countEvents(server, 'BoothVisitRecorded');
    // sent together, so they share a transaction with a phone whose session holds
    const [fromChanged, fromRemoved, fromValid] = await Promise.all([
      visit(changed, p.id),
      visit(removed, q.id),
      visit(boothB, r.id),
    ]);
    expectError(fromChanged, 401, 'AUTH.UNAUTHORIZED');
    expectError(fromRemoved, 401, 'AUTH.UNAUTHORIZED');
    expect(fromValid.status).toBe(201);
    expect(await countEvents(server, 'BoothVisitRecorded')).toBe(before + 1);
    expect((await adminList(changed.id)).body).toEqual([]);
  });

  it('refuses a body that is not a visit with the Korean error shape, and records nothing', async () => {
    const send = (b: Booth, body: BodyInit, auth = b.token, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/booth-visits`, {
        method: 'POST',
        headers: { authorization: `Bearer ${auth}`, 'content-type': 'application/json', ...headers },
        body,
      });
    const p = await register();
    const visitOf = JSON.stringify({ boothId: boothA.id, userId: p.id });
    const before = await countEvents(server, 'BoothVisitRecorded');
    for (const [what, res, status] of [
      ['another booth', await send(boothB, visitOf), 403],
      ['a forged token', await send(boothA, visitOf, FORGED_TOKEN), 401],
      ['not JSON', await send(boothA, '{"boothId": 1,'), 400],
      ['JSON, not an object', await send(boothA, '"text"'), 400],
      ['a negative id', await send(boothA, JSON.stringify({ boothId: boothA.id, userId: -5 })), 400],
      [
        'a compressed body',
        await send(boothA, new Uint8Array(gzipSync(visitOf)), boothA.token, { 'content-encoding': 'gzip' }),
        400,
      ],
    ] as const) {
      expect(res.status, what).toBe(status);
      expect(await res.json(), what).toEqual({
        code: expect.any(String),
        message: expect.stringMatching(/[가-힣]/),
      });
    }
    expect(await countEvents(server, 'BoothVisitRecorded')).toBe(before);
    expect((await send(boothA, visitOf)).status).toBe(201);
  });

  it("refuses another booth's token with 403 and records nothing", async () => {
    const p = await register();
    expectError(await visit(boothB, p.id, {}, boothA.id), 403, 'BOOTH.FORBIDDEN');
    expectError(await visit(boothOfOther, p.id, {}, boothA.id), 403, 'BOOTH.FORBIDDEN');
    expect((await adminList(boothA.id)).body.map((v: { userId: number }) => v.userId)).not.toContain(p.id);
  });

  it("answers 404 ATTENDEE.NOT_FOUND for an unknown attendee and another event's", async () => {
    expectError(await visit(boothA, 987654), 404, 'ATTENDEE.NOT_FOUND');
    expectError(await visit(boothA, strangerOfOther.id), 404, 'ATTENDEE.NOT_FOUND');
    expectError(await visit(boothOfOther, (await register()).id), 404, 'ATTENDEE.NOT_FOUND');
  });

  it('records exactly one of 20 simultaneous scans of the same attendee', async () => {
    const p = await register();
    const before = await countEvents(server, 'BoothVisitRecorded');
    const answers = await simultaneously(20, () => visit(boothB, p.id));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const a of answers.filter((x) => x.status === 409)) expectError(a, 409, 'VISIT.DUPLICATE');
    const rows = (await adminList(boothB.id)).body.filter((v: { userId: number }) => v.userId === p.id);
    expect(rows).toHaveLength(1);
    expect(await countEvents(server, 'BoothVisitRecorded')).toBe(before + 1);
  });

  it('answers a repeated Idempotency-Key like the first time and records nothing new', async () => {
    const p = await register();
    const key = randomUUID();
    const before = await countEvents(server, 'BoothVisitRecorded');
    const first = await visit(boothA, p.id, { 'Idempotency-Key': key });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await visit(boothA, p.id, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await countEvents(server, 'BoothVisitRecorded')).toBe(before + 1);
    expectError(await visit(boothA, p.id, { 'Idempotency-Key': randomUUID() }), 409, 'VISIT.DUPLICATE');
    expectError(await visit(boothA, p.id), 409, 'VISIT.DUPLICATE');
  });

  it('answers every one of simultaneous resends with one key alike, and records one', async () => {
    const p = await register();
    const key = randomUUID();
    const before = await countEvents(server, 'BoothVisitRecorded');
    const answers = await simultaneously(5, () => visit(boothA, p.id, { 'Idempotency-Key': key }));
    expect(answers.map((a) => a.status)).toEqual(Array<number>(5).fill(201));
    for (const a of answers) expect(a.body).toEqual(answers[0].body);
    expect(await countEvents(server, 'BoothVisitRecorded')).toBe(before + 1);
  });

  it('refuses an Idempotency-Key longer than 100 characters with 400', async () => {
    const p = await register();
    expectError(await visit(boothA, p.id, { 'Idempotency-Key': 'k'.repeat(101) }), 400);
    expect((await visit(boothA, p.id, { 'Idempotency-Key': 'k'.repeat(100) })).status).toBe(201);
  });
});

describe('visitor lists: GET /api/booth-visits/{boothId} (admin) and /api/booth-login/{boothId}/visits', () => {
  let booth3: Booth;
  let visitors: Person[];

  beforeAll(async () => {
    booth3 = await makeBooth('visit-booth-list');
    visitors = [await register(), await register(), await register()];
    for (const p of visitors) expect((await visit(booth3, p.id)).status).toBe(201);
  });

  it('lists the visitors newest first, the same for the admin and the booth manager', async () => {
    const expected = [...visitors].reverse().map(visitRow);
    const admin = await adminList(booth3.id, token, `?eventId=${eventId}`);
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual(expected);
    const own = await server.api(`/api/booth-login/${booth3.id}/visits`, { token: booth3.token });
    expect(own.status).toBe(200);
    expect(own.body).toEqual(admin.body);
    const withEvent = await server.api(`/api/booth-login/${booth3.id}/visits?eventId=${eventId}`, {
      token: booth3.token,
    });
    expect(withEvent.body).toEqual(admin.body);
    const times = admin.body.map((v: { visitedAt: string }) => v.visitedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('counts the visits on the booth', async () => {
    const res = await server.api(`/api/booths/${booth3.id}`, { token });
    expect(res.body.visitCount).toBe(3);
  });

  it('shows the new name after the attendee is edited', async () => {
    const p = visitors[1];
    const edited = await server.api(`/api/users/${p.id}`, {
      method: 'PUT',
      token,
      body: { ...koreanAttendee(0), name: '개명된사람', affiliation: '새소속', phoneNumber: p.phoneNumber },
    });
    expect(edited.status).toBe(200);
    const row = (await adminList(booth3.id)).body.find((v: { userId: number }) => v.userId === p.id);
    expect(row).toMatchObject({ userName: '개명된사람', affiliation: '새소속' });
  });

  it("erases a deleted attendee's personal data from the list and from the database", async () => {
    const gone = await register(token, {
      name: '지워질방문객',
      phoneNumber: '010-8765-0991',
      affiliation: '비밀상사',
    });
    expect((await visit(booth3, gone.id)).status).toBe(201);
    expect((await server.api(`/api/users/${gone.id}`, { method: 'DELETE', token })).status).toBe(200);
    const rows = (await adminList(booth3.id)).body;
    expect(rows[0]).toEqual({
      userId: gone.id,
      userName: '삭제된 참석자',
      affiliation: '',
      phoneNumber: '',
      visitedAt: expect.stringMatching(VISITED_AT),
    });
    expect((await server.api(`/api/booth-login/${booth3.id}/visits`, { token: booth3.token })).body).toEqual(
      rows,
    );
    expect(JSON.stringify(rows)).not.toContain('지워질방문객');
    if (!server.databaseUrl) return;
    await server.sql('VACUUM');
    const everything = await wholeDatabaseText(server);
    for (const value of ['지워질방문객', '010-8765-0991', '01087650991', '비밀상사'])
      expect(everything, `${value} remains`).not.toContain(value);
  });

  it("answers 404 for an unknown booth and another event's booth", async () => {
    expectError(await adminList(987654), 404, 'BOOTH.NOT_FOUND');
    expectError(await adminList(boothOfOther.id), 404, 'BOOTH.NOT_FOUND');
  });

  it.each(BAD_PATH_IDS)('refuses the booth id %s with 400', async (id) => {
    expectError(await adminList(id), 400, 'VALIDATION.ID');
    expectError(await server.api(`/api/booth-login/${id}/visits`, { token: booth3.token }), 400);
  });

  it('admin list: 401 without an admin token, 403 for a booth token or another event', async () => {
    for (const auth of ['', 'garbage'])
      expectError(await adminList(booth3.id, auth), 401, 'AUTH.UNAUTHORIZED');
    expectError(await adminList(booth3.id, booth3.token), 403, 'AUTH.FORBIDDEN');
    expectError(await adminList(booth3.id, token, `?eventId=${other.eventId}`), 403, 'AUTH.FORBIDDEN');
  });

  it("booth list: 401 without a booth token, 403 for another booth or another event's id", async () => {
    const path = `/api/booth-login/${booth3.id}/visits`;
    for (const auth of ['', 'garbage', FORGED_TOKEN])
      expectError(await server.api(path, { token: auth }), 401, 'AUTH.UNAUTHORIZED');
    expectError(await server.api(path, { token }), 403, 'AUTH.FORBIDDEN');
    expectError(await server.api(path, { token: boothA.token }), 403, 'BOOTH.FORBIDDEN');
    expectError(await server.api(path, { token: boothOfOther.token }), 403, 'BOOTH.FORBIDDEN');
    expectError(
      await server.api(`${path}?eventId=${other.eventId}`, { token: booth3.token }),
      403,
      'AUTH.FORBIDDEN',
    );
  });
});

describe("Excel downloads of a booth's visitors", () => {
  let visits: VisitRow[];

  beforeAll(async () => {
    const first = await register(other.token, { name: '엑셀방문객', phoneNumber: '010-3333-4444' });
    const second = await register(other.token, { name: '두번째방문객', affiliation: '=SUM(A1)' });
    for (const p of [first, second]) expect((await visit(boothOfOther, p.id)).status).toBe(201);
    visits = (await adminList(boothOfOther.id, other.token)).body;
    expect(visits.map((v) => v.userId)).toEqual([second.id, first.id]);
    expect(visits[0].affiliation).toBe('=SUM(A1)');
  });

  it("gives the admin the booth's visitors as .xlsx with a Korean file name", async () => {
    const path = `/api/booth-visits/${boothOfOther.id}/download?eventId=${other.eventId}`;
    const { res, buffer } = await download(server, path, other.token);
    expectKoreanXlsx(res, buffer, 'AI 체험관');
    await expectVisitorSheet(buffer, visits);
  });

  it("gives the booth manager the visitors of the booth's own event (not event 1)", async () => {
    expect(boothOfOther.eventId).not.toBe(1);
    const path = `/api/booth-login/${boothOfOther.id}/visits/download`;
    const { res, buffer } = await download(server, path, boothOfOther.token);
    expectKoreanXlsx(res, buffer, 'AI 체험관');
    await expectVisitorSheet(buffer, visits);
  });

  it('refuses the downloads without the right token', async () => {
    const adminPath = `/api/booth-visits/${boothOfOther.id}/download`;
    for (const auth of ['', 'garbage'])
      expectError(await server.api(adminPath, { token: auth }), 401, 'AUTH.UNAUTHORIZED');
    expectError(await server.api(adminPath, { token: boothOfOther.token }), 403, 'AUTH.FORBIDDEN');
    expectError(await server.api(adminPath, { token }), 404, 'BOOTH.NOT_FOUND');
    expectError(
      await server.api(`${adminPath}?eventId=${eventId}`, { token: other.token }),
      403,
      'AUTH.FORBIDDEN',
    );
    const boothPath = `/api/booth-login/${boothOfOther.id}/visits/download`;
    for (const auth of ['', 'garbage'])
      expectError(await server.api(boothPath, { token: auth }), 401, 'AUTH.UNAUTHORIZED');
    expectError(await server.api(boothPath, { token: other.token }), 403, 'AUTH.FORBIDDEN');
    expectError(await server.api(boothPath, { token: boothA.token }), 403, 'BOOTH.FORBIDDEN');
  });
});

describe('deleting a booth', () => {
  it('removes its visitor list', async () => {
    const doomed = await makeBooth('visit-booth-doomed');
    expect((await visit(doomed, (await register()).id)).status).toBe(201);
    expect((await server.api(`/api/booths/${doomed.id}`, { method: 'DELETE', token })).status).toBe(200);
    expectError(await adminList(doomed.id), 404, 'BOOTH.NOT_FOUND');
    expectError(
      await server.api(`/api/booth-visits/${doomed.id}/download`, { token }),
      404,
      'BOOTH.NOT_FOUND',
    );
    expectError(await visit(doomed, (await register()).id), 401, 'AUTH.UNAUTHORIZED');
    const login = await server.api('/api/booth-login', {
      method: 'POST',
      body: { loginId: 'visit-booth-doomed', password: 'booth-pass-1' },
    });
    expectError(login, 401, 'AUTH.LOGIN_FAILED');
  });
});
