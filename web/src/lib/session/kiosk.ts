import type { KioskSession } from '@expo/contract/kiosk';

/**
 * A self-service kiosk's session, started from a desk session (POST /api/desk/kiosk-sessions) and kept as
 * one JSON value under 'kioskSession'. The kiosk token may only look up a scanned attendee and print once.
 */
export const KIOSK_SESSION_KEY = 'kioskSession';

function isKioskSession(value: unknown): value is KioskSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  return (
    typeof session.token === 'string' &&
    session.token !== '' &&
    typeof session.eventId === 'number' &&
    typeof session.eventName === 'string'
  );
}

export function getKioskSession(): KioskSession | null {
  try {
    const raw = window.localStorage.getItem(KIOSK_SESSION_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isKioskSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function getKioskToken(): string | null {
  return getKioskSession()?.token ?? null;
}

export function saveKioskSession(session: KioskSession): void {
  const { token, eventId, eventName } = session;
  window.localStorage.setItem(KIOSK_SESSION_KEY, JSON.stringify({ token, eventId, eventName }));
}

/** The kiosk token was refused (expired, or its desk removed): the kiosk needs a new start from a desk. */
export function clearKioskSession(): void {
  try {
    window.localStorage.removeItem(KIOSK_SESSION_KEY);
  } catch {
    /* storage unavailable */
  }
}
