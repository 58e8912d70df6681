import type { Decider } from '../kernel/decider.js';
import type { Projection } from '../event-store/projection.js';
import type { StoredEvent } from '../kernel/stored-event.js';

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

/** Each event's current settings in `table` (event_id, settings, updated_at); none saved: the defaults apply. */
export const settingsProjection = (name: string, table: string, type: string): Projection => ({
  name,
  tables: [table],
  handles: new Set([type]),
  async apply(sql, events) {
    for (const { data, recordedAt } of events as StoredEvent<SettingsChanged<string, unknown>>[])
      await sql.execute(
        `INSERT INTO ${table} (event_id, settings, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (event_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = EXCLUDED.updated_at`,
        [data.eventId, JSON.stringify(data.settings), recordedAt],
      );
  },
});
