import type { StoredEvent } from '../kernel/stored-event.js';
import type { SettingsChanged } from '../kernel/settings-decider.js';
import type { Projection } from './projection.js';

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
