import type { PrivacySettings } from '@expo/contract/privacy';
import type { NoticeVersions } from './domain/readiness.events.js';

/** The versions of the event's two notices (0: never set, the default text applies). */
export const noticeVersions = (settings: PrivacySettings): NoticeVersions => ({
  collection: settings.collection?.version ?? 0,
  exhibitors: settings.exhibitors?.version ?? 0,
});
