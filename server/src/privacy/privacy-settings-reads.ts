import { prepared, type Sql } from '../event-store/sql.js';
import { DEFAULT_PRIVACY_SETTINGS, type PrivacySettings } from './domain/privacy-settings.js';

/** The event's privacy settings (the defaults, the spec's behaviour, until an admin saved some). */
export async function readPrivacySettings(sql: Sql, eventId: number): Promise<PrivacySettings> {
  const [row] = await sql.query<{ settings: PrivacySettings }>(
    prepared(`SELECT settings FROM privacy_settings WHERE event_id = $1`),
    [eventId],
  );
  return { ...DEFAULT_PRIVACY_SETTINGS, ...row?.settings };
}
