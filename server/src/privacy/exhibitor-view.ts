import type { PrivacySettings } from '@expo/contract/privacy';

/**
 * '부스 제공 동의 확인' (개인정보 보호법 제17조, 제3자 제공): what a booth (its phones and its token, never an admin) sees
 * of one visitor. THE rule, used by every booth surface: the visitor list, its Excel download, the live
 * `visits` pushes to the booth's phones, the scan answer and the leads.
 */

/** The name a booth sees for a visitor whose contact it may not have. */
export const PRIVATE_VISITOR_NAME = '비공개 방문자';

/** What decides a visitor's row: the attendee's consent and where the visit stands in the log. */
export interface BoothVisitorFacts {
  /** attendees.exhibitor_consent: true consented, false refused, null never asked (or the attendee is gone). */
  consent: boolean | null;
  /** The log position of the booth's visit of this attendee: stable, unique per booth, names nobody. */
  position: number;
}

/** The personal fields a row may carry, and what a hidden visitor shows in them. */
const HIDDEN_FIELDS = { userName: PRIVATE_VISITOR_NAME, affiliation: '', phoneNumber: '' } as const;

/** A hidden visitor's row as the booth sees it: `userId` is the placeholder, `masked` says it is one. */
export type BoothView<T> = T & { masked?: true };

/**
 * The placeholder id of a hidden visitor: negative (never an attendee's id), stable (the same row in the list,
 * the pushes, the scan answer and the leads) and opaque (the booth cannot look the attendee up with it).
 */
export const hiddenVisitorId = (position: number): number => -position;

/** Whether a placeholder id is one (a booth names a hidden visitor by it, e.g. to keep its lead notes). */
export const isHiddenVisitorId = (id: number): boolean => id < 0;

/** Whether the booth may see this visitor's name, affiliation and phone. */
export const boothMaySee = (
  consent: boolean | null,
  settings: Pick<PrivacySettings, 'shareOnlyWithConsent'>,
): boolean => !settings.shareOnlyWithConsent || consent === true;

/**
 * A row (a visitor, a lead) as a booth sees it. With the setting off, or for a visitor who consented, the row
 * itself (the spec's behaviour, unchanged). Else the visitor is '비공개 방문자': the placeholder instead of the
 * attendee's id, no affiliation or phone; everything else of the row (the visit time, the booth's own lead
 * notes and tags) stays.
 */
export function maskForBooth<T extends { userId: number }>(
  row: T,
  visitor: BoothVisitorFacts,
  settings: Pick<PrivacySettings, 'shareOnlyWithConsent'>,
): BoothView<T> {
  if (boothMaySee(visitor.consent, settings)) return row;
  const masked: Record<string, unknown> = { ...row, userId: hiddenVisitorId(visitor.position), masked: true };
  for (const [field, shown] of Object.entries(HIDDEN_FIELDS)) if (field in row) masked[field] = shown;
  return masked as BoothView<T>;
}
