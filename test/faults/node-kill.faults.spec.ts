import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitFixtures } from '../../bench/lib/fixtures.mjs';
import { pairSource, type Booth, type Pairs } from '../../bench/lib/visit-load.mjs';
import {
  allowConsoleErrors,
  eventually,
  launchBrowser,
  pageProblems,
  seedLocalStorage,
  sessionStorageValues,
  textOf,
  trackPage,
  type AdminLogin,
  shownCards,
} from '../browser/support/browser.js';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { ADMIN } from '../support/test-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { DashboardClient } from './support/dashboard-client.js';
import { dashboardMismatch, databaseFigures, type DatabaseFigures } from './support/database-figures.js';
import { jsonRequest } from '../support/json-request.js';
import { NGINX, startNginxProxy, type NginxProxy } from '../support/nginx-proxy.js';
import { startVisitStream } from './support/visit-stream.js';

// Two server processes on one PostgreSQL database behind the reverse proxy of deploy/nginx.conf (ip_hash keeps
// this machine's clients on one node). Dashboards are open through the proxy: socket.io clients (WebSocket and
// long-polling) and Chromium pages, while booth phones keep scanning through it. The node they are all on is
// killed with SIGKILL, first while it is the one making the live pushes (the other takes the lead), then, back
// up, while it is not: every dashboard must reconnect to the surviving node by itself, load its figures again
// and show the database's numbers, and dashboards already on the surviving node must notice nothing.
const VISITS_PER_SECOND = 20;
const BOOTHS = 4;
/** How long every dashboard may take to be live again on the other node (socket.io retries within ~1.5 s). */
const MAX_RECONNECT_MS = 10_000;

let db: TestDatabase | undefined;
let nodes: { a: ServerProcess; b: ServerProcess } | undefined;
let proxy: NginxProxy | undefined;
let browser: Browser | undefined;
let context: BrowserContext | undefined;
let dir: string | undefined;
let admin: AdminLogin;
let booths: Booth[];
let attendees: number[];
const dashboards: DashboardClient[] = [];
let pairs: Pairs;
/** Visits acknowledged by the scenarios before. */
let acknowledgedBefore = 0;

const host = (url: string) => new URL(url).host;
/** The node that gave an answer through the proxy (the last one nginx tried). */
const answeredBy = (upstream: string | undefined) => upstream?.split(', ').at(-1);

beforeAll(async () => {
  db = await createTestDatabase();
  if (!db.url || !NGINX) return;
  const port = await freePort();
  const env = {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    EVENT_NAME: ADMIN.eventName,
    PUBLIC_URL: `https://127.0.0.1:${port}`,
    RATE_LIMIT_LOGIN: '100000',
    RATE_LIMIT_PUBLIC: '100000',
  };
  // node A starts first: it takes the live lead (docs/LIVE.md)
  const a = await startServerProcess(db.url, env);
  const b = await startServerProcess(db.url, env);
  nodes = { a, b };
  // ip_hash sends one client address to one node: order the upstreams so that this machine lands on node A
  proxy = await startNginxProxy([a.url, b.url], port);
  if ((await proxy.upstreamOfThisClient()) !== host(a.url)) {
    await proxy.stop();
    proxy = await startNginxProxy([b.url, a.url], port);
  }
  expect(await proxy.upstreamOfThisClient()).toBe(host(a.url));
  const login = await jsonRequest<AdminLogin>(`${proxy.url}/api/admin/login`, {
    method: 'POST',
    body: { username: ADMIN.username, password: ADMIN.password },
  });
  expect(login.status).toBe(200);
  admin = login.body;
  dir = mkdtempSync(join(tmpdir(), 'expo-node-kill-'));
  ({ booths, attendees } = await visitFixtures(
    { url: a.url, token: admin.token, eventId: admin.eventId, databaseUrl: db.url },
    { visits: VISITS_PER_SECOND * 120, boothCount: BOOTHS, dir },
  ));
  pairs = pairSource(booths, attendees);
  // the pages trust the proxy's certificate (not ignoreHTTPSErrors, with which a page could lose a stylesheet and
  // never render its screen: test/support/nginx-proxy.ts)
  browser = await launchBrowser([proxy.trustFlag]);
});

