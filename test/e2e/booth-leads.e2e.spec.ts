import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendeeRegistrar,
  countEvents,
  download,
  expectError,
  firstSheetRows,
  secondEvent,
  wholeDatabaseText,
  type Person,
  boothWithPhone,
} from '../support/booth-fixtures.js';
import { EventStore } from '../../server/src/event-store/event-store.js';
import { rebuildProjections } from '../../server/src/event-store/rebuild-projections.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

interface Booth {
  id: number;
  token: string;
}

let server: TestServer;
let token: string;
let boothA: Booth;
let boothB: Booth;
let other: { eventId: number; token: string };
const registrar = attendeeRegistrar(() => server);

function makeBooth(loginId: string, auth = token): Promise<Booth> {
  return boothWithPhone(server, auth, { loginId });
}

const visit = (b: Booth, userId: number) =>
  server.api('/api/booth-visits', { method: 'POST', token: b.token, body: { boothId: b.id, userId } });
const defineTags = (b: Booth, tags: unknown, boothId: number = b.id) =>
  server.api(`/api/booth-login/${boothId}/lead-tags`, { method: 'PUT', token: b.token, body: { tags } });
const putLead = (b: Booth, userId: number, body: unknown, key = randomUUID(), boothId: number = b.id) =>
  server.api(`/api/booth-login/${boothId}/leads/${userId}`, {
    method: 'PUT',
    token: b.token,
    body,
    headers: { 'idempotency-key': key },
  });
const boothLeads = (b: Booth, boothId: number = b.id) =>
  server.api(`/api/booth-login/${boothId}/leads`, { token: b.token });

async function visitor(b: Booth): Promise<Person> {
  const person = await registrar(token);
  expect((await visit(b, person.id)).status).toBe(201);
  return person;
}

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('admin', 'admin-pass-1234');
  other = await secondEvent(server, 'leads-other-admin');
  boothA = await makeBooth('lead-booth-a');
  boothB = await makeBooth('lead-booth-b');
  expect((await defineTags(boothA, ['견적 요청', '샘플 발송'])).body).toEqual({
    tags: ['견적 요청', '샘플 발송'],
  });
});
afterAll(() => server?.close());

