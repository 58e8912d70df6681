import type { Survey, SurveyQuestion } from '@expo/contract/surveys';
import type { QuestionKind, SurveyAudience } from '@expo/contract/surveys-values';

import type { SurveyInput } from './api/surveys';

/** A question as the editor holds it: options one per line, the scale's ends as two texts. */
export interface QuestionDraft {
  key: string;
  kind: QuestionKind;
  text: string;
  required: boolean;
  optionsText: string;
  other: boolean;
  low: string;
  high: string;
}

export interface SurveyDraft {
  title: string;
  notice: string;
  collectsContact: boolean;
  audience: SurveyAudience;
  lectureId: string;
  /** `<input type="datetime-local">` values: Seoul time to the minute, or ''. */
  opensAt: string;
  closesAt: string;
  questions: QuestionDraft[];
}

let keys = 0;
const nextKey = () => `question-${++keys}`;

export const newQuestion = (kind: QuestionKind): QuestionDraft => ({
  key: nextKey(),
  kind,
  text: '',
  required: kind === 'scale5',
  optionsText: '',
  other: false,
  low: '',
  high: '',
});

export const emptyDraft = (): SurveyDraft => ({
  title: '',
  notice: '',
  collectsContact: false,
  audience: 'entered',
  lectureId: '',
  opensAt: '',
  closesAt: '',
  questions: [newQuestion('scale5')],
});

const toQuestionDraft = (q: SurveyQuestion): QuestionDraft => ({
  key: nextKey(),
  kind: q.kind,
  text: q.text,
  required: q.required,
  optionsText: q.options.join('\n'),
  other: q.other,
  low: q.ends?.low ?? '',
  high: q.ends?.high ?? '',
});

/** The survey as the editor opens it. */
export const draftOf = (s: Survey): SurveyDraft => ({
  title: s.title,
  notice: s.notice,
  collectsContact: s.collectsContact,
  audience: s.audience,
  lectureId: s.lectureId ? String(s.lectureId) : '',
  opensAt: s.opensAt?.slice(0, 16) ?? '',
  closesAt: s.closesAt?.slice(0, 16) ?? '',
  questions: s.questions.map(toQuestionDraft),
});

const optionsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** What the editor sends (the server checks it and answers what to fix, in Korean). */
export function inputOf(d: SurveyDraft): SurveyInput {
  return {
    title: d.title,
    notice: d.notice,
    collectsContact: d.collectsContact,
    audience: d.audience,
    lectureId: d.audience === 'lecture' && d.lectureId ? Number(d.lectureId) : null,
    opensAt: d.opensAt ? `${d.opensAt}:00` : null,
    closesAt: d.closesAt ? `${d.closesAt}:00` : null,
    questions: d.questions.map((q) => ({
      kind: q.kind,
      text: q.text,
      required: q.required,
      ...(q.kind === 'single' || q.kind === 'multiple' ? { options: optionsOf(q.optionsText) } : {}),
      ...(q.kind === 'multiple' ? { other: q.other } : {}),
      ...(q.kind === 'scale5' && (q.low.trim() || q.high.trim())
        ? { ends: { low: q.low.trim() || '매우 불만족', high: q.high.trim() || '매우 만족' } }
        : {}),
    })),
  };
}

/** The questions as the respondent will see them (the preview). */
export const previewQuestions = (d: SurveyDraft): SurveyQuestion[] =>
  d.questions.map((q, i) => ({
    id: `q${i + 1}`,
    kind: q.kind,
    text: q.text || '…',
    required: q.required,
    options: q.kind === 'single' || q.kind === 'multiple' ? optionsOf(q.optionsText) : [],
    other: q.kind === 'multiple' && q.other,
    ends:
      q.kind === 'scale5' && (q.low.trim() || q.high.trim())
        ? { low: q.low.trim() || '매우 불만족', high: q.high.trim() || '매우 만족' }
        : null,
  }));

/** The questions with one moved up (-1) or down (+1). */
export function moveQuestion(questions: QuestionDraft[], index: number, by: -1 | 1): QuestionDraft[] {
  const to = index + by;
  if (to < 0 || to >= questions.length) return questions;
  const moved = [...questions];
  [moved[index], moved[to]] = [moved[to]!, moved[index]!];
  return moved;
}
