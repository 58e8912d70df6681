import { useCallback, useEffect, useEffectEvent, useSyncExternalStore } from 'react';

import type { LiveConnection } from './live-connection';
import type { LiveEvent, LivePushes, WatchTarget } from '@expo/contract/live';
import type { LiveRole, LiveStatus } from './live-protocol';
import { currentConnection, openConnection, subscribeConnections } from './live-socket';

const NO_SUBSCRIPTION = () => undefined;

/** The role's live connection, opened when the first component needs it; null without a token. */
export function useLiveConnection(role: LiveRole): LiveConnection | null {
  const connection = useSyncExternalStore(subscribeConnections, () => currentConnection(role));
  useEffect(() => {
    if (!connection) openConnection(role);
  }, [connection, role]);
  return connection;
}

/** 'connecting' | 'live' | 'reconnecting', kept current. */
export function useLiveStatus(role: LiveRole): LiveStatus {
  const connection = useLiveConnection(role);
  const subscribe = useCallback(
    (listener: () => void) => connection?.subscribeStatus(listener) ?? NO_SUBSCRIPTION,
    [connection],
  );
  return useSyncExternalStore(subscribe, () => connection?.status ?? 'connecting');
}

/** Calls `handler` with every `event` the server sends while the caller is mounted (its payload as the contract says). */
export function useLive<E extends LiveEvent>(
  role: LiveRole,
  event: E,
  handler: (payload: LivePushes[E]) => void,
): void {
  const connection = useLiveConnection(role);
  const onEvent = useEffectEvent(handler);
  useEffect(() => connection?.on(event, (payload) => onEvent(payload)), [connection, event]);
}

/** Watches a booth's or lecture's visitors while mounted (null: nothing); sent again after every reconnect. */
export function useWatch(role: LiveRole, target: WatchTarget | null): void {
  const connection = useLiveConnection(role);
  const key = target === null ? null : JSON.stringify(target);
  useEffect(() => {
    if (connection === null || key === null) return;
    return connection.watch(JSON.parse(key) as WatchTarget);
  }, [connection, key]);
}

/**
 * Calls `handler` after every connect while the caller is mounted: after a reconnect, and after the
 * first connect of a page opened before the connection was up (pushes sent meanwhile never reached it).
 */
export function useOnReconnect(role: LiveRole, handler: () => void): void {
  const connection = useLiveConnection(role);
  const onConnect = useEffectEvent(handler);
  useEffect(() => connection?.onConnect(() => onConnect()), [connection]);
}

/** Refetches what the page shows when pushes may have been missed: after a (re)connect and on `resync`. */
export function useLiveRefetch(role: LiveRole, refetch: () => void): void {
  useOnReconnect(role, refetch);
  useLive(role, 'resync', refetch);
}
