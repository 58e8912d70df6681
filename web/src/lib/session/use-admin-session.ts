import { useSyncExternalStore } from 'react';

import { type AdminSession, getAdminSession, subscribeSession } from './admin';

/** The admin session from local storage, kept current across login, logout and other tabs. */
export function useAdminSession(): AdminSession | null {
  return useSyncExternalStore(subscribeSession, getAdminSession);
}
