/**
 * The attendee lookup index.html's early-start script sent on /qr-view/{id}?sig=… before the app's JavaScript
 * had arrived (web/vite-plugins/qr-view-early-start.ts): its URL and the answer, or undefined if it failed.
 */
interface QrViewPrefetch {
  url: string;
  response: Promise<Response | undefined>;
}

declare global {
  interface Window {
    __qrViewPrefetch?: QrViewPrefetch;
  }
}

/** The early answer for `url`, once (a later lookup, e.g. after a retry, asks the server again). */
export function takePrefetchedResponse(url: string): Promise<Response | undefined> | undefined {
  const prefetch = window.__qrViewPrefetch;
  if (prefetch?.url !== url) return undefined;
  window.__qrViewPrefetch = undefined;
  return prefetch.response;
}
