import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FORGED_TOKEN,
  attendeeRegistrar,
  booth,
  expectedVisit,
  lecture,
  secondEvent,
  simultaneously,
  type Person,
  boothWithPhone,
} from '../support/booth-fixtures.js';
import { liveClients, refusal, sleep, type LiveClient } from '../support/live-client.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

interface Booth {
  id: number;
  loginId: string;
  token: string;
}

let server: TestServer;
let token: string;
let eventId: number;
let other: { eventId: number; token: string };
const registrar = attendeeRegistrar(() => server);
const clients = liveClients();
let booths = 0;

async function makeBooth(auth = token): Promise<Booth> {
  const loginId = `live-booth-${++booths}`;
  const { id, token: boothToken } = await boothWithPhone(server, auth, {
    loginId,
    boothName: `실시간 부스 ${booths}`,
  });
  return { id, loginId, token: boothToken };
}

async function visit(at: Booth, userId: number) {
  const res = await server.api('/api/booth-visits', {
    method: 'POST',
    token: at.token,
    body: { boothId: at.id, userId },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

function live(auth: string): Promise<LiveClient> {
  return clients.connect(server.url, auth);
}

beforeAll(async () => {
  server = await startTestServer({ LIVE_PUSH_INTERVAL_MS: '200' });
  ({ token, eventId } = await server.session());
  other = await secondEvent(server);
});

afterEach(() => {
  clients.closeAll();
});

afterAll(async () => {
  await server?.close();
});

describe('who may connect', () => {
  it.each([
    ['no token', {}],
    ['an empty token', { token: '' }],
    ['a token that is not one', { token: 'abc' }],
    ['a forged token', { token: FORGED_TOKEN }],
    ['a token that is not text', { token: 42 }],
  ])('%s is refused with 401 and a Korean message', async (_, auth) => {
    const answer = await refusal(server.url, auth);
    expect(answer.message).toMatch(/[가-힣]/);
    expect(answer.data).toEqual({ status: 401, code: 'AUTH.UNAUTHORIZED' });
  });

  it('an admin and a booth manager connect with their tokens', async () => {
    const stand = await makeBooth();
    expect((await live(token)).socket.connected).toBe(true);
    expect((await live(stand.token)).socket.connected).toBe(true);
  });
});

describe('pushes', () => {
  it("an admin socket receives a visit's figures: totals, the booth's count and its time bucket", async () => {
    const stand = await makeBooth();
    const person = await registrar(token);
    const admin = await live(token);
    await visit(stand, person.id);
    const push = await admin.next('stats', (p) => p.booths?.some((b: any) => b.boothId === stand.id));
    const stats = (await server.api('/api/stats', { token })).body;
    expect(push.eventId).toBe(eventId);
    expect(push.booths).toContainEqual({ boothId: stand.id, boothName: expect.any(String), visits: 1 });
    expect(push.booths).toEqual(stats.booths.filter((b: any) => b.boothId === stand.id));
    expect(push.totals).toEqual(stats.totals);
    expect(push.timeline.at(-1)).toEqual(stats.timeline.at(-1));
  });

  it('a watched booth pushes its count and the new visitor row; the booth phone gets it without watching', async () => {
    const stand = await makeBooth();
    const person = await registrar(token);
    const admin = await live(token);
    const phone = await live(stand.token);
    expect(await admin.watch({ boothId: stand.id })).toEqual({ ok: true });
    await visit(stand, person.id);
    for (const client of [admin, phone]) {
      const push = await client.next('visits', (p) => p.placeId === stand.id);
      expect(push).toEqual({ place: 'booth', placeId: stand.id, count: 1, newest: [expectedVisit(person)] });
    }
  });

  it('a node alone pushes to its own sockets and sends nothing between nodes (no NOTIFY, no attachment)', async () => {
    const stand = await makeBooth();
    const person = await registrar(token);
    const phone = await live(stand.token);
    // every statement of this process's PostgreSQL clients, the socket.io adapter's included (its heartbeats
    // are NOTIFYs too: only a round of pushes names 'live:deliveries' or goes as an attachment)
    const sent: string[] = [];
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [config, values] = args as [
        string | { text?: string; values?: unknown[] },
        unknown[] | undefined,
      ];
      const text = typeof config === 'string' ? config : String(config?.text ?? '');
      sent.push(`${text} ${JSON.stringify((typeof config === 'string' ? values : config?.values) ?? [])}`);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      await visit(stand, person.id);
      expect(await phone.next('visits', (p) => p.placeId === stand.id)).toMatchObject({ count: 1 });
      await sleep(300);
    } finally {
      pg.Client.prototype.query = original;
    }
    expect(sent.some((text) => text.includes('INSERT INTO event_log'))).toBe(true);
    expect(sent.filter((text) => /socket_io_attachments|live:deliveries/.test(text))).toEqual([]);
  });

  it('a watched lecture pushes its check-ins', async () => {
    const created = await server.api('/api/lectures', { method: 'POST', token, body: lecture() });
    const person = await registrar(token);
    const admin = await live(token);
    expect(await admin.watch({ lectureId: String(created.body.id) })).toEqual({ ok: true });
    const checkin = await server.api('/api/lecture-visits/checkin', {
      method: 'POST',
      body: { lectureId: created.body.id, userId: person.id },
    });
    expect(checkin.status).toBe(201);
    const push = await admin.next('visits', (p) => p.placeId === created.body.id);
    expect(push).toEqual({
      place: 'lecture',
      placeId: created.body.id,
      count: 1,
      newest: [expectedVisit(person)],
    });
    // (a push for the lecture's registration may still arrive first, with no check-in yet)
    const stats = await admin.next('stats', (p) =>
      p.lectures?.some((l: any) => l.lectureId === created.body.id && l.checkIns > 0),
    );
    expect(stats.lectures[0]).toMatchObject({ lectureId: created.body.id, checkIns: 1 });
  });

  it('a rush of scans becomes a few absolute pushes whose last count equals the database', async () => {
    const stand = await makeBooth();
    const people: Person[] = [];
    for (let i = 0; i < 30; i++) people.push(await registrar(token));
    const admin = await live(token);
    await admin.watch({ boothId: stand.id });
    const started = Date.now();
    await simultaneously(30, (i) =>
      server.api('/api/booth-visits', {
        method: 'POST',
        token: stand.token,
        body: { boothId: stand.id, userId: people[i].id },
      }),
    );
    const pushesSoFar = () =>
      admin.received.filter((r) => r.name === 'visits' && r.payload.placeId === stand.id);
    // a push reads the counter as it is and the rows of the visits the feed has read so far: the count may reach
    // 30 one push before the last rows do. Wait for the count, then for every visitor or a full push (a client
    // that missed rows sees it by the count and refetches).
    await admin.next('visits', (p) => p.placeId === stand.id && p.count === 30);
    await admin.next('visits', () => {
      const so = pushesSoFar();
      return (
        new Set(so.flatMap((p) => p.payload.newest.map((v: any) => v.userId))).size === 30 ||
        so.some((p) => p.payload.newest.length === 20)
      );
    });
    const pushes = pushesSoFar();
    const elapsed = Date.now() - started;
    expect(pushes.length).toBeLessThanOrEqual(Math.ceil(elapsed / 200) + 1);
    expect(pushes.length).toBeLessThan(30);
    // each visitor arrives once, at most 20 per push; a client that missed some sees it by the count and refetches
    const shown = pushes.flatMap((p) => p.payload.newest.map((v: any) => v.userId));
    expect(new Set(shown).size).toBe(shown.length);
    expect(pushes.every((p) => p.payload.newest.length <= 20)).toBe(true);
    if (shown.length < 30) expect(pushes.some((p) => p.payload.newest.length === 20)).toBe(true);
    expect(people.map((p) => p.id)).toEqual(expect.arrayContaining(shown));
  });

  it('an edited attendee makes the lists that show them refresh', async () => {
    const stand = await makeBooth();
    const person = await registrar(token);
    await visit(stand, person.id);
    const admin = await live(token);
    await admin.watch({ boothId: stand.id });
    const edit = await server.api(`/api/users/${person.id}`, {
      method: 'PUT',
      token,
      body: { name: '고친이름' },
    });
    expect(edit.status).toBe(200);
    const push = await admin.next('visits', (p) => p.placeId === stand.id && p.refresh === true);
    expect(push.count).toBe(1);
    const stats = await admin.next('stats', (p) => p.totals !== undefined);
    expect(stats.totals).toEqual((await server.api('/api/stats/totals', { token })).body);
  });
});

describe('nothing reaches another event or booth', () => {
  it('sockets of another booth, of another event, and their watches receive nothing of a visit', async () => {
    const stand = await makeBooth();
    const neighbour = await makeBooth();
    const theirs = await makeBooth(other.token);
    const person = await registrar(token);
    const admin = await live(token);
    const neighbourPhone = await live(neighbour.token);
    const otherAdmin = await live(other.token);
    const otherPhone = await live(theirs.token);

    expect(await otherAdmin.watch({ boothId: stand.id })).toEqual({
      ok: false,
      code: 'BOOTH.NOT_FOUND',
      message: '부스를 찾을 수 없습니다.',
    });
    expect(await neighbourPhone.watch({ boothId: stand.id })).toMatchObject({
      ok: false,
      code: 'AUTH.FORBIDDEN',
    });
    expect(await otherPhone.watch({ boothId: stand.id })).toMatchObject({
      ok: false,
      code: 'AUTH.FORBIDDEN',
    });

    await admin.watch({ boothId: stand.id });
    await visit(stand, person.id);
    await admin.next('visits', (p) => p.placeId === stand.id);
    await admin.next('stats', (p) => p.booths?.some((b: any) => b.boothId === stand.id));
    await sleep(600);
    for (const outsider of [neighbourPhone, otherAdmin, otherPhone]) {
      const seen = JSON.stringify(outsider.received);
      expect(outsider.received.filter((r) => r.name === 'visits' && r.payload.placeId === stand.id)).toEqual(
        [],
      );
      expect(outsider.received.filter((r) => r.name === 'stats' && r.payload.eventId === eventId)).toEqual(
        [],
      );
      expect(seen).not.toContain(person.name);
    }
  });

  it.each([
    [{}, 'LIVE.BAD_WATCH'],
    [{ boothId: 'abc' }, 'LIVE.BAD_WATCH'],
    [{ boothId: -1 }, 'LIVE.BAD_WATCH'],
    [{ lectureId: 1.5 }, 'LIVE.BAD_WATCH'],
    [{ boothId: 999_999 }, 'BOOTH.NOT_FOUND'],
    [{ lectureId: 999_999 }, 'LECTURE.NOT_FOUND'],
  ])('watching %j is refused with %s', async (target, code) => {
    const admin = await live(token);
    const answer = await admin.watch(target);
    expect(answer).toEqual({ ok: false, code, message: expect.stringMatching(/[가-힣]/) });
  });

  it("a changed booth password ends the phones' live sessions; the old token cannot reconnect", async () => {
    const stand = await makeBooth();
    const phone = await live(stand.token);
    const ended = new Promise<string>((resolve) => phone.socket.once('disconnect', resolve));
    const edit = await server.api(`/api/booths/${stand.id}`, {
      method: 'PUT',
      token,
      body: booth({ loginId: stand.loginId, password: 'new-pass-99' }),
    });
    expect(edit.status).toBe(200);
    expect(await ended).toBe('io server disconnect');
    expect((await refusal(server.url, { token: stand.token })).data).toEqual({
      status: 401,
      code: 'AUTH.UNAUTHORIZED',
    });
  });

  it("a booth's new name leaves its phones connected", async () => {
    const stand = await makeBooth();
    const phone = await live(stand.token);
    const admin = await live(token);
    const edit = await server.api(`/api/booths/${stand.id}`, {
      method: 'PUT',
      token,
      body: booth({ loginId: stand.loginId, boothName: '새 이름', password: '' }),
    });
    expect(edit.status).toBe(200);
    const push = await admin.next('stats', (p) => p.booths?.some((b: any) => b.boothName === '새 이름'));
    // the same push may carry another booth of this event changed just before (pushes are coalesced)
    expect(push.booths).toContainEqual({ boothId: stand.id, boothName: '새 이름', visits: 0 });
    await sleep(300);
    expect(phone.socket.connected).toBe(true);
  });

  it('a removed booth disconnects its phones and tells the dashboards to reload', async () => {
    const stand = await makeBooth();
    const phone = await live(stand.token);
    const admin = await live(token);
    const ended = new Promise<string>((resolve) => phone.socket.once('disconnect', resolve));
    expect((await server.api(`/api/booths/${stand.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect(await ended).toBe('io server disconnect');
    await admin.next('resync');
  });
});

describe('reconnecting', () => {
  it("after a reconnect, the client's refetched figures equal the API's", async () => {
    const stand = await makeBooth();
    const people: Person[] = [];
    for (let i = 0; i < 6; i++) people.push(await registrar(token));
    const admin = await live(token);
    // the page's way: load, merge pushes, and load again after every reconnect
    let shown = (await server.api('/api/stats', { token })).body;
    const merge = (push: any) => {
      if (push.totals) shown.totals = push.totals;
      for (const b of push.booths ?? []) {
        const at = shown.booths.findIndex((x: any) => x.boothId === b.boothId);
        if (at >= 0) shown.booths[at] = b;
        else shown.booths.push(b);
      }
    };
    admin.socket.on('stats', merge);
    let reconnects = 0;
    admin.socket.io.on('reconnect', async () => {
      shown = (await server.api('/api/stats', { token })).body;
      reconnects++;
    });
    await visit(stand, people[0].id);
    await admin.next('stats', (p) => p.booths?.some((b: any) => b.boothId === stand.id && b.visits === 1));
    // the connection drops (flaky Wi-Fi): pushes made meanwhile are lost
    admin.socket.io.engine.close();
    for (const person of people.slice(1)) await visit(stand, person.id);
    await expect.poll(() => reconnects, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(
        async () => {
          const api = (await server.api('/api/stats', { token })).body;
          return JSON.stringify({ ...shown, generatedAt: 0 }) === JSON.stringify({ ...api, generatedAt: 0 });
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(shown.booths.find((b: any) => b.boothId === stand.id).visits).toBe(6);
  });
});
