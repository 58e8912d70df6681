// The attendee's phone pages offline after one look (issue 50): /qr-view/{id}?sig=… (and the programme) opened
// with no network shows the copy kept at the last open, QR and all, and the app's files to take it over (the JPG
// download is drawn on the phone). Registered by those pages only, for their own paths: no admin, booth or desk
// screen is ever answered from here. Built into web/dist/sw.js by web/vite-plugins/attendee-service-worker.ts,
// which puts the build's file list and its id in place of the two placeholders below.

/** The app's files the attendee pages need (entry, their chunks, stylesheets), named by the build. */
const PRECACHE = PRECACHE_PLACEHOLDER;
/** The build these files are of: a new build's worker fetches its own and drops the old ones. */
const BUILD = BUILD_PLACEHOLDER;

const FILES = `expo-files-${BUILD}`;
/** The pages kept, by their whole address (the signed link's `sig` included); kept across builds. */
const PAGES = 'expo-pages';
/** How long a page's own answer is waited for before the kept copy is shown (a venue's congested signal). */
const NETWORK_WAIT_MS = 4000;
/**
 * Copies are found by address alone: the server's answers vary by Accept-Encoding and Origin, which a module
 * script's request and the worker's own fetch of the same file do not share.
 */
const IGNORE_VARY = { ignoreVary: true };
/** The attendee pages: the only navigations answered here. */
const ATTENDEE_PAGE = /^\/(qr-view|program)\/[^/]+\/?$/;

/** An attendee's own page: the programme, or a QR page from its signed link (an admin's look has no `sig`). */
const isAttendeePage = (url) =>
  ATTENDEE_PAGE.test(url.pathname) && (!url.pathname.startsWith('/qr-view/') || url.searchParams.has('sig'));

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(FILES)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('expo-files-') && name !== FILES)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** A page's answer: kept when it is the page, dropped when the link no longer opens it (deleted, invalid). */
async function keepOrDrop(request, response) {
  const pages = await caches.open(PAGES);
  if (response.ok) await pages.put(request.url, response.clone());
  else if (response.status === 400 || response.status === 403 || response.status === 404)
    await pages.delete(request.url);
}

/**
 * An attendee page: the network's answer when it comes in time (kept, or the kept copy dropped if the link no
 * longer opens it); the kept copy when the network fails, is slow, or the server cannot answer now (5xx, 429).
 */
async function attendeePage(event) {
  const request = event.request;
  const fromNetwork = fetch(request).then(async (response) => {
    await keepOrDrop(request, response);
    return response;
  });
  event.waitUntil(fromNetwork.catch(() => undefined));
  const kept = await caches.open(PAGES).then((pages) => pages.match(request.url, IGNORE_VARY));
  if (!kept) return fromNetwork;
  const late = new Promise((resolve) => setTimeout(() => resolve(undefined), NETWORK_WAIT_MS));
  const answer = await Promise.race([fromNetwork.catch(() => undefined), late]);
  if (answer && answer.status < 500 && answer.status !== 429) return answer;
  return kept;
}

/** The app's files: the kept copy (names change with content), else the network's answer, kept. */
async function appFile(request) {
  const files = await caches.open(FILES);
  const kept = await files.match(request, IGNORE_VARY);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await files.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && isAttendeePage(url)) {
    event.respondWith(attendeePage(event));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(appFile(request));
});

/** A page opened before this worker was there asks to be kept: `{ keep: <its address> }`. */
self.addEventListener('message', (event) => {
  const address = event.data && event.data.keep;
  if (typeof address !== 'string') return;
  const url = new URL(address, self.location.origin);
  if (url.origin !== self.location.origin || !isAttendeePage(url)) return;
  event.waitUntil(
    fetch(url.href, { credentials: 'same-origin' }).then((response) =>
      keepOrDrop(new Request(url.href), response),
    ),
  );
});
