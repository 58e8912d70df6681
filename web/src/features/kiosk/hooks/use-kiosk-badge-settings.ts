import { useEffect, useState } from 'react';

import { type BadgeSettings, DEFAULT_BADGE_SETTINGS } from '../../badges/types';
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
