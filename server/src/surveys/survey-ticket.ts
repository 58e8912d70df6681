import { linkSignature, verifyLinkSignature } from '../attendees/qr-link.js';

/**
 * The signature a lecture check-in hands the attendee for that lecture's survey: it answers that lecture's
 * surveys as them and nothing else (their QR link's signature stays theirs).
 */
const opens = (lectureId: number, attendeeId: number) => `lecture-survey:${lectureId}:${attendeeId}`;

export const lectureSurveySignature = (secret: string, lectureId: number, attendeeId: number): string =>
  linkSignature(secret, opens(lectureId, attendeeId));

export const verifyLectureSurveySignature = (
  secret: string,
  lectureId: number,
  attendeeId: number,
  sig: unknown,
): boolean => verifyLinkSignature(secret, opens(lectureId, attendeeId), sig);
