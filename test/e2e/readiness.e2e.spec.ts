import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '../../server/src/event-store/event-store.js';
import { rebuildProjections } from '../../server/src/event-store/rebuild-projections.js';
import { booth, countEvents, secondEvent } from '../support/booth-fixtures.js';
import { startSelfSignedServer } from '../support/self-signed-server.js';
import { startSmtpSink, waitFor } from '../support/smtp-sink.js';
import { ORGANISER, startTestServer, type TestServer } from '../support/test-server.js';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
type Item = { key: string; state: string; explanation: string; fixPath: string };

const notice = {
  purpose: '참가 등록 확인',
  items: '이름, 연락처',
  retention: '행사 후 1년',
  refusal: '등록 불가',
};
const privacyBody = (purpose: string) => ({
  collection: { ...notice, purpose },
  exhibitors: null,
  shareOnlyWithConsent: false,
  askDownloadReason: false,
});
const badgeBody = (preset: string, widthMm: number, heightMm: number) => ({
  preset,
  widthMm,
  heightMm,
  fields: { affiliation: true, country: true, registrationType: true, eventName: true, qr: true },
  colorStrip: { PRE: null, ONSITE: null },
});

/** The text of a one-part mail (nodemailer sends Korean text as base64). */
const bodyText = (raw: string) =>
  Buffer.from(
    raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('')
      .replace(/\s/g, ''),
    'base64',
  ).toString('utf8');

