import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Dialog,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import chromiumArgs from './chromium-args.json' with { type: 'json' };
import { ADMIN, startTestServer, type TestServer } from '../../support/test-server.js';

/** The flags every Chromium here is launched with (shared with the benchmarks). */
export const CHROMIUM_ARGS: readonly string[] = chromiumArgs;

/** How long a page may take to show what a test waits for (the machine is small: be generous). */
export const UI_TIMEOUT_MS = 15_000;

/** A phone (spec: attendee pages are used on phones). */
export const PHONE = { width: 360, height: 740 } as const;

/**
 * Debian's `chromium-headless-shell`: the same Blink, V8 and printing as `/usr/bin/chromium`, without the
 * browser's own UI (Playwright's default for headless runs). A page's context, load and first screen cost less
 * than half of Chromium's new headless mode here (docs/TESTING.md). TEST_CHROMIUM names another binary.
 */
export const CHROMIUM_EXECUTABLE = process.env.TEST_CHROMIUM ?? '/usr/bin/chromium-headless-shell';

/** Chromium with the standard flags, plus `extraArgs` (e.g. a fake camera). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

let workerChromium: Promise<Browser> | undefined;

/**
 * The test worker's Chromium: launched by its first browser file and shared by the files after it (the int,
 * e2e and browser files of a worker share one module graph: vitest.config.ts). Every test still gets contexts
 * of its own, closed after it; Playwright ends the browser when the worker's process exits. A browser that
 * crashed or was closed is launched again for the next file.
 */
function sharedBrowser(): Promise<Browser> {
  if (!workerChromium) {
    const launching = launchBrowser();
    const forget = () => {
      if (workerChromium === launching) workerChromium = undefined;
    };
    workerChromium = launching;
    launching.then((browser) => browser.on('disconnected', forget), forget);
  }
  return workerChromium;
}

let artifactDir: string | undefined;
let artifactCounter = 0;

/** A new file name for a screenshot or image of this test file (in a directory under the OS temp directory). */
export function artifactPath(name: string): string {
  artifactDir ??= mkdtempSync(join(tmpdir(), 'expo-browser-'));
  artifactCounter += 1;
  return join(artifactDir, `${String(artifactCounter).padStart(3, '0')}-${name.replace(/[^\w.-]+/g, '_')}`);
}

// ---------------------------------------------------------------------------------------------
// Page problems: console errors, uncaught exceptions, 5xx answers and failed requests.
// ---------------------------------------------------------------------------------------------

interface PageTracker {
  problems: string[];
  pending: Promise<unknown>[];
  allowed: RegExp[];
  allowedFailures: RegExp[];
}

const trackers = new WeakMap<Page, PageTracker>();

/** Records everything that would mean the page is broken; checked after every test. */
export function trackPage(page: Page): void {
  if (trackers.has(page)) return;
  const tracker: PageTracker = { problems: [], pending: [], allowed: [], allowedFailures: [] };
  trackers.set(page, tracker);
  const isAllowed = (text: string) => tracker.allowed.some((pattern) => pattern.test(text));

  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    const text = `${message.text()}${where ? ` (source: ${where})` : ''}`;
    if (!isAllowed(text)) tracker.problems.push(`console error on ${page.url()}: ${text}`);
  });
  page.on('pageerror', (error) => {
    const text = `${error.name}: ${error.message}`;
    if (!isAllowed(text))
      tracker.problems.push(`uncaught exception on ${page.url()}: ${error.stack ?? text}`);
  });
  page.on('response', (response) => {
    if (response.status() < 500) return;
    const request = response.request();
    tracker.pending.push(
      response
        .text()
        .catch(() => '(body unavailable)')
        .then((body) => {
          tracker.problems.push(
            `HTTP ${String(response.status())} for ${request.method()} ${response.url()}: ${body.slice(0, 500)}`,
          );
        }),
    );
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown';
    // Navigations and superseded fetches are aborted on purpose; blob/data URLs are downloads.
    if (reason === 'net::ERR_ABORTED' || /^(blob|data):/.test(request.url())) return;
    const text = `request failed: ${request.method()} ${request.url()}: ${reason}`;
    if (!tracker.allowedFailures.some((pattern) => pattern.test(text))) tracker.problems.push(text);
  });
}

/**
 * Declares console errors the test expects on this page, e.g. the browser's own
 * "Failed to load resource: … status of 401" after a wrong password.
 */
export function allowConsoleErrors(page: Page, ...patterns: RegExp[]): void {
  trackPage(page);
  trackers.get(page)!.allowed.push(...patterns);
}

