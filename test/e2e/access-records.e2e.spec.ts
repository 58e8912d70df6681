import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessRecordRow } from '../../server/src/access-records/queries/access-record-reads.js';
import { ACCESS_ROUTES } from '../../server/src/access-records/domain/access-routes.js';
import { koreanAttendee } from '../support/attendee-fixtures.js';
import { boothWithPhone, expectError } from '../support/booth-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { privacySettings } from '../support/privacy-settings.mjs';

/**
 * 개인정보 접속기록: every read of personal data by a person leaves a record of who (account, role), when, from
 * which address, what, and whose; downloads carry their reason (refused without one when the event asks); the
 * records cannot be changed; the daily check flags night access and large volumes.
 */

const CLIENT_IP = '203.0.113.7';
/** The test server is reached from loopback, a proxy the app believes: the client is the forwarded address. */
const fromClient = { 'x-forwarded-for': CLIENT_IP };

let server: TestServer;
let admin: { token: string; eventId: number; name: string };
let ids: number[];
let booth: { id: number; token: string };
let deskToken: string;

/** The records made since `after` (an id), oldest first. */
const recordsAfter = (after: number) =>
  server.sql<AccessRecordRow>(`SELECT * FROM personal_data_access WHERE id > $1 ORDER BY id`, [after]);
const lastId = async () =>
  Number(
    (await server.sql<{ id: string | null }>(`SELECT max(id) AS id FROM personal_data_access`))[0]?.id ?? 0,
  );

