import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from 'cors';
import helmet from 'helmet';
import type { AppConfig } from '../config/config.js';

/**
 * The Content-Security-Policy the web app works under (checked by every browser test: a violation is a console
 * error, and console errors fail them). Scripts come from this origin only, plus the inline scripts of the built
 * index.html by their hashes (the QR page's early lookup); styles allow 'unsafe-inline' for the style attributes
 * and the <style> that html5-qrcode and html2canvas write. No upgrade-insecure-requests: an event on the venue
 * LAN may be served over plain HTTP (http://192.168.0.10:3000), where it would break every request.
 */
export const contentSecurityPolicy = (inlineScriptHashes: readonly string[] = []) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inlineScriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
});

/** The CSP sources (`'sha256-…'`) of the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/** The camera for the booth scanner on this origin; nothing else a page could ask for. */
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';

export type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * helmet's headers with the CSP above and CORS for PUBLIC_URL only, for every answer (the API, errors, the web
 * app). HSTS only when the public origin is HTTPS: over a plain-HTTP deployment it would make
 * browsers try HTTPS on every port of the host. Browser pages of another origin may not read the API (tokens are
 * bearer headers, never cookies); a CORS preflight is answered here.
 */
export function securityHeaders(
  config: Pick<AppConfig, 'publicUrl'>,
  scriptHashes: readonly string[] = [],
): HeaderMiddleware {
  const https = config.publicUrl.startsWith('https://');
  const headers = headersSetBy(
    helmet({
      contentSecurityPolicy: contentSecurityPolicy(scriptHashes),
      strictTransportSecurity: https ? { maxAge: 180 * 24 * 60 * 60 } : false,
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
    }) as unknown as HeaderMiddleware,
  );
  headers.push(['Permissions-Policy', PERMISSIONS_POLICY]);
  const crossOrigin = cors({ origin: config.publicUrl, maxAge: 600 }) as unknown as HeaderMiddleware;
  return (req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    crossOrigin(req, res, next);
  };
}

/**
 * The headers a middleware sets whatever the request (helmet's are all fixed by its options), worked out once at
 * start rather than on each request: helmet's own per-request pass was 2 % of the booth scan's server time.
 */
function headersSetBy(middleware: HeaderMiddleware): [string, string | string[]][] {
  const set = new Map<string, string | string[]>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      set.set(name, typeof value === 'number' ? String(value) : (value as string | string[])),
    removeHeader: (name: string) => set.delete(name),
    getHeader: (name: string) => set.get(name),
  };
  let called = false;
  middleware(
    { method: 'GET', url: '/', headers: {} } as IncomingMessage,
    res as unknown as ServerResponse,
    () => {
      called = true;
    },
  );
  if (!called) throw new Error('security headers: the middleware did not finish at once');
  return [...set];
}

/**
 * Whether a browser page from `origin` may call the API or open a live socket: the deployment's PUBLIC_URL, or
 * the origin the request itself came to (the same site reached by another address, e.g. its LAN IP). A request
 * without an Origin header (not from a page: a phone app, curl, a test) is not a cross-site request.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string,
): boolean {
  if (origin === undefined) return true;
  if (origin === publicUrl) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
