import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import {
  PHONE,
  allowConsoleErrors,
  allowFailedRequests,
  artifactPath,
  eventually,
  readLocalStorage,
  textOf,
  useBrowserSuite,
  type NewPageOptions,
} from './support/browser.js';

const suite = useBrowserSuite();

const EXPIRED = '부스 로그인이 만료되었습니다. 다시 로그인해주세요.';

interface Person {
  id: number;
  name: string;
}
interface BoothLogin {
  boothId: number;
  boothName: string;
  eventId: number;
  token: string;
}
interface BoothScan {
  boothId: number;
  userId: number;
  clientEventId: string;
  scannedAt: string;
}

const BOOTH = {
  boothName: '세션 체험관',
  name: '정부스',
  affiliation: '한빛전자',
  phone: '010-5555-0101',
  loginId: 'session-booth',
};
const OTHER_BOOTH = { ...BOOTH, boothName: '다른 부스', loginId: 'other-booth', phone: '010-5555-0102' };

let boothId: number;
let otherBoothId: number;
let password = 'session-pass-1';
let people: Person[];

beforeAll(async () => {
  const eventId = String(suite.admin.eventId);
  boothId = (
    await suite.adminApi<{ id: number }>(`/api/booths?eventId=${eventId}`, {
      method: 'POST',
      body: { ...BOOTH, password },
    })
  ).id;
  otherBoothId = (
    await suite.adminApi<{ id: number }>(`/api/booths?eventId=${eventId}`, {
      method: 'POST',
      body: { ...OTHER_BOOTH, password: 'other-pass-1' },
    })
  ).id;
  people = [];
  for (const [i, name] of ['김민수', '이서연', '박지훈', '최하은'].entries()) {
    people.push(
      await suite.adminApi<Person>('/api/users/register', {
        method: 'POST',
        body: attendee({ name, phoneNumber: `010-7100-000${String(i)}` }),
      }),
    );
  }
});

function phonePage(options: NewPageOptions = {}): Promise<Page> {
  return suite.newPage({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2, ...options });
}

