import type { SurveyAnswerItem, SurveyQuestion } from '@expo/contract/surveys';
import { OTHER_OPTION, type SurveyAudience } from '@expo/contract/surveys-values';
import { REGISTRATION_TYPE_LABELS } from '@expo/contract/attendee-values';
import type { ValueColumn } from '../../../excel/column-sheet.js';
import type { CellInput } from '../../../excel/workbook-writer.js';
import type { AnswerTexts } from '../../domain/survey-texts.js';

/** One response as the download reads it (contact fields only when its notice said they are collected). */
export interface ResponseRow {
  /** Seoul local time, 'YYYY-MM-DD HH:mm:ss'. */
  answeredAt: string;
  version: number;
  answers: Record<string, SurveyAnswerItem['value']>;
  texts: AnswerTexts;
  registrationType: string | null;
  affiliation: string | null;
  boothName: string | null;
  /** Null unless the answer was made under a notice that collects contact data. */
  contactName: string | null;
  contactPhone: string | null;
}

/** The versions' questions, newest version first. */
export interface VersionQuestions {
  version: number;
  questions: SurveyQuestion[];
}

/**
 * A question's column across versions: the same wording is the same column (the n-th question of that wording
 * in a version, should a version repeat one). The newest version's questions come first, in its order, then
 * those only earlier versions asked.
 */
export function questionColumns(versions: readonly VersionQuestions[]): {
  headers: { text: string; kind: SurveyQuestion['kind'] }[];
  /** Per version: the question of that version in each column (undefined: it did not ask it). */
  byVersion: Map<number, (SurveyQuestion | undefined)[]>;
} {
  const headers: { text: string; kind: SurveyQuestion['kind'] }[] = [];
  const columnOf = new Map<string, number>();
  const placed = versions.map(({ version, questions }) => {
    const seen = new Map<string, number>();
    const places = questions.map((question) => {
      const n = (seen.get(question.text) ?? 0) + 1;
      seen.set(question.text, n);
      const key = `${n}\u0000${question.text}`;
      let column = columnOf.get(key);
      if (column === undefined) {
        column = headers.length;
        columnOf.set(key, column);
        headers.push({ text: n === 1 ? question.text : `${question.text} (${n})`, kind: question.kind });
      }
      return { column, question };
    });
    return { version, places };
  });
  const byVersion = new Map<number, (SurveyQuestion | undefined)[]>();
  for (const { version, places } of placed) {
    const row: (SurveyQuestion | undefined)[] = Array.from({ length: headers.length }, () => undefined);
    for (const { column, question } of places) row[column] = question;
    byVersion.set(version, row);
  }
  return { headers, byVersion };
}

/** '기타' with what the respondent wrote ('기타: …'), or the option as it is. */
const optionText = (option: string, other: string | undefined) =>
  option === OTHER_OPTION && other ? `${OTHER_OPTION}: ${other}` : option;

/**
 * A question's cell: a 5점 척도 as its number (so Excel averages it), a choice as its option, a 복수 선택 as
 * the options joined with ', ', '기타' with its text, a 주관식 as its text; empty when not answered.
 */
export function answerCell(
  question: SurveyQuestion | undefined,
  answers: ResponseRow['answers'],
  texts: AnswerTexts,
): CellInput {
  if (!question) return '';
  if (question.kind === 'text') return texts[question.id] ?? '';
  const value = answers[question.id];
  if (value === undefined || value === null) return '';
  const other = texts[`${question.id}.other`];
  if (Array.isArray(value)) return value.map((option) => optionText(option, other)).join(', ');
  if (typeof value === 'number') return value;
  return optionText(value, other);
}

const registrationLabel = (code: string | null) =>
  code === null ? '' : (REGISTRATION_TYPE_LABELS[code as keyof typeof REGISTRATION_TYPE_LABELS] ?? code);

/** Who answered: the attendee's 등록유형 and 소속, or the booth's name; then 이름 and 휴대폰 (contact only). */
function respondentColumns(audience: SurveyAudience): ValueColumn<ResponseRow>[] {
  const who: ValueColumn<ResponseRow>[] =
    audience === 'exhibitors'
      ? [{ header: '부스', width: 24, value: (row) => row.boothName ?? '' }]
      : [
          { header: '등록유형', width: 10, value: (row) => registrationLabel(row.registrationType) },
          { header: '소속', width: 20, value: (row) => row.affiliation ?? '' },
        ];
  return [
    { header: '응답 시각', width: 20, value: (row) => row.answeredAt },
    { header: '버전', width: 6, value: (row) => row.version },
    ...who,
    { header: '이름', width: 12, value: (row) => row.contactName ?? '' },
    { header: '휴대폰', width: 16, text: true, value: (row) => row.contactPhone ?? '' },
  ];
}

/** The download's columns: who answered and when, then one per question of all versions. */
export function responseColumns(
  audience: SurveyAudience,
  versions: readonly VersionQuestions[],
): ValueColumn<ResponseRow>[] {
  const { headers, byVersion } = questionColumns(versions);
  const questions = headers.map(({ text, kind }, column): ValueColumn<ResponseRow> => ({
    header: text,
    width: kind === 'text' ? 40 : kind === 'multiple' ? 28 : kind === 'scale5' ? 12 : 18,
    value: (row) => answerCell(byVersion.get(row.version)?.[column], row.answers, row.texts),
  }));
  return [...respondentColumns(audience), ...questions];
}
