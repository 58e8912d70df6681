import type { PublicAddressProblem } from './readiness.js';

const LOOPBACK_HOSTS =
  /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|\[::ffff:127(\.\d{1,3}){3}\])$/i;

/**
 * What keeps phones from using the public address, by its form alone (pure, zod-free: server and web): a
 * loopback name or address (a phone opens itself), else plain HTTP (browsers give the camera to secure origins
 * only); null: neither.
 */
export function publicAddressProblem(publicUrl: string): PublicAddressProblem | null {
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    return 'localhost';
  }
  if (LOOPBACK_HOSTS.test(url.hostname)) return 'localhost';
  return url.protocol === 'https:' ? null : 'http';
}