/** Turns '다운로드 사유 입력' on or off: through the settings API once it exists, else in its table. */
async function askDownloadReason(on: boolean) {
  const settings = privacySettings({ askDownloadReason: on });
  if (server.running.routes.includes('PUT /api/privacy-settings')) {
    const res = await server.api(`/api/privacy-settings?eventId=${admin.eventId}`, {
      method: 'PUT',
      token: admin.token,
      body: settings,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return;
  }
  await server.sql(
    `INSERT INTO privacy_settings (event_id, settings, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (event_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()`,
    [admin.eventId, JSON.stringify(settings)],
  );
}

beforeAll(async () => {
  server = await startTestServer({ ACCESS_ALERT_DAILY_RECORDS: '4' });
  const login = await server.api('/api/admin/login', {
    method: 'POST',
    body: { username: 'admin', password: 'admin-pass-1234' },
  });
  admin = { token: login.body.token, eventId: login.body.eventId, name: login.body.adminName };
  ids = [];
  for (let i = 0; i < 5; i++) {
    const res = await server.api('/api/users/register', {
      method: 'POST',
      token: admin.token,
      body: koreanAttendee(i),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids.push(res.body.id);
  }
  const phone = await boothWithPhone(server, admin.token, {
    loginId: 'access-booth',
    boothName: '접속기록 부스',
  });
  booth = { id: phone.id, token: phone.token };
  await server.api('/api/desks', {
    method: 'POST',
    token: admin.token,
    body: { name: '정문 데스크', loginId: 'access-desk', password: 'desk-pass-1' },
  });
  deskToken = (
    await server.api('/api/desk-login', {
      method: 'POST',
      body: { loginId: 'access-desk', password: 'desk-pass-1' },
    })
  ).body.token;
});
afterAll(() => server?.close());

describe('the route table', () => {
  it('names routes the server has (a renamed route would silently stop being recorded)', () => {
    const missing = Object.keys(ACCESS_ROUTES).filter((route) => !server.running.routes.includes(route));
    expect(missing).toEqual([]);
  });
});

describe('reads of personal data are recorded', () => {
  it("an admin's search: the admin, the client's address, the route, '참석자 검색' and the attendees shown", async () => {
    const before = await lastId();
    const res = await server.api(`/api/users?keyword=${encodeURIComponent('한빛')}`, {
      token: admin.token,
      headers: fromClient,
    });
    expect(res.status).toBe(200);
    const shown = (res.body.content as { id: number }[]).map((a) => a.id);
    expect(shown.length).toBeGreaterThan(0);
    expect(await recordsAfter(before)).toEqual([
      expect.objectContaining({
        actor_kind: 'admin',
        actor_name: admin.name,
        ip: CLIENT_IP,
        method: 'GET',
        route: '/api/users',
        action: '참석자 검색',
        attendee_ids: shown,
        record_count: shown.length,
        reason: null,
      }),
    ]);
  });

  it("an admin's look at one attendee is recorded; the attendee's own signed link is not", async () => {
    const before = await lastId();
    expect((await server.api(`/api/users/${ids[1]}`, { token: admin.token })).status).toBe(200);
    const list = await server.api(`/api/users?size=10`, { token: admin.token });
    const path = (list.body.content as { id: number; qrViewPath: string }[]).find(
      (a) => a.id === ids[2],
    )!.qrViewPath;
    const sig = new URL(path, 'http://x').searchParams.get('sig');
    expect((await server.api(`/api/users/${ids[2]}?sig=${sig}`)).status).toBe(200);
    const made = await recordsAfter(before);
    expect(made.map((r) => r.action)).toEqual(['참석자 상세 조회', '참석자 목록 조회']);
    expect(made[0]).toMatchObject({
      actor_kind: 'admin',
      route: '/api/users/:id',
      attendee_ids: [ids[1]],
      record_count: 1,
      ip: '127.0.0.1',
    });
  });

  it("a booth phone's scan: the booth by its name and the visitor it was shown", async () => {
    const before = await lastId();
    const res = await server.api('/api/booth-visits', {
      method: 'POST',
      token: booth.token,
      body: { boothId: booth.id, userId: ids[3] },
      headers: fromClient,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await recordsAfter(before)).toEqual([
      expect.objectContaining({
        actor_kind: 'booth',
        actor_id: booth.id,
        actor_name: '접속기록 부스',
        ip: CLIENT_IP,
        method: 'POST',
        route: '/api/booth-visits',
        action: '부스 방문 스캔',
        attendee_ids: [ids[3]],
        record_count: 1,
      }),
    ]);
  });

  it('a resent scan is recorded again (shown again); a refused one (the same visitor again, 409) is not', async () => {
    // a booth of its own, so the other tests' counts of the first booth stay as they are
    const other = await boothWithPhone(server, admin.token, {
      loginId: 'access-booth-2',
      boothName: '재전송 확인 부스',
    });
    const scan = (headers: Record<string, string> = {}) =>
      server.api('/api/booth-visits', {
        method: 'POST',
        token: other.token,
        body: { boothId: other.id, userId: ids[4] },
        headers,
      });
    const before = await lastId();
    const key = { 'Idempotency-Key': 'access-scan-once' };
    expect((await scan(key)).status).toBe(201);
    const first = await recordsAfter(before);
    expect(first).toEqual([expect.objectContaining({ action: '부스 방문 스캔', attendee_ids: [ids[4]] })]);
    // the phone's retry of the same scan is answered again: the booth was shown the visitor again
    expect((await scan(key)).status).toBe(201);
    expect(await recordsAfter(before)).toHaveLength(2);
    // a second scan of the visitor is refused: nothing shown, nothing recorded
    expectError(await scan(), 409);
    expect(await recordsAfter(before)).toHaveLength(2);
  });

  it("a desk's search: the desk by its name", async () => {
    const before = await lastId();
    const res = await server.api(`/api/desk/attendees?keyword=${ids[0]}`, { token: deskToken });
    expect(res.status).toBe(200);
    const [made] = await recordsAfter(before);
    expect(made).toMatchObject({
      actor_kind: 'desk',
      actor_name: '정문 데스크',
      action: '데스크 참석자 검색',
      route: '/api/desk/attendees',
    });
    expect(made!.attendee_ids).toContain(ids[0]);
  });

  it('a refused request leaves no record', async () => {
    const before = await lastId();
    expectError(await server.api(`/api/users/${ids[0]}/history?eventId=999`, { token: admin.token }), 403);
    expect(await recordsAfter(before)).toEqual([]);
  });
});

describe('downloads and their reasons', () => {
  it('with the setting off: a download works without a reason and is recorded by its count', async () => {
    await askDownloadReason(false);
    const before = await lastId();
    const res = await server.api('/api/users/download-excel', { token: admin.token });
    expect(res.status).toBe(200);
    expect(await recordsAfter(before)).toEqual([
      expect.objectContaining({
        action: '참석자 엑셀 다운로드',
        route: '/api/users/download-excel',
        attendee_ids: [],
        record_count: 5,
        reason: null,
      }),
    ]);
  });

  it('with the setting on: refused without a reason (nothing sent, nothing recorded), recorded with it', async () => {
    await askDownloadReason(true);
    try {
      const before = await lastId();
      for (const [path, token] of [
        ['/api/users/download-excel', admin.token],
        [`/api/booth-visits/${booth.id}/download`, admin.token],
        [`/api/booth-login/${booth.id}/visits/download`, booth.token],
        ['/api/users/download-excel?reason=%20%20', admin.token],
      ] as const) {
        const refused = await server.api(path, { token });
        expectError(refused, 400, 'PRIVACY.REASON_REQUIRED');
        expect(refused.body.message).toBe('다운로드 사유를 입력해주세요.');
        expect(refused.headers.get('content-disposition')).toBeNull();
      }
      expectError(
        await server.api(`/api/users/download-excel?reason=${'가'.repeat(101)}`, { token: admin.token }),
        400,
      );
      expect(await recordsAfter(before)).toEqual([]);

      const reason = '참가업체 요청: 방문자 명단 확인';
      const res = await server.api(`/api/users/download-excel?reason=${encodeURIComponent(reason)}`, {
        token: admin.token,
        headers: fromClient,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      const booth1 = await server.api(
        `/api/booth-login/${booth.id}/visits/download?reason=${encodeURIComponent('행사 운영')}`,
        { token: booth.token },
      );
      expect(booth1.status).toBe(200);
      expect(await recordsAfter(before)).toEqual([
        expect.objectContaining({
          actor_kind: 'admin',
          ip: CLIENT_IP,
          action: '참석자 엑셀 다운로드',
          record_count: 5,
          reason,
        }),
        expect.objectContaining({
          actor_kind: 'booth',
          actor_name: '접속기록 부스',
          action: '부스 방문자 엑셀 다운로드',
          record_count: 1,
          reason: '행사 운영',
        }),
      ]);
    } finally {
      await askDownloadReason(false);
    }
  });
});

describe('the records', () => {
  it('cannot be changed or removed (the table refuses it)', async () => {
    const [row] = await server.sql<{ id: string }>(`SELECT id FROM personal_data_access LIMIT 1`);
    await expect(
      server.sql(`UPDATE personal_data_access SET reason = 'x' WHERE id = $1`, [row!.id]),
    ).rejects.toThrow('개인정보 접속기록은 수정하거나 삭제할 수 없습니다.');
    await expect(server.sql(`DELETE FROM personal_data_access WHERE id = $1`, [row!.id])).rejects.toThrow(
      '개인정보 접속기록은 수정하거나 삭제할 수 없습니다.',
    );
    await expect(server.sql(`DELETE FROM personal_data_access`)).rejects.toThrow();
  });

  it('are listed newest first, filtered by account and attendee, and paged', async () => {
    const all = await server.api('/api/privacy/access-records?size=3', { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.body.content).toHaveLength(3);
    const [{ n }] = await server.sql<{ n: string }>(
      `SELECT count(*) AS n FROM personal_data_access WHERE event_id = $1`,
      [admin.eventId],
    );
    expect(all.body.totalElements).toBe(Number(n));
    expect(all.body.totalPages).toBe(Math.ceil(Number(n) / 3));
    const ats = (all.body.content as { at: string }[]).map((r) => r.at);
    expect([...ats].sort().reverse()).toEqual(ats);

    const byBooth = await server.api(
      `/api/privacy/access-records?account=${encodeURIComponent('접속기록')}`,
      {
        token: admin.token,
      },
    );
    expect(new Set((byBooth.body.content as { actorName: string }[]).map((r) => r.actorName))).toEqual(
      new Set(['접속기록 부스']),
    );

    const byAttendee = await server.api(`/api/privacy/access-records?attendeeId=${ids[3]}&size=100`, {
      token: admin.token,
    });
    const actions = (byAttendee.body.content as { action: string; attendeeIds: number[] }[]).map((r) => {
      expect(r.attendeeIds).toContain(ids[3]);
      return r.action;
    });
    expect(actions).toContain('부스 방문 스캔');

    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    const none = await server.api(`/api/privacy/access-records?from=2020-01-01&to=2020-01-31`, {
      token: admin.token,
    });
    expect(none.body.totalElements).toBe(0);
    const todays = await server.api(`/api/privacy/access-records?from=${today}&to=${today}`, {
      token: admin.token,
    });
    expect(todays.body.totalElements).toBe(all.body.totalElements);
    expectError(await server.api(`/api/privacy/access-records?from=2026-02-30`, { token: admin.token }), 400);
  });

  it('are downloaded as a file, and that download is recorded too', async () => {
    const before = await lastId();
    const res = await server.api(
      `/api/privacy/access-records/download?reason=${encodeURIComponent('정산·보고')}`,
      {
        token: admin.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const [made] = await recordsAfter(before);
    expect(made).toMatchObject({ action: '접속기록 다운로드', reason: '정산·보고' });
    const [{ n }] = await server.sql<{ n: string }>(
      `SELECT count(*) AS n FROM personal_data_access WHERE event_id = $1 AND id <= $2`,
      [admin.eventId, before],
    );
    expect(made!.record_count).toBe(Number(n));
  });
});

describe('the daily check', () => {
  it('flags access at night and an account reading more than the limit in a day', async () => {
    // a desk's lookup at 23:40 Korean time, long ago (the table takes new records, never changes)
    await server.sql(
      `INSERT INTO personal_data_access (at, event_id, actor_kind, actor_id, actor_name, ip, method, route, action,
                                         attendee_ids, record_count)
       VALUES ('2026-03-02T23:40:00+09:00', $1, 'desk', 1, '야간 데스크', '10.0.0.9', 'GET', '/api/desk/attendees/:id',
               '데스크 참석자 조회', ARRAY[$2::int], 1),
              ('2026-03-02T14:00:00+09:00', $1, 'admin', 1, '낮 관리자', '10.0.0.8', 'GET', '/api/users', '참석자 목록 조회',
               '{}', 4)`,
      [admin.eventId, ids[0]],
    );
    const old = await server.api('/api/privacy/access-alerts?from=2026-03-01&to=2026-03-03', {
      token: admin.token,
    });
    expect(old.status).toBe(200);
    expect(old.body).toEqual({
      from: '2026-03-01',
      to: '2026-03-03',
      dailyLimit: 4,
      alerts: [
        {
          day: '2026-03-02',
          actorKind: 'desk',
          actorId: 1,
          actorName: '야간 데스크',
          kind: 'NIGHT',
          reason: '야간(22:00~06:00) 23:40에 개인정보에 접근했습니다.',
        },
      ],
    });

    // today the admin downloaded five attendees (and read more): over the limit of 4; the booth read two
    const today = await server.api('/api/privacy/access-alerts', { token: admin.token });
    expect(today.body.alerts).toContainEqual(
      expect.objectContaining({
        actorKind: 'admin',
        actorName: admin.name,
        kind: 'VOLUME',
        reason: expect.stringContaining('기준 4건 초과'),
      }),
    );
    expect(
      (today.body.alerts as { actorName: string; kind: string }[]).some(
        (a) => a.actorName === '접속기록 부스' && a.kind === 'VOLUME',
      ),
    ).toBe(false);
  });
});
