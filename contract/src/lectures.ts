import { z } from 'zod';
import { LECTURE_FIELD_LABELS as LABEL } from './field-labels.js';
import { eventIdField, idParam, refuse, requestBody, text, textThen } from './fields.js';
import { dateField } from './fields/date-field.js';

/** The largest 정원 a lecture may have. */
export const MAX_CAPACITY = 100_000;

const date = dateField(LABEL.date);

/** A time input's value: HH:mm, or HH:mm:ss when it has seconds, kept as HH:mm. */
const time = textThen(LABEL.time, { max: 8 }, (value, ctx) => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(value);
  return match ? `${match[1]}:${match[2]}` : refuse(ctx, '시간은 HH:mm 형식(00:00~23:59)이어야 합니다.');
});

export const CAPACITY_MESSAGE = `정원은 1~${MAX_CAPACITY.toLocaleString('en-US')} 사이의 정수로 입력하세요.`;

/**
 * 정원 (optional): a whole number of seats 1..100,000, as a number or a string of digits (a form's text).
 * Absent: undefined (an edit keeps the stored one); null or blank: null (no capacity).
 */
export const capacityField = z
  // any JSON value reaches the transform, so every wrong one gets the same message
  .unknown()
  .optional()
  .meta({
    type: ['integer', 'null'],
    minimum: 1,
    maximum: MAX_CAPACITY,
    description: `${LABEL.capacity} (선택): 1~100,000의 정수, null이면 정원 없음; 수정에서 생략하면 그대로`,
  })
  .transform((raw, ctx): number | null | undefined => {
    if (raw === undefined) return undefined;
    if (raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
    const n =
      typeof raw === 'number'
        ? raw
        : typeof raw === 'string' && /^\d{1,6}$/.test(raw.trim())
          ? Number(raw)
          : NaN;
    return Number.isInteger(n) && n >= 1 && n <= MAX_CAPACITY ? n : refuse(ctx, CAPACITY_MESSAGE);
  });

/** The lecture form (register and edit): the spec's fields required, 정원 optional. */
export const lectureBody = requestBody({
  title: text(LABEL.title, { max: 200 }),
  instructor: text(LABEL.instructor, { max: 100 }),
  date,
  time,
  location: text(LABEL.location, { max: 200 }),
  capacity: capacityField,
  eventId: eventIdField,
});
export type LectureForm = z.output<typeof lectureBody>;

export const lectureIdParam = idParam('강연 ID');

/** A lecture as every lecture route answers it: with the check-in address its QR holds. */
export const lecture = z.object({
  id: z.int(),
  title: z.string(),
  instructor: z.string(),
  date: z.string().meta({ description: 'YYYY-MM-DD' }),
  time: z.string().meta({ description: 'HH:mm' }),
  location: z.string(),
  capacity: z.int().nullable().meta({ description: '정원: 체크인을 세는 좌석 수 (없으면 null)' }),
  eventId: z.int(),
  visitCount: z.int(),
  checkInUrl: z.string().meta({ description: '강연 체크인 주소 (PUBLIC_URL), QR이 담는 값' }),
});
export type Lecture = z.output<typeof lecture>;
/** The lecture fields an admin sets: `date` is YYYY-MM-DD and `time` HH:mm (the date and time inputs). */
export type LectureFields = Pick<Lecture, 'title' | 'instructor' | 'date' | 'time' | 'location' | 'capacity'>;