describe('exhibitor leads', () => {
  it('keeps a rating, tags and a memo of a visitor, and the download carries them after the spec columns', async () => {
    const p = await visitor(boothA);
    const q = await visitor(boothA);
    const saved = await putLead(boothA, p.id, {
      interest: 'high',
      tags: ['견적 요청', '샘플 발송'],
      memo: '  다음 주 화요일 견적서 발송\n담당: 김과장 ',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({
      userId: p.id,
      interest: 'high',
      tags: ['견적 요청', '샘플 발송'],
      memo: '다음 주 화요일 견적서 발송\n담당: 김과장',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
      updatedBy: 'lead-booth-a',
    });
    // a later change of one field keeps the others
    const lowered = await putLead(boothA, p.id, { interest: 'medium' });
    expect(lowered.body).toMatchObject({ interest: 'medium', tags: ['견적 요청', '샘플 발송'] });
    expect((await putLead(boothA, q.id, { interest: 'low' })).status).toBe(200);

    const listed = await boothLeads(boothA);
    expect(listed.status).toBe(200);
    expect(listed.body.tags).toEqual(['견적 요청', '샘플 발송']);
    expect(listed.body.leads).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: p.id,
          interest: 'medium',
          memo: '다음 주 화요일 견적서 발송\n담당: 김과장',
        }),
        expect.objectContaining({ userId: q.id, interest: 'low', tags: [], memo: '' }),
      ]),
    );
    // the admin reads the same
    const admin = await server.api(`/api/booths/${boothA.id}/leads`, { token });
    expect(admin.body).toEqual(listed.body);

    for (const path of [
      `/api/booth-login/${boothA.id}/visits/download`,
      `/api/booth-visits/${boothA.id}/download`,
    ]) {
      const { res, buffer } = await download(
        server,
        path,
        path.includes('booth-login') ? boothA.token : token,
      );
      expect(res.status).toBe(200);
      const rows = await firstSheetRows(buffer);
      expect(rows[0]).toEqual([
        '참석자 ID',
        '이름',
        '소속',
        '전화번호',
        '방문시간',
        '관심도',
        '태그',
        '메모',
      ]);
      const rowOf = (id: number) => rows.find((row) => row[0] === id)!;
      expect(rowOf(p.id).slice(5)).toEqual([
        '보통',
        '견적 요청, 샘플 발송',
        '다음 주 화요일 견적서 발송\n담당: 김과장',
      ]);
      expect(rowOf(q.id).slice(5)).toEqual(['낮음']);
    }
  });

  it('records a resent edit once (the same Idempotency-Key) and nothing for an edit that changes nothing', async () => {
    const p = await visitor(boothA);
    const key = randomUUID();
    const before = await countEvents(server, 'LeadUpdated');
    const answers = await Promise.all([1, 2, 3].map(() => putLead(boothA, p.id, { memo: '샘플 요청' }, key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await countEvents(server, 'LeadUpdated')).toBe(before + 1);
    expect((await putLead(boothA, p.id, { memo: '샘플 요청' })).status).toBe(200);
    expect(await countEvents(server, 'LeadUpdated')).toBe(before + 1);
  });

  it('keeps the time a queued edit was made on the phone', async () => {
    const p = await visitor(boothA);
    const madeAt = new Date(Date.now() - 30 * 60_000);
    const saved = await putLead(boothA, p.id, { interest: 'high', changedAt: madeAt.toISOString() });
    const seoul = new Date(madeAt.getTime() + 9 * 3600_000).toISOString().slice(0, 19);
    expect(saved.body.updatedAt).toBe(seoul);
  });

  it('lets a booth neither read nor change another booth’s leads', async () => {
    const p = await visitor(boothA);
    expect((await putLead(boothA, p.id, { memo: 'A의 메모' })).status).toBe(200);
    expectError(await boothLeads(boothB, boothA.id), 403);
    expectError(await putLead(boothB, p.id, { memo: 'B가 덮어씀' }, randomUUID(), boothA.id), 403);
    expectError(await defineTags(boothB, ['가로채기'], boothA.id), 403);
    // B's own route with A's visitor: not B's visitor
    expectError(await putLead(boothB, p.id, { memo: 'B의 메모' }), 404, 'LEAD.NOT_VISITOR');
    expect((await boothLeads(boothB)).body.leads).toEqual([]);
    // without a token, with a forged one, or as an admin of another event
    expect((await server.api(`/api/booth-login/${boothA.id}/leads`)).status).toBe(401);
    expectError(await server.api(`/api/booths/${boothA.id}/leads`, { token: other.token }), 404);
    expect((await boothLeads(boothA)).body.leads).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: p.id, memo: 'A의 메모' })]),
    );
  });

  it('refuses bad input in Korean and changes nothing', async () => {
    const p = await visitor(boothA);
    const before = await countEvents(server, 'LeadUpdated');
    const bad: unknown[] = [
      {},
      { interest: 'urgent' },
      { interest: 3 },
      { tags: '견적 요청' },
      { tags: ['없는 태그'] },
      { tags: [''] },
      { tags: ['견적 요청', '견적 요청'] },
      { memo: 'x'.repeat(1001) },
      { memo: 42 },
      { memo: 'a\u0000b' },
      { interest: 'high', changedAt: 'yesterday' },
      [],
      'high',
    ];
    for (const body of bad) {
      const res = await putLead(boothA, p.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(/[가-힣]/);
    }
    expectError(await putLead(boothA, 999_999, { interest: 'high' }), 404, 'LEAD.NOT_VISITOR');
    for (const tags of [Array.from({ length: 21 }, (_, i) => `태그${i}`), ['가'.repeat(21)], 'x', [1]])
      expectError(await defineTags(boothA, tags), 400);
    expect(await countEvents(server, 'LeadUpdated')).toBe(before);
    expect((await boothLeads(boothA)).body.tags).toEqual(['견적 요청', '샘플 발송']);
  });

  it('erases the memo with the attendee, from the list and from the log', async () => {
    const p = await visitor(boothA);
    const memo = `지울 메모 ${randomUUID()}`;
    expect((await putLead(boothA, p.id, { interest: 'high', memo })).status).toBe(200);
    expect(await wholeDatabaseText(server)).toContain(memo);
    expect((await server.api(`/api/users/${p.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect(await wholeDatabaseText(server)).not.toContain(memo);
    const lead = (await boothLeads(boothA)).body.leads.find((l: { userId: number }) => l.userId === p.id);
    expect(lead).toMatchObject({ interest: 'high', memo: '' });
    expectError(await putLead(boothA, p.id, { memo: '다시' }), 404, 'LEAD.NOT_VISITOR');
  });

  it('is rebuilt from the log as it was (an erased memo stays erased)', async () => {
    const before = await server.sql('SELECT * FROM booth_leads ORDER BY booth_id, attendee_id');
    const tags = await server.sql('SELECT * FROM booth_lead_tags ORDER BY booth_id');
    expect(before.length).toBeGreaterThan(3);
    await rebuildProjections(server.running.app.get(EventStore));
    expect(await server.sql('SELECT * FROM booth_leads ORDER BY booth_id, attendee_id')).toEqual(before);
    expect(await server.sql('SELECT * FROM booth_lead_tags ORDER BY booth_id')).toEqual(tags);
  });

  it('goes with the booth when it is removed', async () => {
    const c = await makeBooth('lead-booth-c');
    expect((await defineTags(c, ['데모'])).status).toBe(200);
    const p = await visitor(c);
    expect((await putLead(c, p.id, { tags: ['데모'] })).status).toBe(200);
    expect((await server.api(`/api/booths/${c.id}`, { method: 'DELETE', token })).status).toBe(200);
    const rows = await server.sql('SELECT count(*)::int AS n FROM booth_leads WHERE booth_id = $1', [c.id]);
    expect(rows[0].n).toBe(0);
  });
});
