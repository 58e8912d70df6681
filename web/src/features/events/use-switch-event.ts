import { useState } from 'react';

import { saveAdminSession } from '../../lib/session/admin';
import { switchEvent } from './api/events';

/**
 * Moves the organiser into another event: the new session is stored (its token names the event), then the page
 * opens `to` afresh, so every screen, list and live connection acts on the new event.
 */
export function useSwitchEvent() {
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const go = async (eventId: number, to = '/users') => {
    setPending(eventId);
    setError(null);
    try {
      saveAdminSession(await switchEvent(eventId));
      window.location.assign(to);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setPending(null);
    }
  };
  return { go, pending, error };
}
