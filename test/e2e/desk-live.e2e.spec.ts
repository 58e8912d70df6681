import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { twoEvents, type TwoEvents } from '../support/auth-fixtures.js';
import { liveClients, refusal, sleep } from '../support/live-client.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/**
 * The desk's walk-in list is pushed, not polled (issue 26, item 9): when a walk-in registers on
 * /manual-register, the desk laptops (and admins) of the event get `walk-ins` and read the list again; a booth
 * phone, a kiosk and another event's desk get nothing.
 */
let server: TestServer;
let world: TwoEvents;
const clients = liveClients();

beforeAll(async () => {
  server = await startTestServer({ LIVE_PUSH_INTERVAL_MS: '50' });
  world = await twoEvents(server);
});
afterEach(() => {
  clients.closeAll();
});
afterAll(async () => {
  await server?.close();
});

const connect = (token: string) => clients.connect(server.url, token);

const walkIn = async (name: string, phoneNumber: string, eventId = world.a.eventId) => {
  const res = await server.api('/api/users/register2', {
    method: 'POST',
    body: { name, affiliation: '현장소속', phoneNumber, eventId },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number };
};

describe("the desk's live walk-ins", () => {
  it("pushes a walk-in to the event's desk and admin sockets, never to a booth or another event", async () => {
    const deskA = await connect(world.a.deskToken);
    const adminA = await connect(world.a.adminToken);
    const boothA = await connect(world.a.boothToken);
    const deskB = await connect(world.b.deskToken);
    const adminB = await connect(world.b.adminToken);

    const person = await walkIn('현장실시간', '010-6100-0001');

    // a signal, no personal data: the desk reads the list over HTTP (recorded as the desk's access)
    expect(await deskA.next('walk-ins')).toEqual({ eventId: world.a.eventId });
    expect(await adminA.next('walk-ins')).toEqual({ eventId: world.a.eventId });
    const list = await server.api<{ id: number; name: string }[]>('/api/desk/walk-ins', {
      token: world.a.deskToken,
    });
    expect(list.body[0]).toMatchObject({ id: person.id, name: '현장실시간' });

    // the others: nothing about the walk-in, however long they wait
    await sleep(600);
    for (const [what, client] of [
      ["event A's booth phone", boothA],
      ["event B's desk", deskB],
      ["event B's admin", adminB],
    ] as const) {
      expect(
        client.received.filter((r) => r.name === 'walk-ins'),
        what,
      ).toEqual([]);
      expect(JSON.stringify(client.received), what).not.toContain('현장실시간');
    }
  });

  it('pushes nothing to the desk for an attendee an admin registers (not a walk-in)', async () => {
    const deskA = await connect(world.a.deskToken);
    const adminA = await connect(world.a.adminToken);
    const registered = await server.api('/api/users/register', {
      method: 'POST',
      token: world.a.adminToken,
      body: attendee({ name: '관리자등록', phoneNumber: '010-6100-0002' }),
    });
    expect(registered.status).toBe(201);
    // the live feed has read the registration once the dashboard's figures of it arrive
    await adminA.next('stats', (p: { totals?: unknown }) => p.totals !== undefined);
    await sleep(300);
    expect(deskA.received).toEqual([]);
  });

  it('refuses a kiosk token (a kiosk shows no walk-ins)', async () => {
    const kiosk = await refusal(server.url, { token: world.a.kioskToken });
    expect(kiosk.data).toMatchObject({ status: 401 });
    expect(kiosk.message).toMatch(/[가-힣]/);
  });
});

describe("a desk's live connection ends with its login", () => {
  it('is disconnected when the desk is removed, and cannot connect again', async () => {
    const made = await server.api<{ id: number }>('/api/desks', {
      method: 'POST',
      token: world.a.adminToken,
      body: { name: '끝나는 데스크', loginId: 'desk-live-end', password: 'desk-pass-1' },
    });
    const login = await server.api<{ token: string }>('/api/desk-login', {
      method: 'POST',
      body: { loginId: 'desk-live-end', password: 'desk-pass-1' },
    });
    const desk = await connect(login.body.token);
    desk.socket.io.opts.reconnection = false;
    const ended = new Promise<string>((resolve) => desk.socket.once('disconnect', resolve));
    await server.api(`/api/desks/${made.body.id}`, { method: 'DELETE', token: world.a.adminToken });
    expect(await ended).toBe('io server disconnect');
    expect((await refusal(server.url, { token: login.body.token })).data).toMatchObject({ status: 401 });
  });
});
