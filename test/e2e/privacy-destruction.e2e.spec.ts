import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EventStore } from '../../server/src/event-store/event-store.js';
import { rebuildProjections } from '../../server/src/event-store/rebuild-projections.js';
import { attendee } from '../support/attendee-fixtures.js';
import { boothWithPhone } from '../support/booth-fixtures.js';
import { waitFor } from '../support/smtp-sink.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// The server runs in this process: moving this process's clock (Date only; timers run as usual) moves the
// clock the destruction schedule reads, as days passing would.
const DAY = 86_400_000;
const seoulToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ PRIVACY_CHECK_SECONDS: '1' });
  token = await server.login();
});
afterAll(async () => {
  vi.useRealTimers();
  await server?.close();
});

const api = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
  server.api(path, { token, ...init });

const PEOPLE = [
  {
    name: '파기대상가',
    affiliation: '파기테스트상사',
    phoneNumber: '010-4200-0001',
    email: 'shred-a@example.com',
  },
  {
    name: '파기대상나',
    affiliation: '파기테스트연구소',
    phoneNumber: '010-4200-0002',
    email: 'shred-b@example.com',
  },
  { name: '파기대상다', affiliation: '파기테스트대학교', phoneNumber: '010-4200-0003', email: '' },
];

/** Everything the database holds, as pg_dump writes it. */
const dump = () =>
  execFileSync('pg_dump', ['--no-owner', '--data-only', server.databaseUrl!], {
    maxBuffer: 1 << 28,
  }).toString('utf8');

describe('destruction (파기) when the retention has passed', () => {
  const ids: number[] = [];
  let statsBefore: unknown;
  let _: unknown;

  beforeAll(async () => {
    for (const person of PEOPLE) {
      const res = await api('/api/users/register', { method: 'POST', body: attendee(person) });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    // a visit, a booth memo (sealed with the attendee) and a bulk send searched by a name
    const booth = await boothWithPhone(server, token, { loginId: 'shred-booth' });
    for (const id of ids) {
      const visit = await api('/api/booth-visits', {
        method: 'POST',
        token: booth.token,
        body: { boothId: booth.id, userId: id },
      });
      expect([200, 201]).toContain(visit.status);
    }
    const lead = await api(`/api/booth-login/${booth.id}/leads/${ids[0]}`, {
      method: 'PUT',
      token: booth.token,
      body: { interest: 'high', memo: '파기대상가 님 후속 연락 요망' },
    });
    expect(lead.status, JSON.stringify(lead.body)).toBeLessThan(300);
    await api('/api/messages/bulk-sends', {
      method: 'POST',
      body: { audience: 'SEARCH', keyword: '파기대상나' },
    });
    ({ generatedAt: _, ...statsBefore } = (await api('/api/stats')).body);

    const saved = await api('/api/privacy-settings', {
      method: 'PUT',
      body: {
        shareOnlyWithConsent: false,
        askDownloadReason: false,
        eventEndDate: seoulToday(),
        retentionDays: 30,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('keeps everything while the retention runs, and says when it will be destroyed', async () => {
    const retention = await api('/api/privacy/retention');
    expect(retention.body).toMatchObject({ retentionDays: 30, daysLeft: 31, destroyed: false });
    await new Promise((r) => setTimeout(r, 2500)); // two checks of the schedule
    expect((await api('/api/privacy/destructions')).body.items).toEqual([]);
    expect(dump()).toContain('파기테스트상사');
  });

  it('destroys the personal data once the clock passes it: pg_dump holds none, statistics keep their counts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * DAY);
    token = await server.login(); // the old session expired a month ago
    const record = await waitFor(async () => (await api('/api/privacy/destructions')).body.items[0], 15_000);
    expect(record).toMatchObject({ attendees: 3, trigger: 'SCHEDULE', actorName: null });

    const everything = dump();
    for (const person of PEOPLE)
      for (const value of [person.name, person.affiliation, person.phoneNumber, person.email].filter(Boolean))
        expect(everything, value).not.toContain(value);
    expect(everything).not.toContain('010-4200');
    expect(everything).not.toContain('후속 연락 요망');

    const { generatedAt: _, ...statsAfter } = (await api('/api/stats')).body;
    expect(statsAfter).toEqual(statsBefore);
    const list = await api('/api/users');
    expect(list.body.content.map((a: { name: string }) => a.name)).toEqual(['', '', '']);
    expect((await api('/api/privacy/retention')).body).toMatchObject({ destroyed: true });

    // a rebuild of the read models from the log gives the same tables: the log can no longer open what went
    const snapshot = async () => ({
      attendees: await server.sql(`SELECT * FROM attendees ORDER BY id`),
      visits: await server.sql(`SELECT * FROM booth_visits ORDER BY attendee_id`),
      leads: await server.sql(`SELECT * FROM booth_leads ORDER BY attendee_id`),
      bulk: await server.sql(`SELECT * FROM qr_bulk_sends ORDER BY id`),
      destructions: await server.sql(`SELECT * FROM privacy_destructions`),
    });
    const live = await snapshot();
    await rebuildProjections(server.running.app.get(EventStore));
    expect(await snapshot()).toEqual(live);

    // once only: the next checks find it done
    await new Promise((r) => setTimeout(r, 2500));
    expect((await api('/api/privacy/destructions')).body.items).toHaveLength(1);
  });
});

describe('지금 파기 by an admin', () => {
  it('needs the event name typed exactly, and says when nothing is left', async () => {
    const other = await startTestServer();
    try {
      const { token: t } = await other.session();
      await other.api('/api/users/register', {
        method: 'POST',
        token: t,
        body: attendee({ name: '즉시파기' }),
      });
      const wrong = await other.api('/api/privacy/destructions', {
        method: 'POST',
        token: t,
        body: { eventName: '다른 행사' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('행사명이 일치하지 않습니다.');
      expect((await other.api('/api/users', { token: t })).body.content[0].name).toBe('즉시파기');

      const eventName = '2026 서울 테스트 엑스포';
      const done = await other.api('/api/privacy/destructions', {
        method: 'POST',
        token: t,
        body: { eventName },
      });
      expect(done.status, JSON.stringify(done.body)).toBe(201);
      expect(done.body.attendees).toBe(1);
      expect((await other.api('/api/users', { token: t })).body.content[0].name).toBe('');
      const history = await other.api('/api/privacy/destructions', { token: t });
      expect(history.body.items[0]).toMatchObject({ attendees: 1, trigger: 'ADMIN' });

      const again = await other.api('/api/privacy/destructions', {
        method: 'POST',
        token: t,
        body: { eventName },
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('파기할 개인정보가 없습니다.');
    } finally {
      await other.close();
    }
  });
});
