import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import {
  allowConsoleErrors,
  decodeQr,
  eventually,
  textOf,
  useBrowserSuite,
  type NewPageOptions,
} from './support/browser.js';

const suite = useBrowserSuite();

const PHONE_390 = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const SHOTS = '/tmp/issue15-shots';
const DESK = { name: '강연장 입구', loginId: 'door-desk', password: 'door-pass-1' };

interface Person {
  id: number;
  name: string;
  affiliation: string;
}

let lectureId: number;
let openLectureId: number;
let people: Person[];

async function register(name: string, affiliation: string, phone: string): Promise<Person> {
  const created = await suite.adminApi<{ id: number; name: string }>('/api/users/register', {
    method: 'POST',
    body: attendee({ name, affiliation, phoneNumber: phone }),
  });
  return { id: created.id, name: created.name, affiliation };
}

beforeAll(async () => {
  const lecture = {
    instructor: '김도윤',
    date: '2026-11-21',
    time: '13:00',
    location: '세미나실 B',
  };
  lectureId = (
    await suite.adminApi<{ id: number }>('/api/lectures', {
      method: 'POST',
      body: { ...lecture, title: '전시 부스 리드 관리 실전', capacity: 2 },
    })
  ).id;
  openLectureId = (
    await suite.adminApi<{ id: number }>('/api/lectures', {
      method: 'POST',
      body: { ...lecture, title: '정원 없는 공개 강연' },
    })
  ).id;
  await suite.adminApi('/api/desks', { method: 'POST', body: DESK });
  people = [
    await register('김민수', '한빛전자', '010-7300-0001'),
    await register('이서연', '서울대학교', '010-7300-0002'),
    await register('박지훈', '카이스트', '010-7300-0003'),
  ];
  mkdirSync(SHOTS, { recursive: true });
});

const doorUrl = (id: number) => `${suite.url}/lectures/${String(id)}/door`;
const count = (page: Page) => textOf(page.getByTestId('door-count'));
const bannerKind = (page: Page) => page.getByTestId('scan-banner').getAttribute('data-kind');

/** The ids of the door check-ins the page posted. */
function countDoorPosts(page: Page): number[] {
  const posted: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/door-checkins')) {
      posted.push((request.postDataJSON() as { userId: number }).userId);
    }
  });
  return posted;
}

async function typeId(page: Page, id: number | string): Promise<void> {
  await page.keyboard.type(String(id));
  await page.keyboard.press('Enter');
}

function adminPage(options: NewPageOptions = {}): Promise<Page> {
  return suite.newPage({ session: 'admin', viewport: PHONE_390, isMobile: true, hasTouch: true, ...options });
}

