// The attendee phone page: /qr-view/{id}?sig=… (the signed link the product sends) opened in Chromium on a
// phone with Chrome DevTools' "Slow 4G" network and the cache disabled (a first visit). Measures the time from
// navigation start to the QR being painted, and the JavaScript the page loads (bytes on the wire, its size
// gzipped at level 9, and which chunks: none of the admin screens, the dashboard's charts or the scanner).
/* global window, document, requestAnimationFrame -- the functions passed to the page run there */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import CHROMIUM_ARGS from '../../test/browser/support/chromium-args.json' with { type: 'json' };
import { api } from '../lib/fixtures.mjs';
import { openLoop } from '../lib/open-loop.mjs';
import { startServerProcess } from '../lib/server-process.mjs';

/**
 * Chrome DevTools' "Slow 4G" preset (devtools-frontend front_end/core/sdk/NetworkManager.ts, Slow4GConditions:
 * ~1.6 Mbps down × 0.9, ~0.75 Mbps up × 0.9, 150 ms RTT × 3.75), in CDP's units (bytes/s, ms).
 */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75, // 562.5 ms
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, // 180,000 B/s
  uploadThroughput: ((750 * 1000) / 8) * 0.9, // 84,375 B/s
  connectionType: 'cellular4g',
};

const PHONE = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  locale: 'ko-KR',
};
const WEB_DIST = 'web/dist';

const QR_VIEW_PAGE = 'src/features/attendees/qr-view-route.ts';
/** Text only the charts (recharts) or the scanner (html5-qrcode) carry, wherever the bundler put them. */
const FORBIDDEN_TEXT = [
  ['recharts', /recharts-(wrapper|surface|layer)/],
  ['html5-qrcode', /html5-qrcode|Html5Qrcode/],
];

/**
 * The chunks of the other screens (admin screens, dashboard, scanner, …): every screen is a lazy chunk of its
 * own, named in web/dist/.vite/manifest.json by its source module. Empty when the build has no manifest.
 */