/**
 * Declares failed requests the test expects on this page (matched against
 * `request failed: METHOD URL: net::ERR_…`), e.g. while the test has stopped the server.
 */
export function allowFailedRequests(page: Page, ...patterns: RegExp[]): void {
  trackPage(page);
  trackers.get(page)!.allowedFailures.push(...patterns);
}

/** The problems recorded on these pages (after waiting for the bodies of 5xx answers). */
export async function pageProblems(pages: Page[]): Promise<string[]> {
  const problems: string[] = [];
  for (const page of pages) {
    const tracker = trackers.get(page);
    if (!tracker) continue;
    await Promise.all(tracker.pending);
    problems.push(...tracker.problems);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Sessions.
// ---------------------------------------------------------------------------------------------

export interface AdminLogin {
  token: string;
  adminName: string;
  eventId: number;
  hasBooth: boolean;
  hasLecture: boolean;
  role?: 'organiser' | 'admin';
  eventName?: string;
}

/** The localStorage values the web app keeps after a login (spec §3: adminToken, adminName, …, and the role and event's name). */
export function sessionStorageValues(login: AdminLogin): Record<string, string> {
  return {
    adminToken: login.token,
    adminName: login.adminName,
    eventId: String(login.eventId),
    hasBooth: String(login.hasBooth),
    hasLecture: String(login.hasLecture),
    ...(login.role ? { adminRole: login.role } : {}),
    ...(login.eventName !== undefined ? { eventName: login.eventName } : {}),
  };
}

/**
 * Writes `values` into the app origin's localStorage without going through the login screen: the page
 * first opens a cheap same-origin address (the health check), so no app code runs before the seed.
 * (A context `storageState` does the same but costs over a second per context here.)
 */
export async function seedLocalStorage(
  page: Page,
  origin: string,
  values: Record<string, string>,
): Promise<void> {
  if (new URL(page.url()).origin !== origin) await page.goto(`${origin}/api/health`);
  await page.evaluate((entries) => {
    for (const [name, value] of entries) window.localStorage.setItem(name, value);
  }, Object.entries(values));
}

/**
 * Writes `values` into the localStorage of `origin` in this context before any of its scripts run, once: the
 * first document of that origin the context loads (a cookie marks it done, so a logout that clears
 * localStorage is not undone by the next page). Saves the extra page load of seedLocalStorage (0.2–0.3 s a
 * page here).
 */
async function seedContextStorage(
  context: BrowserContext,
  origin: string,
  values: Record<string, string>,
): Promise<void> {
  await context.addInitScript(
    ({ origin, entries }) => {
      if (window.location.origin !== origin || document.cookie.includes('expoTestSeeded=1')) return;
      for (const [name, value] of entries) window.localStorage.setItem(name, value);
      document.cookie = 'expoTestSeeded=1; path=/';
    },
    { origin, entries: Object.entries(values) },
  );
}

export async function readLocalStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const values: Record<string, string> = {};
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i)!;
      values[key] = window.localStorage.getItem(key)!;
    }
    return values;
  });
}

/** Logs in through the /login form as a person would, and waits until the app has left /login. */
export async function loginThroughUi(
  page: Page,
  baseUrl: string,
  username: string = ADMIN.username,
  password: string = ADMIN.password,
): Promise<void> {
  if (!page.url().startsWith(`${baseUrl}/login`)) await page.goto(`${baseUrl}/login`);
  await page.getByLabel('아이디').fill(username);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

// ---------------------------------------------------------------------------------------------
// Waiting and reading.
// ---------------------------------------------------------------------------------------------

/** expect.poll with a timeout that suits a small machine. */
export function eventually<T>(probe: () => T | Promise<T>, message?: string) {
  return expect.poll(probe, { timeout: UI_TIMEOUT_MS, interval: 50, message });
}

/** The stat cards as the dashboard shows them, by data-testid. */
export async function shownCards(page: Page): Promise<Record<string, string>> {
  return page
    .locator('[data-testid^="stat-"]')
    .evaluateAll((cards) =>
      Object.fromEntries(
        cards.map((card) => [
          card.getAttribute('data-testid') ?? '',
          card.querySelector('.stat-value')?.textContent ?? '',
        ]),
      ),
    );
}

/** Polls `probe` until it returns a truthy value (for hooks, where expect.poll is not available). */
export async function waitForValue<T>(probe: () => T | Promise<T>, what: string): Promise<NonNullable<T>> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() - started > UI_TIMEOUT_MS) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The text of all elements matching the locator, without waiting (empty when there are none). */
export async function textOf(locator: Locator): Promise<string> {
  return (await locator.allInnerTexts()).join('\n').trim();
}

