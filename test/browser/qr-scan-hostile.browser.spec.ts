import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { countEvents } from '../support/booth-fixtures.js';
import { qrSequenceVideo } from '../support/hostile-qr-video.js';
import { artifactPath, PHONE, textOf, useBrowserSuite } from './support/browser.js';
import { launchWithFakeCamera } from './support/fake-camera.js';

/**
 * QR codes that are no attendee's badge, held up to the booth manager's scanner (/qr-scan): each gets a
 * Korean message on the screen, no visit is sent or recorded, and the scanner keeps looking. The server
 * refuses the same texts as userId with a Korean 400.
 */

const suite = useBrowserSuite();

const NOT_ATTENDEE =
  /^❌ 참석자 QR 코드가 아닙니다 \(읽은 내용: (.*)\)\. 참석자의 입장 QR 코드를 스캔하세요\.$/;
const LECTURE_QR = '❌ 강연 출석용 QR 코드입니다. 참석자의 입장 QR 코드를 스캔하세요.';
const BOOTH = {
  boothName: '스캔 방어 부스',
  name: '박부스',
  affiliation: '한빛전자',
  phone: '010-5555-0009',
  loginId: 'hostile-scan-booth',
  password: 'booth-pass-9',
};

let boothId: number;
let boothToken: string;
let person: { id: number };
let lectureUrl: string;

/** Texts a scanner may read that are no attendee id; the last three are attendee `person` to Number(). */
let hostileTexts: string[];

beforeAll(async () => {
  boothId = (await suite.adminApi<{ id: number }>('/api/booths', { method: 'POST', body: BOOTH })).id;
  const login = await suite.server.api<{ token: string }>('/api/booth-login', {
    method: 'POST',
    body: { loginId: BOOTH.loginId, password: BOOTH.password },
  });
  boothToken = login.body.token;
  person = await suite.adminApi('/api/users/register', {
    method: 'POST',
    body: attendee({ name: '김정상', phoneNumber: '010-7100-0001' }),
  });
  const lecture = await suite.adminApi<{ checkInUrl: string }>('/api/lectures', {
    method: 'POST',
    body: { title: '강연', instructor: '김교수', date: '2026-11-21', time: '10:00', location: '홀' },
  });
  lectureUrl = lecture.checkInUrl;
  hostileTexts = [
    `https://evil.example/attendee/${String(person.id)}`,
    'ABC',
    '99999999999999999999',
    '-5',
    '12.5',
    `0x${person.id.toString(16)}`,
    `${String(person.id)}e0`,
    `${String(person.id)}.0`,
  ];
});

async function boothVisits(): Promise<unknown[]> {
  return suite.adminApi<unknown[]>(`/api/booth-visits/${String(boothId)}`);
}

describe('/qr-scan with a camera showing QR codes that are no attendee badge', () => {
  let camera: Browser | undefined;
  let video: string | undefined;

  beforeAll(async () => {
    video = await qrSequenceVideo([...hostileTexts, lectureUrl]);
    camera = await launchWithFakeCamera(video);
  });
  afterAll(async () => {
    await camera?.close();
    if (video) rmSync(video, { force: true });
  });

  it('says for each what it is, in Korean, sends nothing and stays on the scanner', async () => {
    const eventsBefore = await countEvents(suite.server);
    const page: Page = await suite.newPage({
      browser: camera,
      permissions: ['camera'],
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      localStorage: { boothId: String(boothId), boothName: BOOTH.boothName, boothToken },
    });
    const visitRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/booth-visits')) visitRequests.push(request.url());
    });
    await page.goto(`${suite.url}/qr-scan`);

    // watch the status line until every code of the looping video has been answered
    const seen = new Set<string>();
    const expected = [...hostileTexts.map((text) => `read:${text}`), 'lecture'];
    const started = Date.now();
    while (expected.some((key) => !seen.has(key)) && Date.now() - started < 60_000) {
      const status = await textOf(page.getByTestId('scan-status'));
      const read = NOT_ATTENDEE.exec(status);
      if (read && seen.size === 0)
        await page.screenshot({ path: artifactPath('qr-scan-not-a-badge.png'), fullPage: true });
      if (read) seen.add(`read:${read[1]}`);
      else if (status === LECTURE_QR) seen.add('lecture');
      else if (status.startsWith('✅') || status.startsWith('📥'))
        throw new Error(`a scan went through: ${status}`);
      await page.waitForTimeout(50);
    }
    expect([...seen].sort()).toEqual(expected.sort());

    expect(new URL(page.url()).pathname).toBe('/qr-scan');
    expect(visitRequests).toEqual([]);
    expect(await page.getByTestId('scan-queued').count()).toBe(0);
    expect(await boothVisits()).toEqual([]);
    expect(await countEvents(suite.server)).toBe(eventsBefore);
  });
});

describe('POST /api/booth-visits with a userId that is no attendee id', () => {
  it('answers each with a Korean 400 and records nothing', async () => {
    const eventsBefore = await countEvents(suite.server);
    // the userId as JSON text: the scanned texts as strings, and numbers as a client could send them
    const userIds = [
      ...[...hostileTexts, lectureUrl, '', ' '].map((text) => JSON.stringify(text)),
      ...['99999999999999999999', '2147483648', '-5', '12.5', '0', 'null', 'true', '[1]'],
    ];
    for (const userId of userIds) {
      const res = await suite.server.api('/api/booth-visits', {
        method: 'POST',
        token: boothToken,
        body: `{"boothId":${String(boothId)},"userId":${userId}}`,
      });
      expect(res.status, `userId ${userId}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body).toEqual({ code: 'VALIDATION.INVALID', message: '참석자 ID가 올바르지 않습니다.' });
    }
    expect(await boothVisits()).toEqual([]);
    expect(await countEvents(suite.server)).toBe(eventsBefore);
  });
});
