import type { Decider } from './decider.js';

/** An event's settings were saved (badge settings, message settings…): the whole new value. */
export type SettingsChanged<T extends string, S> = { type: T; data: { eventId: number; settings: S } };

/** The same settings whatever order their keys came in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );

/** Records new settings when they differ from the event's current ones (pure); `defaults` until then. */
export const settingsDecider = <T extends string, S>(
  type: T,
  defaults: S,
): Decider<{ eventId: number; settings: S }, S, SettingsChanged<T, S>> => ({
  initialState: defaults,
  decide: ({ eventId, settings }, current) =>
    canonical(settings) === canonical(current) ? [] : [{ type, data: { eventId, settings } }],
  evolve: (_, event) => event.data.settings,
});