describe('the lecture door (/lectures/:id/door)', () => {
  it('sends a visitor with neither an admin nor a desk session to /login', async () => {
    const page = await suite.newPage();
    await page.goto(doorUrl(lectureId));
    await page.waitForURL(`${suite.url}/login`);
  });

  it('counts scans against 정원 2: 입장 2 / 정원 2 and 만석입니다; a repeat is amber and the count stays', async () => {
    const page = await adminPage();
    allowConsoleErrors(page, /status of 404/);
    const posted = countDoorPosts(page);
    await page.goto(doorUrl(lectureId));
    await eventually(() => textOf(page.getByTestId('door-title'))).toBe('전시 부스 리드 관리 실전');
    await eventually(() => count(page)).toBe('입장 0 / 정원 2');
    expect(await page.getByTestId('door-warning').count()).toBe(0);

    const [minsu, seoyeon] = people;
    await typeId(page, minsu.id);
    await eventually(() => textOf(page.getByTestId('scan-banner-title'))).toBe(minsu.name);
    expect(await bannerKind(page)).toBe('success');
    expect(await textOf(page.getByTestId('scan-banner-detail'))).toBe(minsu.affiliation);
    await eventually(() => count(page)).toBe('입장 1 / 정원 2');
    expect(await page.getByTestId('door-warning').count()).toBe(0);

    await typeId(page, seoyeon.id);
    await eventually(() => count(page)).toBe('입장 2 / 정원 2');
    await eventually(() => textOf(page.getByTestId('door-warning'))).toBe('만석입니다');
    expect(await page.getByTestId('door-count-box').getAttribute('data-level')).toBe('full');
    await eventually(() => textOf(page.getByTestId('scan-banner-title'))).toBe(seoyeon.name);
    await page.screenshot({ path: `${SHOTS}/lecture-door-full-390.png`, fullPage: true });

    // 김민수 again: already in; nothing new recorded
    await typeId(page, minsu.id);
    await eventually(() => bannerKind(page)).toBe('duplicate');
    expect(await textOf(page.getByTestId('scan-banner-title'))).toBe('이미 입장한 참석자입니다.');
    expect(await textOf(page.getByTestId('scan-banner-detail'))).toBe(minsu.name);
    expect(await count(page)).toBe('입장 2 / 정원 2');

    // an id nobody has: red with the server's reason
    await typeId(page, 987654);
    await eventually(() => bannerKind(page)).toBe('failure');
    expect(await textOf(page.getByTestId('scan-banner-title'))).toMatch(/^입장 등록 실패: .*[가-힣]/);
    expect(await count(page)).toBe('입장 2 / 정원 2');
    expect(posted).toEqual([minsu.id, seoyeon.id, minsu.id, 987654]);
    expect(await page.locator('[data-testid="recent-scan"]').count()).toBe(4);
  });

  it('counts a self check-in on /visit-lecture within the 10 s refresh, past 정원', async () => {
    const page = await adminPage({ viewport: DESKTOP, isMobile: false, hasTouch: false });
    await page.goto(doorUrl(lectureId));
    await eventually(() => count(page)).toBe('입장 2 / 정원 2');
    const res = await suite.server.api('/api/lecture-visits/checkin', {
      method: 'POST',
      body: { lectureId, userId: people[2].id },
    });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    await eventually(() => count(page)).toBe('입장 3 / 정원 2');
    expect(await textOf(page.getByTestId('door-warning'))).toMatch(/^만석입니다/);
    await page.screenshot({ path: `${SHOTS}/lecture-door-over-capacity-1280.png`, fullPage: true });
  });

  it('warns from 90 % of 정원: 9 of 10 in', async () => {
    const tenSeats = (
      await suite.adminApi<{ id: number }>('/api/lectures', {
        method: 'POST',
        body: {
          title: '열 명 정원 워크숍',
          instructor: '김도윤',
          date: '2026-11-21',
          time: '15:00',
          location: '세미나실 C',
          capacity: 10,
        },
      })
    ).id;
    for (let i = 0; i < 9; i++) {
      const person = await register(`참석자${String(i)}`, '한빛전자', `010-7301-000${String(i)}`);
      const res = await suite.server.api(`/api/lectures/${String(tenSeats)}/door-checkins`, {
        method: 'POST',
        token: suite.admin.token,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        body: { userId: person.id },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const page = await adminPage();
    await page.goto(doorUrl(tenSeats));
    await eventually(() => count(page)).toBe('입장 9 / 정원 10');
    expect(await textOf(page.getByTestId('door-warning'))).toBe('정원의 90%에 도달했습니다.');
    expect(await page.getByTestId('door-count-box').getAttribute('data-level')).toBe('nearly-full');
  });

  it("offers the lecture's open survey after a check-in: a QR the attendee's phone opens the form with", async () => {
    const surveyed = (
      await suite.adminApi<{ id: number }>('/api/lectures', {
        method: 'POST',
        body: {
          title: '설문 있는 강연',
          instructor: '김도윤',
          date: '2026-11-21',
          time: '16:00',
          location: '세미나실 D',
        },
      })
    ).id;
    const survey = await suite.adminApi<{ id: number }>('/api/surveys', {
      method: 'POST',
      body: {
        title: '강연 만족도',
        notice: '강연을 더 낫게 만드는 데 씁니다.',
        audience: 'lecture',
        lectureId: surveyed,
        questions: [{ kind: 'scale5', text: '강연에 만족하셨나요?', required: true }],
      },
    });
    const [first, second] = [
      await register('정하늘', '한빛전자', '010-7302-0001'),
      await register('최바다', '서울대학교', '010-7302-0002'),
    ];
    const page = await adminPage();
    await page.goto(doorUrl(surveyed));
    await eventually(() => count(page)).toBe('입장 0');

    await typeId(page, first.id);
    await eventually(() => textOf(page.getByTestId('door-survey-title'))).toBe('강연 만족도');
    expect(await textOf(page.getByTestId('door-survey'))).toContain(
      `${first.name}님, 휴대폰 카메라로 QR을 찍어 응답해 주세요.`,
    );
    const [link] = await decodeQr(
      await page.getByTestId('door-survey-qr').screenshot(),
      'door-survey-qr.png',
    );
    const url = new URL(link);
    const { publicUrl } = (await suite.server.api(`/api/public/events/${String(suite.admin.eventId)}`)).body;
    expect(url.origin).toBe(new URL(publicUrl as string).origin);
    expect(url.pathname).toBe(`/surveys/${String(survey.id)}/answer`);
    expect(url.searchParams.get('userId')).toBe(String(first.id));
    // the phone's answering page: the form with the check-in's signature
    const form = await suite.server.api(`/api/surveys/${String(survey.id)}/form${url.search}`);
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    expect(form.body).toMatchObject({ title: '강연 만족도', state: 'open', answer: null });
    // the result banner still goes back to its idle hint; the QR stays for the attendee
    await eventually(() => bannerKind(page)).toBe('idle');
    expect(await page.getByTestId('door-survey-qr').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/lecture-door-survey-390.png`, fullPage: true });

    // the next attendee's read takes it away: their own QR comes
    await typeId(page, second.id);
    await eventually(() => textOf(page.getByTestId('door-survey'))).toContain(`${second.name}님`);
    const [next] = await decodeQr(
      await page.getByTestId('door-survey-qr').screenshot(),
      'door-survey-qr-2.png',
    );
    expect(new URL(next).searchParams.get('userId')).toBe(String(second.id));
    await eventually(() => count(page)).toBe('입장 2');
  });

  it('works with a desk session, and shows 입장 n alone for a lecture without 정원', async () => {
    const login = await suite.server.api('/api/desk-login', {
      method: 'POST',
      body: { loginId: DESK.loginId, password: DESK.password },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const page = await suite.newPage({
      viewport: PHONE_390,
      localStorage: { deskSession: JSON.stringify(login.body) },
    });
    await page.goto(doorUrl(openLectureId));
    await eventually(() => textOf(page.getByTestId('door-title'))).toBe('정원 없는 공개 강연');
    await eventually(() => count(page)).toBe('입장 0');
    await typeId(page, people[0].id);
    await eventually(() => count(page)).toBe('입장 1');
    expect(await bannerKind(page)).toBe('success');
    expect(await page.getByTestId('door-warning').count()).toBe(0);
  });
});
