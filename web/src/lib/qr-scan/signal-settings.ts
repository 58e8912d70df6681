/** Tones and vibration after each read, switchable on the scan screen and remembered on the device. */
export const SIGNAL_SETTINGS_KEY = 'scanSignals';

export interface SignalSettings {
  sound: boolean;
  vibration: boolean;
}

export const DEFAULT_SIGNAL_SETTINGS: SignalSettings = { sound: true, vibration: true };

/** The stored settings; anything missing or unreadable is the default (both on). */
export function parseSignalSettings(raw: string | null): SignalSettings {
  if (!raw) return DEFAULT_SIGNAL_SETTINGS;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return DEFAULT_SIGNAL_SETTINGS;
    const stored = value as Record<string, unknown>;
    return {
      sound: typeof stored.sound === 'boolean' ? stored.sound : DEFAULT_SIGNAL_SETTINGS.sound,
      vibration: typeof stored.vibration === 'boolean' ? stored.vibration : DEFAULT_SIGNAL_SETTINGS.vibration,
    };
  } catch {
    return DEFAULT_SIGNAL_SETTINGS;
  }
}

export function loadSignalSettings(): SignalSettings {
  try {
    return parseSignalSettings(window.localStorage.getItem(SIGNAL_SETTINGS_KEY));
  } catch {
    return DEFAULT_SIGNAL_SETTINGS;
  }
}

export function saveSignalSettings(settings: SignalSettings): void {
  try {
    window.localStorage.setItem(SIGNAL_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    /* storage unavailable: the switch holds for this visit only */
  }
}
