import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programmePageData } from '../../contract/src/programme.js';
import { attendee } from '../support/attendee-fixtures.js';
import { countEvents, lecture, secondEvent } from '../support/booth-fixtures.js';
import { connectLive } from '../support/live-client.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// issue 50, part 4: the event's programme at /program/{eventId} (and /api/programme/{eventId}), its seats live,
// and an attendee's '내 일정' by their signed QR link
let server: TestServer;
let token: string;
let eventId: number;
let other: { eventId: number; token: string };
const ids = { keynote: 0, workshop: 0, dayTwo: 0, otherLecture: 0 };
const people = { minsu: { id: 0, sig: '' }, jiyoung: { id: 0, sig: '' }, outsider: { id: 0, sig: '' } };

async function created(path: string, body: unknown, as = token): Promise<{ id: number }> {
  const res = await server.api(path, { method: 'POST', token: as, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number };
}

/** An attendee with the signature of their QR link (as the admin's 'QR 보기' opens it). */
async function signed(name: string, phone: string, as = token) {
  const { id } = await created('/api/users/register', { ...attendee({ name, phoneNumber: phone }) }, as);
  const looked = await server.api(`/api/users/${id}`, { token: as });
  return { id, sig: new URL(looked.body.qrViewPath as string, server.url).searchParams.get('sig')! };
}

const linkOf = (who: { id: number; sig: string }) => `attendee=${who.id}&sig=${encodeURIComponent(who.sig)}`;
const star = (lectureId: number, query: string, method = 'PUT', headers: Record<string, string> = {}) =>
  server.api(`/api/programme/${eventId}/stars/${lectureId}?${query}`, { method, headers });

function page(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; html: string }>((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers: { accept: 'text/html', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, html: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const dataOf = (html: string) =>
  programmePageData.parse(
    JSON.parse(/<script type="application\/json" id="programme-data">([^<]*)<\/script>/.exec(html)![1]!),
  );

beforeAll(async () => {
  server = await startTestServer();
  ({ token, eventId } = await server.session());
  other = await secondEvent(server, 'programme-other');
  ids.dayTwo = (
    await created('/api/lectures', lecture({ title: '둘째 날 기조연설', date: '2026-12-06', time: '09:00' }))
  ).id;
  ids.workshop = (
    await created(
      '/api/lectures',
      lecture({ title: 'AI 워크숍', instructor: '이강사', time: '13:00', capacity: null }),
    )
  ).id;
  ids.keynote = (
    await created(
      '/api/lectures',
      lecture({ title: '기조연설', time: '10:00', location: '그랜드볼룸', capacity: 2 }),
    )
  ).id;
  ids.otherLecture = (await created('/api/lectures', lecture({ title: '다른 행사 강연' }), other.token)).id;
  people.minsu = await signed('김민수', '010-3000-0001');
  people.jiyoung = await signed('이지영', '010-3000-0002');
  people.outsider = await signed('박외부', '010-3000-0003', other.token);
});
afterAll(() => server?.close());

describe('GET /api/programme/{eventId}: open to anyone', () => {
  it("lists the event's lectures by date, time and id with their seats, and nobody's data", async () => {
    const res = await server.api(`/api/programme/${eventId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.eventId).toBe(eventId);
    expect(res.body.lectures.map((l: { id: number }) => l.id)).toEqual([
      ids.keynote,
      ids.workshop,
      ids.dayTwo,
    ]);
    expect(res.body.lectures[0]).toEqual({
      id: ids.keynote,
      title: '기조연설',
      instructor: '김교수',
      date: '2026-11-21',
      time: '10:00',
      location: '그랜드볼룸',
      capacity: 2,
      checkIns: 0,
    });
    expect(res.body.attendee).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain('다른 행사 강연');
  });

  it('counts check-ins as seats taken, and shows the attendee which lectures they checked in to', async () => {
    const checkIn = await server.api('/api/lecture-visits/checkin', {
      method: 'POST',
      body: { lectureId: ids.keynote, userId: people.jiyoung.id },
    });
    expect(checkIn.status, JSON.stringify(checkIn.body)).toBe(201);
    const mine = await server.api(`/api/programme/${eventId}?${linkOf(people.jiyoung)}`);
    expect(mine.body.lectures[0].checkIns).toBe(1);
    expect(mine.body.attendee).toEqual({ id: people.jiyoung.id, starred: [], checkedIn: [ids.keynote] });
    const theirs = await server.api(`/api/programme/${eventId}?${linkOf(people.minsu)}`);
    expect(theirs.body.attendee).toEqual({ id: people.minsu.id, starred: [], checkedIn: [] });
  });

  it('refuses a link with a wrong or missing half, and an attendee of another event', async () => {
    for (const query of [
      `attendee=${people.minsu.id}&sig=wrong`,
      `attendee=${people.minsu.id}`,
      `sig=${people.minsu.sig}`,
    ]) {
      const res = await server.api(`/api/programme/${eventId}?${query}`);
      expect(res.status, query).toBe(403);
      expect(res.body).toEqual({ code: 'LINK.INVALID', message: '유효하지 않은 링크입니다.' });
    }
    const outsider = await server.api(`/api/programme/${eventId}?${linkOf(people.outsider)}`, {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(outsider.status).toBe(403);
    expect(outsider.body).toEqual({
      code: 'PROGRAMME.OTHER_EVENT',
      message: 'This link is for another event.',
    });
  });

  it('answers junk with a clear 4xx, never a 500', async () => {
    const cases: [string, number][] = [
      ['/api/programme/abc', 400],
      ['/api/programme/0', 400],
      ['/api/programme/99999999999', 400],
      ['/api/programme/99999', 404],
      [`/api/programme/${eventId}?attendee=abc&sig=x`, 400],
      [`/api/programme/${eventId}?attendee=1&sig=${'x'.repeat(300)}`, 403],
      [`/api/programme/${eventId}?attendee=1&sig[]=x`, 403],
      [`/api/programme/${eventId}?attendee=1.5&sig=x`, 400],
      [`/api/programme/${eventId}/stars/abc?${linkOf(people.minsu)}`, 400],
    ];
    for (const [path, status] of cases) {
      const res = await server.api(path, { method: path.includes('/stars/') ? 'PUT' : 'GET' });
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(status);
      expect(res.body.message, path).toMatch(/[가-힣]/);
    }
  });
});

describe("'내 일정': an attendee's stars by their signed link", () => {
  it('stars a lecture once (a second star records nothing) and takes it off again', async () => {
    const before = await countEvents(server, 'LectureStarred');
    const first = await star(ids.workshop, linkOf(people.minsu));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ lectureId: ids.workshop, starred: true, stars: [ids.workshop] });
    const again = await star(ids.workshop, linkOf(people.minsu));
    expect(again.body).toEqual(first.body);
    expect(await countEvents(server, 'LectureStarred')).toBe(before + 1);
    await star(ids.dayTwo, linkOf(people.minsu));
    const read = await server.api(`/api/programme/${eventId}?${linkOf(people.minsu)}`);
    expect(read.body.attendee.starred).toEqual([ids.workshop, ids.dayTwo].sort((a, b) => a - b));
    const off = await star(ids.dayTwo, linkOf(people.minsu), 'DELETE');
    expect(off.body).toEqual({ lectureId: ids.dayTwo, starred: false, stars: [ids.workshop] });
    // another attendee's list is their own
    const theirs = await server.api(`/api/programme/${eventId}?${linkOf(people.jiyoung)}`);
    expect(theirs.body.attendee.starred).toEqual([]);
  });

  it('refuses without a valid link, and records nothing', async () => {
    const before = await countEvents(server);
    for (const query of [
      '',
      `attendee=${people.minsu.id}&sig=wrong`,
      `attendee=${people.jiyoung.id}&sig=${people.minsu.sig}`,
    ]) {
      const res = await star(ids.workshop, query);
      expect(res.status, query).toBe(403);
      expect(res.body.code).toBe('LINK.INVALID');
    }
    expect((await star(ids.workshop, linkOf(people.outsider))).body.code).toBe('PROGRAMME.OTHER_EVENT');
    expect(await countEvents(server)).toBe(before);
  });

  it("refuses another event's lecture and one that is not there, in Korean or English", async () => {
    const before = await countEvents(server);
    const otherEvent = await star(ids.otherLecture, linkOf(people.minsu));
    expect(otherEvent.status).toBe(400);
    expect(otherEvent.body).toEqual({
      code: 'PROGRAMME.OTHER_EVENT_LECTURE',
      message: '이 행사의 강연이 아닙니다.',
    });
    const english = await star(ids.otherLecture, linkOf(people.minsu), 'PUT', { 'accept-language': 'en-US' });
    expect(english.body.message).toBe('This lecture is not part of this event.');
    const missing = await star(999_999, linkOf(people.minsu));
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('LECTURE.NOT_FOUND');
    expect(await countEvents(server)).toBe(before);
  });

  it('drops the stars of a removed lecture and of a deleted attendee: the programme still opens', async () => {
    const gone = await created('/api/lectures', lecture({ title: '취소된 강연' }));
    const deleted = await signed('최삭제', '010-3000-0009');
    await star(gone.id, linkOf(people.minsu));
    await star(ids.workshop, linkOf(deleted));
    // a programme page open meanwhile is told to read the programme again (its lecture list changed)
    const live = await connectLive(server.url, undefined, { programme: eventId });
    try {
      expect((await server.api(`/api/lectures/${gone.id}`, { method: 'DELETE', token })).status).toBe(200);
      await live.next('resync');
    } finally {
      live.close();
    }
    const read = await server.api(`/api/programme/${eventId}?${linkOf(people.minsu)}`);
    expect(read.status).toBe(200);
    expect(read.body.attendee.starred).toEqual([ids.workshop]);
    const removedStar = await star(gone.id, linkOf(people.minsu));
    expect(removedStar.status).toBe(404);
    expect(
      (await server.api(`/api/users/${deleted.id}?eventId=${eventId}`, { method: 'DELETE', token })).status,
    ).toBe(200);
    expect(await server.sql('SELECT * FROM lecture_stars WHERE attendee_id = $1', [deleted.id])).toEqual([]);
    const deletedLink = await server.api(`/api/programme/${eventId}?${linkOf(deleted)}`);
    expect(deletedLink.status).toBe(404);
    expect(deletedLink.body.code).toBe('ATTENDEE.NOT_FOUND');
  });
});

describe('/program/{eventId}: the page drawn by the server', () => {
  it('holds the lectures by day with their seats before any script runs, and what it was drawn with', async () => {
    const res = await page(`/program/${eventId}?${linkOf(people.minsu)}`, { 'accept-language': 'ko-KR' });
    expect(res.status).toBe(200);
    expect(res.html).toContain('<html lang="ko">');
    expect(res.html).toContain('11월 21일 (토)');
    expect(res.html).toContain('12월 6일 (일)');
    expect(res.html).toContain('기조연설');
    expect(res.html).toContain('정원 없음');
    expect(res.html).toMatch(/aria-pressed="true" aria-label="내 일정: AI 워크숍"/);
    // its own styles inline in the head, the phone pages' common ones with them: nothing to wait for
    const styles = /<style>([\s\S]*?)<\/style>/.exec(res.html)![1];
    expect(styles).toMatch(/\.programme-search\{/);
    expect(styles).toMatch(/\.qr-not-found\{/);
    const data = dataOf(res.html);
    expect(data.kind === 'programme' && data.programme.attendee?.starred).toEqual([ids.workshop]);
  });

  it('is in English for Accept-Language en-US, and the lang cookie wins over it', async () => {
    const english = await page(`/program/${eventId}`, { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('Sat 21 Nov');
    expect(english.html).toContain('No seat limit');
    const korean = await page(`/program/${eventId}`, { 'accept-language': 'en-US', cookie: 'lang=ko' });
    expect(korean.html).toContain('<html lang="ko">');
  });

  it('is a refusal page with its status for a wrong link, an event that is not there or junk', async () => {
    const wrong = await page(`/program/${eventId}?attendee=${people.minsu.id}&sig=wrong`);
    expect(wrong.status).toBe(403);
    expect(wrong.html).toContain('유효하지 않은 링크입니다.');
    expect(dataOf(wrong.html)).toEqual({
      kind: 'error',
      code: 'LINK.INVALID',
      message: '유효하지 않은 링크입니다.',
    });
    expect((await page('/program/99999')).status).toBe(404);
    expect((await page('/program/abc')).status).toBe(400);
    expect((await page('/program/abc', { 'accept-language': 'en' })).html).toContain(
      'The event ID is not valid.',
    );
  });
});

describe('the programme live: a public socket of the event', () => {
  it("gets the lectures' new seats as doors check people in, with nobody's data, and may watch nothing", async () => {
    const live = await connectLive(server.url, undefined, { programme: eventId });
    try {
      const watch = await live.watch({ lectureId: ids.keynote });
      expect(watch).toMatchObject({ ok: false, code: 'AUTH.FORBIDDEN' });
      await server.api('/api/lecture-visits/checkin', {
        method: 'POST',
        body: { lectureId: ids.keynote, userId: people.minsu.id },
      });
      const push = await live.next(
        'programme',
        (p: { lectures: { lectureId: number; checkIns: number }[] }) =>
          p.lectures.some((l) => l.lectureId === ids.keynote && l.checkIns === 2),
      );
      expect(push).toEqual({ eventId, lectures: [{ lectureId: ids.keynote, checkIns: 2, capacity: 2 }] });
      expect(JSON.stringify(live.received)).not.toMatch(/김민수|이지영/);
      expect(live.received.map((r) => r.name)).not.toContain('stats');
    } finally {
      live.close();
    }
  });

  it('is refused for an event that is not there or an id that is none', async () => {
    for (const programme of [99_999, 'abc', -1, { $gt: 1 }])
      await expect(connectLive(server.url, undefined, { programme })).rejects.toMatchObject({
        message: expect.stringMatching(/[가-힣]/),
      });
  });

  it("does not hear another event's check-ins", async () => {
    const live = await connectLive(server.url, undefined, { programme: other.eventId });
    try {
      await server.api('/api/lecture-visits/checkin', {
        method: 'POST',
        body: { lectureId: ids.workshop, userId: people.jiyoung.id },
      });
      const theirs = await connectLive(server.url, undefined, { programme: eventId });
      await theirs
        .next('programme', (p: { lectures: { lectureId: number }[] }) =>
          p.lectures.some((l) => l.lectureId === ids.workshop),
        )
        .catch(() => undefined);
      theirs.close();
      expect(live.received.filter((r) => r.name === 'programme')).toEqual([]);
    } finally {
      live.close();
    }
  });
});
