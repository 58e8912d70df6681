/** When a JWT expires (ms since the epoch), read from its `exp` claim; undefined when it has none or is not a JWT. */
export function tokenExpiresAt(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** The longest delay setTimeout keeps (a longer one fires at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Calls `onExpired` when `token` expires (at once if it has), so a page left open returns to sign-in on time
 * instead of failing on its next request. Returns the cancel function.
 */
export function watchTokenExpiry(token: string, onExpired: () => void, now = Date.now()): () => void {
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === undefined) return () => undefined;
  const timer = setTimeout(onExpired, Math.min(Math.max(expiresAt - now, 0), MAX_TIMER_MS));
  return () => clearTimeout(timer);
}
