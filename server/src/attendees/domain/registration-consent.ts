import type { ConsentChoice, FormConsents } from '@expo/contract/attendees';
import type { AttendeeConsentRecorded } from './attendee.events.js';
import type { PrivacySettings } from '@expo/contract/privacy';
import { AttendeeErrors } from './attendee.errors.js';

export interface RegistrationConsent {
  exhibitorConsent: ConsentChoice;
  record?: Omit<AttendeeConsentRecorded['data'], 'attendeeId' | 'eventId'>;
}

/**
 * The consents of a walk-in registration (pure): with no notices, nothing is asked or recorded (the spec's
 * form); with a 수집·이용 notice, agreeing to its current version is required; agreeing to provision to
 * exhibitors is optional, and counts only for the notice's current version (a form showing an older text
 * is sent back to be read again).
 */
export function registrationConsent(
  notices: Pick<PrivacySettings, 'collection' | 'exhibitors'>,
  given: FormConsents | undefined,
): RegistrationConsent {
  const { collection, exhibitors } = notices;
  if (!collection && !exhibitors) return { exhibitorConsent: '' };
  if (collection) {
    if (given?.collection === undefined) throw AttendeeErrors.consentRequired();
    if (given.collection !== collection.version) throw AttendeeErrors.noticeChanged();
  }
  const agreed = exhibitors ? given?.exhibitors === true : null;
  if (exhibitors && agreed && given?.exhibitorsVersion !== exhibitors.version)
    throw AttendeeErrors.noticeChanged();
  return {
    exhibitorConsent: agreed === null ? '' : agreed ? 'Y' : 'N',
    record: {
      collectionVersion: collection?.version ?? null,
      exhibitorsVersion: exhibitors?.version ?? null,
      exhibitors: agreed,
    },
  };
}
