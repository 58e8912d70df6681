import type { DeskSession } from '@expo/contract/auth';
import { changeListeners } from './change-listeners';
import { signInRedirect } from './sign-in-redirect';

/**
 * The registration desk's session (POST /api/desk-login), separate from the admin's and the booth's:
 * one JSON value under 'deskSession'. An admin may use /desk with their own session instead.
 */
export const DESK_SESSION_KEY = 'deskSession';

const deskSessionListeners = changeListeners();

/** Called when the desk session is saved or cleared, in this tab or another. */
export const subscribeDeskSession = deskSessionListeners.subscribe;

function isDeskSession(value: unknown): value is DeskSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  return (
    typeof session.token === 'string' &&
    session.token !== '' &&
    typeof session.deskId === 'number' &&
    typeof session.deskName === 'string' &&
    typeof session.eventId === 'number' &&
    typeof session.eventName === 'string'
  );
}

let cachedRaw: string | null = null;
let cachedSession: DeskSession | null = null;

/** The stored desk session, the same object while storage is unchanged (a valid external-store snapshot). */
export function getDeskSession(): DeskSession | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(DESK_SESSION_KEY);
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      cachedSession = isDeskSession(parsed) ? parsed : null;
    } catch {
      cachedSession = null;
    }
  }
  return cachedSession;
}

export function getDeskToken(): string | null {
  return getDeskSession()?.token ?? null;
}

export function saveDeskSession(session: DeskSession): void {
  const { token, deskId, deskName, eventId, eventName } = session;
  window.localStorage.setItem(
    DESK_SESSION_KEY,
    JSON.stringify({ token, deskId, deskName, eventId, eventName }),
  );
  deskSessionListeners.notify();
}

/** Desk logout (or a refused desk token): forgets the desk, never the admin session or the offline queue. */
export function clearDeskSession(): void {
  try {
    window.localStorage.removeItem(DESK_SESSION_KEY);
  } catch {
    /* storage unavailable: nothing to clear */
  } finally {
    deskSessionListeners.notify();
  }
}

const toDeskLogin = signInRedirect('/desk-login');

/** The app registers how to go to /desk-login (its router); the default reloads the page there. */
export const setDeskSignedOutHandler = toDeskLogin.set;

/** The desk token is refused (401): forget the desk and leave for /desk-login. */
export function handleDeskUnauthorized(): void {
  clearDeskSession();
  toDeskLogin.go();
}
