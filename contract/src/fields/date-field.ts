import { refuse } from './schema-issue.js';
import { textThen } from './text-fields.js';

/** A date input's value: YYYY-MM-DD, a day that exists (a lecture's date, an event's first and last day). */
export const dateField = (label: string, options: { optional?: boolean } = {}) =>
  textThen(label, { max: 10, ...options }, (value, ctx) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const parsed = match ? new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])) : undefined;
    return parsed && parsed.toISOString().slice(0, 10) === value
      ? value
      : refuse(ctx, '날짜는 YYYY-MM-DD 형식의 올바른 날짜여야 합니다.');
  });
