import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendee, koreanAttendee } from '../support/attendee-fixtures.js';
import { boothWithPhone, lecture } from '../support/booth-fixtures.js';
import { asIfScannedEarlier } from '../support/earlier-visits.js';
import { artifactPath, eventually, textOf, useBrowserSuite } from './support/browser.js';
import { expectNoOverflow } from './support/overflow.js';
import { pdfFilePngs, savePdf } from './support/print.js';
import { screenshot } from './support/screenshots.js';

/**
 * The screens the README shows, on a small event as an organiser would have it mid-morning: /users at a
 * desk and on a phone, /dashboard, the registration desk with an attendee found, the first printed page of
 * the 결과보고서 and of an exhibitor's report. Each fits its screen;
 * the pictures go to SHOTS_DIR (docs/ keeps them: `SHOTS_DIR=docs npx vitest run --project browser
 * test/browser/readme-screenshots.browser.spec.ts`, then keep the screenshot-*.png files).
 */

const suite = useBrowserSuite();

const DESK = { width: 1280, height: 800 } as const;
const PHONE = { width: 390, height: 844 } as const;
const DESK_ACCOUNT = { name: '데스크 1', loginId: 'readme-desk', password: 'readme-desk-1' };
const BOOTHS = [
  'AI 체험관',
  '스마트 모빌리티관',
  '푸른바이오 헬스케어',
  '로봇 플레이그라운드',
  '메타버스 스튜디오',
];
const LECTURES = ['생성형 AI와 전시의 미래', '스마트 시티 데이터 활용', '바이오 헬스 혁신 사례'];

let first: { id: number; name: string };
let deskLogin: { token: string };

