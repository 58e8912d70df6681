import { rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowConsoleErrors,
  allowFailedRequests,
  artifactPath,
  eventually,
  readLocalStorage,
  recordDialogs,
  textOf,
} from './support/browser.js';
import { screenshotsAtBothWidths } from './support/screenshots.js';
import { launchWithFakeCamera, qrVideo } from './support/fake-camera.js';
import { printCalls, qrCodesInPdf, stubPrint, waitForPrint } from './support/print.js';
import { DESKTOP, cardButton, cardField, type DeskAttendee, useDeskSuite } from './support/desk.js';

/** The desk offline (its queue), the last walk-ins pushed live, an admin at the desk, the kiosk and the camera. */
const { suite, people, deskPage, deskAttendee, openCardOf } = useDeskSuite();

describe('the desk (/desk)', () => {
  it('keeps check-ins and prints made offline in a queue, shows 전송 대기 중, and delivers each once when back', async () => {
    const page = await deskPage();
    allowFailedRequests(page, /net::ERR_INTERNET_DISCONNECTED/);
    allowConsoleErrors(page, /net::ERR_INTERNET_DISCONNECTED/);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(`${request.url()} ${request.headers()['idempotency-key']}`);
    });
    await openCardOf(page, people.offline);

    await page.context().setOffline(true);
    await cardButton(page, '입장 확인').click();
    await eventually(() => textOf(page.getByTestId('desk-outcome'))).toBe(
      '📥 전송 대기 중 — 연결되면 입장 확인이 자동으로 전송됩니다.',
    );
    expect(await textOf(page.getByTestId('desk-card-waiting'))).toBe('전송 대기 중');
    await cardButton(page, '명찰 출력').click();
    // the badge prints from the card while the record waits
    await waitForPrint(page, 1);
    await eventually(() => textOf(page.getByTestId('desk-outcome'))).toBe(
      '📥 전송 대기 중 — 명찰은 카드 정보로 출력했습니다. 연결되면 출력 기록이 자동으로 전송됩니다.',
    );
    expect(await qrCodesInPdf(page)).toEqual([String(people.offline.id)]);
    await eventually(() => textOf(page.getByTestId('desk-queue-pending'))).toBe(
      '전송 대기 중 2건 — 연결되면 자동으로 전송됩니다.',
    );
    const queued = JSON.parse((await readLocalStorage(page)).pendingDeskActions) as {
      kind: string;
      clientEventId: string;
    }[];
    expect(queued.map((a) => a.kind)).toEqual(['entry', 'print']);
    await page.screenshot({ path: artifactPath('desk-offline.png'), fullPage: true });
    // the retries while offline keep exactly those two
    await page.waitForTimeout(3_500);
    expect(JSON.parse((await readLocalStorage(page)).pendingDeskActions)).toEqual(queued);
    expect((await deskAttendee(people.offline)).entries).toHaveLength(0);

    await page.context().setOffline(false);
    await eventually(() => page.getByTestId('desk-queue-pending').count()).toBe(0);
    await eventually(() => page.getByTestId('desk-card-waiting').count()).toBe(0);
    await eventually(() => cardField(page, 'printed')).toMatch(/^Y · \d\d:\d\d, 데스크 1 · 1회 출력$/);
    expect(JSON.parse((await readLocalStorage(page)).pendingDeskActions)).toEqual([]);
    // nothing was refused on the way (a second print without its key would have been: 409)
    expect(await page.getByTestId('desk-queue').count()).toBe(0);
    expect((await readLocalStorage(page)).failedDeskActions ?? '[]').toBe('[]');
    const recorded = await deskAttendee(people.offline);
    expect(recorded.entries).toHaveLength(1);
    expect(recorded.badge.printCount).toBe(1);
    expect(recorded.paymentStatus).toBe('Y');
    // each queued action went out with its own key, the one it was queued with
    for (const action of queued) expect(posts.some((post) => post.endsWith(action.clientEventId))).toBe(true);
    expect(await printCalls(page)).toHaveLength(1);
  });

  it('shows the last walk-ins and prints one from the list', async () => {
    const res = await suite.server.api<{ id: number }>('/api/users/register2', {
      method: 'POST',
      body: {
        name: '한현장',
        affiliation: '현장상사',
        phoneNumber: '010-7100-0099',
        country: '대한민국',
        eventId: suite.admin.eventId,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const walkInId = res.body.id;
    const page = await deskPage();
    const dialogs = recordDialogs(page);
    const row = page.getByTestId(`desk-walk-in-${String(walkInId)}`);
    await eventually(() => textOf(row)).toContain('한현장');
    await row.getByRole('button', { name: '명찰 출력' }).click();
    await eventually(() => textOf(page.getByTestId('desk-card-name'))).toBe('한현장');
    // a walk-in has not paid yet (the form's paid flag is N): the staff confirms first
    await eventually(() => dialogs.map((d) => d.message)).toEqual([
      '결제 확인이 필요합니다. 결제를 확인하셨습니까? 확인을 누르면 명찰을 출력합니다.',
    ]);
    await waitForPrint(page, 1);
    expect(await cardField(page, 'registration-type')).toBe('현장등록');
    expect(
      (await suite.adminApi<DeskAttendee>(`/api/desk/attendees/${String(walkInId)}`)).badge.printCount,
    ).toBe(1);
  });

  it('shows a walk-in registered on another page within seconds, pushed, not polled every 5 s', async () => {
    const page = await deskPage();
    const walkInReads: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/desk/walk-ins')
        walkInReads.push(Date.now());
    });
    await page.getByTestId('desk-walk-ins').waitFor({ state: 'attached' });

    // a walk-in registers on their phone at /manual-register
    const phone = await suite.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(`${suite.url}/manual-register/${String(suite.admin.eventId)}`);
    await phone.getByLabel('이름').fill('푸시현장');
    await phone.getByLabel('소속').fill('실시간상사');
    await phone.getByLabel('전화번호').fill('010-7100-0098');
    const registeredAt = Date.now();
    await phone.getByRole('button', { name: '등록하기' }).click();
    await eventually(() => textOf(phone.getByTestId('result-message'))).toMatch(/^✅ 등록 성공: ID \d+$/);
    const id = /ID (\d+)$/.exec(await textOf(phone.getByTestId('result-message')))![1];

    // the desk's list shows them at once (a push, then one read), well before a 5 s poll would
    const row = page.getByTestId(`desk-walk-in-${id}`);
    await row.waitFor({ timeout: 2_500 });
    expect(await textOf(row)).toContain('푸시현장');
    expect(Date.now() - registeredAt).toBeLessThan(2_500);
    await screenshotsAtBothWidths(page, 'desk-walk-in-pushed');

    // and nothing asks for the list again while nothing changes: no periodic GET over 7 s
    const before = walkInReads.length;
    const quietSince = Date.now();
    await expect
      .poll(() => Date.now() - quietSince, { timeout: 8_000, interval: 250 })
      .toBeGreaterThan(7_000);
    expect(walkInReads.length - before).toBe(0);
  });

  it('lets an admin use /desk with their own session', async () => {
    const page = await suite.newPage({ viewport: DESKTOP, session: 'admin' });
    await stubPrint(page);
    await page.goto(`${suite.url}/desk`);
    await page.getByRole('heading', { name: '등록 데스크', level: 1 }).waitFor();
    await openCardOf(page, people.seoyeon);
    expect(await page.getByTestId('nav-admin-name').count()).toBe(1);
    expect(await page.getByRole('button', { name: '키오스크 시작' }).count()).toBe(0);
    await cardButton(page, '명찰 출력').click();
    await waitForPrint(page, 1);
    expect(await qrCodesInPdf(page)).toEqual([String(people.seoyeon.id)]);
    expect(await cardField(page, 'printed')).toMatch(/^Y · \d\d:\d\d, .+ · 1회 출력$/);
  });

  it('starts a kiosk: the kiosk token is stored and /kiosk opens', async () => {
    const page = await deskPage();
    await page.getByRole('button', { name: '키오스크 시작' }).click();
    await page.waitForURL(`${suite.url}/kiosk`);
    const kiosk = JSON.parse((await readLocalStorage(page)).kioskSession) as Record<string, unknown>;
    expect(kiosk).toMatchObject({ eventId: suite.admin.eventId, token: expect.any(String) });
    await page.getByText('명찰 출력을 위해 QR 코드를 스캔해주세요', { exact: true }).waitFor();
  });
});

describe('the desk’s camera (fake camera showing 정카메라’s badge)', () => {
  let cameraBrowser: Browser | undefined;
  let video: string | undefined;

  beforeAll(async () => {
    video = await qrVideo(String(people.camera.id));
    cameraBrowser = await launchWithFakeCamera(video);
  });
  afterAll(async () => {
    await cameraBrowser?.close();
    if (video) rmSync(video, { force: true });
  });

  it('opens the attendee whose QR the camera reads', async () => {
    const page = await deskPage({ browser: cameraBrowser, permissions: ['camera'] });
    await page.getByRole('button', { name: '📷 카메라 스캔' }).click();
    await eventually(() => textOf(page.getByTestId('desk-card-name'))).toBe(people.camera.name);
    // the camera closes once it has read a badge
    await eventually(() => page.getByTestId('desk-qr-reader').count()).toBe(0);
    expect(await cardField(page, 'printed')).toBe('N');
  });
});