function otherScreens() {
  try {
    const manifest = JSON.parse(readFileSync(join(WEB_DIST, '.vite/manifest.json'), 'utf8'));
    return new Map(
      Object.values(manifest)
        .filter((chunk) => chunk.isDynamicEntry && chunk.src && chunk.src !== QR_VIEW_PAGE)
        .map((chunk) => [chunk.file, chunk.src.replace(/^.*\//, '').replace(/\.tsx?$/, '')]),
    );
  } catch {
    return new Map();
  }
}

/** Attendee 김민수, and the /qr-view link of the QR message the product sent them. */
async function signedQrPath(server) {
  const created = await api(server.url, '/api/users/register', {
    method: 'POST',
    token: server.token,
    body: {
      name: '김민수',
      affiliation: '한빛전자',
      phoneNumber: '010-5000-0001',
      email: 'minsu@example.com',
      country: '대한민국',
      visitType: 'N',
      paymentStatus: 'N',
      paymentStatus2: 'Y',
      registrationType: 'PRE',
    },
  });
  if (created.status !== 201) throw new Error(`register: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id;
  const sent = await api(server.url, `/api/users/${id}/send-qr`, { method: 'POST', token: server.token });
  if (sent.status >= 300) throw new Error(`send-qr: ${sent.status} ${JSON.stringify(sent.body)}`);
  for (let i = 0; i < 100; i++) {
    const messages = await api(server.url, '/api/messages', { token: server.token });
    const body = (messages.body ?? []).find((m) => m.attendeeId === id)?.body ?? '';
    const link = /\/qr-view\/\d+\?sig=[\w-]+/.exec(body);
    if (link) return { id, path: link[0] };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the QR message with the /qr-view link was not sent');
}

/**
 * Runs in the page before its scripts: records `window.__qrVisibleAt` (ms since navigation start) at the first
 * frame in which the QR is on screen: the server's `<svg>` laid out with its modules, or (the React page before
 * the server drew it) the canvas with dark modules drawn on it.
 */
function watchForQr() {
  const drawn = (qr) => {
    const box = qr.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    if (qr.tagName.toLowerCase() === 'svg') return qr.querySelectorAll('path').length > 1;
    if (qr.width === 0) return false;
    const pixels = qr.getContext('2d')?.getImageData(0, 0, qr.width, qr.height).data;
    if (!pixels) return false;
    for (let i = 0; i < pixels.length; i += 4 * 7) if (pixels[i] < 128 && pixels[i + 3] > 0) return true;
    return false;
  };
  const check = (frameTime) => {
    const qr = document.querySelector('[data-testid="qr-canvas"]');
    if (qr && drawn(qr)) window.__qrVisibleAt = frameTime;
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** One first visit on a fresh phone context: the QR's time and every script response. */
async function loadOnce(browser, url, timeoutMs) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(watchForQr);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const responses = new Map();
    const started = new Map();
    let navigationStart;
    cdp.on('Network.requestWillBeSent', ({ requestId, timestamp }) => {
      navigationStart ??= timestamp;
      started.set(requestId, timestamp);
    });
    cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
      responses.set(requestId, {
        type,
        url: response.url,
        status: response.status,
        encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'],
      }),
    );
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
      const r = responses.get(requestId);
      if (!r) return;
      r.bytes = encodedDataLength;
      r.startMs = Math.round((started.get(requestId) - navigationStart) * 1000);
      r.endMs = Math.round((timestamp - navigationStart) * 1000);
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__qrVisibleAt !== undefined, null, {
      timeout: timeoutMs,
      polling: 50,
    });
    const visibleMs = await page.evaluate(() => window.__qrVisibleAt);
    // scripts that are still arriving after the QR count too
    await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
    const all = [...responses.values()];
    // when the last byte the QR needs had arrived: what is left of visibleMs is the phone's CPU
    const networkDoneMs = Math.max(
      ...all.filter((r) => r.type !== 'Document' || r.endMs).map((r) => r.endMs ?? 0),
    );
    return { visibleMs, networkDoneMs, responses: all };
  } finally {
    await context.close();
  }
}

/** The scripts of a load: path, bytes on the wire, gzip -9 size of the built file, and what is forbidden. */
function scriptsOf(load, origin, screens) {
  return load.responses
    .filter((r) => r.type === 'Script' && r.url.startsWith(origin))
    .map((r) => {
      const path = new URL(r.url).pathname;
      const text = readFileSync(join(WEB_DIST, path));
      const file = path.replace(/^\//, '');
      const forbidden = [
        ...(screens.has(file) ? [`the ${screens.get(file)} screen`] : []),
        ...FORBIDDEN_TEXT.filter(([, pattern]) => pattern.test(text.toString('utf8'))).map(([name]) => name),
      ];
      return {
        path,
        wireBytes: r.bytes ?? 0,
        encoding: r.encoding ?? 'identity',
        rawBytes: text.length,
        gzipBytes: gzipSync(text, { level: 9 }).length,
        forbidden,
      };
    });
}

/** `count` more attendees' signed /qr-view paths (as their admin's lookup answers them). */
async function signedPaths(server, count) {
  const paths = [];
  for (let i = 0; i < count; i++) {
    const created = await api(server.url, '/api/users/register', {
      method: 'POST',
      token: server.token,
      body: {
        name: `참석자${i}`,
        affiliation: '한빛전자',
        phoneNumber: `010-5100-${String(i).padStart(4, '0')}`,
        country: '대한민국',
        visitType: 'N',
        paymentStatus: 'N',
        paymentStatus2: 'Y',
        registrationType: 'PRE',
      },
    });
    if (created.status !== 201)
      throw new Error(`register: ${created.status} ${JSON.stringify(created.body)}`);
    const looked = await api(server.url, `/api/users/${created.body.id}`, { token: server.token });
    paths.push(looked.body.qrViewPath);
  }
  return paths;
}

const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br' };

/**
 * The page's HTML as a crowd at the entrance asks for it: `rate` requests a second, each due at its own time
 * (an open loop, latency from when it was due), spread over the attendees' links, Brotli accepted as a phone
 * does, for `seconds`; latency percentiles and the bytes a page.
 */
async function htmlUnderLoad(server, paths, rate, seconds) {
  const load = await openLoop({
    url: server.url,
    rate,
    seconds,
    openSockets: 20,
    request: (i) => ({ path: paths[i % paths.length], headers: PAGE_HEADERS }),
  });
  const { 200: ok = 0, ...other } = load.statuses.all ?? {};
  if (ok !== load.sent) throw new Error(`/qr-view under load: ${JSON.stringify(other)} besides ${ok} pages`);
  const page = await fetch(`${server.url}${paths[0]}`, { headers: { 'accept-encoding': 'br' } });
  const wire = Number(page.headers.get('content-length'));
  return { latency: load, requests: load.sent, rate: load.achievedRate, wire };
}

/**
 * The same pages as a burst: autocannon's rate limit lets each of 20 connections send its share at the start of
 * every second, so `rate` requests arrive together (a shuttle bus at the entrance); the p99 is that queue's tail.
 */
async function htmlInBursts(server, paths, rate, seconds) {
  let next = 0;
  const result = await autocannon({
    url: server.url,
    connections: 20,
    overallRate: rate,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length], headers: PAGE_HEADERS }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`/qr-view in bursts: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.latency;
}

const ms = (value) => Math.round(value * 10) / 10;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export default {
  name: 'qr-view',
  title: 'Attendee phone page (/qr-view/{id}, Slow 4G)',
  async run(ctx) {
    const server = await startServerProcess();
    let browser;
    try {
      const { path } = await signedQrPath(server);
      const paths = await signedPaths(server, ctx.smoke ? 5 : 50);
      const loadSeconds = ctx.smoke ? 3 : 20;
      ctx.log(`/qr-view HTML at 200 requests/s for ${loadSeconds} s over ${paths.length} attendees' links`);
      // the server's first answers (JIT, connections) are not what a crowd at the entrance meets
      if (!ctx.smoke) await htmlUnderLoad(server, paths, 200, 5);
      const load = await htmlUnderLoad(server, paths, 200, loadSeconds);
      const bursts = await htmlInBursts(server, paths, 200, loadSeconds);
      browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
      const loads = ctx.smoke ? 1 : 5;
      ctx.log(
        `${loads} first visits of ${path} (latency ${SLOW_4G.latency} ms, ${SLOW_4G.downloadThroughput} B/s down)`,
      );
      // one unthrottled visit first: the server's first answers (JIT, file system) are not what a phone sees
      if (!ctx.smoke) await warmUp(browser, `${server.url}${path}`);
      const results = [];
      for (let i = 0; i < loads; i++) results.push(await loadOnce(browser, `${server.url}${path}`, 30_000));
      const scripts = scriptsOf(results.at(-1), server.url, otherScreens());
      const times = results.map((r) => r.visibleMs);
      const networkDone = results.map((r) => r.networkDoneMs);
      const allBytes = results.at(-1).responses.reduce((sum, r) => sum + (r.bytes ?? 0), 0);
      const jsWire = scripts.reduce((sum, s) => sum + s.wireBytes, 0);
      const jsGzip = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
      const jsRaw = scripts.reduce((sum, s) => sum + s.rawBytes, 0);
      const forbidden = scripts.filter((s) => s.forbidden.length);
      const failed = forbidden.length
        ? `loads ${forbidden.map((s) => `${s.path} (${s.forbidden.join(', ')})`).join('; ')}`
        : undefined;
      const kb = (bytes) => Math.round(bytes / 1024);
      const chunkNames = scripts.map((s) => s.path.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
      return [
        {
          key: 'qr-view.visible-ms',
          what: 'attendee phone page: QR visible (Slow 4G, first visit)',
          value: Math.round(median(times)),
          unit: 'ms',
          goal: { max: 1200 },
          note: `median of ${loads}, worst ${Math.round(Math.max(...times))} ms; last byte at ${Math.round(
            median(networkDone),
          )} ms; ${kb(allBytes)} KB transferred`,
          details: {
            times: times.map(Math.round),
            networkDoneMs: networkDone,
            network: SLOW_4G,
            transferredBytes: allBytes,
            requests: results.at(-1).responses.map(({ url, type, bytes, encoding, startMs, endMs }) => ({
              path: new URL(url).pathname,
              type,
              bytes,
              encoding,
              startMs,
              endMs,
            })),
          },
        },
        {
          key: 'qr-view.html-p99-ms',
          what: 'attendee phone page: its HTML at 200 requests/s, p99',
          value: ms(load.latency.p99),
          unit: 'ms',
          goal: { max: 50 },
          note: `open loop, each request due at its time; p50 ${ms(load.latency.p50)} ms, max ${ms(load.latency.max)} ms; ${load.requests} pages in ${loadSeconds} s (${Math.round(
            load.rate,
          )}/s); a page ${(load.wire / 1024).toFixed(1)} KB on the wire (br)`,
          details: { latency: load.latency, requests: load.requests, wireBytes: load.wire },
        },
        {
          key: 'qr-view.html-burst-p99-ms',
          what: 'attendee phone page: its HTML, 200 requests together each second, p99',
          value: bursts.p99,
          unit: 'ms',
          note: `autocannon, 20 connections: each second's 200 requests at its start; p50 ${bursts.p50} ms, max ${bursts.max} ms`,
          details: { latency: bursts },
        },
        {
          key: 'qr-view.html-kb',
          what: 'attendee phone page: its HTML with the QR, compressed',
          value: Math.round((load.wire / 1024) * 10) / 10,
          unit: 'KB',
          goal: { max: 15 },
          note: 'Brotli as the server sends it; the QR, the page styles and the data the app takes over with',
        },
        {
          key: 'qr-view.js-gzip-kb',
          what: 'attendee phone page: its JavaScript, gzipped',
          value: Math.round((jsGzip / 1024) * 10) / 10,
          unit: 'KB',
          goal: { max: 150 },
          failed,
          note: `${scripts.length} chunks (${chunkNames.join(', ')}); ${kb(jsWire)} KB on the wire (${[
            ...new Set(scripts.map((s) => s.encoding)),
          ].join('/')}), ${kb(jsRaw)} KB uncompressed${failed ? `; ${failed}` : ''}`,
          details: { scripts, wireBytes: jsWire, rawBytes: jsRaw },
        },
      ];
    } finally {
      await browser?.close().catch(() => undefined);
      await server.stop();
    }
  },
};

async function warmUp(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.getByTestId('qr-canvas').waitFor({ timeout: 30_000 });
  } finally {
    await context.close();
  }
}
