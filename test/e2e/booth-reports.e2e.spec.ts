import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendeeRegistrar,
  boothWithPhone,
  expectError,
  secondEvent,
  type Person,
} from '../support/booth-fixtures.js';
import { asIfScannedEarlier } from '../support/earlier-visits.js';
import { privacySettings } from '../support/privacy-settings.mjs';
import { startTestServer, type TestServer } from '../support/test-server.js';

/**
 * The exhibitor report (성과 보고): a booth's traffic, standing, leads and the visitors it may name. With
 * '부스 제공 동의 확인' on it never names a visitor who did not consent, whoever asks for it (the booth, or an
 * admin printing it for the booth); naming visitors is a personal-data access, with its reason when asked.
 */

interface Booth {
  id: number;
  token: string;
}

let server: TestServer;
let admin: string;
let other: { eventId: number; token: string };
const registrar = attendeeRegistrar(() => server);
let people: Person[];
let stands: Booth[];

async function settings(changes: Record<string, boolean>) {
  const res = await server.api('/api/privacy-settings', {
    method: 'PUT',
    token: admin,
    body: privacySettings(changes),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const scan = async (b: Booth, userId: number) =>
  expect(
    (
      await server.api('/api/booth-visits', {
        method: 'POST',
        token: b.token,
        body: { boothId: b.id, userId },
        headers: { 'idempotency-key': randomUUID() },
      })
    ).status,
  ).toBe(201);

const ownReport = (b: Booth, query = '') =>
  server.api(`/api/booth-login/${b.id}/report${query}`, { token: b.token });

const lastAccessId = async () =>
  Number(
    (await server.sql<{ id: string | null }>(`SELECT max(id) AS id FROM personal_data_access`))[0].id ?? 0,
  );
const accessSince = (after: number) =>
  server.sql<{ action: string; attendee_ids: number[]; reason: string | null; actor_kind: string }>(
    `SELECT action, attendee_ids, reason, actor_kind FROM personal_data_access WHERE id > $1 ORDER BY id`,
    [after],
  );

// Booth 0: visitors 0, 1, 2 (1 consented to 부스 제공, 2 refused, 0 never asked; 1 came back twice), rated 높음
// with tag '구매 의향' and 낮음; booth 1: visitor 3; booth 2: none.
beforeAll(async () => {
  server = await startTestServer();
  ({ token: admin } = await server.session());
  other = await secondEvent(server, 'booth-report-other');
  people = [
    await registrar(admin, { affiliation: '한빛전자', country: '대한민국' }),
    await registrar(admin, { affiliation: '서울대학교', country: '대한민국' }),
    await registrar(admin, { affiliation: '도쿄상사', country: '일본' }),
    await registrar(admin, { affiliation: '한빛전자' }),
  ];
  await server.sql(`UPDATE attendees SET exhibitor_consent = $2 WHERE id = $1`, [people[1].id, true]);
  await server.sql(`UPDATE attendees SET exhibitor_consent = $2 WHERE id = $1`, [people[2].id, false]);
  stands = [];
  for (const name of ['성과 부스 1', '성과 부스 2', '성과 부스 3'])
    stands.push(await boothWithPhone(server, admin, { loginId: `perf-${stands.length}`, boothName: name }));
  for (const person of people.slice(0, 3)) await scan(stands[0], person.id);
  await scan(stands[1], people[3].id);
  // visitor 1 back at booth 0 twice, each time more than half an hour after the last
  for (let i = 0; i < 2; i++) {
    await asIfScannedEarlier(server.sql, stands[0].id, people[1].id, 40);
    await scan(stands[0], people[1].id);
  }
  const tags = await server.api(`/api/booth-login/${stands[0].id}/lead-tags`, {
    method: 'PUT',
    token: stands[0].token,
    body: { tags: ['구매 의향', '샘플 요청'] },
  });
  expect(tags.status, JSON.stringify(tags.body)).toBe(200);
  for (const [userId, body] of [
    [people[1].id, { interest: 'high', tags: ['구매 의향'], memo: '다음 주 연락' }],
    [people[0].id, { interest: 'low' }],
  ] as const) {
    const res = await server.api(`/api/booth-login/${stands[0].id}/leads/${userId}`, {
      method: 'PUT',
      token: stands[0].token,
      body,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/booth-login/{boothId}/report (the booth phone)', () => {
  it("answers the booth's traffic, standing, leads and visitors", async () => {
    const res = await ownReport(stands[0]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body;
    expect(report).toMatchObject({
      boothId: stands[0].id,
      boothName: '성과 부스 1',
      uniqueVisitors: 3,
      visits: 5,
      revisits: 2,
      returningVisitors: 1,
      standing: { rank: 1, booths: 3, eventMedian: 1 },
      leads: {
        byInterest: { high: 1, medium: 0, low: 1, unrated: 1 },
        byTag: [{ label: '구매 의향', count: 1 }],
      },
      consentRequired: false,
      hiddenVisitors: 0,
    });
    expect(report.standing.topShare).toBeCloseTo(1 / 3);
    expect(report.revisitRate).toBeCloseTo(1 / 3);
    expect(report.hourly.reduce((n: number, h: { visits: number }) => n + h.visits, 0)).toBe(5);
    expect(report.mix.countries).toEqual([
      { label: '대한민국', count: 2 },
      { label: '일본', count: 1 },
    ]);
    expect(report.visitors.map((v: { userId: number }) => v.userId)).toEqual(
      people.slice(0, 3).map((p) => p.id),
    );
    expect(report.visitors.map((v: { revisits: number }) => v.revisits)).toEqual([0, 2, 0]);
    expect(report.visitors[1]).toMatchObject({
      userName: people[1].name,
      interest: 'high',
      tags: ['구매 의향'],
      memo: '다음 주 연락',
    });
  });

  it("gives the dashboard's visits for the booth", async () => {
    const stats = (await server.api('/api/stats', { token: admin })).body;
    for (const b of stands)
      expect((await ownReport(b)).body.visits).toBe(
        stats.booths.find((s: { boothId: number }) => s.boothId === b.id).visits,
      );
  });

  it("refuses another booth's report", async () => {
    expectError(await server.api(`/api/booth-login/${stands[1].id}/report`, { token: stands[0].token }), 403);
    expectError(await server.api(`/api/booth-login/${stands[0].id}/report`), 401);
  });

  it('records the access when it names visitors, and not when it names none', async () => {
    const before = await lastAccessId();
    await ownReport(stands[0]);
    await ownReport(stands[0], '?visitors=false');
    await ownReport(stands[2]);
    const records = await accessSince(before);
    expect(records).toEqual([
      {
        action: '부스 성과 보고서 조회',
        attendee_ids: people.slice(0, 3).map((p) => p.id),
        reason: null,
        actor_kind: 'booth',
      },
    ]);
  });
});

describe("with '부스 제공 동의 확인' on", () => {
  beforeAll(() => settings({ shareOnlyWithConsent: true }));
  afterAll(() => settings({ shareOnlyWithConsent: false }));

  it('names only the visitors who consented, and counts the others', async () => {
    for (const res of [
      await ownReport(stands[0]),
      await server.api(`/api/reports/booths/${stands[0].id}`, { token: admin }),
      await server.api('/api/reports/booths', { token: admin }),
    ]) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const report = res.body.booths ? res.body.booths[0] : res.body;
      expect(report.consentRequired).toBe(true);
      expect(report.visitors.map((v: { userId: number }) => v.userId)).toEqual([people[1].id]);
      expect(report.hiddenVisitors).toBe(2);
      expect(report.mix.affiliations).toEqual([{ label: '서울대학교', count: 1 }]);
      const text = JSON.stringify(res.body);
      for (const hidden of [people[0], people[2]]) {
        expect(text).not.toContain(hidden.name);
        expect(text).not.toContain(hidden.phoneNumber);
        expect(text).not.toContain(hidden.affiliation);
      }
      // the figures still count everyone
      expect(report.uniqueVisitors).toBe(3);
    }
  });
});

describe("with '다운로드 사유 입력' on", () => {
  beforeAll(() => settings({ askDownloadReason: true }));
  afterAll(() => settings({ askDownloadReason: false }));

  it('asks the reason before naming visitors, and records it', async () => {
    const before = await lastAccessId();
    expectError(await ownReport(stands[0]), 400, 'PRIVACY.REASON_REQUIRED');
    expect((await ownReport(stands[0], '?visitors=false')).body.visitors).toBeNull();
    expect(await accessSince(before)).toEqual([]);
    const res = await ownReport(stands[0], `?reason=${encodeURIComponent('상담 후속 연락')}`);
    expect(res.status).toBe(200);
    expect((await accessSince(before)).map((r) => r.reason)).toEqual(['상담 후속 연락']);
  });
});

describe('GET /api/reports/booths (the admin prints every booth)', () => {
  it('answers every booth in id order, each as its own report', async () => {
    const res = await server.api('/api/reports/booths', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.booths.map((b: { boothId: number }) => b.boothId)).toEqual(stands.map((b) => b.id));
    // the booth's own report also says its 전년 대비 (none here: no earlier event); the admin's only when asked;
    // the admin's says the booth's 참가사 만족도 (no 참가사 survey here), the booth's own never
    for (const [i, b] of stands.entries()) {
      const { comparison, ...own } = (await ownReport(b)).body;
      expect(comparison).toBeNull();
      expect(own).not.toHaveProperty('satisfaction');
      expect(res.body.booths[i]).toEqual({ ...own, generatedAt: expect.any(String), satisfaction: [] });
    }
  });

  it('leaves the visitors out when asked, recording nothing', async () => {
    const before = await lastAccessId();
    const res = await server.api('/api/reports/booths?visitors=false', { token: admin });
    expect(res.body.booths.every((b: { visitors: unknown }) => b.visitors === null)).toBe(true);
    expect(await accessSince(before)).toEqual([]);
    expectError(await server.api('/api/reports/booths?visitors=maybe', { token: admin }), 400);
  });

  it("refuses another event's booth and non-admins", async () => {
    expectError(await server.api(`/api/reports/booths/${stands[0].id}`, { token: other.token }), 404);
    expectError(await server.api('/api/reports/booths', { token: stands[0].token }), 403);
    expectError(await server.api(`/api/reports/booths/999999`, { token: admin }), 404, 'BOOTH.NOT_FOUND');
  });
});