/** The data-testid ids of the attendee rows shown, top to bottom. */
export async function shownAttendeeIds(page: Page): Promise<number[]> {
  const testIds = await page
    .locator('[data-testid^="attendee-row-"]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid') ?? ''));
  return testIds.map((testId) => Number(testId.replace('attendee-row-', '')));
}

export interface SeenDialog {
  type: string;
  message: string;
}

/**
 * Answers every dialog (confirm/alert) of the page and records it; `answer` decides whether a
 * dialog is accepted (default: yes).
 */
export function recordDialogs(page: Page, answer: (dialog: Dialog) => boolean = () => true): SeenDialog[] {
  const seen: SeenDialog[] = [];
  page.on('dialog', (dialog) => {
    seen.push({ type: dialog.type(), message: dialog.message() });
    void (answer(dialog) ? dialog.accept() : dialog.dismiss());
  });
  return seen;
}

/** Computed style properties of the first element of the locator. */
export function computedStyle(locator: Locator, ...properties: string[]): Promise<Record<string, string>> {
  return locator.first().evaluate((element, names) => {
    const style = window.getComputedStyle(element);
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
  }, properties);
}

/** `rgb(r, g, b)` / `rgba(…)` as numbers. */
export function parseRgb(color: string): { r: number; g: number; b: number } {
  const match = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  if (!match) throw new Error(`not an rgb() colour: ${color}`);
  return { r: Number(match[1]), g: Number(match[2]), b: Number(match[3]) };
}

// ---------------------------------------------------------------------------------------------
// Images.
// ---------------------------------------------------------------------------------------------

/** Decodes the QR codes in an image file (PNG, JPEG) with `zbarimg --raw -q`: one text per code. */
export function decodeQrFile(file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'zbarimg',
      ['--raw', '-q', file],
      { encoding: 'utf8', timeout: 20_000 },
      (error, stdout, stderr) => {
        // zbarimg exits with 4 when the image holds no code it can read.
        if (error && (error as { code?: unknown }).code === 4) return resolve([]);
        if (error) return reject(new Error(`zbarimg failed on ${file}: ${error.message} ${stderr}`));
        resolve(stdout.split('\n').filter((line) => line !== ''));
      },
    );
  });
}

/** Decodes an image held in memory (written under the temp directory first). */
export async function decodeQr(image: Buffer, name = 'qr.png'): Promise<string[]> {
  const file = artifactPath(name);
  writeFileSync(file, image);
  return decodeQrFile(file);
}

