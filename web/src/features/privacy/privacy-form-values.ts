import { EXAMPLE_NOTICES } from './texts';
import type {
  EnglishExhibitorNotice,
  EnglishNotice,
  PrivacyNotice,
  PrivacySettings,
  PrivacySettingsInput,
} from '@expo/contract/privacy';

/** A notice's words (its Korean or its English), as the form holds them. */
export type NoticeText = EnglishNotice;
export type ExhibitorNoticeText = EnglishExhibitorNotice;

/**
 * What the /privacy form holds: the notices' texts stay while a notice is switched off; each notice's English
 * (optional: all blank is none) for the walk-in form read in English.
 */
export interface PrivacyFormValues {
  collectionOn: boolean;
  collection: NoticeText;
  collectionEnglish: NoticeText;
  exhibitorsOn: boolean;
  exhibitors: ExhibitorNoticeText;
  exhibitorsEnglish: ExhibitorNoticeText;
  shareOnlyWithConsent: boolean;
  askDownloadReason: boolean;
  /** YYYY-MM-DD or ''. */
  eventEndDate: string;
  /** As typed: digits or ''. */
  retentionDays: string;
}

const EMPTY_NOTICE: NoticeText = { purpose: '', items: '', retention: '', refusal: '' };
const EMPTY_EXHIBITOR_NOTICE: ExhibitorNoticeText = { recipients: '', ...EMPTY_NOTICE };

function textOf<N extends PrivacyNotice>(notice: N): Omit<N, 'version' | 'english'> {
  const { version: _version, english: _english, ...text } = notice;
  return text;
}

/** The form for the saved settings. */
export function formValuesOf(settings: PrivacySettings): PrivacyFormValues {
  return {
    collectionOn: settings.collection !== null,
    collection: settings.collection ? textOf(settings.collection) : EMPTY_NOTICE,
    collectionEnglish: settings.collection?.english ?? EMPTY_NOTICE,
    exhibitorsOn: settings.exhibitors !== null,
    exhibitors: settings.exhibitors ? textOf(settings.exhibitors) : EMPTY_EXHIBITOR_NOTICE,
    exhibitorsEnglish: settings.exhibitors?.english ?? EMPTY_EXHIBITOR_NOTICE,
    shareOnlyWithConsent: settings.shareOnlyWithConsent,
    askDownloadReason: settings.askDownloadReason,
    eventEndDate: settings.eventEndDate ?? '',
    retentionDays: settings.retentionDays === null ? '' : String(settings.retentionDays),
  };
}

const isBlank = (text: Record<string, string>) => Object.values(text).every((value) => value.trim() === '');

/** Whether an admin began a notice's English (then every field of it is asked for). */
export const hasEnglish = (text: Record<string, string>): boolean => !isBlank(text);

/** A notice switched on: its texts, or the example texts when it has none yet. */
export function switchNotice(
  values: PrivacyFormValues,
  notice: 'collection' | 'exhibitors',
  on: boolean,
): PrivacyFormValues {
  const key = notice === 'collection' ? 'collectionOn' : 'exhibitorsOn';
  const next = { ...values, [key]: on };
  if (on && isBlank(values[notice])) return { ...next, [notice]: { ...EXAMPLE_NOTICES[notice] } };
  return next;
}

/** The retention days as a number: null when empty, NaN when not a whole number. */
export function parseRetentionDays(typed: string): number | null {
  const value = typed.trim();
  if (value === '') return null;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * The day personal data is destroyed (YYYY-MM-DD), or null: kept through the event's end date and the retention
 * days after it, destroyed the day after (as the server schedules it: 30 days after 2026-12-05 is 2027-01-05).
 */
export function destroyDate(eventEndDate: string, retentionDays: number | null): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(eventEndDate)) return null;
  if (retentionDays === null || !Number.isInteger(retentionDays) || retentionDays < 0) return null;
  const day = new Date(`${eventEndDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return null;
  day.setUTCDate(day.getUTCDate() + retentionDays + 1);
  return day.toISOString().slice(0, 10);
}

/** What saving the settings takes: switched-off notices as null, texts trimmed. */
export function settingsInputOf(values: PrivacyFormValues): PrivacySettingsInput {
  const trimmed = <T extends Record<string, string>>(text: T): T =>
    Object.fromEntries(Object.entries(text).map(([key, value]) => [key, value.trim()])) as T;
  const english = <T extends Record<string, string>>(text: T): T | null =>
    isBlank(text) ? null : trimmed(text);
  const days = parseRetentionDays(values.retentionDays);
  return {
    collection: values.collectionOn
      ? { ...trimmed(values.collection), english: english(values.collectionEnglish) }
      : null,
    exhibitors: values.exhibitorsOn
      ? { ...trimmed(values.exhibitors), english: english(values.exhibitorsEnglish) }
      : null,
    shareOnlyWithConsent: values.shareOnlyWithConsent,
    askDownloadReason: values.askDownloadReason,
    eventEndDate: values.eventEndDate || null,
    retentionDays: days,
  };
}

/**
 * Whether the form's text of a notice, Korean or English, differs from the saved one (saving makes a new
 * version).
 */
export function noticeChanged(
  form: Record<string, string>,
  english: Record<string, string>,
  saved: PrivacyNotice | null,
): boolean {
  if (!saved) return false;
  const differs = (typed: Record<string, string>, kept: Record<string, string>) =>
    Object.keys(typed).some((key) => typed[key].trim() !== (kept[key] ?? ''));
  const savedEnglish = (saved.english ?? {}) as Record<string, string>;
  return differs(form, textOf(saved) as unknown as Record<string, string>) || differs(english, savedEnglish);
}

/** What keeps the form from being saved (the server says the same), or null. */
export function formProblem(values: PrivacyFormValues): 'badDays' | 'needEndDate' | null {
  const days = parseRetentionDays(values.retentionDays);
  if (days !== null && (Number.isNaN(days) || days > 3650)) return 'badDays';
  if (days !== null && !values.eventEndDate) return 'needEndDate';
  return null;
}