afterAll(async () => {
  for (const dashboard of dashboards) dashboard.close();
  await context?.close().catch(() => undefined);
  await browser?.close();
  await proxy?.stop();
  await nodes?.a.stop();
  await nodes?.b.stop();
  await db?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The live badge's state, or what the page shows instead (a screen that did not render has no badge). */
const liveState = (page: Page) =>
  page.evaluate(() => {
    const badge = document.querySelector('[data-testid="live-status"]');
    if (badge) return badge.getAttribute('data-state');
    const shown = document.querySelector('h1')?.textContent ?? document.body.innerText.slice(0, 100);
    return `no live badge on ${location.pathname}: ${shown}`;
  });

const n = (value: number) => value.toLocaleString('ko-KR');

/** What /dashboard and /booth-visits show differs from the database in (undefined: nothing). */
async function pageMismatch(dashboard: Page, list: Page, db: DatabaseFigures): Promise<string | undefined> {
  const cards = await shownCards(dashboard);
  const count = await textOf(list.getByTestId('visits-count'));
  const wrong = [
    cards['stat-boothVisits'] === n(db.boothVisits) ? '' : `boothVisits ${cards['stat-boothVisits']}`,
    cards['stat-uniqueVisitors'] === n(db.uniqueVisitors)
      ? ''
      : `uniqueVisitors ${cards['stat-uniqueVisitors']}`,
    count === `총 ${n(db.byBooth.get(booths[0].id) ?? 0)}명` ? '' : `list ${count}`,
  ].filter(Boolean);
  return wrong.length ? `${wrong.join(', ')} (database ${db.boothVisits}/${db.uniqueVisitors})` : undefined;
}

/** Records the times (Date.now()) the page's live badge changes state, from now on. */
async function recordLiveStates(page: Page): Promise<void> {
  await page.evaluate(() => {
    const badge = document.querySelector('[data-testid="live-status"]')!;
    const seen: { state: string | null; at: number }[] = [];
    (window as unknown as { liveStates: typeof seen }).liveStates = seen;
    new MutationObserver(() =>
      seen.push({ state: badge.getAttribute('data-state'), at: Date.now() }),
    ).observe(badge, { attributes: true, attributeFilter: ['data-state'] });
  });
}

const liveStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveStates: { state: string; at: number }[] }).liveStates);

interface OpenPage {
  page: Page;
  /** When the page requested /api/stats (Date.now()). */
  statsLoads: number[];
}

/** Opens `path` through the proxy as the logged-in admin and waits until it is live; counts its /api/stats loads. */
async function openPage(path: string): Promise<OpenPage> {
  const page = await context!.newPage();
  trackPage(page);
  // while the node is gone, Chromium logs its WebSocket closing (the page then reconnects)
  allowConsoleErrors(page, /WebSocket connection to .* failed/);
  const statsLoads: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/stats')) statsLoads.push(Date.now());
  });
  await seedLocalStorage(page, proxy!.url, sessionStorageValues(admin));
  await page.goto(`${proxy!.url}${path}`);
  await eventually(() => liveState(page)).toBe('live');
  await page.evaluate(() => ((window as unknown as { mark: string }).mark = 'same page'));
  return { page, statsLoads };
}

/** The dashboards of one scenario: socket.io clients, /dashboard and /booth-visits in Chromium. */
interface Dashboards {
  clients: DashboardClient[];
  dashboard: OpenPage;
  list: OpenPage;
}

/** Opens the dashboards through the proxy; they must all land on `node` (ip_hash). */
async function openDashboards(node: ServerProcess): Promise<Dashboards> {
  const clients = Array.from(
    { length: 6 },
    (_, i) =>
      new DashboardClient({
        url: proxy!.url,
        token: admin.token,
        boothId: booths[i % BOOTHS].id,
        // two as the web app falls back where WebSockets are blocked (ip_hash keeps their requests on one node)
        socket: i >= 4 ? { transports: ['polling'] } : undefined,
      }),
  );
  dashboards.push(...clients);
  await Promise.all(clients.map((d) => d.ready()));
  expect(clients.map((d) => answeredBy(d.lastUpstream))).toEqual(clients.map(() => host(node.url)));
  const dashboard = await openPage('/dashboard');
  const list = await openPage(`/booth-visits?id=${booths[0].id}`);
  return { clients, dashboard, list };
}

