import { badRequest } from '../../common/app-error.js';
import { text, type FieldSpec } from '../../common/fields.js';

export type LectureFields = {
  title: string;
  instructor: string;
  /** YYYY-MM-DD (a date input's value). */
  date: string;
  /** HH:mm (a time input's value). */
  time: string;
  location: string;
};

const date = {
  label: '날짜',
  parse(raw: unknown): string {
    const value = text('날짜', { max: 10 }).parse(raw);
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const parsed = match ? new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])) : undefined;
    if (!parsed || parsed.toISOString().slice(0, 10) !== value)
      throw badRequest('VALIDATION.INVALID', '날짜는 YYYY-MM-DD 형식의 올바른 날짜여야 합니다.');
    return value;
  },
} satisfies FieldSpec<string>;

const time = {
  label: '시간',
  parse(raw: unknown): string {
    const value = text('시간', { max: 8 }).parse(raw);
    // a time input sends HH:mm, or HH:mm:ss when it has seconds: kept as HH:mm
    const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(value);
    if (!match) throw badRequest('VALIDATION.INVALID', '시간은 HH:mm 형식(00:00~23:59)이어야 합니다.');
    return `${match[1]}:${match[2]}`;
  },
} satisfies FieldSpec<string>;

/** The lecture form: every field required. */
export const lectureFieldSpecs = {
  title: text('제목', { max: 200 }),
  instructor: text('강연자', { max: 100 }),
  date,
  time,
  location: text('장소', { max: 200 }),
};
