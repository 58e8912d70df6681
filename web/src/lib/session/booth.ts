import type { BoothLogin } from '@expo/contract/auth';
import { changeListeners } from './change-listeners';
import { signInRedirect } from './sign-in-redirect';

/**
 * The booth manager's session, separate from the admin's: boothId and boothName under the spec's key names,
 * plus the booth token that authorises visits and the visitor list.
 */
export const BOOTH_STORAGE_KEYS = {
  boothId: 'boothId',
  boothName: 'boothName',
  boothToken: 'boothToken',
} as const;

export interface BoothSession {
  boothId: number;
  boothName: string;
  token: string | null;
}

const boothSessionListeners = changeListeners();

/** Called when the booth session is saved or cleared, in this tab or another. */
export const subscribeBoothSession = boothSessionListeners.subscribe;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getBoothToken(): string | null {
  return read(BOOTH_STORAGE_KEYS.boothToken) || null;
}

/** The stored booth (the spec converts the stored booth id to a number), or null when none is stored. */
export function getBoothSession(): BoothSession | null {
  const boothId = Number(read(BOOTH_STORAGE_KEYS.boothId));
  if (!Number.isSafeInteger(boothId) || boothId <= 0) return null;
  return { boothId, boothName: read(BOOTH_STORAGE_KEYS.boothName) ?? '', token: getBoothToken() };
}

export function saveBoothSession(login: BoothLogin): void {
  forgetBoothSessionExpired();
  const storage = window.localStorage;
  storage.setItem(BOOTH_STORAGE_KEYS.boothId, String(login.boothId));
  storage.setItem(BOOTH_STORAGE_KEYS.boothName, login.boothName);
  storage.setItem(BOOTH_STORAGE_KEYS.boothToken, login.token);
  boothSessionListeners.notify();
}

/** Keys of the visitor lists a booth phone keeps for reading offline (personal data: gone with the session). */
export const BOOTH_VISITORS_KEY_PREFIX = 'boothVisitors:';

/**
 * Keeps a list of booth `boothId` on the phone (its visitors, its leads: under BOOTH_VISITORS_KEY_PREFIX) while
 * that booth is signed in here, and only then: a list answered after the logout is not written back, so the
 * personal data stays gone with the session.
 */
export function keepForSignedInBooth(boothId: number, key: string, value: string): void {
  if (getBoothSession()?.boothId !== boothId) return;
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* storage full or unavailable: the list is just not kept */
  }
}

/** Booth logout (or an expired booth token): forgets the booth and its kept visitor list, never the admin session. */
export function clearBoothSession(): void {
  try {
    const storage = window.localStorage;
    const kept = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '');
    for (const key of kept) if (key.startsWith(BOOTH_VISITORS_KEY_PREFIX)) storage.removeItem(key);
    for (const key of Object.values(BOOTH_STORAGE_KEYS)) storage.removeItem(key);
  } catch {
    /* storage unavailable: nothing to clear */
  } finally {
    boothSessionListeners.notify();
  }
}

const toBoothLogin = signInRedirect('/booth-login');

/** The app registers how to go to /booth-login (its router); the default reloads the page there. */
export const setBoothSignedOutHandler = toBoothLogin.set;

/** Set (in this tab) when the booth token was refused and the manager has not been told so yet. */
const EXPIRED_KEY = 'boothSessionExpired';

/**
 * The booth token was refused (401): forget the booth (its queued scans stay, to go out after the next login).
 * `told`: the screen has already said so; otherwise /booth-login says it, once.
 */
export function expireBoothSession({ told }: { told: boolean }): void {
  clearBoothSession();
  if (told) return;
  try {
    window.sessionStorage.setItem(EXPIRED_KEY, '1');
  } catch {
    /* storage unavailable: the login screen opens without the notice */
  }
}

/** Whether the manager still has to be told that the booth login expired. */
export function boothSessionExpiredUntold(): boolean {
  try {
    return window.sessionStorage.getItem(EXPIRED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The manager has been told (or signed in again). */
export function forgetBoothSessionExpired(): void {
  try {
    window.sessionStorage.removeItem(EXPIRED_KEY);
  } catch {
    /* storage unavailable: nothing to forget */
  }
}

/** The booth token is gone or refused (401): forget the booth and leave for /booth-login, which says why. */
export function handleBoothUnauthorized(): void {
  if (getBoothSession()) expireBoothSession({ told: false });
  else clearBoothSession();
  toBoothLogin.go();
}
