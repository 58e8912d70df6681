import type { QrChannel } from '@expo/contract/messaging-values';
import type { Lang } from '@expo/contract/lang';
import type { AttendeeFields } from './attendee-fields.js';

/** `lang`: the language a walk-in read the form in (issue 50), their QR e-mail's; absent: Korean. */
export type AttendeeRegistered = {
  type: 'AttendeeRegistered';
  data: {
    attendeeId: number;
    eventId: number;
    fields: AttendeeFields;
    source: 'ADMIN' | 'PUBLIC' | 'EXCEL';
    lang?: Lang;
  };
};
export type AttendeeUpdated = {
  type: 'AttendeeUpdated';
  data: { attendeeId: number; eventId: number; changed: Partial<AttendeeFields> };
};
export type AttendeeDeleted = { type: 'AttendeeDeleted'; data: { attendeeId: number; eventId: number } };
export type QrSendRequested = {
  type: 'QrSendRequested';
  /**
   * `channel`: how the message goes out (absent in requests made before channels existed); `bulkSendId`: the
   * 'QR 일괄 발송' (or '설문 발송') it belongs to; `surveyId`: the survey whose link the message carries instead of
   * the QR (absent: the QR, as in every request made before survey sends).
   */
  data: {
    attendeeId: number;
    eventId: number;
    sendId: string;
    channel?: QrChannel;
    bulkSendId?: string;
    surveyId?: number;
  };
};

/**
 * The consents a walk-in gave on the form (개인정보 보호법 제15조·제17조): the version of each notice they read,
 * to collection and use (required) and to provision to exhibitors (optional: agreed or not).
 */
export type AttendeeConsentRecorded = {
  type: 'AttendeeConsentRecorded';
  data: {
    attendeeId: number;
    eventId: number;
    /** The 수집·이용 notice's version agreed to; null when the form asked none. */
    collectionVersion: number | null;
    /** The 부스 참가업체 제공 notice's version shown; null when the form asked none. */
    exhibitorsVersion: number | null;
    exhibitors: boolean | null;
  };
};

export type AttendeeEvent =
  AttendeeRegistered | AttendeeUpdated | AttendeeDeleted | QrSendRequested | AttendeeConsentRecorded;

export const attendeeStreamId = (attendeeId: number) => `attendee-${attendeeId}`;

/** Whose personal data an event about an attendee carries (sealed under that attendee's key). */
export const attendeeSubject = (data: Record<string, unknown>) => attendeeStreamId(Number(data.attendeeId));
