import type { z } from 'zod';
import { attendeeFieldSchemas } from '@expo/contract/attendees';
import {
  ATTENDEE_FIELD_LABELS,
  REGISTRATION_TYPES,
  YES_NO,
  type AttendeeFieldKey,
  type AttendeeFields,
} from '../domain/attendee-fields.js';

/** One attendee as a row of the downloaded workbook. */
export interface AttendeeExportRow extends AttendeeFields {
  id: number;
  /** Already formatted as Korean local time, 'YYYY-MM-DD HH:mm:ss'. */
  createdAt: string;
  /** The last badge print at the desk, a kiosk or a batch ('' when none), Korean local time. */
  lastPrintedAt: string;
  printCount: number;
  /** The attendee's first entry of the event ('' when none), Korean local time. */
  firstEnteredAt: string;
}

export type AttendeeColumnKey = keyof AttendeeExportRow;

interface ColumnBase {
  header: string;
  width: number;
  /** What the template's '설명' sheet says about the column. */
  description: string;
}

/** A column the server fills in on download and ignores on upload. */
export interface ReadOnlyColumn extends ColumnBase {
  key: Exclude<AttendeeColumnKey, AttendeeFieldKey>;
  readOnly: true;
}

/** A column read on upload, validated by the attendee field schema of the same key. */
export interface EditableColumn extends ColumnBase {
  key: AttendeeFieldKey;
  readOnly: false;
  required: boolean;
  /** The value an empty cell gets ('' when there is none). */
  defaultValue: string;
  /** The only values accepted, when the field is a choice. */
  allowedValues?: readonly string[];
  /** Longest accepted text, in characters. */
  maxLength?: number;
}

export type AttendeeColumn = ReadOnlyColumn | EditableColumn;

/** The value an empty cell gets, or undefined when the schema refuses an empty cell (a required field). */
function defaultOf(schema: z.ZodType<string>): string | undefined {
  const parsed = schema.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

function editable(
  key: AttendeeFieldKey,
  width: number,
  facts: { maxLength?: number; allowedValues?: readonly string[]; note?: string },
): EditableColumn {
  const fallback = defaultOf(attendeeFieldSchemas[key]);
  const required = fallback === undefined;
  const defaultValue = fallback ?? '';
  const description = [
    required ? '필수 입력' : '선택 입력',
    facts.allowedValues ? `${facts.allowedValues.join(', ')} 중 하나` : undefined,
    facts.maxLength ? `최대 ${facts.maxLength}자` : undefined,
    defaultValue ? `비워 두면 ${defaultValue}` : undefined,
    facts.note,
  ]
    .filter(Boolean)
    .join('. ');
  return {
    key,
    header: ATTENDEE_FIELD_LABELS[key],
    width,
    readOnly: false,
    required,
    defaultValue,
    ...facts,
    description,
  };
}

/**
 * THE column table of the attendee workbook, in sheet order: download writes it, the template describes it,
 * and upload reads columns by these headers (so a downloaded file can be uploaded again as it is).
 */
export const attendeeColumns: readonly AttendeeColumn[] = [
  {
    key: 'id',
    header: 'ID',
    width: 8,
    readOnly: true,
    description: '참석자 번호. 업로드할 때는 무시됩니다.',
  },
  editable('name', 14, { maxLength: 50 }),
  editable('affiliation', 24, { maxLength: 100 }),
  editable('phoneNumber', 18, {
    maxLength: 30,
    note: '숫자 9자리 이상. 같은 전화번호(숫자 기준)가 이미 있으면 건너뜁니다',
  }),
  editable('email', 28, { maxLength: 200, note: '예: hong@example.com' }),
  editable('country', 12, { maxLength: 50 }),
  editable('visitType', 10, { allowedValues: YES_NO }),
  editable('paymentStatus', 10, { allowedValues: YES_NO }),
  editable('paymentStatus2', 10, { allowedValues: YES_NO }),
  editable('registrationType', 12, { allowedValues: REGISTRATION_TYPES, note: 'ONSITE: 현장, PRE: 사전' }),
  {
    key: 'createdAt',
    header: '출력시간',
    width: 20,
    readOnly: true,
    description: '등록 시각(YYYY-MM-DD HH:mm:ss). 업로드할 때는 무시됩니다.',
  },
  {
    key: 'lastPrintedAt',
    header: '명찰 출력 시각',
    width: 20,
    readOnly: true,
    description: '데스크·키오스크·일괄 인쇄로 명찰을 마지막으로 출력한 시각. 업로드할 때는 무시됩니다.',
  },
  {
    key: 'printCount',
    header: '명찰 출력 횟수',
    width: 12,
    readOnly: true,
    description: '명찰을 출력한 횟수 (재출력 포함). 업로드할 때는 무시됩니다.',
  },
  {
    key: 'firstEnteredAt',
    header: '입장 시각',
    width: 20,
    readOnly: true,
    description: '행사 기간 중 처음 입장 확인한 시각. 업로드할 때는 무시됩니다.',
  },
  editable('exhibitorConsent', 12, {
    allowedValues: YES_NO,
    note: '부스 참가업체 제공(제3자 제공) 동의: Y 동의, N 거부, 비워 두면 확인 안 됨. 행사 밖에서 받은 동의를 기록합니다',
  }),
];

export const editableColumns: readonly EditableColumn[] = attendeeColumns.filter(
  (column): column is EditableColumn => !column.readOnly,
);

export const requiredColumns: readonly EditableColumn[] = editableColumns.filter((column) => column.required);