async function readiness(server: TestServer, token: string, eventId: number) {
  const res = await server.api(`/api/events/${eventId}/readiness`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { allDone: boolean; publicAddressProblem: string | null; items: Item[] };
}
const stateOf = async (server: TestServer, token: string, eventId: number) =>
  Object.fromEntries((await readiness(server, token, eventId)).items.map((i) => [i.key, i.state]));
const itemOf = async (server: TestServer, token: string, eventId: number, key: string) =>
  (await readiness(server, token, eventId)).items.find((i) => i.key === key)!;

describe('readiness with an SMTP channel and the default localhost address', () => {
  let server: TestServer;
  let sink: Sink;
  let token: string;
  let eventId: number;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ SMTP_URL: sink.url, MAIL_FROM: 'expo@example.kr' });
    ({ token, eventId } = await server.session());
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('a fresh event has every item not done, each saying why and where it is fixed', async () => {
    const answer = await readiness(server, token, eventId);
    expect(answer.allDone).toBe(false);
    expect(answer.items.map((i) => [i.key, i.state])).toEqual([
      ['details', 'todo'],
      ['publicAddress', 'todo'],
      ['messaging', 'todo'],
      ['privacy', 'todo'],
      ['catalog', 'todo'],
      ['badge', 'todo'],
    ]);
    expect(answer.publicAddressProblem).toBe('localhost');
    const address = answer.items[1]!;
    expect(address.explanation).toMatch(/localhost.*휴대폰.*열 수 없습니다/);
    expect(address.fixPath).toContain('docs/OPERATIONS.md');
  });

  it('each item becomes done as the admin does it through the API', async () => {
    const details = await server.api('/api/event-details', {
      method: 'PUT',
      token,
      body: { name: '2027 부산 바이오 엑스포', period: '2027년 3월 2일 ~ 4일', venue: '벡스코 제1전시장' },
    });
    expect(details.status).toBe(200);
    expect((await stateOf(server, token, eventId)).details).toBe('done');

    const sent = await server.api(`/api/events/${eventId}/readiness/test-message`, {
      method: 'POST',
      token,
      body: { to: 'organiser@example.kr' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ status: 'sent', channel: 'EMAIL', to: 'o***@example.kr' });
    const mail = await waitFor(() => sink.received.find((m) => m.to.includes('organiser@example.kr')));
    expect(bodyText(mail.raw)).toContain('준비 점검 시험 메시지');
    expect(sent.body.readiness.items.find((i: Item) => i.key === 'messaging').state).toBe('done');

    const reviewed = await server.api(`/api/events/${eventId}/readiness/privacy-review`, {
      method: 'POST',
      token,
    });
    expect(reviewed.status).toBe(200);
    expect((await stateOf(server, token, eventId)).privacy).toBe('done');
    // the same notices reviewed twice: one record
    const records = await countEvents(server, 'PrivacyNoticesReviewed');
    await server.api(`/api/events/${eventId}/readiness/privacy-review`, { method: 'POST', token });
    expect(await countEvents(server, 'PrivacyNoticesReviewed')).toBe(records);
    // a notice changed afterwards: to review again
    const changed = await server.api('/api/privacy-settings', {
      method: 'PUT',
      token,
      body: privacyBody('바뀐 목적'),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await stateOf(server, token, eventId)).privacy).toBe('warning');
    await server.api(`/api/events/${eventId}/readiness/privacy-review`, { method: 'POST', token });
    expect((await stateOf(server, token, eventId)).privacy).toBe('done');

    const printed = await server.api(`/api/events/${eventId}/readiness/badge-test-print`, {
      method: 'POST',
      token,
    });
    expect(printed.status).toBe(200);
    expect((await stateOf(server, token, eventId)).badge).toBe('done');
    const resized = await server.api('/api/badge-settings', {
      method: 'PUT',
      token,
      body: badgeBody('label-62x100', 62, 100),
    });
    expect(resized.status, JSON.stringify(resized.body)).toBe(200);
    expect(await itemOf(server, token, eventId, 'badge')).toMatchObject({ state: 'warning' });
    await server.api(`/api/events/${eventId}/readiness/badge-test-print`, { method: 'POST', token });
    expect((await itemOf(server, token, eventId, 'badge')).explanation).toContain('62×100 mm');

    const made = await server.api('/api/booths', {
      method: 'POST',
      token,
      body: booth({ loginId: 'ready-booth' }),
    });
    expect(made.status).toBe(201);
    expect(await stateOf(server, token, eventId)).toEqual({
      details: 'done',
      publicAddress: 'todo',
      messaging: 'done',
      privacy: 'done',
      catalog: 'done',
      badge: 'done',
    });
  });

  it('a failed send says so and is never recorded as sent', async () => {
    sink.rejectRecipients.add('nobody@example.kr');
    const res = await server.api(`/api/events/${eventId}/readiness/test-message`, {
      method: 'POST',
      token,
      body: { to: 'nobody@example.kr' },
    });
    expect(res.body).toMatchObject({ status: 'failed' });
    expect(res.body.message).toMatch(/^실패: [가-힣]/);
    expect(res.body.readiness.items.find((i: Item) => i.key === 'messaging').state).toBe('warning');
    const bad = await server.api(`/api/events/${eventId}/readiness/test-message`, {
      method: 'POST',
      token,
      body: { to: '02-123-4567' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('이메일 주소 또는 휴대폰 번호를 입력하세요.');
  });

  it('an admin of another event is refused and records nothing; the organiser reaches both', async () => {
    const other = await secondEvent(server, 'ready-other-admin');
    const before = await countEvents(server);
    for (const [method, path, body] of [
      ['GET', 'readiness', undefined],
      ['POST', 'readiness/test-message', { to: 'x@example.kr' }],
      ['POST', 'readiness/privacy-review', undefined],
      ['POST', 'readiness/badge-test-print', undefined],
    ] as const) {
      const res = await server.api(`/api/events/${eventId}/${path}`, { method, token: other.token, body });
      expect([403, 404], `${method} ${path}: ${res.status}`).toContain(res.status);
    }
    expect(await countEvents(server)).toBe(before);
    expect(sink.received.some((m) => m.to.includes('x@example.kr'))).toBe(false);

    const organiser = await server.login(ORGANISER.username, ORGANISER.password);
    expect((await readiness(server, organiser, other.eventId)).items[0]!.state).toBe('todo');
    expect((await stateOf(server, organiser, eventId)).catalog).toBe('done');
    const unknown = await server.api(`/api/events/999999/readiness/privacy-review`, {
      method: 'POST',
      token: organiser,
    });
    expect(unknown.status).toBe(404);
    expect(await countEvents(server)).toBe(before);
  });

  it('rebuilding the read models gives the same readiness table', async () => {
    const before = await server.sql('SELECT * FROM event_readiness ORDER BY event_id');
    expect(before.length).toBeGreaterThan(0);
    await rebuildProjections(server.running.app.get(EventStore));
    expect(await server.sql('SELECT * FROM event_readiness ORDER BY event_id')).toEqual(before);
  });
});

describe('readiness without a channel, on a plain-HTTP address', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'http://192.168.0.10:3000' });
  });
  afterAll(() => server?.close());

  it('a test send is kept, not sent, and the item stays to do; plain HTTP says the cameras will not work', async () => {
    const { token, eventId } = await server.session();
    const res = await server.api(`/api/events/${eventId}/readiness/test-message`, {
      method: 'POST',
      token,
      body: { to: '010-1234-5678' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'kept', channel: null, to: '010-****-5678' });
    expect(res.body.message).toContain('보관됨');
    const [recorded] = await server.sql(
      `SELECT data FROM event_log WHERE type = 'ReadinessTestMessageRecorded'`,
    );
    expect(recorded.data.status).toBe('kept');
    const answer = await readiness(server, token, eventId);
    expect(answer.items.find((i) => i.key === 'messaging')!.state).toBe('todo');
    const address = answer.items.find((i) => i.key === 'publicAddress')!;
    expect(answer.publicAddressProblem).toBe('http');
    expect(address).toMatchObject({ state: 'todo' });
    expect(address.explanation).toContain('카메라');
  });
});

/** The machine's own non-loopback IPv4 address: an HTTPS address that is not localhost. */
describe('readiness on an HTTPS address served by the test', () => {
  let tls: Awaited<ReturnType<typeof startSelfSignedServer>>;
  let server: TestServer;

  beforeAll(async () => {
    tls = await startSelfSignedServer();
    server = tls.server;
  });
  afterAll(() => tls?.close());

  it('an untrusted certificate is a warning; once trusted, the address answers and the item is done', async () => {
    const { token, eventId } = await server.session();
    const untrusted = await itemOf(server, token, eventId, 'publicAddress');
    expect(untrusted.state).toBe('warning');
    expect(untrusted.explanation).toContain('신뢰할 수 없는 인증서');
    // the server's own agent trusts the test's certificate, as NODE_EXTRA_CA_CERTS makes a deployment trust its CA
    tls.trust();
    const answer = await readiness(server, token, eventId);
    expect(answer.publicAddressProblem).toBeNull();
    expect(answer.items.find((i) => i.key === 'publicAddress')).toMatchObject({ state: 'done' });
  });
});
