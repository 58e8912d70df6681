import type { z } from 'zod';
import { eventIdField, idParam, refuse, requestBody, text, textThen } from '../../common/schema/index.js';

/** A date input's value: YYYY-MM-DD, a day that exists. */
const date = textThen('날짜', { max: 10 }, (value, ctx) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const parsed = match ? new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])) : undefined;
  return parsed && parsed.toISOString().slice(0, 10) === value
    ? value
    : refuse(ctx, '날짜는 YYYY-MM-DD 형식의 올바른 날짜여야 합니다.');
});

/** A time input's value: HH:mm, or HH:mm:ss when it has seconds, kept as HH:mm. */
const time = textThen('시간', { max: 8 }, (value, ctx) => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(value);
  return match ? `${match[1]}:${match[2]}` : refuse(ctx, '시간은 HH:mm 형식(00:00~23:59)이어야 합니다.');
});

/** The lecture form (register and edit): every field required. */
export const lectureBody = requestBody({
  title: text('제목', { max: 200 }),
  instructor: text('강연자', { max: 100 }),
  date,
  time,
  location: text('장소', { max: 200 }),
  eventId: eventIdField,
});
export type LectureForm = z.output<typeof lectureBody>;

export const lectureIdParam = idParam('강연 ID');
