import type { TestMessageStatus } from '@expo/contract/readiness';

/** The badge size a test page was printed in (the settings' preset and millimetres). */
export interface BadgeSize {
  preset: string;
  widthMm: number;
  heightMm: number;
}

/** The privacy notices' versions an admin reviewed (0: the notice was never set, its default text applies). */
export interface NoticeVersions {
  collection: number;
  exhibitors: number;
}

/** A test message went to a typed address: what became of it (no address kept but a masked one). */
export type ReadinessTestMessageRecorded = {
  type: 'ReadinessTestMessageRecorded';
  data: {
    eventId: number;
    status: TestMessageStatus;
    channel: 'EMAIL' | 'SMS' | 'LMS' | 'ALIMTALK' | null;
    to: string;
    reason: string | null;
  };
};

export type PrivacyNoticesReviewed = {
  type: 'PrivacyNoticesReviewed';
  data: { eventId: number; versions: NoticeVersions };
};

export type BadgeTestPagePrinted = {
  type: 'BadgeTestPagePrinted';
  data: { eventId: number; size: BadgeSize };
};

export type ReadinessEvent = ReadinessTestMessageRecorded | PrivacyNoticesReviewed | BadgeTestPagePrinted;

export const readinessStreamId = (eventId: number) => `readiness-${eventId}`;
