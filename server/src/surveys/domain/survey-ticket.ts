import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature a lecture check-in hands the attendee for that lecture's survey: it answers that lecture's
 * surveys as them and nothing else (their QR link's signature stays theirs).
 */
export function lectureSurveySignature(secret: string, lectureId: number, attendeeId: number): string {
  return createHmac('sha256', secret)
    .update(`lecture-survey:${lectureId}:${attendeeId}`)
    .digest('base64url')
    .slice(0, 32);
}

export function verifyLectureSurveySignature(
  secret: string,
  lectureId: number,
  attendeeId: number,
  sig: unknown,
): boolean {
  if (typeof sig !== 'string' || sig.length === 0 || sig.length > 100) return false;
  const expected = Buffer.from(lectureSurveySignature(secret, lectureId, attendeeId));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