beforeAll(async () => {
  const people: { id: number; name: string }[] = [];
  for (let i = 0; i < 14; i++) {
    const fields = koreanAttendee(i + 1);
    const body = {
      ...fields,
      paymentStatus2: i % 5 === 3 ? 'N' : 'Y',
      paymentStatus: i % 4 === 1 ? 'Y' : 'N',
      registrationType: i % 3 === 2 ? 'ONSITE' : 'PRE',
    };
    people.push(
      await suite.adminApi<{ id: number; name: string }>('/api/users/register', { method: 'POST', body }),
    );
  }
  first = people[people.length - 2]; // near the top of /users, paid
  for (const [b, boothName] of BOOTHS.entries()) {
    const booth = await boothWithPhone(suite.server, suite.admin.token, {
      boothName,
      loginId: `readme-booth-${String(b)}`,
    });
    for (const person of people.slice(0, 12 - 2 * b)) {
      const res = await suite.server.api('/api/booth-visits', {
        method: 'POST',
        token: booth.token,
        body: { boothId: booth.id, userId: person.id },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    // a few came back later (more than half an hour after their first scan): revisits
    for (const person of people.slice(0, 4 - b)) {
      await asIfScannedEarlier(suite.server.sql, booth.id, person.id, 45);
      const res = await suite.server.api('/api/booth-visits', {
        method: 'POST',
        token: booth.token,
        body: { boothId: booth.id, userId: person.id },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  }
  for (const [l, title] of LECTURES.entries()) {
    const made = await suite.adminApi<{ id: number }>('/api/lectures', {
      method: 'POST',
      body: lecture({ title, time: `${String(10 + 2 * l)}:00` }),
    });
    for (const person of people.slice(0, 9 - 3 * l)) {
      const res = await suite.server.api('/api/lecture-visits/checkin', {
        method: 'POST',
        body: { lectureId: made.id, userId: person.id },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  }
  await suite.adminApi('/api/desks', { method: 'POST', body: DESK_ACCOUNT });
  const login = await suite.server.api<{ token: string }>('/api/desk-login', {
    method: 'POST',
    body: { loginId: DESK_ACCOUNT.loginId, password: DESK_ACCOUNT.password },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  deskLogin = login.body;
  // the morning's entries at the desk
  for (const person of people.slice(0, 11)) {
    const res = await suite.server.api(`/api/desk/attendees/${String(person.id)}/entries`, {
      method: 'POST',
      token: deskLogin.token,
      body: {},
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  // one walk-in registered on the form, for the desk's '최근 현장등록'
  await suite.server.api('/api/users/register2', {
    method: 'POST',
    body: {
      ...attendee({ name: '윤하늘', affiliation: '미래모빌리티', phoneNumber: '010-3100-0099' }),
      visitType: 'N',
      paymentStatus: 'N',
      paymentStatus2: 'N',
      registrationType: 'ONSITE',
      eventId: suite.admin.eventId,
    },
  });
});

async function show(page: Page, name: string, fullPage = false): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectNoOverflow(page);
  await screenshot(page, name, fullPage);
}

/** The first page of the page saved as PDF (Chromium's print), as a picture for the README. */
async function keepFirstPrintedPage(page: Page, name: string): Promise<void> {
  const [first] = await pdfFilePngs(await savePdf(page, `${name}.pdf`), 110);
  const dir = process.env.SHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  copyFileSync(first, dir ? join(dir, name) : artifactPath(name));
}

describe('the README screens', () => {
  it('/users at a desk and on a phone', async () => {
    const page = await suite.newPage({ viewport: DESK, session: 'admin' });
    await page.goto(`${suite.url}/users`);
    await page.getByTestId(`attendee-row-${String(first.id)}`).waitFor({ state: 'attached' });
    await page.getByRole('cell', { name: '현장등록' }).first().waitFor();
    await show(page, 'screenshot-users.png');

    const phone = await suite.newPage({ viewport: PHONE, isMobile: true, hasTouch: true, session: 'admin' });
    await phone.goto(`${suite.url}/users`);
    await phone.getByRole('button', { name: 'QR 발송' }).first().waitFor();
    await show(phone, 'screenshot-users-phone.png');
  });

  it('/dashboard with every card and chart', async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 1000 }, session: 'admin' });
    await page.goto(`${suite.url}/dashboard`);
    await eventually(() => textOf(page.locator('main'))).toContain(BOOTHS[0]);
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    await page.waitForTimeout(600); // the charts' entry animation
    await show(page, 'screenshot-dashboard.png', true);
  });

  it('the registration desk with an attendee found', async () => {
    const page = await suite.newPage({
      viewport: DESK,
      localStorage: { deskSession: JSON.stringify(deskLogin) },
    });
    await page.goto(`${suite.url}/desk`);
    await page.getByRole('heading', { name: '등록 데스크', level: 1 }).waitFor();
    await page.getByText('윤하늘').first().waitFor();
    await page.keyboard.type(String(first.id));
    await page.keyboard.press('Enter');
    await eventually(() => textOf(page.getByTestId('desk-card-name'))).toBe(first.name);
    await page
      .locator('.desk-badge-preview svg, .desk-badge-preview canvas, .desk-badge-preview img')
      .first()
      .waitFor();
    await show(page, 'screenshot-desk.png');
  });

  it("the 결과보고서's first page as printed", async () => {
    await suite.adminApi('/api/event-details', {
      method: 'PUT',
      body: {
        name: '2026 서울 스마트 엑스포',
        period: '2026년 11월 25일(수) ~ 27일(금)',
        venue: '코엑스 C홀',
      },
    });
    const page = await suite.newPage({ viewport: DESK, session: 'admin' });
    await page.goto(`${suite.url}/report`);
    await page.getByTestId('report-messages').waitFor();
    await page.locator('[data-testid="report-hourly"] svg.recharts-surface path').first().waitFor();
    await keepFirstPrintedPage(page, 'screenshot-report.png');
  });

  it("an exhibitor's report as printed", async () => {
    const page = await suite.newPage({ viewport: DESK, session: 'admin' });
    await page.goto(`${suite.url}/report/booths`);
    await page.locator('[data-testid^="booth-report-"] svg.recharts-surface path').first().waitFor();
    await keepFirstPrintedPage(page, 'screenshot-booth-report.png');
  });
});