async function boothSession(): Promise<Record<string, string>> {
  const res = await suite.server.api<BoothLogin>('/api/booth-login', {
    method: 'POST',
    body: { loginId: BOOTH.loginId, password },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { boothId: String(res.body.boothId), boothName: res.body.boothName, boothToken: res.body.token };
}

/** The admin changes the booth's password: the server then refuses the tokens its phones hold. */
async function changeBoothPassword(): Promise<void> {
  password = `${password}x`;
  await suite.adminApi(`/api/booths/${String(boothId)}?eventId=${String(suite.admin.eventId)}`, {
    method: 'PUT',
    body: { ...BOOTH, password },
  });
}

const scanOf = (booth: number, person: Person): BoothScan => ({
  boothId: booth,
  userId: person.id,
  clientEventId: crypto.randomUUID(),
  scannedAt: new Date().toISOString(),
});

async function visitsOf(booth: number): Promise<{ userId: number }[]> {
  return suite.adminApi(`/api/booth-visits/${String(booth)}?eventId=${String(suite.admin.eventId)}`);
}

/** The POST /api/booth-visits the page makes: when (ms) and for which booth. */
function recordVisitPosts(page: Page): { at: number; boothId: number }[] {
  const posts: { at: number; boothId: number }[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/booth-visits') return;
    const body = request.postDataJSON() as { boothId: number };
    posts.push({ at: Date.now(), boothId: body.boothId });
  });
  return posts;
}

async function pendingScans(page: Page): Promise<BoothScan[]> {
  const stored = await readLocalStorage(page);
  return stored.pendingBoothVisits ? (JSON.parse(stored.pendingBoothVisits) as BoothScan[]) : [];
}

describe('booth sessions on a phone', () => {
  it('sends a phone without a booth session from /qr-scan to /booth-login and queues nothing', async () => {
    const page = await phonePage();
    await page.goto(`${suite.url}/qr-scan`);
    await page.waitForURL(`${suite.url}/booth-login`);
    await page.getByRole('heading', { name: '부스 관리자 로그인', level: 1 }).waitFor();
    await page.waitForTimeout(1_000);
    expect(await pendingScans(page)).toEqual([]);
    expect(await page.getByText('스캔이 저장되었습니다', { exact: false }).count()).toBe(0);
    expect(await page.getByText(EXPIRED).count()).toBe(0);
  });

  it('stops sending after a 401 on /qr-scan, says so once, and delivers the scan once after the next login', async () => {
    const mine = scanOf(boothId, people[0]);
    const others = scanOf(otherBoothId, people[1]);
    const session = await boothSession();
    await changeBoothPassword();
    const page = await phonePage({
      localStorage: { ...session, pendingBoothVisits: JSON.stringify([others, mine]) },
    });
    allowConsoleErrors(page, /status of 401/, /Requested device not found|camera|getUserMedia/i);
    const posts = recordVisitPosts(page);

    await page.goto(`${suite.url}/qr-scan`);
    await page.getByText(EXPIRED).waitFor();
    await page.screenshot({ path: artifactPath('booth-session-expired-qr-scan.png') });
    // the scan page says it once, then goes (via the list) to the login screen, which does not say it again
    await page.waitForURL(`${suite.url}/booth-login`);
    await page.waitForTimeout(5_000);
    expect(await page.getByText(EXPIRED).count()).toBe(0);
    // one try with the refused token, for this booth only; nothing after the 401
    expect(posts).toEqual([{ at: expect.any(Number) as number, boothId }]);
    const stored = await readLocalStorage(page);
    expect(stored.boothToken).toBeUndefined();
    expect((await pendingScans(page)).map((scan) => scan.clientEventId)).toEqual([
      others.clientEventId,
      mine.clientEventId,
    ]);

    await page.getByLabel('로그인 ID').fill(BOOTH.loginId);
    await page.getByLabel('비밀번호').fill(password);
    await page.getByRole('button', { name: '로그인', exact: true }).tap();
    await page.waitForURL(`${suite.url}/booth-visits2`);
    await page.getByTestId(`visitor-row-${String(people[0].id)}`).waitFor();
    await page.waitForTimeout(3_000);
    expect((await visitsOf(boothId)).map((visit) => visit.userId)).toEqual([people[0].id]);
    // the other booth's scan is kept for that booth and never sent with this booth's token
    expect(posts.map((post) => post.boothId)).toEqual([boothId, boothId]);
    expect((await pendingScans(page)).map((scan) => scan.clientEventId)).toEqual([others.clientEventId]);
    expect(await visitsOf(otherBoothId)).toEqual([]);
  });

  it('sends a phone whose token is refused on /booth-visits2 to /booth-login, which says why once', async () => {
    const mine = scanOf(boothId, people[2]);
    const session = await boothSession();
    await changeBoothPassword();
    const page = await phonePage({
      localStorage: { ...session, pendingBoothVisits: JSON.stringify([mine]) },
    });
    allowConsoleErrors(page, /status of 401/);
    const posts = recordVisitPosts(page);
    await page.goto(`${suite.url}/booth-visits2`);
    await page.waitForURL(`${suite.url}/booth-login`);
    await page.getByText(EXPIRED).waitFor();
    await page.screenshot({ path: artifactPath('booth-session-expired-login.png') });
    await page.waitForTimeout(4_000);
    expect(await page.getByText(EXPIRED).count()).toBe(1);
    expect(posts.length).toBeLessThanOrEqual(1);
    expect((await pendingScans(page)).map((scan) => scan.clientEventId)).toEqual([mine.clientEventId]);

    await page.getByLabel('로그인 ID').fill(BOOTH.loginId);
    await page.getByLabel('비밀번호').fill(password);
    await page.getByRole('button', { name: '로그인', exact: true }).tap();
    await page.waitForURL(`${suite.url}/booth-visits2`);
    await page.getByTestId(`visitor-row-${String(people[2].id)}`).waitFor();
    expect(await page.getByText(EXPIRED).count()).toBe(0);
    await page.waitForTimeout(2_000);
    expect((await visitsOf(boothId)).filter((visit) => visit.userId === people[2].id)).toHaveLength(1);
    expect(await pendingScans(page)).toEqual([]);
  });

  it('backs off while the server is away (at most one send a second) and sends at once when back online', async () => {
    const page = await phonePage({ localStorage: await boothSession() });
    allowConsoleErrors(page, /.*/);
    allowFailedRequests(page, /net::ERR_/);
    await page.goto(`${suite.url}/booth-visits2`);
    await page.getByText('방문자', { exact: false }).first().waitFor();
    // a second tab of the phone (same storage) keeps a scan while the server is away
    const otherTab = await page.context().newPage();
    await otherTab.goto(`${suite.url}/booth-login`);
    const posts = recordVisitPosts(page);
    await suite.stopServer();
    try {
      const mine = scanOf(boothId, people[3]);
      await otherTab.evaluate(
        (value) => {
          window.localStorage.setItem('pendingBoothVisits', value);
        },
        JSON.stringify([mine]),
      );
      await page.waitForTimeout(9_000);
      const gaps = posts.slice(1).map((post, i) => post.at - posts[i].at);
      // 1 s, 2 s, 4 s … (±20 %, at least 1 s): 2 to 5 tries in 9 s, each at least a second after the last
      expect(posts.length, JSON.stringify(gaps)).toBeGreaterThanOrEqual(2);
      expect(posts.length, JSON.stringify(gaps)).toBeLessThanOrEqual(5);
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(900);
      expect(gaps.at(-1) ?? 0).toBeGreaterThan(gaps[0] ?? 0);
      expect(await textOf(page.getByTestId('scan-queue-pending'))).toBe(
        '전송 대기 중인 스캔 1건 — 연결되면 자동으로 전송됩니다.',
      );
    } finally {
      await suite.restartServer();
    }
    const before = posts.length;
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await eventually(() => page.getByTestId('scan-queue-pending').count()).toBe(0);
    expect(posts.length - before).toBeGreaterThanOrEqual(1);
    expect(posts.length - before).toBeLessThanOrEqual(2);
    expect((await visitsOf(boothId)).filter((visit) => visit.userId === people[3].id)).toHaveLength(1);
    await otherTab.close();
  });
});
