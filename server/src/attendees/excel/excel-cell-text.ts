/** A cell whose value cannot be used as text: an error value (#N/A ...) or a formula without a result. */
export class UnreadableCell {
  constructor(readonly shown: string) {}
}

export type CellText = string | undefined | UnreadableCell;

/**
 * A Korean phone number stored as a number lost its leading zero (010-1234-5678 → 1012345678).
 * Only numbers that become a plausible Korean number again get it back; 1588-1234 or 821012345678 stay.
 */
const KOREAN_PHONE_WITHOUT_ZERO = /^(?:1\d{8,9}|2\d{7,8}|[3-6]\d{8,9}|70\d{8})$/;

function numberText(value: number, asPhone: boolean): string {
  if (asPhone && Number.isSafeInteger(value) && value > 0) {
    const digits = String(value);
    return KOREAN_PHONE_WITHOUT_ZERO.test(digits) ? `0${digits}` : digits;
  }
  // 15 significant digits, like Excel shows them (0.1 + 0.2 → 0.3).
  return String(Number(value.toPrecision(15)));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel dates carry no zone: the sheet reader gives the wall-clock time as UTC. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const seconds = date.getUTCHours() * 3600 + date.getUTCMinutes() * 60 + date.getUTCSeconds();
  if (seconds === 0) return day;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The text a person sees in a cell, from any value the sheet reader (or exceljs) produces: strings, numbers, booleans,
 * dates, rich text ({richText}), hyperlinks ({text}), formulas ({formula, result}: the result, never the
 * formula) and error values. undefined means the cell is empty. Not trimmed.
 */
export function cellText(value: unknown, opts: { asPhone?: boolean } = {}): CellText {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number')
    return Number.isFinite(value) ? numberText(value, opts.asPhone ?? false) : new UnreadableCell('#NUM!');
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if (isRecord(value)) {
    if ('error' in value) return new UnreadableCell(String(value.error));
    if (Array.isArray(value.richText))
      return value.richText
        .map((run) => (isRecord(run) && typeof run.text === 'string' ? run.text : ''))
        .join('');
    if ('formula' in value || 'sharedFormula' in value)
      return value.result === undefined ? new UnreadableCell('수식 결과 없음') : cellText(value.result, opts);
    if ('text' in value) return cellText(value.text, opts);
  }
  return new UnreadableCell('알 수 없는 값');
}
