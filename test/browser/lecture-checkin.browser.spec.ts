import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { accessibilityProblems } from './support/axe.js';
import {
  PHONE,
  allowConsoleErrors,
  decodeQr,
  decodeQrFile,
  eventually,
  recordDialogs,
  textOf,
  useBrowserSuite,
} from './support/browser.js';

/** The public origin the server puts into the QR (PUBLIC_URL), not the address the admin opened. */
const PUBLIC_URL = 'https://expo.example.kr';
const suite = useBrowserSuite({ PUBLIC_URL });

const SHOTS = '/tmp/admin-web-shots';
const SUCCEEDED = '✅ 출석 체크가 완료되었습니다.';
const DUPLICATE = '이미 출석 체크된 강연입니다.';

interface Lecture {
  id: number;
  title: string;
}
interface Visit {
  userId: number;
  userName: string;
}

let lecture: Lecture;
let person: { id: number };
/** What the lecture's QR holds: the check-in page on PUBLIC_URL. */
let checkinUrl: string;
/** The same page on the test server (what the phone would open on the public origin). */
let checkinPage: string;

beforeAll(async () => {
  lecture = await suite.adminApi<Lecture>('/api/lectures', {
    method: 'POST',
    body: {
      title: '디지털 전환과 전시 마케팅',
      instructor: '김도윤',
      date: '2026-11-21',
      time: '13:00',
      location: '그랜드볼룸',
    },
  });
  person = await suite.adminApi<{ id: number }>('/api/users/register', {
    method: 'POST',
    body: attendee({ name: '장유나', phoneNumber: '010-6100-0001' }),
  });
  checkinUrl = `${PUBLIC_URL}/visit-lecture?lectureId=${String(lecture.id)}`;
  checkinPage = `${suite.url}/visit-lecture?lectureId=${String(lecture.id)}`;
});

const checkins = () => suite.adminApi<Visit[]>(`/api/lecture-visits/${String(lecture.id)}`);

