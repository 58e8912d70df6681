/** The attendee pages' service worker (web/service-worker/attendee-pages.sw.js, built to /sw.js). */
const WORKER = '/sw.js';

/**
 * Keeps this attendee page on the phone for a later open with no network: registers the worker for the pages
 * under `scope` (it answers nothing else) and, when this open did not come through it yet, asks it to keep this
 * page. Nothing where the browser has no service workers (a venue's plain-HTTP address): the page works as before.
 * The worker fetches the page again for it (in the language the visitor now reads, by their cookie).
 */
export function keepPageOffline(scope: '/qr-view/' | '/program/', { refresh = false } = {}): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // an open through the worker was kept by it; `refresh` keeps the page again (another language chosen)
  if (container.controller && !refresh) return;
  container
    .register(WORKER, { scope })
    .then(() => container.ready)
    .then((registration) => registration.active?.postMessage({ keep: location.href }))
    .catch(() => undefined);
}
