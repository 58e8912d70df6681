import { surveyAudience, surveyPeriod } from '@expo/contract/report-figures';
import type { ReportSurvey } from '@expo/contract/reports';
import type { QuestionResult } from '@expo/contract/surveys';
import { QUESTION_KIND_LABELS } from '@expo/contract/surveys-values';
import { columnSheet, type ValueColumn } from '../../excel/column-sheet.js';
import { uniqueSheetNames } from '../../excel/sheet-names.js';
import type { AnySheet } from '../../excel/workbook-writer.js';

/** A line of a survey's sheet: what it is about (the survey, a question), the figure's name, its value and share. */
type SurveyLine = [about: string, item: string, value: string | number | null, percent: number | null];

const surveyColumns: ValueColumn<SurveyLine>[] = [
  { header: '구분', width: 36, value: ([about]) => about },
  { header: '항목', width: 28, value: ([, item]) => item },
  { header: '값', width: 40, value: ([, , value]) => value },
  { header: '비율 (%)', width: 10, value: ([, , , percent]) => percent },
];

const BLANK: SurveyLine = ['', '', null, null];
const SURVEY = '설문';

/** The header block: title, audience, period, responses, audience size and rate (and the version shown). */
function headerLines(survey: ReportSurvey): SurveyLine[] {
  const lines: SurveyLine[] = [
    [SURVEY, '제목', survey.title, null],
    [SURVEY, '대상', surveyAudience(survey.audience, survey.lectureTitle), null],
    [SURVEY, '기간', surveyPeriod(survey.opensAt, survey.closesAt), null],
    [SURVEY, '응답', survey.responses, null],
    [SURVEY, '대상 수', survey.audienceSize, null],
    [SURVEY, '응답률 (%)', survey.responseRate, null],
  ];
  if (survey.versions.length > 1) {
    const shown = survey.versions.find((v) => v.version === survey.version)?.responses ?? 0;
    lines.push([SURVEY, '문항 버전', `${String(survey.version)} (이 버전 응답 ${String(shown)})`, null]);
  }
  return lines;
}

/** A question's block: who answered, a 5점 척도's mean and 100점 환산, each point's or option's count, the texts. */
function questionLines(question: QuestionResult, n: number): SurveyLine[] {
  const about = `${String(n)}. ${question.text} (${QUESTION_KIND_LABELS[question.kind]})`;
  const lines: SurveyLine[] = [[about, '응답자', question.answered, null]];
  if (question.kind === 'scale5')
    lines.push([about, '평균', question.mean, null], [about, '100점 환산', question.hundredPoint, null]);
  for (const row of question.distribution) lines.push([about, row.label, row.count, row.percent]);
  if (question.kind === 'text' || question.textCount > 0) {
    lines.push([about, question.kind === 'text' ? '응답 수' : '기타 입력 수', question.textCount, null]);
    for (const text of question.texts)
      lines.push([about, `응답 ${text.answeredAt.slice(0, 16).replace('T', ' ')}`, text.text, null]);
  }
  return lines;
}

function surveyLines(survey: ReportSurvey): SurveyLine[] {
  return [
    ...headerLines(survey),
    ...survey.questions.flatMap((question, i) => [BLANK, ...questionLines(question, i + 1)]),
  ];
}

/**
 * 만족도 조사: a sheet per survey (named '설문 n 제목', within Excel's rules and unlike the `taken` sheets): its
 * header block, then a block per question with the figures of the report (the results API's).
 */
export function surveySheets(surveys: readonly ReportSurvey[], taken: readonly string[]): AnySheet[] {
  const names = uniqueSheetNames(
    surveys.map((survey, i) => `${SURVEY} ${String(i + 1)} ${survey.title}`),
    taken,
  );
  return surveys.map((survey, i) => columnSheet(names[i], surveyColumns, surveyLines(survey)));
}
