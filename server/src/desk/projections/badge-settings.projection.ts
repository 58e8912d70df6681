import type { Projection } from '../../event-store/projection.js';
import type { StoredEvent } from '../../event-store/stored-event.js';
import type { BadgeSettingsChanged } from '../domain/badge-settings.js';

/** The current badge settings of each event (none until an admin saves them: the defaults apply). */
export const badgeSettingsProjection: Projection = {
  name: 'badge-settings',
  tables: ['badge_settings'],
  handles: new Set(['BadgeSettingsChanged']),
  async apply(sql, events) {
    for (const { data, recordedAt } of events as StoredEvent<BadgeSettingsChanged>[])
      await sql.execute(
        `INSERT INTO badge_settings (event_id, settings, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (event_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = EXCLUDED.updated_at`,
        [data.eventId, JSON.stringify(data.settings), recordedAt],
      );
  },
};
