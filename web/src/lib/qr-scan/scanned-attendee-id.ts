import { scanTexts } from './texts';

/** Attendee ids are PostgreSQL integers. */
const MAX_ATTENDEE_ID = 2_147_483_647;
/** An attendee's entry QR holds the id in digits and nothing else (spec: the userId as text). */
const ATTENDEE_ID = /^\d{1,10}$/;
/** The lecture QR holds a link to the check-in page (`/visit-lecture?lectureId=…`). */
const LECTURE_QR = /\/visit-lecture\b|[?&]lectureId=/i;

export type ScannedAttendeeId = { ok: true; id: number } | { ok: false; message: string };

/**
 * What a scanned QR text means at the booth: an attendee id, or the message that says why it is none. Only
 * digits are an id: `Number()` would have taken '0x1F', '1e3', '12.0' or '' for attendees 31, 1000, 12 and 0.
 */
export function readScannedAttendeeId(text: string): ScannedAttendeeId {
  const trimmed = text.trim();
  if (ATTENDEE_ID.test(trimmed)) {
    const id = Number(trimmed);
    if (id >= 1 && id <= MAX_ATTENDEE_ID) return { ok: true, id };
  }
  if (trimmed === '') return { ok: false, message: scanTexts.emptyQr };
  if (LECTURE_QR.test(trimmed)) return { ok: false, message: scanTexts.lectureQr };
  return { ok: false, message: scanTexts.notAttendeeQr(trimmed) };
}
