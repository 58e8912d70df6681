import { handleUnauthorized } from '../api/api-client';
import { getBoothToken, handleBoothUnauthorized, subscribeBoothSession } from '../session/booth';
import { getDeskToken, handleDeskUnauthorized, subscribeDeskSession } from '../session/desk';
import { LiveConnection } from './live-connection';
import type { LiveRole } from './live-protocol';
import { getAdminToken, subscribeSession } from '../session/admin';

/**
 * The live connections of the app: at most one per role (the admin's token, the booth manager's token, the desk's),
 * opened when a page first needs live data and closed when that token goes (logout, another login, a 401).
 */
const connections = new Map<LiveRole, LiveConnection>();
const listeners = new Set<() => void>();

/** The desk's token: the desk laptop's, else the admin's (an admin may work /desk with their own session). */
const deskOrAdminToken = () => getDeskToken() ?? getAdminToken();

const TOKENS: Record<LiveRole, () => string | null> = {
  admin: getAdminToken,
  booth: getBoothToken,
  desk: deskOrAdminToken,
};

/**
 * A refused token: the admin goes to /login, a booth phone forgets its booth and signs in, a desk laptop forgets
 * its desk and goes to /desk-login, as after any 401.
 */
const REFUSED: Record<LiveRole, (token: string) => void> = {
  admin: handleUnauthorized,
  booth: handleBoothUnauthorized,
  desk: (token) => {
    if (token === getDeskToken()) handleDeskUnauthorized();
    else handleUnauthorized();
  },
};

function notify(): void {
  listeners.forEach((listener) => {
    listener();
  });
}

export function subscribeConnections(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function currentConnection(role: LiveRole): LiveConnection | null {
  return connections.get(role) ?? null;
}

export function closeConnection(role: LiveRole): void {
  const connection = connections.get(role);
  if (!connection) return;
  connections.delete(role);
  connection.close();
  notify();
}

/** Closes every connection whose token is no longer the stored one (logout here or in another tab). */
function closeStale(): void {
  for (const [role, connection] of connections) {
    if (TOKENS[role]() !== connection.token) closeConnection(role);
  }
}

let followingSessions = false;

/** The connection of the stored token of `role`, opened now if needed; null without a token. */
export function openConnection(role: LiveRole): LiveConnection | null {
  if (!followingSessions) {
    followingSessions = true;
    subscribeSession(closeStale);
    subscribeBoothSession(closeStale);
    subscribeDeskSession(closeStale);
  }
  closeStale();
  const token = TOKENS[role]();
  if (!token) return null;
  const existing = connections.get(role);
  if (existing) return existing;
  const connection = new LiveConnection(token, () => {
    closeConnection(role);
    REFUSED[role](token);
  });
  connections.set(role, connection);
  notify();
  return connection;
}
