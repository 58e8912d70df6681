import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attendeeRegistrar, booth, boothWithPhone, expectedVisit } from '../support/booth-fixtures.js';
import { liveClients } from '../support/live-client.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Node A runs in this process, node B is a separate OS process; both on one PostgreSQL database.
let nodeA: TestServer;
let nodeB: ServerProcess | undefined;
let token: string;
const registrar = attendeeRegistrar(() => nodeA);
const clients = liveClients();
let booths = 0;

const live = clients.connect;

function makeBooth() {
  return boothWithPhone(nodeA, token, { loginId: `node-booth-${++booths}` });
}

async function visitThrough(url: string, stand: { id: number; token: string }, userId: number) {
  const res = await fetch(`${url}/api/booth-visits`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stand.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ boothId: stand.id, userId }),
  });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  nodeA = await startTestServer();
  token = await nodeA.login();
  if (nodeA.databaseUrl) nodeB = await startServerProcess(nodeA.databaseUrl);
}, 60_000);
afterEach(() => {
  clients.closeAll();
});
afterAll(async () => {
  await nodeB?.stop();
  await nodeA?.close();
});

describe('live updates across two server processes (needs the real PostgreSQL)', () => {
  it('a visit posted to node A reaches sockets on node B, and one posted to B reaches A', async () => {
    if (!nodeB) return;
    const stand = await makeBooth();
    const [first, second] = [await registrar(token), await registrar(token)];
    const adminOnB = await live(nodeB.url, token);
    const phoneOnB = await live(nodeB.url, stand.token);
    const adminOnA = await live(nodeA.url, token);
    expect(await adminOnB.watch({ boothId: stand.id })).toEqual({ ok: true });

    await visitThrough(nodeA.url, stand, first.id);
    const toB = await adminOnB.next('visits', (p) => p.placeId === stand.id && p.count === 1);
    expect(toB.newest).toEqual([expectedVisit(first)]);
    await phoneOnB.next('visits', (p) => p.placeId === stand.id && p.count === 1);
    await adminOnB.next('stats', (p) => p.booths?.some((b: any) => b.boothId === stand.id && b.visits === 1));

    await visitThrough(nodeB.url, stand, second.id);
    await adminOnA.next('stats', (p) => p.booths?.some((b: any) => b.boothId === stand.id && b.visits === 2));
    const both = await phoneOnB.next('visits', (p) => p.count === 2);
    expect(both.newest).toEqual([expectedVisit(second)]);
  });

  it('a survey answered through either node: admins on both are told, and both show the same results', async () => {
    if (!nodeB) return;
    const created = await nodeA.api('/api/surveys', {
      method: 'POST',
      token,
      body: {
        title: '두 노드 설문',
        audience: 'attendees',
        questions: [{ kind: 'scale5', text: '만족하셨나요?', required: true }],
      },
    });
    expect(created.status).toBe(201);
    const surveyId = created.body.id as number;
    const adminOnA = await live(nodeA.url, token);
    const adminOnB = await live(nodeB.url, token);
    const answerThrough = async (url: string, score: number) => {
      const person = await registrar(token);
      const shown = await nodeA.api(`/api/users/${person.id}`, { token });
      const sig = new URL(shown.body.qrViewPath, 'http://x').searchParams.get('sig');
      const res = await fetch(`${url}/api/surveys/${surveyId}/answer`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          userId: person.id,
          sig,
          version: 1,
          answers: [{ questionId: 'q1', value: score }],
        }),
      });
      expect(res.status).toBe(200);
    };
    const results = async (url: string) => {
      const res = await fetch(`${url}/api/surveys/${surveyId}/results`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return res.json();
    };
    const told = (p: any) => p.surveyIds?.includes(surveyId);

    await answerThrough(nodeA.url, 5);
    await adminOnB.next('surveys', told);
    await answerThrough(nodeB.url, 2);
    await adminOnA.next('surveys', told);
    const [onA, onB] = [await results(nodeA.url), await results(nodeB.url)];
    expect(onA.responses).toBe(2);
    expect(onB).toEqual(onA);
    expect(onA.questions[0].mean).toBe(3.5);
  });

  it('when the node making the pushes stops, the other takes over and pages are told to reload', async () => {
    if (!nodeB) return;
    const stand = await makeBooth();
    const person = await registrar(token);
    const adminOnB = await live(nodeB.url, token);
    await nodeA.stop(); // node A started first: it held the lead
    await adminOnB.next('resync', () => true, 15_000);
    await visitThrough(nodeB.url, stand, person.id);
    await adminOnB.next('stats', (p) => p.booths?.some((b: any) => b.boothId === stand.id && b.visits === 1));
  }, 30_000);
});

describe('live updates across two nodes through Redis (REDIS_URL)', () => {
  it('a visit posted to one node reaches a socket on the other; another deployment on the same Redis hears nothing', async () => {
    const redis = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const first = await startTestServer(redis);
    const nodes = [first];
    try {
      if (!first.databaseUrl) return;
      nodes.push(await startTestServer(redis, { shareDatabaseWith: first }));
      const elsewhere = await startTestServer(redis); // another deployment (its own database and secrets)
      nodes.push(elsewhere);
      const admin = await first.login();
      const created = await first.api('/api/booths', {
        method: 'POST',
        token: admin,
        body: booth({ loginId: 'redis-booth' }),
      });
      const login = await first.api('/api/booth-login', {
        method: 'POST',
        body: { loginId: 'redis-booth', password: 'booth-pass-1' },
      });
      const person = await attendeeRegistrar(() => first)(admin);
      const onSecond = await live(nodes[1].url, admin);
      const outsider = await live(elsewhere.url, await elsewhere.login());
      await visitThrough(first.url, { id: created.body.id, token: login.body.token }, person.id);
      await onSecond.next('stats', (p) =>
        p.booths?.some((b: any) => b.boothId === created.body.id && b.visits === 1),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(outsider.received).toEqual([]);
      // the pushes went through Redis: each deployment listens on its own channels there
      const probe = createClient({ url: redis.REDIS_URL });
      await probe.connect();
      const channels = await probe.pubSubChannels('expo-live#*');
      await probe.quit();
      expect(new Set(channels.map((c) => /^expo-live#([0-9a-f]+)/.exec(c)?.[1])).size).toBe(2);
    } finally {
      clients.closeAll();
      for (const node of nodes.reverse()) await node.close();
    }
  }, 60_000);
});
