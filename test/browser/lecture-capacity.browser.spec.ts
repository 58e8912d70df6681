import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendeeRegistrar } from '../support/booth-fixtures.js';
import { eventually, recordDialogs, textOf, useBrowserSuite } from './support/browser.js';

const suite = useBrowserSuite();
const register = attendeeRegistrar(() => suite.server);

const DESK = { width: 1280, height: 800 } as const;
const PHONE = { width: 390, height: 844 } as const;
const SHOTS = '/tmp/issue15-shots';
const CAPACITY_REFUSED = '정원은 1~100,000 사이의 정수로 입력하세요.';

interface Lecture {
  id: number;
  title: string;
  capacity: number | null;
}

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const cells = (page: Page, testId: string) => page.getByTestId(testId).locator('td').allInnerTexts();
const lectures = () => suite.adminApi<Lecture[]>('/api/lectures');

async function fillSpecFields(page: Page, title: string) {
  await page.getByLabel('제목').fill(title);
  await page.getByLabel('강연자').fill('이서연');
  await page.getByLabel('날짜').fill('2026-11-21');
  await page.getByLabel('시간').fill('14:30');
  await page.getByLabel('장소').fill('컨퍼런스홀 A');
}

async function lectureWithCheckIns(title: string, time: string, capacity: number | null, checkIns: number) {
  const lecture = await suite.adminApi<Lecture>('/api/lectures', {
    method: 'POST',
    body: { title, instructor: '김교수', date: '2026-11-21', time, location: '그랜드볼룸', capacity },
  });
  for (let i = 0; i < checkIns; i++) {
    const person = await register(suite.admin.token);
    const res = await suite.server.api('/api/lecture-visits/checkin', {
      method: 'POST',
      body: { lectureId: lecture.id, userId: person.id },
    });
    expect(res.status).toBe(201);
  }
  return lecture;
}

describe("the lecture form's 정원 (선택)", () => {
  it('is optional, refuses a bad number in Korean, and shows in the list with 입장 관리', async () => {
    const page = await suite.newPage({ session: 'admin', viewport: DESK });
    const dialogs = recordDialogs(page);
    await page.goto(`${suite.url}/lectures/register`);
    const capacity = page.getByLabel('정원 (선택)');
    expect(await capacity.evaluate((i: HTMLInputElement) => i.required)).toBe(false);
    for (const label of ['제목', '강연자', '날짜', '시간', '장소'])
      expect(await page.getByLabel(label).evaluate((i: HTMLInputElement) => i.required), label).toBe(true);

    const title = '생성형 AI와 전시 산업의 미래: 부스 운영자를 위한 실전 데이터 활용 워크숍';
    await fillSpecFields(page, title);
    const before = (await lectures()).length;
    for (const bad of ['0', '-3', '1.5', '백 명', '100001']) {
      await capacity.fill(bad);
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await eventually(() => textOf(page.getByRole('alert'))).toBe(CAPACITY_REFUSED);
      expect(await capacity.getAttribute('aria-invalid'), bad).toBe('true');
    }
    expect(page.url()).toBe(`${suite.url}/lectures/register`);
    expect((await lectures()).length).toBe(before);
    await shoot(page, 'lecture-form-capacity-error-1280');

    await capacity.fill('120');
    expect(await page.getByRole('alert').count()).toBe(0);
    await shoot(page, 'lecture-form-capacity-1280');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await page.waitForURL(`${suite.url}/lectures`);
    expect(dialogs.map((d) => d.message)).toEqual(['✅ 등록 완료!']);
    const lecture = (await lectures()).find((l) => l.title === title)!;
    expect(lecture.capacity).toBe(120);

    const row = `lecture-row-${String(lecture.id)}`;
    await page.getByTestId(row).waitFor();
    expect((await cells(page, row)).slice(5, 7)).toEqual(['0', '120']);
    expect(await page.getByTestId(row).getByRole('link', { name: '입장 관리' }).getAttribute('href')).toBe(
      `/lectures/${String(lecture.id)}/door`,
    );
    await shoot(page, 'lecture-list-capacity-1280');

    // the edit form shows the stored 정원; emptied, the lecture has none
    await page.getByTestId(row).getByRole('link', { name: '수정' }).click();
    await page.waitForURL(`${suite.url}/lectures/${String(lecture.id)}/edit`);
    await eventually(() => page.getByLabel('정원 (선택)').inputValue()).toBe('120');
    await page.getByLabel('정원 (선택)').fill('');
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await page.waitForURL(`${suite.url}/lectures`);
    expect((await suite.adminApi<Lecture>(`/api/lectures/${String(lecture.id)}`)).capacity).toBeNull();
    await eventually(async () => (await cells(page, row))[6]).toBe('-');
  });

  it('fits a phone with a long title and an error', async () => {
    const page = await suite.newPage({ session: 'admin', viewport: PHONE });
    await page.goto(`${suite.url}/lectures/register`);
    await fillSpecFields(page, '대한민국 국제 전시·컨벤션 산업 발전을 위한 지속가능한 운영 전략 특별 강연');
    await page.getByLabel('정원 (선택)').fill('0');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await eventually(() => textOf(page.getByRole('alert'))).toBe(CAPACITY_REFUSED);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shoot(page, 'lecture-form-capacity-error-390');
  });
});

describe("the dashboard's lecture chart", () => {
  it('shows attendance against 정원, and as today without one', async () => {
    await lectureWithCheckIns('정원 여유 강연', '09:00', 10, 3);
    await lectureWithCheckIns('거의 찬 강연', '10:00', 10, 9);
    await lectureWithCheckIns('만석 강연', '11:00', 2, 2);
    await lectureWithCheckIns('정원 없는 강연', '13:00', null, 4);
    const page = await suite.newPage({ session: 'admin', viewport: DESK });
    await page.goto(`${suite.url}/dashboard`);
    const chart = page.getByTestId('lecture-checkins-chart');
    await eventually(() => textOf(chart)).toContain('3 / 10명');
    const text = await textOf(chart);
    for (const label of ['9 / 10명', '2 / 2명']) expect(text).toContain(label);
    // a lecture without 정원 shows its number alone
    expect(text).not.toMatch(/4 \/ /);
    await chart.scrollIntoViewIfNeeded();
    await chart.screenshot({ path: `${SHOTS}/dashboard-lecture-chart-1280.png` });
    await shoot(page, 'dashboard-1280');
  });
});
