import { useEffect, useState } from 'react';

import type { BadgeSettings } from '@expo/contract/badges';
import { DEFAULT_BADGE_SETTINGS } from '@expo/contract/badges-values';
import { getKioskBadgeSettings } from '../api/get-kiosk-badge-settings';

/** The event's badge settings; the defaults until they are loaded. */
export function useKioskBadgeSettings(): BadgeSettings {
  const [settings, setSettings] = useState<BadgeSettings>(DEFAULT_BADGE_SETTINGS);
  useEffect(() => {
    const controller = new AbortController();
    getKioskBadgeSettings(controller.signal).then(setSettings, () => undefined);
    return () => {
      controller.abort();
    };
  }, []);
  return settings;
}
