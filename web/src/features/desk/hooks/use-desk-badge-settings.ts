import { useEffect, useState } from 'react';

import type { EventBadgeSettings } from '@expo/contract/badges';
import { DEFAULT_BADGE_SETTINGS } from '@expo/contract/badges-values';
import { getDeskBadgeSettings } from '../api/get-desk-badge-settings';

/** The last badge settings the desk loaded, so a badge prints at the right size while the network is down. */
const SETTINGS_KEY = 'deskBadgeSettings';

function kept(): EventBadgeSettings | null {
  try {
    const raw = window.localStorage.getItem(SETTINGS_KEY);
    return raw ? (JSON.parse(raw) as EventBadgeSettings) : null;
  } catch {
    return null;
  }
}

/** GET /api/desk/badge-settings once; until (or unless) it answers, the kept settings or the defaults. */
export function useDeskBadgeSettings(): EventBadgeSettings {
  const [settings, setSettings] = useState<EventBadgeSettings>(
    () => kept() ?? { ...DEFAULT_BADGE_SETTINGS, eventName: '' },
  );
  useEffect(() => {
    const controller = new AbortController();
    getDeskBadgeSettings(controller.signal).then(
      (loaded) => {
        setSettings(loaded);
        try {
          window.localStorage.setItem(SETTINGS_KEY, JSON.stringify(loaded));
        } catch {
          /* not kept: the defaults serve offline */
        }
      },
      () => undefined, // offline or refused: the kept settings serve (a 401 has already signed out)
    );
    return () => {
      controller.abort();
    };
  }, []);
  return settings;
}
