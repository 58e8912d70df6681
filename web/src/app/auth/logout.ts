import { clearSession } from '../../lib/session/admin';

/** Logout as the spec has it: clear all local storage, then the caller goes to /login. */
export function logout(goToLogin: () => void): void {
  clearSession();
  goToLogin();
}
