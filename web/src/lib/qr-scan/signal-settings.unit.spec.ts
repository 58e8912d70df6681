import { describe, expect, it } from 'vitest';

import { DEFAULT_SIGNAL_SETTINGS, parseSignalSettings } from './signal-settings';

describe('parseSignalSettings', () => {
  it('given nothing stored, then tones and vibration are on', () => {
    expect(parseSignalSettings(null)).toEqual({ sound: true, vibration: true });
  });

  it('given both switched off, then both are off', () => {
    expect(parseSignalSettings('{"sound":false,"vibration":false}')).toEqual({
      sound: false,
      vibration: false,
    });
  });

  it('given only the sound switched off, then the vibration stays on', () => {
    expect(parseSignalSettings('{"sound":false}')).toEqual({ sound: false, vibration: true });
  });

  it.each(['not json', '[]', 'null', '{"sound":"no","vibration":0}', '42'])(
    'given the unreadable value %s, then the defaults',
    (raw) => {
      expect(parseSignalSettings(raw)).toEqual(DEFAULT_SIGNAL_SETTINGS);
    },
  );
});