function phonePage() {
  return suite.newPage({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
}

/** Width and height of a PNG (from its IHDR chunk). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function checkIn(page: Page, id: string) {
  await page.getByLabel('참석자 ID').fill(id);
  await page.getByRole('button', { name: '출석 체크' }).click();
}

describe('lecture QR page (/lectures/{id}/qr)', () => {
  it('shows a QR of the check-in link with the lecture details and downloads it as {id}.png', async () => {
    const page = await suite.newPage({ session: 'admin', viewport: { width: 1280, height: 900 } });
    await page.goto(`${suite.url}/lectures/${String(lecture.id)}/qr`);
    await page.getByRole('heading', { name: `${lecture.title} QR`, level: 1 }).waitFor();
    const block = page.getByTestId('lecture-qr-block');
    expect((await block.locator('li').allInnerTexts()).map((t) => t.trim())).toEqual([
      '강연자: 김도윤',
      '날짜: 2026-11-21',
      '시간: 13:00',
      '장소: 그랜드볼룸',
    ]);
    // the caption says what to do in Korean and in English (a printed poster cannot switch)
    expect(await page.getByTestId('lecture-qr-caption').locator('span').allInnerTexts()).toEqual([
      '휴대폰 카메라로 QR 코드를 스캔해 출석 체크하세요',
      'Scan the QR code with your phone camera to check in',
    ]);
    expect(await page.getByTestId('lecture-qr-caption').locator('[lang="en"]').count()).toBe(1);
    const qr = page.getByTestId('lecture-qr-code');
    expect(await qr.evaluate((c) => c.getBoundingClientRect().width)).toBe(256);
    await page.screenshot({ path: `${SHOTS}/lecture-qr.png`, fullPage: true });

    expect(await decodeQr(await block.screenshot(), 'lecture-qr-block.png')).toEqual([checkinUrl]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'QR 이미지 다운로드 (PNG)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${String(lecture.id)}.png`);
    const file = (await download.path())!;
    mkdirSync(SHOTS, { recursive: true });
    copyFileSync(file, `${SHOTS}/lecture-qr-download.png`);
    expect(await decodeQrFile(file)).toEqual([checkinUrl]);
    // captured at scale 2: twice the block's size on screen
    const box = (await block.boundingBox())!;
    const size = pngSize(readFileSync(file));
    expect(Math.abs(size.width - 2 * box.width)).toBeLessThanOrEqual(2);
    expect(Math.abs(size.height - 2 * box.height)).toBeLessThanOrEqual(2);

    // on paper: only the block, without the navigation bar and the buttons, and the QR still scans
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('nav-admin-name').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'QR 이미지 다운로드 (PNG)' }).isVisible()).toBe(false);
    const printed = await page.screenshot({ path: `${SHOTS}/lecture-qr-print.png`, fullPage: true });
    expect(await decodeQr(printed, 'lecture-qr-print.png')).toEqual([checkinUrl]);
  });

  it('works without a login when the event id is stored (the route is open)', async () => {
    const page = await suite.newPage({ localStorage: { eventId: String(suite.admin.eventId) } });
    await page.goto(`${suite.url}/lectures/${String(lecture.id)}/qr`);
    await page.getByRole('heading', { name: `${lecture.title} QR` }).waitFor();
    expect(await page.getByTestId('nav-admin-name').count()).toBe(0);
  });

  it('alerts and loads nothing without an event id, and alerts when the lecture cannot be loaded', async () => {
    const page = await suite.newPage();
    const dialogs = recordDialogs(page);
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/lectures')) lookups.push(r.url());
    });
    await page.goto(`${suite.url}/lectures/${String(lecture.id)}/qr`);
    await eventually(() => dialogs.map((d) => d.message)).toEqual([
      '행사 정보가 설정되지 않았습니다. 관리자로 로그인한 뒤 다시 열어주세요.',
    ]);
    expect(lookups).toEqual([]);
    expect(await page.getByTestId('lecture-qr-block').count()).toBe(0);

    const other = await suite.newPage({ session: 'admin' });
    allowConsoleErrors(other, /status of 404/);
    const otherDialogs = recordDialogs(other);
    await other.goto(`${suite.url}/lectures/99999999/qr`);
    await eventually(() => otherDialogs.map((d) => d.message)).toEqual(['강연 정보를 불러올 수 없습니다.']);
    expect(await other.getByTestId('lecture-qr-block').count()).toBe(0);
  });
});

describe('lecture check-in on a phone (/visit-lecture)', () => {
  it('checks the attendee in once from the scanned link, refuses a repeat and an unknown id', async () => {
    const page = await phonePage();
    allowConsoleErrors(page, /status of 40[49]/);
    const dialogs = recordDialogs(page);
    await page.goto(checkinPage);
    await eventually(() => textOf(page.getByTestId('checkin-lecture'))).toContain(lecture.title);
    expect(await textOf(page.getByTestId('checkin-lecture'))).toContain('그랜드볼룸');
    const input = page.getByLabel('참석자 ID');
    expect(await input.getAttribute('inputmode')).toBe('numeric');

    // an empty ID is refused without a request
    await page.getByRole('button', { name: '출석 체크' }).click();
    await eventually(() => dialogs.map((d) => d.message)).toEqual(['참석자 ID를 입력해주세요.']);
    expect(await checkins()).toEqual([]);
    // as is something that is not an id (1e3 would have been attendee 1000)
    for (const typed of ['1e3', '0x1F', '-1', '1.0']) {
      await checkIn(page, typed);
      await eventually(() => dialogs.at(-1)?.message).toBe('참석자 ID는 숫자로 입력해주세요.');
      dialogs.splice(1);
    }
    expect(await checkins()).toEqual([]);

    await checkIn(page, String(person.id));
    await eventually(() => dialogs.map((d) => d.message).slice(1)).toEqual([SUCCEEDED]);
    await eventually(() => input.inputValue()).toBe('');
    await eventually(() => textOf(page.getByTestId('checkin-result'))).toBe(SUCCEEDED);
    const listed = await checkins();
    expect(listed.map((v) => v.userId)).toEqual([person.id]);
    await page.screenshot({ path: `${SHOTS}/visit-lecture-phone.png`, fullPage: true });

    await checkIn(page, String(person.id));
    await eventually(() => dialogs.map((d) => d.message).slice(2)).toEqual([DUPLICATE]);
    await eventually(() => textOf(page.getByTestId('checkin-result'))).toBe(DUPLICATE);
    expect(await checkins()).toHaveLength(1);

    await checkIn(page, '99999999');
    await eventually(() => dialogs.length).toBe(4);
    expect(dialogs[3].message).toMatch(/^❌ 출석 체크 실패: .+/);
    await eventually(() => textOf(page.getByTestId('checkin-result'))).toBe(dialogs[3].message);
    expect(await checkins()).toHaveLength(1);
    // the page fits the phone: nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('shows 처리 중... on a disabled button while the check-in is sent', async () => {
    const other = await suite.adminApi<{ id: number }>('/api/users/register', {
      method: 'POST',
      body: attendee({ name: '조예준', phoneNumber: '010-6100-0002' }),
    });
    const page = await phonePage();
    const dialogs = recordDialogs(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/lecture-visits/checkin', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(checkinPage);
    await checkIn(page, String(other.id));
    const pending = page.getByRole('button', { name: '처리 중...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    await eventually(() => dialogs.map((d) => d.message)).toEqual([SUCCEEDED]);
    await page.getByRole('button', { name: '출석 체크' }).waitFor();
    expect(await page.getByRole('button', { name: '출석 체크' }).isEnabled()).toBe(true);
  });

  it('alerts 잘못된 접근입니다. without a lectureId and keeps the button disabled', async () => {
    const page = await phonePage();
    const dialogs = recordDialogs(page);
    await page.goto(`${suite.url}/visit-lecture`);
    await eventually(() => dialogs.map((d) => d.message)).toEqual(['잘못된 접근입니다.']);
    expect(await page.getByRole('button', { name: '출석 체크' }).isDisabled()).toBe(true);
  });
});

describe('lecture check-in in English (/visit-lecture)', () => {
  it('follows an English phone: its texts, its own refusals and the server’s, and the switch back to Korean', async () => {
    const sam = await suite.adminApi<{ id: number }>('/api/users/register', {
      method: 'POST',
      body: attendee({ name: 'Sam Carter', phoneNumber: '010-6100-0031' }),
    });
    const page = await suite.newPage({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'en-US' });
    allowConsoleErrors(page, /status of 40[049]/);
    const dialogs = recordDialogs(page);
    await page.goto(checkinPage);
    await page.getByRole('heading', { name: 'Lecture check-in', level: 1 }).waitFor();
    await eventually(() => textOf(page.getByTestId('checkin-lecture'))).toContain('Speaker');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await accessibilityProblems(page)).toEqual([]);
    const input = page.getByLabel('Attendee ID');
    const submit = page.getByRole('button', { name: 'Check in' });

    await submit.click();
    await eventually(() => dialogs.map((d) => d.message)).toEqual(['Please enter your attendee ID.']);
    await input.fill('1e3');
    await submit.click();
    await eventually(() => dialogs.at(-1)?.message).toBe('Please enter your attendee ID in digits.');
    // the server's reason in English: an ID nobody has
    await input.fill('99999999');
    await submit.click();
    await eventually(() => dialogs.at(-1)?.message).toBe(
      '❌ Check-in failed: We could not find this attendee. Please check the ID.',
    );
    await input.fill(String(sam.id));
    await submit.click();
    await eventually(() => dialogs.at(-1)?.message).toBe('✅ You are checked in.');
    await input.fill(String(sam.id));
    await submit.click();
    await eventually(() => dialogs.at(-1)?.message).toBe('You are already checked in to this lecture.');
    expect((await checkins()).filter((v) => v.userId === sam.id)).toHaveLength(1);

    // 한국어 on the switch: the page and the server's reasons in Korean, remembered on the next open
    await page.getByRole('button', { name: '한국어' }).tap();
    await page.getByRole('heading', { name: '강연 출석 체크', level: 1 }).waitFor();
    await checkIn(page, '99999998');
    await eventually(() => dialogs.at(-1)?.message).toBe(
      '❌ 출석 체크 실패: 참석자를 찾을 수 없습니다. ID를 확인해주세요.',
    );
    await page.reload();
    await page.getByRole('heading', { name: '강연 출석 체크', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});
