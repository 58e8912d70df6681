import { prepared, type Sql } from '../../database/sql.js';
import type { PrivacySettings } from '@expo/contract/privacy';
import { DEFAULT_PRIVACY_SETTINGS } from '../domain/privacy-settings.js';

/** The event's privacy settings (the defaults, the spec's behaviour, until an admin saved some). */
export async function readPrivacySettings(sql: Sql, eventId: number): Promise<PrivacySettings> {
  const [row] = await sql.query<{ settings: PrivacySettings }>(
    prepared(`SELECT settings FROM privacy_settings WHERE event_id = $1`),
    [eventId],
  );
  return { ...DEFAULT_PRIVACY_SETTINGS, ...row?.settings };
}

/**
 * '부스 제공 동의 확인' of the event whose `privacy_settings` row is `alias` (LEFT JOINed) as SQL: off where no
 * settings were saved, as `readPrivacySettings` gives the defaults. For statements that read it with other facts.
 */
export const shareOnlyWithConsentSql = (alias: string): string =>
  `COALESCE((${alias}.settings->>'shareOnlyWithConsent')::boolean, false)`;