/** Width and height of a baseline or progressive JPEG (from its SOF segment). */
export function jpegSize(jpeg: Buffer): { width: number; height: number } {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG (no FF D8 start marker)');
  let offset = 2;
  while (offset + 9 < jpeg.length) {
    if (jpeg[offset] !== 0xff) throw new Error(`bad JPEG marker at ${String(offset)}`);
    const marker = jpeg[offset + 1];
    const length = jpeg.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: jpeg.readUInt16BE(offset + 5), width: jpeg.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('JPEG without a SOF segment');
}

// ---------------------------------------------------------------------------------------------
// The suite: one server and one browser per test file.
// ---------------------------------------------------------------------------------------------

export interface NewPageOptions extends BrowserContextOptions {
  /** 'admin': localStorage holds the admin session (the file's API login); 'none' (default): empty. */
  session?: 'admin' | 'none';
  /** Extra localStorage values for the app's origin. */
  localStorage?: Record<string, string>;
  /** Open the page in this browser instead of the suite's (e.g. one launched with a fake camera). */
  browser?: Browser;
}

export interface BrowserSuite {
  readonly server: TestServer;
  readonly browser: Browser;
  /** The API login of the seeded admin (token, eventId, …). */
  readonly admin: AdminLogin;
  readonly url: string;
  /** A page in its own context (own localStorage), checked for problems after the test. */
  newPage(options?: NewPageOptions): Promise<Page>;
  /** A JSON call with the admin token; throws unless the status is `expected`. */
  adminApi<T = any>(
    path: string,
    init?: { method?: string; body?: unknown; expected?: number | number[] },
  ): Promise<T>;
  /** Stops the server's HTTP listener and app, keeping its database (pages then get no answer). */
  stopServer(): Promise<void>;
  /** Starts the server again on the same port with the same database (after stopServer). */
  restartServer(): Promise<void>;
}

/**
 * Starts the real server (fresh database) once for the file, with the worker's Chromium; every test gets
 * fresh contexts that are closed after it. A test fails when one of its pages logged a console error,
 * threw, got a 5xx answer or had a request fail.
 */
export function useBrowserSuite(serverEnv: Record<string, string> = {}): BrowserSuite {
  let server: TestServer | undefined;
  /** The first server, once restartServer replaced it: its close() drops the shared database. */
  let firstServer: TestServer | undefined;
  let browser: Browser | undefined;
  let admin: AdminLogin | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([startTestServer(serverEnv), sharedBrowser()]);
    // keep whatever did start, so afterAll closes it even when the other one failed
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
    const res = await started.value.api<AdminLogin>('/api/admin/login', {
      method: 'POST',
      body: { username: ADMIN.username, password: ADMIN.password },
    });
    if (res.status !== 200)
      throw new Error(`admin login failed: ${String(res.status)} ${JSON.stringify(res.body)}`);
    admin = res.body;
  });

  afterAll(async () => {
    // the browser stays for the worker's next file (its contexts were closed after each test)
    await server?.close();
    if (firstServer && firstServer !== server) await firstServer.close();
  });

  beforeEach(() => {
    contexts = [];
  });

  afterEach(async (context) => {
    const pages = contexts.flatMap((c) => c.pages());
    // (a test marked it.fails is expected to fail: no screenshot for it)
    if (context.task.result?.state === 'fail' && !context.task.fails) {
      for (const page of pages) {
        const file = artifactPath(`failed-${context.task.name.slice(0, 40)}.png`);
        if (await page.screenshot({ path: file, fullPage: true }).catch(() => undefined)) {
          console.log(`screenshot of ${page.url()} at failure: ${file}`);
        }
      }
    }
    const problems = await pageProblems(pages);
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    contexts = [];
    if (problems.length > 0) {
      throw new Error(
        `The browser reported ${String(problems.length)} problem(s) during this test ` +
          `(allow an expected one with allowConsoleErrors(page, /pattern/)):\n  - ${problems.join('\n  - ')}`,
      );
    }
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready: did beforeAll fail?`);
    return value;
  };

  const suite: BrowserSuite = {
    get server() {
      return need(server, 'the test server');
    },
    get browser() {
      return need(browser, 'the browser');
    },
    get admin() {
      return need(admin, 'the admin login');
    },
    get url() {
      return need(server, 'the test server').url;
    },
    async newPage(options = {}) {
      const { session = 'none', localStorage = {}, browser: inBrowser, ...contextOptions } = options;
      const values = { ...(session === 'admin' ? sessionStorageValues(suite.admin) : {}), ...localStorage };
      const context = await (inBrowser ?? suite.browser).newContext({
        acceptDownloads: true,
        // a Korean phone or laptop, as the venue's (the attendee pages follow the browser's language)
        locale: 'ko-KR',
        ...contextOptions,
      });
      contexts.push(context);
      // every answer the page gets is checked against the contract (web/src/lib/api/api-client.ts)
      await context.addInitScript(() => {
        (globalThis as { __EXPO_CHECK_ANSWERS__?: boolean }).__EXPO_CHECK_ANSWERS__ = true;
      });
      context.setDefaultTimeout(UI_TIMEOUT_MS);
      context.on('page', trackPage);
      if (Object.keys(values).length > 0) await seedContextStorage(context, suite.url, values);
      const page = await context.newPage();
      trackPage(page);
      return page;
    },
    async adminApi(path, init = {}) {
      const { expected = [200, 201], ...rest } = init;
      const res = await suite.server.api(path, { ...rest, token: suite.admin.token });
      const ok = Array.isArray(expected) ? expected.includes(res.status) : res.status === expected;
      if (!ok) {
        throw new Error(
          `${rest.method ?? 'GET'} ${path} answered ${String(res.status)}: ${JSON.stringify(res.body)}`,
        );
      }
      return res.body;
    },
    async stopServer() {
      await need(server, 'the test server').stop();
    },
    async restartServer() {
      const old = need(server, 'the test server');
      if (!old.databaseUrl) throw new Error('restartServer() needs the real PostgreSQL (TEST_DATABASE_URL)');
      await old.stop();
      const port = new URL(old.url).port;
      server = await startTestServer({ ...serverEnv, PORT: port }, { shareDatabaseWith: old });
      firstServer ??= old;
      // a second restart leaves a server that shares the database and has nothing of its own to drop
      if (old !== firstServer) await old.close();
    },
  };
  return suite;
}
