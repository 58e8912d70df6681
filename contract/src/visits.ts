import { z } from 'zod';
import { positiveInt, requestBody } from './fields.js';

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

/** A badge scanned (or an ID typed) at a lecture's door. */
export const doorCheckInBody = requestBody({
  userId: positiveInt('참석자 ID'),
});
export type DoorCheckInBody = z.output<typeof doorCheckInBody>;

/** A visitor of a booth or lecture (a booth visit or a lecture check-in), as the lists and the pushes answer it. */
export const visit = z.object({
  userId: z.int(),
  userName: z.string(),
  affiliation: z.string(),
  phoneNumber: z.string(),
  visitedAt: z.string().meta({ description: '한국 시간 YYYY-MM-DDTHH:mm:ss' }),
});
export type Visit = z.output<typeof visit>;

/**
 * A visitor as a booth sees them (its own list, its pushes, its scan answer): with the event's '부스 제공 동의
 * 확인' on, a visitor who did not consent comes `masked`: '비공개 방문자' with the visit time only, and a negative
 * placeholder as `userId` (stable: the same in the list, the pushes and the leads).
 */
export const boothVisitor = visit.extend({
  userId: z.int().meta({ description: '참석자 ID (비공개 방문자는 음수 ID)' }),
  masked: z.literal(true).optional().meta({ description: '비공개 방문자' }),
});
export type BoothVisitor = z.output<typeof boothVisitor>;

/** What POST /api/booth-visits answers: the visitor as recorded (as the booth may see them), with the booth. */
export const recordedBoothVisit = boothVisitor.extend({ boothId: z.int() });
export type RecordedBoothVisit = z.output<typeof recordedBoothVisit>;

/** What an (anonymous) lecture check-in answers: that it holds, and nothing about the attendee. */
export const lectureCheckIn = z.object({
  lectureId: z.int(),
  userId: z.int(),
  visitedAt: z.string().meta({ description: '한국 시간 YYYY-MM-DDTHH:mm:ss' }),
});
export type LectureCheckIn = z.output<typeof lectureCheckIn>;

/** What a lecture's door shows: 입장 n / 정원 m. */
export const lectureDoor = z.object({
  lectureId: z.int(),
  title: z.string(),
  capacity: z.int().nullable().meta({ description: '정원 (없으면 null)' }),
  checkedIn: z.int().meta({ description: '입장 수 (입구 스캔과 참석자 본인 체크인)' }),
});
export type LectureDoor = z.output<typeof lectureDoor>;

/** What the door's scanner shows after a scan. */
export const doorCheckIn = z.object({
  recorded: z.boolean().meta({ description: 'false: 이미 출석한 참석자 (새로 기록하지 않음)' }),
  attendee: z.object({ userId: z.int(), userName: z.string(), affiliation: z.string() }),
  checkedIn: z.int(),
  capacity: z.int().nullable(),
});
export type DoorCheckIn = z.output<typeof doorCheckIn>;
