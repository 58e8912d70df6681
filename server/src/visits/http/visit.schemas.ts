import type { z } from 'zod';
import { idParam, positiveInt, requestBody } from '@expo/contract/fields';
import { BOOTH_VISITS, LECTURE_CHECKINS } from '../visit-places.js';

/** A booth phone's scan. */
export const boothVisitBody = requestBody({
  boothId: positiveInt('부스 ID'),
  userId: positiveInt('참석자 ID'),
});
export type BoothVisitBody = z.output<typeof boothVisitBody>;

/** An attendee's check-in at a lecture. */
export const lectureCheckInBody = requestBody({
  lectureId: positiveInt('강연 ID'),
  userId: positiveInt('참석자 ID'),
});
export type LectureCheckInBody = z.output<typeof lectureCheckInBody>;

export const boothIdParam = idParam(BOOTH_VISITS.idLabel);
export const lectureIdParam = idParam(LECTURE_CHECKINS.idLabel);

/** A badge scanned (or an ID typed) at a lecture's door. */
export const doorCheckInBody = requestBody({
  userId: positiveInt('참석자 ID'),
});
export type DoorCheckInBody = z.output<typeof doorCheckInBody>;