const pagesOf = (d: Dashboards) => [d.dashboard.page, d.list.page];
const windowMark = (page: Page) => page.evaluate(() => (window as unknown as { mark?: string }).mark);

/**
 * Kills `victim` (SIGKILL) while visits arrive through the proxy and `open` dashboards are on it; `bystanders`
 * are dashboards on the other node. Checks that every dashboard reconnects to `survivor`, refetches and ends
 * on the database's numbers, and prints the figures.
 */
async function killUnderLoad(
  label: string,
  open: Dashboards,
  victim: ServerProcess,
  survivor: ServerProcess,
  bystanders?: Dashboards,
) {
  const pages = pagesOf(open);
  const everyClient = [...open.clients, ...(bystanders?.clients ?? [])];
  const visits = startVisitStream(proxy!.url, pairs, VISITS_PER_SECOND);
  let stopped = false;
  try {
    // pushes flow to every dashboard
    const before = everyClient.map((d) => d.statsPushes);
    await expect
      .poll(() => everyClient.every((d, i) => d.statsPushes > before[i]), { timeout: 15_000 })
      .toBe(true);
    for (const page of pages) await recordLiveStates(page);
    const loadsBefore = open.clients.map((d) => d.loads);
    const pageLoadsBefore = open.dashboard.statsLoads.length;
    // (over WebSocket: a long-polling session is moved whenever ip_hash sends its next request elsewhere,
    // e.g. to a node that came back, and reconnects there by itself)
    const steady = bystanders?.clients.filter((d) => d.socket.io.opts.transports?.[0] === 'websocket') ?? [];
    const steadyDisconnects = steady.map((d) => d.disconnects.length);

    const killedAt = Date.now();
    await victim.kill();
    const reconnected = () => open.clients.map((d) => d.connects.find((at) => at > killedAt));
    await expect
      .poll(() => reconnected().every((at) => at !== undefined), { timeout: MAX_RECONNECT_MS + 5_000 })
      .toBe(true);
    for (const page of pages) await eventually(() => liveState(page)).toBe('live');
    const socketReconnectMs = reconnected().map((at) => at! - killedAt);
    const pageReconnectMs = await Promise.all(
      pages.map(async (page) => {
        const states = await liveStates(page);
        const lost = states.find((s) => s.state === 'reconnecting');
        const back = states.find((s) => s.state === 'live' && s.at > (lost?.at ?? Infinity));
        return { lostMs: lost ? lost.at - killedAt : NaN, liveMs: back ? back.at - killedAt : NaN };
      }),
    );

    // more visits arrive through the surviving node, then the phones stop
    const acknowledgedAtReconnect = visits.acknowledged;
    await expect
      .poll(() => visits.acknowledged, { timeout: 15_000 })
      .toBeGreaterThan(acknowledgedAtReconnect + 3 * VISITS_PER_SECOND);
    await visits.stop();
    stopped = true;
    const stoppedAt = Date.now();
    const figures = await databaseFigures(db!.url!, admin.eventId);

    // every dashboard ends on the database's numbers, by itself
    const everyPageSet = [open, ...(bystanders ? [bystanders] : [])];
    const settledAt = new Map<unknown, number>();
    const unsettled: string[] = [];
    await expect
      .poll(
        async () => {
          unsettled.length = 0;
          for (const d of everyClient) {
            const wrong = settledAt.has(d) ? undefined : dashboardMismatch(d, figures);
            if (wrong) unsettled.push(wrong);
            else if (!settledAt.has(d)) settledAt.set(d, Date.now());
          }
          for (const set of everyPageSet) {
            const wrong = settledAt.has(set)
              ? undefined
              : await pageMismatch(set.dashboard.page, set.list.page, figures);
            if (wrong) unsettled.push(wrong);
            else if (!settledAt.has(set)) settledAt.set(set, Date.now());
          }
          return unsettled;
        },
        { timeout: 15_000, interval: 100 },
      )
      .toEqual([]);

    console.log(
      [
        `${label}: ${open.clients.length} socket.io dashboards (4 WebSocket, 2 long-polling) and 2 Chromium pages through nginx on the killed node${bystanders ? `, as many on the other` : ''}`,
        `  socket.io reconnected to the surviving node after ${socketReconnectMs.join(', ')} ms (max ${Math.max(...socketReconnectMs)} ms)`,
        `  Chromium pages: ${pageReconnectMs.map((p) => `'연결 끊김' after ${p.lostMs} ms, '실시간' again after ${p.liveMs} ms`).join('; ')}`,
        `  resync pushes received: ${open.clients.map((d) => d.resyncs).join(', ')}`,
        `  visits: ${visits.acknowledged} acknowledged, ${visits.retries} tries sent again, failures ${JSON.stringify(visits.failures)}`,
        `  database ${figures.boothVisits} visits, ${figures.uniqueVisitors} visitors; every dashboard showed them ${Math.max(...[...settledAt.values()].map((at) => at - stoppedAt))} ms after the last visit at most`,
      ].join('\n'),
    );

    // every acknowledged visit is stored once; none got an error the phone could not resend
    expect(visits.failures).toEqual([]);
    expect(figures.boothVisits).toBe(visits.acknowledged + acknowledgedBefore);
    acknowledgedBefore += visits.acknowledged;
    expect(Math.max(...socketReconnectMs)).toBeLessThan(MAX_RECONNECT_MS);
    for (const { liveMs } of pageReconnectMs) expect(liveMs).toBeLessThan(MAX_RECONNECT_MS);
    // they loaded their figures again from the surviving node by themselves (the pages without a reload)
    open.clients.forEach((d, i) => expect(d.loads).toBeGreaterThan(loadsBefore[i]));
    expect(open.clients.map((d) => answeredBy(d.lastUpstream))).toEqual(
      open.clients.map(() => host(survivor.url)),
    );
    expect(open.dashboard.statsLoads.length).toBeGreaterThan(pageLoadsBefore);
    for (const page of [...pages, ...(bystanders ? pagesOf(bystanders) : [])])
      expect(await windowMark(page)).toBe('same page');
    // the dashboards on the surviving node noticed nothing
    expect(steady.map((d) => d.disconnects.length)).toEqual(steadyDisconnects);
    expect(everyClient.flatMap((d) => d.errors)).toEqual([]);
    expect(await pageProblems([...pages, ...(bystanders ? pagesOf(bystanders) : [])])).toEqual([]);
  } finally {
    if (!stopped) await visits.stop();
  }
}

