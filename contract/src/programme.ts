import { z } from 'zod';
import { idParam, positiveInt } from './fields/id-fields.js';
import { requestQuery } from './fields/request-body.js';
import { linkSignatureField } from './fields/link-signature.js';

/**
 * The event's programme, /program/{eventId} (issue 50): its lectures by day and time with their rooms, speakers,
 * 정원 and seats taken, open to all; from an attendee's signed QR link (`attendee`, `sig`: the QR page's) also
 * the lectures they starred into '내 일정' and those they checked in to. Nobody else's data.
 */
export const programmeEventParam = idParam('행사 ID');

/** The attendee's signed link, when the programme was opened from their QR page. */
export const programmeLinkQuery = requestQuery({
  attendee: positiveInt('참석자 ID').optional().meta({ description: '참석자 ID (QR 링크에서 연 경우)' }),
  sig: linkSignatureField('QR 링크의 서명 (qr-view의 sig)'),
});
export type ProgrammeLinkQuery = z.output<typeof programmeLinkQuery>;

export const programmeLecture = z.object({
  id: z.int(),
  title: z.string(),
  instructor: z.string().meta({ description: '강연자' }),
  date: z.string().meta({ description: 'YYYY-MM-DD' }),
  time: z.string().meta({ description: 'HH:mm' }),
  location: z.string().meta({ description: '장소 (강연장)' }),
  capacity: z.int().nullable().meta({ description: '정원 (없으면 null)' }),
  checkIns: z.int().meta({ description: '출석 체크된 수 (찬 좌석)' }),
});
export type ProgrammeLecture = z.output<typeof programmeLecture>;

/** The attendee's own part: only with their signed link. */
export const programmeAttendee = z.object({
  id: z.int(),
  starred: z.array(z.int()).meta({ description: "'내 일정'에 넣은 강연 ID" }),
  checkedIn: z.array(z.int()).meta({ description: '출석 체크한 강연 ID' }),
});
export type ProgrammeAttendee = z.output<typeof programmeAttendee>;

export const programme = z.object({
  eventId: z.int(),
  eventName: z.string(),
  lectures: z.array(programmeLecture).meta({ description: '날짜, 시간, ID 순' }),
  attendee: programmeAttendee.optional(),
});
export type Programme = z.output<typeof programme>;

/** PUT / DELETE /api/programme/{eventId}/stars/{lectureId}: the attendee's '내 일정' as it now stands. */
export const lectureStarAnswer = z.object({
  lectureId: z.int(),
  starred: z.boolean(),
  stars: z.array(z.int()).meta({ description: "'내 일정'의 강연 ID 전체" }),
});
export type LectureStarAnswer = z.output<typeof lectureStarAnswer>;

/**
 * The page as the server draws /program/{eventId}: what it showed, as JSON in
 * `<script type="application/json" id="programme-data">`, for the app to take over without asking again (and a
 * phone offline to show with the time it was drawn).
 */
export const PROGRAMME_DATA_ELEMENT = 'programme-data';

export const programmePageData = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('programme'),
    programme,
    drawnAt: z.string().meta({ description: '그린 시각 (ISO)' }),
  }),
  z.object({ kind: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type ProgrammePageData = z.output<typeof programmePageData>;
