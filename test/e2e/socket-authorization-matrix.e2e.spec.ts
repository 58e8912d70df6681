import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { badTokens, MATRIX_JWT_SECRET, twoEvents, type TwoEvents } from '../support/auth-fixtures.js';
import { liveClients, refusal, sleep } from '../support/live-client.js';
import { ORGANISER, startTestServer, type TestServer } from '../support/test-server.js';

/**
 * The live socket's authorisation matrix: who may connect, which booth and lecture each may watch, and that
 * nothing of another event or booth reaches a socket.
 */
let server: TestServer;
let world: TwoEvents;
const clients = liveClients();

beforeAll(async () => {
  server = await startTestServer({ JWT_SECRET: MATRIX_JWT_SECRET, LIVE_PUSH_INTERVAL_MS: '20' });
  world = await twoEvents(server);
});
afterAll(async () => {
  clients.closeAll();
  await server?.close();
});

const connect = (token: string) => clients.connect(server.url, token);

describe('connecting', () => {
  const cases = () => ({
    ...Object.fromEntries(
      Object.entries(badTokens(world.a.adminToken)).map(([what, t]) => [`admin: ${what}`, t]),
    ),
    ...Object.fromEntries(
      Object.entries(badTokens(world.a.boothToken)).map(([what, t]) => [`booth: ${what}`, t]),
    ),
    ...Object.fromEntries(
      Object.entries(badTokens(world.a.deskToken)).map(([what, t]) => [`desk: ${what}`, t]),
    ),
    // a kiosk gets no live figures, visitor lists or walk-ins (a desk laptop gets its walk-ins only)
    "a kiosk's valid token": world.a.kioskToken,
    'a token in the wrong field type': 12345 as unknown as string,
  });

  it('refuses every connection without a valid token with 401 and a Korean message', async () => {
    for (const [what, token] of Object.entries(cases())) {
      const answer = await refusal(server.url, token === undefined ? {} : { token });
      expect(answer.data, what).toMatchObject({ status: 401 });
      expect(answer.message, what).toMatch(/[가-힣]/);
    }
  });

  it('refuses a page of another origin, and takes PUBLIC_URL and the same origin', async () => {
    const open = (origin: string) =>
      new Promise<'connected' | 'refused'>((resolve) => {
        const socket = io(server.url, {
          auth: { token: world.a.adminToken },
          transports: ['polling'],
          reconnection: false,
          extraHeaders: { origin },
        });
        socket.once('connect', () => (socket.close(), resolve('connected')));
        socket.once('connect_error', () => (socket.close(), resolve('refused')));
      });
    expect(await open('https://evil.example')).toBe('refused');
    expect(await open(server.url)).toBe('connected');
  });
});

describe('watching', () => {
  it('answers each watch by who asks (own places only)', async () => {
    const adminA = await connect(world.a.adminToken);
    const adminB = await connect(world.b.adminToken);
    const boothA = await connect(world.a.boothToken);
    const boothA2 = await connect(world.a.booth2Token);
    const boothB = await connect(world.b.boothToken);
    const ownBooth = { boothId: world.a.booth.id };
    const lecture = { lectureId: world.a.lecture.id };

    expect(await adminA.watch(ownBooth)).toEqual({ ok: true });
    expect(await adminA.watch(lecture)).toEqual({ ok: true });
    expect(await boothA.watch(ownBooth)).toEqual({ ok: true });
    for (const [what, client, target] of [
      ["event B's admin, event A's booth", adminB, ownBooth],
      ["event B's admin, event A's lecture", adminB, lecture],
      ['another booth of the event', boothA2, ownBooth],
      ["event B's booth", boothB, ownBooth],
      ['a booth phone, a lecture', boothA, lecture],
    ] as const) {
      const answer = await client.watch(target);
      expect(answer, what).toMatchObject({ ok: false, message: expect.stringMatching(/[가-힣]/) });
    }
  });

  it("delivers a visit to event A's admin and booth only", async () => {
    const adminA = await connect(world.a.adminToken);
    const adminB = await connect(world.b.adminToken);
    const boothA = await connect(world.a.boothToken);
    const boothA2 = await connect(world.a.booth2Token);
    const boothB = await connect(world.b.boothToken);
    // the others try to listen in on booth A (refused above; here: nothing arrives anyway)
    await Promise.all([adminB, boothA2, boothB].map((c) => c.watch({ boothId: world.a.booth.id })));

    const visitor = await server.api('/api/users/register', {
      method: 'POST',
      token: world.a.adminToken,
      body: attendee({ name: '실시간매트릭스', phoneNumber: '010-7777-0999' }),
    });
    const visit = await server.api('/api/booth-visits', {
      method: 'POST',
      token: world.a.boothToken,
      body: { boothId: world.a.booth.id, userId: visitor.body.id },
    });
    expect(visit.status).toBe(201);

    await adminA.next('stats', (p: { eventId: number }) => p.eventId === world.a.eventId);
    await boothA.next('visits', (p: { rows?: { userId: number }[] }) =>
      JSON.stringify(p).includes(String(visitor.body.id)),
    );
    await sleep(500);
    for (const [what, client] of [
      ["event B's admin", adminB],
      ['another booth of the event', boothA2],
      ["event B's booth", boothB],
    ] as const) {
      const leaked = client.received.filter(
        (r) => JSON.stringify(r.payload).includes('실시간매트릭스') || r.payload?.eventId === world.a.eventId,
      );
      expect(leaked, what).toEqual([]);
    }
  });
});

describe("an organiser's socket", () => {
  it("joins the rooms of the event it names; an event admin's naming another event stays in its own", async () => {
    const organiser = await server.login(ORGANISER.username, ORGANISER.password);
    const onA = await clients.connect(server.url, organiser, { eventId: world.a.eventId });
    const onB = await clients.connect(server.url, organiser, { eventId: world.b.eventId });
    const adminBOnA = await clients.connect(server.url, world.b.adminToken, { eventId: world.a.eventId });
    expect((await onA.watch({ boothId: world.a.booth.id })).ok).toBe(true);
    expect((await onB.watch({ boothId: world.b.booth.id })).ok).toBe(true);
    expect((await adminBOnA.watch({ boothId: world.a.booth.id })).ok).toBe(false);

    const visitor = await server.api('/api/users/register', {
      method: 'POST',
      token: world.a.adminToken,
      body: attendee({ name: '주최자소켓', phoneNumber: '010-7777-0888' }),
    });
    await server.api('/api/booth-visits', {
      method: 'POST',
      token: world.a.boothToken,
      body: { boothId: world.a.booth.id, userId: visitor.body.id },
    });
    await onA.next('stats', (p: { eventId: number }) => p.eventId === world.a.eventId);
    await sleep(500);
    for (const [what, client] of [
      ['the organiser on event B', onB],
      ["event B's admin naming event A", adminBOnA],
    ] as const)
      expect(
        client.received.filter(
          (r) => r.payload?.eventId === world.a.eventId || JSON.stringify(r.payload).includes('주최자소켓'),
        ),
        what,
      ).toEqual([]);
  });
});
