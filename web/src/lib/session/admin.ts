import type { AdminLogin } from '@expo/contract/auth';
import { changeListeners } from './change-listeners';

/** The admin session kept in local storage, under the key names of the spec. */
export const STORAGE_KEYS = {
  adminToken: 'adminToken',
  adminName: 'adminName',
  eventId: 'eventId',
  hasBooth: 'hasBooth',
  hasLecture: 'hasLecture',
  /** Beyond the spec's keys: the admin's role and the current event's name (the header shows it). */
  adminRole: 'adminRole',
  eventName: 'eventName',
} as const;

export interface AdminSession {
  token: string;
  adminName: string;
  eventId: string | null;
  hasBooth: boolean;
  hasLecture: boolean;
  /** An organiser sees every event of the deployment and switches between them; an admin has one event. */
  organiser: boolean;
  /** The name of the event the admin works in ('' until known). */
  eventName: string;
}

const sessionListeners = changeListeners();
let cachedKey: string | null = null;
let cachedSession: AdminSession | null = null;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getAdminToken(): string | null {
  return read(STORAGE_KEYS.adminToken) || null;
}

/** The stored event id as a number, or null when missing or not a positive integer. */
export function getStoredEventId(): number | null {
  const value = Number(read(STORAGE_KEYS.eventId));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The current session, the same object while storage is unchanged (a valid external-store snapshot). */
export function getAdminSession(): AdminSession | null {
  const values = Object.values(STORAGE_KEYS).map(read);
  const key = JSON.stringify(values);
  if (key !== cachedKey) {
    cachedKey = key;
    const token = getAdminToken();
    cachedSession = token
      ? {
          token,
          adminName: read(STORAGE_KEYS.adminName) ?? '',
          eventId: read(STORAGE_KEYS.eventId),
          hasBooth: read(STORAGE_KEYS.hasBooth) === 'true',
          hasLecture: read(STORAGE_KEYS.hasLecture) === 'true',
          organiser: read(STORAGE_KEYS.adminRole) === 'organiser',
          eventName: read(STORAGE_KEYS.eventName) ?? '',
        }
      : null;
  }
  return cachedSession;
}

export function saveAdminSession(login: AdminLogin): void {
  const storage = window.localStorage;
  storage.setItem(STORAGE_KEYS.adminToken, login.token);
  storage.setItem(STORAGE_KEYS.adminName, login.adminName);
  storage.setItem(STORAGE_KEYS.eventId, String(login.eventId));
  storage.setItem(STORAGE_KEYS.hasBooth, String(login.hasBooth ?? true));
  storage.setItem(STORAGE_KEYS.hasLecture, String(login.hasLecture ?? true));
  storage.setItem(STORAGE_KEYS.adminRole, login.role);
  storage.setItem(STORAGE_KEYS.eventName, login.eventName);
  sessionListeners.notify();
}

/** Logout: the spec clears all of local storage. */
export function clearSession(): void {
  try {
    window.localStorage.clear();
  } finally {
    sessionListeners.notify();
  }
}

/** Set (in this tab) when the admin token was refused or expired and the admin has not been told so yet. */
const EXPIRED_KEY = 'adminSessionExpired';

/** The admin token was refused (401) or ran out: /login says so, once (sessionStorage survives the clear). */
export function markAdminSessionExpired(): void {
  try {
    window.sessionStorage.setItem(EXPIRED_KEY, '1');
  } catch {
    /* storage unavailable: the login screen opens without the notice */
  }
}

/** Whether the admin still has to be told that their login expired. */
export function adminSessionExpiredUntold(): boolean {
  try {
    return window.sessionStorage.getItem(EXPIRED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The admin has been told (or signed in again). */
export function forgetAdminSessionExpired(): void {
  try {
    window.sessionStorage.removeItem(EXPIRED_KEY);
  } catch {
    /* storage unavailable: nothing to forget */
  }
}

/** Called on every session change of this tab and of other tabs (storage event). */
export const subscribeSession = sessionListeners.subscribe;