describe('one of two nodes killed while dashboards are open (needs PostgreSQL and nginx)', () => {
  let firstSet: Dashboards | undefined;

  it('the live leader: every dashboard on it reconnects to the other node by itself, refetches and shows the database’s numbers', async () => {
    if (!nodes || !proxy) return;
    const { a, b } = nodes;
    context = await browser!.newContext({ viewport: { width: 1366, height: 768 } });
    firstSet = await openDashboards(a);
    await killUnderLoad('node kill (node A, the live leader)', firstSet, a, b);
    // node B took the lead: pushes go on (checked above) and it told the sockets to load again
  });

  it('a node that is not the leader: its dashboards move to the leader, the leader’s own notice nothing', async () => {
    if (!nodes || !proxy || !firstSet) return;
    const { a, b } = nodes;
    await a.restart();
    // nginx tries node A again once its fail_timeout (10 s) has passed
    await expect
      .poll(() => proxy!.upstreamOfThisClient(), { timeout: 30_000, interval: 500 })
      .toBe(host(a.url));
    const onA = await openDashboards(a);
    await killUnderLoad('node kill (node A again, now not the leader)', onA, a, b, firstSet);
    // no leader change: nobody was told to resync
    expect(onA.clients.map((d) => d.resyncs)).toEqual(onA.clients.map(() => 0));
  });
});
