import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MESSAGE_SETTINGS,
  messageSettingsDecider,
  type MessageSettings,
} from './message-settings.js';

const given = (saved: MessageSettings[]) => ({
  when: (settings: MessageSettings) => {
    const state = saved.reduce(
      (s, settings) =>
        messageSettingsDecider.evolve(s, { type: 'MessageSettingsChanged', data: { eventId: 1, settings } }),
      messageSettingsDecider.initialState,
    );
    return messageSettingsDecider.decide({ eventId: 1, settings }, state);
  },
});

describe('message settings', () => {
  it('are off until an admin turns them on', () => {
    expect(DEFAULT_MESSAGE_SETTINGS).toEqual({ autoSendOnRegister: false, emailFirst: false });
    expect(given([]).when(DEFAULT_MESSAGE_SETTINGS)).toEqual([]);
  });

  it('records a change, and nothing when the same settings are saved again', () => {
    const on = { autoSendOnRegister: true, emailFirst: false };
    expect(given([]).when(on)).toEqual([
      { type: 'MessageSettingsChanged', data: { eventId: 1, settings: on } },
    ]);
    expect(given([on]).when(on)).toEqual([]);
  });
});
