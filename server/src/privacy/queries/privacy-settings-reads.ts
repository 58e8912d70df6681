import { prepared, type Sql } from '../../database/sql.js';
import type { PrivacySettings } from '@expo/contract/privacy';
import { DEFAULT_PRIVACY_SETTINGS } from '../domain/privacy-settings.js';

/** The event's privacy settings (the defaults, the spec's behaviour, until an admin saved some). */
export async function readPrivacySettings(sql: Sql, eventId: number): Promise<PrivacySettings> {
  const [row] = await sql.query<{ settings: PrivacySettings }>(
    prepared(`SELECT settings FROM privacy_settings WHERE event_id = $1`),
    [eventId],
  );
  const settings = { ...DEFAULT_PRIVACY_SETTINGS, ...row?.settings };
  return {
    ...settings,
    collection: withEnglish(settings.collection),
    exhibitors: withEnglish(settings.exhibitors),
  };
}

/** A notice saved before English texts existed has none (null). */
const withEnglish = <N extends { english?: unknown } | null>(notice: N): N =>
  notice && { ...notice, english: notice.english ?? null };

/**
 * '부스 제공 동의 확인' of the event whose `privacy_settings` row is `alias` (LEFT JOINed) as SQL: off where no
 * settings were saved, as `readPrivacySettings` gives the defaults. For statements that read it with other facts.
 */
export const shareOnlyWithConsentSql = (alias: string): string =>
  `COALESCE((${alias}.settings->>'shareOnlyWithConsent')::boolean, false)`;
